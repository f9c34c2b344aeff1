import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { handledServerEvents, registerRealtimeHandler, runRealtimeHandlers } from './realtime-handlers';

describe('the realtime handlers the features register', () => {
  it('runs each handler of an event in the order registered, with the payload and the bridge’s context', () => {
    const calls: string[] = [];
    registerRealtimeHandler('ChatMessageRead', ({ chatRoomId }) => calls.push(`first ${chatRoomId}`));
    registerRealtimeHandler('ChatMessageRead', ({ userId }, { socket }) => calls.push(`second ${userId} ${socket}`));
    registerRealtimeHandler('Resync', (payload) => calls.push(`resync ${payload}`));
    const context = { queryClient: new QueryClient(), socket: undefined };

    runRealtimeHandlers('ChatMessageRead', { chatRoomId: 'room', userId: 'user', messageId: 'message' }, context);
    runRealtimeHandlers('Resync', undefined, context);
    runRealtimeHandlers('Connected', undefined, context);

    expect(calls).toEqual(['first room', 'second user undefined', 'resync undefined']);
    // The bridge subscribes the socket to the server events only, not to its own Connected and Resync.
    expect(handledServerEvents()).toEqual(['ChatMessageRead']);
  });
});
