import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type {
  TChatMessage,
  TChatRoom,
  TMe,
  ZChatMessageList,
  ZChatPinnedMessages,
  ZChatRoomList,
} from '@zadania/shared';
import { useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { queryKeys } from '../../lib/api/query-keys';
import { chatKeys } from './chat-api';

/*
 * Every change of the chat's cached data that a live event needs (CreatedChatMessage, ChatMessageUpdated,
 * ChatMessageRemoved, ChatMessageRead, CreatedChatRoom, UpdatedChatRoom, Typing, StoppedTyping): plain
 * functions over the QueryClient, used by this feature's own mutations and, later, by the socket client.
 */

export type TMessagePages = InfiniteData<z.infer<typeof ZChatMessageList>, unknown>;
export type TRoomPages = InfiniteData<z.infer<typeof ZChatRoomList>, unknown>;
type TPinned = z.infer<typeof ZChatPinnedMessages>;

function mapMessagePages(
  queryClient: QueryClient,
  roomId: string,
  change: (messages: TChatMessage[]) => TChatMessage[],
) {
  queryClient.setQueriesData<TMessagePages>({ queryKey: chatKeys.messagesOfRoom(roomId) }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, results: change(page.results) })) } : data,
  );
}

function mapRooms(queryClient: QueryClient, roomId: string, change: (room: TChatRoom) => TChatRoom) {
  queryClient.setQueryData<TRoomPages>(chatKeys.rooms, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            results: page.results.map((room) => (room.id === roomId ? change(room) : room)),
          })),
        }
      : data,
  );
  queryClient.setQueryData<TChatRoom>(chatKeys.room(roomId), (room) => (room ? change(room) : room));
}

/** The messages of every loaded page, oldest first, each once (pages shift while messages arrive). */
export function flattenMessages(data: TMessagePages | undefined): TChatMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const messages: TChatMessage[] = [];
  for (const page of data.pages) {
    for (const message of page.results) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages.reverse();
}

/** The rooms of every loaded page, each once, in the API's order (favourites first, then latest activity). */
export function flattenRooms(data: TRoomPages | undefined): TChatRoom[] {
  if (!data) return [];
  const seen = new Set<string>();
  return data.pages.flatMap((page) =>
    page.results.filter((room) => {
      if (seen.has(room.id)) return false;
      seen.add(room.id);
      return true;
    }),
  );
}

/** A new message: in its timeline (room or thread) by time, newest first, its thread's count, the room's activity and unread count. */
export function addMessage(queryClient: QueryClient, roomId: string, message: TChatMessage) {
  const scopeKey = chatKeys.messages({ roomId, threadMessageId: message.threadMessageId });
  // The sender's own answer and the live event (or a refetch) may both bring the same message.
  const known = queryClient
    .getQueryData<TMessagePages>(scopeKey)
    ?.pages.some((page) => page.results.some((item) => item.id === message.id));
  if (known) return;
  queryClient.setQueryData<TMessagePages>(scopeKey, (data) => {
    if (!data) return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    // Deliveries of two messages may arrive in either order: place it by time, as the API sorts them.
    const newer = (item: TChatMessage) =>
      item.createdAt > message.createdAt || (item.createdAt === message.createdAt && item.id > message.id);
    const at = first.results.findIndex((item) => !newer(item));
    const results =
      at < 0 ? [...first.results, message] : [...first.results.slice(0, at), message, ...first.results.slice(at)];
    return { ...data, pages: [{ ...first, results, total: first.total + 1 }, ...rest] };
  });
  if (message.threadMessageId) {
    const parentId = message.threadMessageId;
    mapMessagePages(queryClient, roomId, (messages) =>
      messages.map((item) =>
        item.id === parentId ? { ...item, threadRepliesCount: item.threadRepliesCount + 1 } : item,
      ),
    );
  }
  const viewerId = queryClient.getQueryData<TMe>(queryKeys.me)?.id;
  const fromOther = message.author?.id !== viewerId;
  mapRooms(queryClient, roomId, (room) => ({
    ...room,
    lastActivityAt: message.createdAt,
    unreadCount: fromOther && !message.threadMessageId ? room.unreadCount + 1 : room.unreadCount,
  }));
}

