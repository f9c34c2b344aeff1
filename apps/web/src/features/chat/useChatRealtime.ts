import { useCallback, useEffect, useRef } from 'react';
import { useRealtimeClient } from '../../lib/realtime/RealtimeProvider';

/** How long a typing mark lasts without news (a lost StoppedTyping must not leave 'pisze…' forever). */
export const typingExpiryMs = 8_000;
/** How often the composer repeats Typing while its person goes on typing. */
export const typingRepeatMs = 3_000;
/** Quiet time after the last keystroke before the composer says StoppedTyping. */
export const typingIdleMs = 4_000;

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
