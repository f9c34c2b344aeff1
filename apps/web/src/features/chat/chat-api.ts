import {
  chatEndpoints,
  chatPageSizes,
  type TChatHeldSend,
  type TChatMessage,
  type TChatMessageCreate,
  type TChatRoomSave,
  userEndpoints,
} from '@zadania/shared';
import { ApiError, NetworkError, parseErrorBody } from '../../lib/api/api-error';
import { callEndpoint, endpointUrl } from '../../lib/api/call-endpoint';
import { refreshAccessToken } from '../../lib/api/client';
import { getRefreshToken, getToken } from '../../lib/api/token-storage';

/** Where a message list lives: the room's main timeline (`threadMessageId` null) or one thread of it. */
export type TMessagesScope = { roomId: string; threadMessageId: string | null };

/** Query keys of the chat; `chatKeys.all` covers every chat query. */
export const chatKeys = {
  all: ['chat'] as const,
  rooms: ['chat', 'rooms'] as const,
  room: (roomId: string) => ['chat', 'room', roomId] as const,
  messagesOfRoom: (roomId: string) => ['chat', 'messages', roomId] as const,
  messages: ({ roomId, threadMessageId }: TMessagesScope) => ['chat', 'messages', roomId, threadMessageId] as const,
  pinned: (roomId: string) => ['chat', 'pinned', roomId] as const,
  attachments: (roomId: string) => ['chat', 'attachments', roomId] as const,
  threads: (roomId: string) => ['chat', 'threads', roomId] as const,
  selectableUsers: (search: string) => ['chat', 'selectable-users', search] as const,
};

/** Every chat call of docs/product-spec.md section 7, through the shared contract. */
export const chatApi = {
  rooms: (page: number, signal?: AbortSignal) =>
    callEndpoint(chatEndpoints.listRooms, {
      query: { page, pageSize: chatPageSizes.rooms },
      signal,
      errorToast: false,
    }),
  room: (roomId: string, signal?: AbortSignal) =>
    callEndpoint(chatEndpoints.room, { params: { id: roomId }, signal, errorToast: false }),
  directRoom: (userId: string) => callEndpoint(chatEndpoints.directRoom, { params: { id: userId } }),
  // The dialog shows its errors (a refusal by the contact rule too): no toast besides.
  createRoom: (body: TChatRoomSave) => callEndpoint(chatEndpoints.createRoom, { body, errorToast: false }),
  messages: ({ roomId, threadMessageId }: TMessagesScope, page: number, signal?: AbortSignal) =>
    callEndpoint(chatEndpoints.messages, {
      params: { id: roomId },
      query: {
        page,
        pageSize: chatPageSizes.messages,
        sort: 'createdAt:DESC',
        threadMessageId: threadMessageId ?? undefined,
      },
      signal,
      errorToast: false,
    }),
  /** The message, or (202) the held message with why: an adult's contact details to a minor (issue 72). */
  sendMessage: (roomId: string, body: Partial<TChatMessageCreate>): Promise<TChatMessage | TChatHeldSend> =>
    callEndpoint(chatEndpoints.sendMessage, { params: { id: roomId }, body }),
  sendAttachments: (roomId: string, attachments: string[], threadMessageId: string | null) =>
    callEndpoint(chatEndpoints.sendAttachments, { params: { id: roomId }, body: { attachments, threadMessageId } }),
  sendMeeting: (roomId: string, name: string, threadMessageId: string | null) =>
    callEndpoint(chatEndpoints.sendMeeting, { params: { id: roomId }, body: { name, threadMessageId } }),
  updateMessage: (messageId: string, message: string) =>
    callEndpoint(chatEndpoints.updateMessage, { params: { id: messageId }, body: { message } }),
  removeMessage: (messageId: string) => callEndpoint(chatEndpoints.removeMessage, { params: { id: messageId } }),
  readLast: (roomId: string, threadMessageId: string | null) =>
    callEndpoint(chatEndpoints.readLast, {
      params: { id: roomId },
      body: threadMessageId ? { threadMessageId } : {},
      errorToast: false,
    }),
  toggleFavorite: (roomId: string) => callEndpoint(chatEndpoints.toggleFavorite, { params: { id: roomId } }),
  togglePinned: (messageId: string) => callEndpoint(chatEndpoints.togglePinned, { params: { id: messageId } }),
  pinned: (roomId: string, signal?: AbortSignal) =>
    callEndpoint(chatEndpoints.pinnedMessages, { params: { id: roomId }, signal, errorToast: false }),
  attachments: (roomId: string, page: number, signal?: AbortSignal) =>
    callEndpoint(chatEndpoints.attachments, {
      params: { id: roomId },
      query: { page, pageSize: chatPageSizes.attachments },
      signal,
      errorToast: false,
    }),
  threads: (roomId: string, signal?: AbortSignal) =>
    callEndpoint(chatEndpoints.threads, { params: { id: roomId }, query: { page: 1 }, signal, errorToast: false }),
  /** GET /api/user/selectable: the people a group room can include (docs/product-spec.md section 9: 10 a page). */
  selectableUsers: (search: string, signal?: AbortSignal) =>
    callEndpoint(userEndpoints.selectable, {
      query: { page: 1, pageSize: 10, search: search || undefined },
      signal,
      errorToast: false,
    }),
};

type TAudioUpload = {
  roomId: string;
  recording: Blob;
  fileName: string;
  threadMessageId: string | null;
  onProgress?: (percent: number) => void;
};

function sendAudioOnce(upload: TAudioUpload, token: string | null): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', endpointUrl(chatEndpoints.sendAudio, { params: { id: upload.roomId } }));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        upload.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new NetworkError());
    // The server reads the fields before the file (see ZChatAudioFields).
    const form = new FormData();
    if (upload.threadMessageId) form.append('threadMessageId', upload.threadMessageId);
    form.append('file', upload.recording, upload.fileName);
    upload.onProgress?.(0);
    xhr.send(form);
  });
}

/**
 * POST /api/chat/{id}/audio-message as multipart with upload progress (XMLHttpRequest, as the file
 * uploads do: fetch reports no upload progress); retries once after a token refresh on 401.
 */
export async function sendAudioMessage(upload: TAudioUpload): Promise<TChatMessage> {
  const usedToken = getToken();
  let response = await sendAudioOnce(upload, usedToken);
  if (response.status === 401 && getRefreshToken()) {
    const current = getToken();
    response = await sendAudioOnce(upload, current && current !== usedToken ? current : await refreshAccessToken());
  }
  const body = await parseErrorBody(response.text);
  if (response.status < 200 || response.status >= 300) throw new ApiError(response.status, body);
  return body as TChatMessage;
}
