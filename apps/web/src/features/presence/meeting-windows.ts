import type { TRealtimeSocket } from '../../lib/realtime/realtime-client';

/** How often a tab looks whether a meeting window it opened was closed. */
export const meetingWindowCheckMs = 2_000;

// The meeting windows this tab opened and are still open, with the chat message of each meeting.
const openMeetings = new Map<Window, string>();
let checking: ReturnType<typeof setInterval> | undefined;

/** Tells the server what this tab knows: busy in the last meeting it opened, or no longer in any. */
function announce(socket: TRealtimeSocket | undefined) {
  const latest = [...openMeetings.values()].at(-1);
  if (latest) socket?.emit('MeetingJoined', { messageId: latest });
  else socket?.emit('MeetingLeft');
}

/**
 * Opens a chat meeting in a new window and tells the server its person is in it (busy, shown red) for as long
 * as that window stays open. The meeting site gets no handle on this page (`opener` is cut). Answers false
 * when the browser refused the window, so the link opens as a plain link instead.
 */
export function openMeetingWindow(messageId: string, joinUrl: string, getSocket: () => TRealtimeSocket | undefined) {
  const opened = window.open(joinUrl, '_blank');
  if (!opened) return false;
  opened.opener = null;
  openMeetings.set(opened, messageId);
  announce(getSocket());
  checking ??= setInterval(() => {
    const before = openMeetings.size;
    for (const meetingWindow of openMeetings.keys()) if (meetingWindow.closed) openMeetings.delete(meetingWindow);
    if (openMeetings.size !== before) announce(getSocket());
    if (openMeetings.size === 0) {
      clearInterval(checking);
      checking = undefined;
    }
  }, meetingWindowCheckMs);
  return true;
}

/** After a reconnect the server knows nothing of this tab's meetings: say it again. */
export function announceOpenMeetings(socket: TRealtimeSocket | undefined) {
  if (openMeetings.size > 0) announce(socket);
}
