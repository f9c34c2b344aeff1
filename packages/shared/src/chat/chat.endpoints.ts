import { defineEndpoints } from '../api/endpoint';
import { del, get, post, put } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import {
  ZChatAttachmentList,
  ZChatAttachmentListQuery,
  ZChatAttachmentsMessageCreate,
  ZChatFavoriteToggle,
  ZChatMeetingList,
  ZChatMeetingListQuery,
  ZChatMeetingMessageCreate,
  ZChatMessage,
  ZChatMessageCreate,
  ZChatMessageList,
  ZChatMessageListQuery,
  ZChatMessageUpdate,
  ZChatPinnedMessages,
  ZChatPinToggle,
  ZChatReadLast,
  ZChatRoom,
  ZChatRoomList,
  ZChatRoomListQuery,
  ZChatRoomSave,
  ZChatThreadList,
  ZChatThreadListQuery,
} from './chat.schemas';

/** docs/product-spec.md section 7 "Chat", every call under /api. The audio message is multipart (file, threadMessageId). */
export const chatEndpoints = defineEndpoints({
  createRoom: post('/chat', ZChatRoomSave, ZChatRoom),
  updateRoom: put('/chat/:id', ZChatRoomSave, ZChatRoom),
  removeRoom: del('/chat/:id', ZMessageResponse),
  listRooms: get('/chat', ZChatRoomListQuery, ZChatRoomList),
  room: get('/chat/:id', ZChatRoom),
  directRoom: get('/chat/user/:id', ZChatRoom),
  sendMessage: post('/chat/:id/message', ZChatMessageCreate, ZChatMessage),
  sendAttachments: post('/chat/:id/attachments-message', ZChatAttachmentsMessageCreate, ZChatMessage),
  sendAudio: post('/chat/:id/audio-message', ZChatMessage),
  sendMeeting: post('/chat/:id/meeting-message', ZChatMeetingMessageCreate, ZChatMessage),
  updateMessage: put('/chat/message/:id', ZChatMessageUpdate, ZChatMessage),
  removeMessage: del('/chat/message/:id', ZMessageResponse),
  readLast: put('/chat/:id/read-last', ZChatReadLast, ZMessageResponse),
  toggleFavorite: put('/chat/:id/toggle-favorite', ZChatFavoriteToggle),
  togglePinned: put('/chat/message/:id/toggle-pinned', ZChatPinToggle),
  pinnedMessages: get('/chat/:id/pinned-messages', ZChatPinnedMessages),
  messages: get('/chat/:id/message', ZChatMessageListQuery, ZChatMessageList),
  attachments: get('/chat/:id/attachments', ZChatAttachmentListQuery, ZChatAttachmentList),
  meetings: get('/chat/:id/meetings', ZChatMeetingListQuery, ZChatMeetingList),
  threads: get('/chat/:id/threads', ZChatThreadListQuery, ZChatThreadList),
  /** The message's attachments as one download: the file itself, or a ZIP of several. */
  messageAttachments: get('/chat/message/:id/attachments', 'raw'),
});
