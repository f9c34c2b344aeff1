import { defineSubscriber } from '../../lib/events/domain-events';
import type { TRealtime } from './realtime';

/**
 * Committed domain events as realtime events (docs/product-spec.md section 3), on whichever node delivers
 * them. Logout is not numbered: the session is gone either way. The chat's events need no subscriber: a
 * chat write numbers them for the room's members in its own transaction and its node emits them as it
 * commits (numbered-delivery.ts).
 */
export function createRealtimeSubscribers(deps: { realtime: TRealtime }) {
  const { realtime } = deps;
  return [
    defineSubscriber('realtime.sessions-ended', 'auth.sessions-ended', async ({ payload }) => {
      realtime.endSessions(payload);
    }),
    defineSubscriber('realtime.user-deleted', 'user.deleted', async ({ payload }) => {
      realtime.endSessions({ userId: payload.userId, sessionId: null, exceptSessionId: null });
    }),
  ];
}
