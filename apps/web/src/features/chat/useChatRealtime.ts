import { useQueryClient } from '@tanstack/react-query';
import type { TMe } from '@zadania/shared';
import { useCallback, useEffect, useRef } from 'react';
import { queryKeys } from '../../lib/api/query-keys';
import { useRealtimeClient } from '../../lib/realtime/RealtimeProvider';
import { useRealtimeEvent } from '../../lib/realtime/useRealtimeEvent';
import { chatKeys } from './chat-api';
import { addMessage, markRead, removeMessage, setTyping, updateMessage } from './chat-cache';

/** How long a typing mark lasts without news (a lost StoppedTyping must not leave 'pisze…' forever). */
export const typingExpiryMs = 8_000;
/** How often the composer repeats Typing while its person goes on typing. */
export const typingRepeatMs = 3_000;
/** Quiet time after the last keystroke before the composer says StoppedTyping. */
export const typingIdleMs = 4_000;

const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
function markTyping(roomId: string, userId: string, on: boolean) {
  const key = `${roomId}:${userId}`;
  clearTimeout(typingTimers.get(key));
  typingTimers.delete(key);
  setTyping(roomId, userId, on);
  if (on)
    typingTimers.set(
      key,
      setTimeout(() => markTyping(roomId, userId, false), typingExpiryMs),
    );
}

/**
 * The chat's realtime events applied to the cached chat (chat-cache.ts): a new, changed or removed message
 * where it is shown, the viewer's read state, who is typing; a new or changed room (which each member sees
 * differently) is fetched again.
 */
export function useChatRealtime() {
  const queryClient = useQueryClient();
  const viewerId = () => queryClient.getQueryData<TMe>(queryKeys.me)?.id;
  const refetchRooms = (chatRoomId: string) => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
    void queryClient.invalidateQueries({ queryKey: chatKeys.room(chatRoomId) });
  };

  useRealtimeEvent('CreatedChatMessage', (message) => {
    if (message.author) markTyping(message.roomId, message.author.id, false);
    addMessage(queryClient, message.roomId, message);
  });
  useRealtimeEvent('ChatMessageUpdated', (message) => updateMessage(queryClient, message));
  useRealtimeEvent('ChatMessageRemoved', ({ chatRoomId, messageId }) =>
    removeMessage(queryClient, chatRoomId, messageId),
  );
  useRealtimeEvent('ChatMessageRead', ({ chatRoomId, userId }) => {
    if (userId === viewerId()) markRead(queryClient, chatRoomId);
  });
  useRealtimeEvent('CreatedChatRoom', ({ chatRoomId }) => refetchRooms(chatRoomId));
  useRealtimeEvent('UpdatedChatRoom', ({ chatRoomId }) => refetchRooms(chatRoomId));
  useRealtimeEvent('Typing', ({ chatRoomId, userId }) => markTyping(chatRoomId, userId, true));
  useRealtimeEvent('StoppedTyping', ({ chatRoomId, userId }) => markTyping(chatRoomId, userId, false));
}

/**
 * What the composer tells the room's other members while its person types: Typing at most every
 * `typingRepeatMs`, StoppedTyping after `typingIdleMs` of quiet, on sending and on leaving the room.
 */
export function useTypingAnnouncer(roomId: string, threadMessageId: string | null) {
  const socket = useRealtimeClient()?.socket;
  const lastSent = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stopped = useCallback(() => {
    clearTimeout(idle.current);
    idle.current = undefined;
    if (lastSent.current === 0) return;
    lastSent.current = 0;
    socket?.emit('StoppedTyping', { chatRoomId: roomId, threadMessageId });
  }, [socket, roomId, threadMessageId]);

  const typed = useCallback(() => {
    if (!socket) return;
    const now = Date.now();
    if (now - lastSent.current >= typingRepeatMs) {
      lastSent.current = now;
      socket.emit('Typing', { chatRoomId: roomId, threadMessageId });
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(stopped, typingIdleMs);
  }, [socket, roomId, threadMessageId, stopped]);

  useEffect(() => stopped, [stopped]);
  return { typed, stopped };
}
