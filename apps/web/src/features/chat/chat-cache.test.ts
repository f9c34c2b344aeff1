import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../lib/api/query-keys';
import { chatKeys } from './chat-api';
import {
  addMessage,
  flattenMessages,
  flattenRooms,
  markRead,
  removeMessage,
  setTyping,
  type TMessagePages,
  type TRoomPages,
  updateMessage,
  upsertRoom,
  useTypingUsers,
} from './chat-cache';
import { buildMessage, buildRoom, paged, viewer } from './chat-test-utils';

function seed() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.me, viewer);
  const room = buildRoom({ unreadCount: 0 });
  const favorite = buildRoom({ favorite: true });
  const older = buildMessage(room.id, { createdAt: '2026-11-20T09:00:00.000Z' });
  const newer = buildMessage(room.id, { createdAt: '2026-11-20T10:00:00.000Z', threadRepliesCount: 1 });
  queryClient.setQueryData<TRoomPages>(chatKeys.rooms, { pages: [paged([favorite, room])], pageParams: [1] });
  queryClient.setQueryData<TMessagePages>(chatKeys.messages({ roomId: room.id, threadMessageId: null }), {
    pages: [paged([newer, older])],
    pageParams: [1],
  });
  const timeline = () =>
    flattenMessages(queryClient.getQueryData(chatKeys.messages({ roomId: room.id, threadMessageId: null })));
  const rooms = () => flattenRooms(queryClient.getQueryData(chatKeys.rooms));
  return { queryClient, room, favorite, older, newer, timeline, rooms };
}

describe('chat cache', () => {
  it('adds a message of another person at the newest end once, counting it unread', () => {
    const { queryClient, room, older, newer, timeline, rooms } = seed();
    const arrived = buildMessage(room.id, { createdAt: '2026-11-20T11:00:00.000Z' });
    addMessage(queryClient, room.id, arrived);
    addMessage(queryClient, room.id, arrived);
    expect(timeline().map((message) => message.id)).toEqual([older.id, newer.id, arrived.id]);
    expect(rooms().find((item) => item.id === room.id)?.unreadCount).toBe(1);
    markRead(queryClient, room.id);
    expect(rooms().find((item) => item.id === room.id)?.unreadCount).toBe(0);
  });

  it('places messages whose deliveries arrive out of order by their time, as the API lists them', () => {
    const { queryClient, room, older, newer, timeline } = seed();
    const second = buildMessage(room.id, { createdAt: '2026-11-20T11:00:02.000Z' });
    const first = buildMessage(room.id, { createdAt: '2026-11-20T11:00:01.000Z' });
    addMessage(queryClient, room.id, second);
    addMessage(queryClient, room.id, first);
    expect(timeline().map((message) => message.id)).toEqual([older.id, newer.id, first.id, second.id]);
  });

  it("does not count the viewer's own message or a thread reply as unread; a reply raises its thread's count", () => {
    const { queryClient, room, newer, timeline, rooms } = seed();
    const author = {
      id: viewer.id,
      username: viewer.username,
      displayName: viewer.displayName,
      role: viewer.role,
      avatar: null,
    };
    addMessage(queryClient, room.id, buildMessage(room.id, { author }));
    addMessage(queryClient, room.id, buildMessage(room.id, { threadMessageId: newer.id }));
    expect(rooms().find((item) => item.id === room.id)?.unreadCount).toBe(0);
    expect(timeline().find((message) => message.id === newer.id)?.threadRepliesCount).toBe(2);
  });

  it('updates and removes a message in place', () => {
    const { queryClient, room, older, newer, timeline } = seed();
    updateMessage(queryClient, { ...older, message: '<p>Poprawione</p>', pinned: true });
    expect(timeline()[0]?.message).toBe('<p>Poprawione</p>');
    removeMessage(queryClient, room.id, older.id);
    expect(timeline().map((message) => message.id)).toEqual([newer.id]);
  });

  it('puts a new room after the favourites and replaces a known one', () => {
    const { queryClient, room, favorite, rooms } = seed();
    const created = buildRoom({ name: 'Nowa grupa', kind: 'GROUP' });
    upsertRoom(queryClient, created);
    expect(rooms().map((item) => item.id)).toEqual([favorite.id, created.id, room.id]);
    upsertRoom(queryClient, { ...room, name: 'Zmieniona' });
    expect(rooms().find((item) => item.id === room.id)?.name).toBe('Zmieniona');
    expect(rooms()).toHaveLength(3);
  });

  it('keeps who is typing per room', () => {
    const roomA = renderHook(() => useTypingUsers('room-a'));
    const roomB = renderHook(() => useTypingUsers('room-b'));
    act(() => {
      setTyping('room-a', 'user-1', true);
      setTyping('room-a', 'user-1', true);
      setTyping('room-a', 'user-2', true);
    });
    expect(roomA.result.current).toEqual(['user-1', 'user-2']);
    act(() => setTyping('room-a', 'user-1', false));
    expect(roomA.result.current).toEqual(['user-2']);
    expect(roomB.result.current).toEqual([]);
  });
});
