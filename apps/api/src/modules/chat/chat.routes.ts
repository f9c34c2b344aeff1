import multipart from '@fastify/multipart';
import {
  ZChatAttachmentList,
  ZChatAttachmentListQuery,
  ZChatAttachmentsMessageCreate,
  ZChatAudioFields,
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
  ZChatThreadList,
  ZChatThreadListQuery,
  ZChatUserIdParams,
  ZErrorResponse,
  ZMessageResponse,
} from '@zadania/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOptions, type TRouteSchema, underRule, usualErrors } from '../../lib/routes/route-options';
import { sendServed } from '../files/file.routes';
import { multipartLimits, receiveUpload } from '../files/file-multipart';

const membership =
  'Members only; ADMIN reads every room but writes only where a member. A room or message the viewer may not read answers 404.';

const ZAudioBody = z
  .object({
    threadMessageId: z.string().optional().describe('Post into this thread; must be sent before `file`'),
    file: z.string().meta({ format: 'binary' }).optional().describe('The recording (mp3, wav, ogg, webm), sent last'),
  })
  .nullish();
const ZBinary = z.string().meta({ format: 'binary' }).describe('The file, or a ZIP of several');

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.chat;
  const files = app.services.files;
  const { signedIn } = routeOptions(app, { tags: ['Chat'], errors: usualErrors });
  await app.register(multipart, { limits: multipartLimits });

  /** A route about one room, for its members: the membership rule heads its description. */
  const inRoom = <TSchema extends Omit<TRouteSchema, 'params'>>(schema: TSchema) =>
    signedIn({ ...underRule(membership, schema), params: ZChatRoomIdParams });

  /** Sending a message into a room answers the message; sending is limited per account (429). */
  const sendInRoom = <TBody extends z.ZodType>(summary: string, description: string, body: TBody) =>
    inRoom({ summary, description, body, response: { 200: ZChatMessage, 429: ZErrorResponse } });

  /** Sending is limited per account (docs/architecture.md "Rate limits"). */
  const limitSending = (request: FastifyRequest) =>
    app.rateLimiter.consume('chatMessage', { ip: request.ip, account: request.viewer!.id });

  app.post(
    '/',
    signedIn({
      summary: 'Create a group room of the viewer and the chosen people',
      body: ZChatRoomSave,
      response: { 200: ZChatRoom },
    }),
    async (request) => service.createRoom(request.viewer!, request.body),
  );

  app.get(
    '/',
    signedIn({
      summary: 'The viewer’s rooms: favourites first, then by last activity, each with its unread count',
      querystring: ZChatRoomListQuery,
      response: { 200: ZChatRoomList },
    }),
    async (request) => service.listRooms(request.viewer!, request.query),
  );

  app.get(
    '/user/:id',
    signedIn({
      summary: 'The direct room of the viewer and the user, created on first use (one per pair)',
      params: ZChatUserIdParams,
      response: { 200: ZChatRoom },
    }),
    async (request) => service.directRoom(request.viewer!, request.params.id),
  );

  app.put(
    '/message/:id',
    signedIn({
      summary: 'Edit a text message: its author, while a member',
      description: 'The rich text is sanitized like every rich field.',
      params: ZChatMessageIdParams,
      body: ZChatMessageUpdate,
      response: { 200: ZChatMessage },
    }),
    async (request) => service.updateMessage(request.viewer!, request.params.id, request.body),
  );

  app.delete(
    '/message/:id',
    signedIn({
      summary: 'Delete a message: its author or ADMIN',
      description: 'Deleted for good, with the thread it opens; replies quoting it lose the quote.',
      params: ZChatMessageIdParams,
      response: { 200: ZMessageResponse },
    }),
    async (request) => service.deleteMessage(request.viewer!, request.params.id),
  );

  app.put(
    '/message/:id/toggle-pinned',
    signedIn({
      summary: 'Pin or unpin a message (any member)',
      params: ZChatMessageIdParams,
      response: { 200: ZChatPinToggle },
    }),
    async (request) => service.togglePinned(request.viewer!, request.params.id),
  );

  app.get(
    '/message/:id/attachments',
    signedIn({
      summary: 'The message’s attachments as one download: the file itself, or a ZIP of several',
      description: 'Members only (ADMIN outside the room: 403): a chat’s files are its members’.',
      params: ZChatMessageIdParams,
      response: { 200: ZBinary, 206: ZBinary },
    }),
    async (request, reply) => {
      const served = await service.messageAttachments(request.viewer!, request.params.id, {
        range: single(request.headers.range),
        ifNoneMatch: single(request.headers['if-none-match']),
        ifRange: single(request.headers['if-range']),
      });
      return sendServed(reply, served);
    },
  );

  app.get(
    '/:id',
    inRoom({
      summary: 'One room with its members, the viewer’s favourite flag and unread count',
      response: { 200: ZChatRoom },
    }),
    async (request) => service.getRoom(request.viewer!, request.params.id),
  );

  app.put(
    '/:id',
    signedIn({
      summary: 'Rename a group room and set its members: its creator only',
      description: 'The creator always stays a member; a direct room cannot be changed (400).',
      params: ZChatRoomIdParams,
      body: ZChatRoomSave,
      response: { 200: ZChatRoom },
    }),
    async (request) => service.updateRoom(request.viewer!, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    signedIn({
      summary: 'Delete a room with its messages: a group room’s creator, either member of a direct room, or ADMIN',
      params: ZChatRoomIdParams,
      response: { 200: ZMessageResponse },
    }),
    async (request) => service.deleteRoom(request.viewer!, request.params.id),
  );

  app.post(
    '/:id/message',
    sendInRoom(
      'Send a message: rich text (the editor’s chat variant) and/or the sender’s uploaded files',
      `Limited per account (429). Files are ids of the sender’s own uploads (POST /api/file, assign CHAT_ATTACHMENT); members may read them.`,
      ZChatMessageCreate,
    ),
    async (request) => {
      await limitSending(request);
      return service.sendMessage(request.viewer!, request.params.id, request.body);
    },
  );

  app.post(
    '/:id/attachments-message',
    sendInRoom(
      'Send a message of attachments (ids of the sender’s own uploads)',
      `Limited per account (429).`,
      ZChatAttachmentsMessageCreate,
    ),
    async (request) => {
      await limitSending(request);
      return service.sendAttachments(request.viewer!, request.params.id, request.body);
    },
  );

  app.post(
    '/:id/audio-message',
    inRoom({
      summary: 'Send a recorded message (multipart/form-data: threadMessageId, then file)',
      description: `The recording is an mp3, wav, ogg or webm file whose content (magic bytes) matches its name, at most 25 MB; limited per account (429).`,
      consumes: ['multipart/form-data'],
      body: ZAudioBody,
      response: {
        200: ZChatMessage,
        429: ZErrorResponse,
        408: ZErrorResponse,
        409: ZErrorResponse,
        413: ZErrorResponse,
      },
    }),
    async (request) => {
      await limitSending(request);
      return service.sendAudio(request.viewer!, request.params.id, (store) =>
        receiveUpload(request, ZChatAudioFields, store, (file) => files.remove(request.viewer!, file.id)),
      );
    },
  );

  app.post(
    '/:id/meeting-message',
    sendInRoom(
      'Start a meeting: a named call with a join link',
      `The link is MEETING_URL_TEMPLATE with {meetingId} replaced; without it the meeting has \`joinUrl: null\`. Limited per account (429).`,
      ZChatMeetingMessageCreate,
    ),
    async (request) => {
      await limitSending(request);
      return service.sendMeeting(request.viewer!, request.params.id, request.body);
    },
  );

  app.put(
    '/:id/read-last',
    inRoom({
      summary: 'Mark the room (or, with threadMessageId, one of its threads) read up to its newest message',
      body: ZChatReadLast,
      response: { 200: ZMessageResponse },
    }),
    async (request) => service.readLast(request.viewer!, request.params.id, request.body?.threadMessageId),
  );

  app.put(
    '/:id/toggle-favorite',
    inRoom({
      summary: 'Add the room to the viewer’s favourites or take it out',
      response: { 200: ZChatFavoriteToggle },
    }),
    async (request) => service.toggleFavorite(request.viewer!, request.params.id),
  );

  app.get(
    '/:id/pinned-messages',
    inRoom({
      summary: 'The room’s pinned messages, latest pinned first',
      response: { 200: ZChatPinnedMessages },
    }),
    async (request) => service.pinned(request.viewer!, request.params.id),
  );

  app.get(
    '/:id/message',
    inRoom({
      summary: 'The room’s messages (or one thread’s), paged, newest first by default, searchable',
      description: `search matches the text case- and accent-insensitively.`,
      querystring: ZChatMessageListQuery,
      response: { 200: ZChatMessageList },
    }),
    async (request) => service.messages(request.viewer!, request.params.id, request.query),
  );

  app.get(
    '/:id/attachments',
    inRoom({
      summary: 'The room’s files, newest first',
      querystring: ZChatAttachmentListQuery,
      response: { 200: ZChatAttachmentList },
    }),
    async (request) => service.attachments(request.viewer!, request.params.id, request.query),
  );

  app.get(
    '/:id/meetings',
    inRoom({
      summary: 'The room’s meeting messages, newest first',
      querystring: ZChatMeetingListQuery,
      response: { 200: ZChatMeetingList },
    }),
    async (request) => service.meetings(request.viewer!, request.params.id, request.query),
  );

  app.get(
    '/:id/threads',
    inRoom({
      summary: 'The room’s threads, latest reply first, with the viewer’s unread replies in each',
      querystring: ZChatThreadListQuery,
      response: { 200: ZChatThreadList },
    }),
    async (request) => service.threads(request.viewer!, request.params.id, request.query),
  );
};
