import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TRealtimeSocket } from '../../lib/realtime/realtime-client';
import { announceOpenMeetings, meetingWindowCheckMs, openMeetingWindow } from './meeting-windows';

function fakeSocket() {
  const said: unknown[][] = [];
  const socket = { emit: (...args: unknown[]) => said.push(args) } as unknown as TRealtimeSocket;
  return { socket, said };
}

describe('meeting windows', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('says the person is in the meeting while its window is open, and no longer once it is closed', () => {
    vi.useFakeTimers();
    const meeting = { closed: false, opener: window as Window | null };
    vi.spyOn(window, 'open').mockReturnValue(meeting as unknown as Window);
    const { socket, said } = fakeSocket();

    expect(openMeetingWindow('m1', 'https://meet.example.com/m1', () => socket)).toBe(true);
    expect(window.open).toHaveBeenCalledWith('https://meet.example.com/m1', '_blank');
    expect(meeting.opener).toBeNull();
    expect(said).toEqual([['MeetingJoined', { messageId: 'm1' }]]);

    vi.advanceTimersByTime(meetingWindowCheckMs * 3);
    expect(said).toHaveLength(1);
    announceOpenMeetings(socket);
    expect(said.at(-1)).toEqual(['MeetingJoined', { messageId: 'm1' }]);

    meeting.closed = true;
    vi.advanceTimersByTime(meetingWindowCheckMs);
    expect(said.at(-1)).toEqual(['MeetingLeft']);
    const count = said.length;
    announceOpenMeetings(socket);
    expect(said).toHaveLength(count);
  });

  it('answers false when the browser refuses the window, so the plain link opens', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { socket, said } = fakeSocket();
    expect(openMeetingWindow('m2', 'https://meet.example.com/m2', () => socket)).toBe(false);
    expect(said).toEqual([]);
  });
});
