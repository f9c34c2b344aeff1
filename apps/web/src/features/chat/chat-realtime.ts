import type { QueryClient } from '@tanstack/react-query';
import type { TMe } from '@zadania/shared';
import { queryKeys } from '../../lib/api/query-keys';
import { registerRealtimeHandler } from '../../lib/realtime/realtime-handlers';
import { chatKeys } from './chat-api';
import { addMessage, markRead, removeMessage, setTyping, updateMessage } from './chat-cache';
import { typingExpiryMs } from './useChatRealtime';

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

const refetchRooms = (queryClient: QueryClient, chatRoomId: string) => {
  void queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
  void queryClient.invalidateQueries({ queryKey: chatKeys.room(chatRoomId) });
};

// The chat's realtime events applied to the cached chat (chat-cache.ts): a new, changed or removed message where it
// is shown, the viewer's read state, who is typing; a new or changed room (which each member sees differently) is
// fetched again, and so is the whole chat after a (re)connection or a resync.
registerRealtimeHandler('CreatedChatMessage', (message, { queryClient }) => {
  if (message.author) markTyping(message.roomId, message.author.id, false);
  addMessage(queryClient, message.roomId, message);
});
registerRealtimeHandler('ChatMessageUpdated', (message, { queryClient }) => updateMessage(queryClient, message));
registerRealtimeHandler('ChatMessageRemoved', ({ chatRoomId, messageId }, { queryClient }) =>
  removeMessage(queryClient, chatRoomId, messageId),
);
registerRealtimeHandler('ChatMessageRead', ({ chatRoomId, userId }, { queryClient }) => {
  if (userId === queryClient.getQueryData<TMe>(queryKeys.me)?.id) markRead(queryClient, chatRoomId);
});
registerRealtimeHandler('CreatedChatRoom', ({ chatRoomId }, { queryClient }) => refetchRooms(queryClient, chatRoomId));
registerRealtimeHandler('UpdatedChatRoom', ({ chatRoomId }, { queryClient }) => refetchRooms(queryClient, chatRoomId));
registerRealtimeHandler('Typing', ({ chatRoomId, userId }) => markTyping(chatRoomId, userId, true));
registerRealtimeHandler('StoppedTyping', ({ chatRoomId, userId }) => markTyping(chatRoomId, userId, false));
registerRealtimeHandler(
  'Connected',
  (_, { queryClient }) => void queryClient.invalidateQueries({ queryKey: chatKeys.all }),
);
registerRealtimeHandler(
  'Resync',
  (_, { queryClient }) => void queryClient.invalidateQueries({ queryKey: chatKeys.all }),
);
