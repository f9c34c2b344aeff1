import { defineEndpoints, withParams } from '../api/endpoint';
import { del, get, post, put } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import {
  ZChatAttachmentList,
  ZChatAttachmentListQuery,
  ZChatAttachmentsMessageCreate,
  ZChatAudioBody,
  ZChatFavoriteToggle,
  ZChatMeetingList,
  ZChatMeetingListQuery,
  ZChatMeetingMessageCreate,
  ZChatMessage,
  ZChatMessageCreate,
  ZChatMessageIdParams,
  ZChatMessageList,
  ZChatMessageListQuery,
  ZChatMessageUpdate,
  ZChatPinnedMessages,
  ZChatPinToggle,
  ZChatReadLast,
  ZChatRoom,
  ZChatRoomIdParams,
  ZChatRoomList,
  ZChatRoomListQuery,
  ZChatRoomSave,
  ZChatRoomView,
  ZChatThreadList,
  ZChatThreadListQuery,
  ZChatUserIdParams,
} from './chat.schemas';

/** docs/product-spec.md section 7 "Chat", every call under /api. The audio message is multipart (file, threadMessageId). */
export const chatEndpoints = defineEndpoints({
  createRoom: post('/chat', ZChatRoomSave, ZChatRoom),
  updateRoom: withParams(put('/chat/:id', ZChatRoomSave, ZChatRoom), ZChatRoomIdParams),
  removeRoom: withParams(del('/chat/:id', ZMessageResponse), ZChatRoomIdParams),
  listRooms: get('/chat', ZChatRoomListQuery, ZChatRoomList),
  room: withParams(get('/chat/:id', ZChatRoomView), ZChatRoomIdParams),
  directRoom: withParams(get('/chat/user/:id', ZChatRoom), ZChatUserIdParams),
  sendMessage: withParams(post('/chat/:id/message', ZChatMessageCreate, ZChatMessage), ZChatRoomIdParams),
  sendAttachments: withParams(
    post('/chat/:id/attachments-message', ZChatAttachmentsMessageCreate, ZChatMessage),
    ZChatRoomIdParams,
  ),
  sendAudio: withParams(post('/chat/:id/audio-message', ZChatAudioBody, ZChatMessage), ZChatRoomIdParams),
  sendMeeting: withParams(
    post('/chat/:id/meeting-message', ZChatMeetingMessageCreate, ZChatMessage),
    ZChatRoomIdParams,
  ),
  updateMessage: withParams(put('/chat/message/:id', ZChatMessageUpdate, ZChatMessage), ZChatMessageIdParams),
  removeMessage: withParams(del('/chat/message/:id', ZMessageResponse), ZChatMessageIdParams),
  readLast: withParams(put('/chat/:id/read-last', ZChatReadLast, ZMessageResponse), ZChatRoomIdParams),
  toggleFavorite: withParams(put('/chat/:id/toggle-favorite', ZChatFavoriteToggle), ZChatRoomIdParams),
  togglePinned: withParams(put('/chat/message/:id/toggle-pinned', ZChatPinToggle), ZChatMessageIdParams),
  pinnedMessages: withParams(get('/chat/:id/pinned-messages', ZChatPinnedMessages), ZChatRoomIdParams),
  messages: withParams(get('/chat/:id/message', ZChatMessageListQuery, ZChatMessageList), ZChatRoomIdParams),
  attachments: withParams(
    get('/chat/:id/attachments', ZChatAttachmentListQuery, ZChatAttachmentList),
    ZChatRoomIdParams,
  ),
  meetings: withParams(get('/chat/:id/meetings', ZChatMeetingListQuery, ZChatMeetingList), ZChatRoomIdParams),
  threads: withParams(get('/chat/:id/threads', ZChatThreadListQuery, ZChatThreadList), ZChatRoomIdParams),
  /** The message's attachments as one download: the file itself, or a ZIP of several. */
  messageAttachments: withParams(get('/chat/message/:id/attachments', 'raw'), ZChatMessageIdParams),
});