/** A changed message (edited, pinned or unpinned) wherever it is shown, and the pinned list. */
export function updateMessage(queryClient: QueryClient, message: TChatMessage) {
  mapMessagePages(queryClient, message.roomId, (messages) =>
    messages.map((item) => (item.id === message.id ? message : item)),
  );
  queryClient.setQueryData<TPinned>(chatKeys.pinned(message.roomId), (data) => {
    if (!data) return data;
    const others = data.results.filter((item) => item.id !== message.id);
    return { results: message.pinned ? [message, ...others] : others };
  });
}

/** A deleted message leaves every list; the thread it belonged to counts one reply fewer. */
export function removeMessage(queryClient: QueryClient, roomId: string, messageId: string) {
  let parentId: string | null = null;
  for (const [, data] of queryClient.getQueriesData<TMessagePages>({ queryKey: chatKeys.messagesOfRoom(roomId) })) {
    const found = data?.pages.flatMap((page) => page.results).find((item) => item.id === messageId);
    if (found) parentId = found.threadMessageId;
  }
  mapMessagePages(queryClient, roomId, (messages) =>
    messages
      .filter((item) => item.id !== messageId)
      .map((item) =>
        item.id === parentId ? { ...item, threadRepliesCount: Math.max(0, item.threadRepliesCount - 1) } : item,
      ),
  );
  queryClient.setQueryData<TPinned>(chatKeys.pinned(roomId), (data) =>
    data ? { results: data.results.filter((item) => item.id !== messageId) } : data,
  );
}

/** The viewer read the room up to its newest message: no unread badge. */
export function markRead(queryClient: QueryClient, roomId: string) {
  mapRooms(queryClient, roomId, (room) => (room.unreadCount === 0 ? room : { ...room, unreadCount: 0 }));
}

/** A new or changed room: replaced where it is listed, otherwise first in the list (after the favourites). */
export function upsertRoom(queryClient: QueryClient, room: TChatRoom) {
  queryClient.setQueryData<TChatRoom>(chatKeys.room(room.id), room);
  queryClient.setQueryData<TRoomPages>(chatKeys.rooms, (data) => {
    if (!data) return data;
    const listed = data.pages.some((page) => page.results.some((item) => item.id === room.id));
    if (listed) {
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          results: page.results.map((item) => (item.id === room.id ? room : item)),
        })),
      };
    }
    const [first, ...rest] = data.pages;
    if (!first) return data;
    const favorites = first.results.filter((item) => item.favorite);
    const others = first.results.filter((item) => !item.favorite);
    const results = room.favorite ? [room, ...favorites, ...others] : [...favorites, room, ...others];
    return { ...data, pages: [{ ...first, results, total: first.total + 1 }, ...rest] };
  });
}

// Who is typing in which room: fed by setTyping (the socket's Typing / StoppedTyping), read by useTypingUsers.
const typingByRoom = new Map<string, readonly string[]>();
const typingListeners = new Set<() => void>();
const nobody: readonly string[] = [];

/** Marks `userId` as typing (or not) in `roomId`. */
export function setTyping(roomId: string, userId: string, on: boolean) {
  const current = typingByRoom.get(roomId) ?? nobody;
  const next = on ? (current.includes(userId) ? current : [...current, userId]) : current.filter((id) => id !== userId);
  if (next === current || (next.length === current.length && next.every((id, index) => id === current[index]))) return;
  typingByRoom.set(roomId, next);
  for (const listener of typingListeners) listener();
}

function subscribeToTyping(listener: () => void) {
  typingListeners.add(listener);
  return () => typingListeners.delete(listener);
}

/** The ids of the people typing in `roomId` now. */
export function useTypingUsers(roomId: string): readonly string[] {
  return useSyncExternalStore(
    subscribeToTyping,
    () => typingByRoom.get(roomId) ?? nobody,
    () => nobody,
  );
}
