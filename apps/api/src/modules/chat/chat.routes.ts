import multipart from '@fastify/multipart';
import { chatEndpoints, ZChatAudioFields, ZChatHeldSend, ZErrorResponse } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpointRoutes, type TSignedInDoc, type TViewer } from '../../lib/routes/endpoint-route';
import { usualErrors } from '../../lib/routes/route-options';
import { sendServed } from '../files/file.routes';
import { multipartLimits, receiveUpload } from '../files/file-multipart';

const membership =
  'Members only; ADMIN reads every room but writes only where a member. A room or message the viewer may not read answers 404.';

const ZBinary = z.string().meta({ format: 'binary' }).describe('The file, or a ZIP of several');

/** A route about one room, for its members: the membership rule heads its description. */
const inRoom = ({ description, ...doc }: TSignedInDoc): TSignedInDoc => ({
  ...doc,
  description: description ? `${membership} ${description}` : membership,
});

/** Sending a message into a room answers the message; sending is limited per account (429). */
const sendInRoom = (summary: string, description: string) =>
  inRoom({ summary, description, responses: { 429: ZErrorResponse } });

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.chat;
  const files = app.services.files;
  const route = endpointRoutes(app, { tags: ['Chat'], errors: usualErrors });
  await app.register(multipart, { limits: multipartLimits });

  /** Sending is limited per account (docs/security.md "Rate limits"). */
  const limitSending = (request: { ip: string; viewer: TViewer }) =>
    app.rateLimiter.consume('chatMessage', { ip: request.ip, account: request.viewer.id });

  route.signedIn(
    chatEndpoints.createRoom,
    {
      summary: 'Create a group room of the viewer and the chosen people',
    },
    async (request) => service.createRoom(request.viewer, request.body),
  );

  route.signedIn(
    chatEndpoints.listRooms,
    {
      summary: 'The viewer’s rooms: favourites first, then by last activity, each with its unread count',
    },
    async (request) => service.listRooms(request.viewer, request.query),
  );

  route.signedIn(
    chatEndpoints.directRoom,
    {
      summary: 'The direct room of the viewer and the user, created on first use (one per pair)',
    },
    async (request) => service.openDirectRoom(request.viewer, request.params.id),
  );

  route.signedIn(
    chatEndpoints.updateMessage,
    {
      summary: 'Edit a text message: its author, while a member',
      description: 'The rich text is sanitized like every rich field.',
    },
    async (request) => service.updateMessage(request.viewer, request.params.id, request.body),
  );

  route.signedIn(
    chatEndpoints.removeMessage,
    {
      summary: 'Delete a message: its author or ADMIN',
      description: 'Deleted for good, with the thread it opens; replies quoting it lose the quote.',
    },
    async (request) => service.deleteMessage(request.viewer, request.params.id),
  );

  route.signedIn(
    chatEndpoints.togglePinned,
    {
      summary: 'Pin or unpin a message (any member)',
    },
    async (request) => service.togglePinned(request.viewer, request.params.id),
  );

  route.signedIn(
    chatEndpoints.messageAttachments,
    {
      summary: 'The message’s attachments as one download: the file itself, or a ZIP of several',
      description: 'Members only (ADMIN outside the room: 403): a chat’s files are its members’.',
      responses: { 200: ZBinary, 206: ZBinary },
    },
    async (request, reply) => {
      const served = await service.downloadMessageAttachments(request.viewer, request.params.id, {
        range: single(request.headers.range),
        ifNoneMatch: single(request.headers['if-none-match']),
        ifRange: single(request.headers['if-range']),
      });
      return sendServed(reply, served);
    },
  );

  route.signedIn(
    chatEndpoints.room,
    inRoom({
      summary: 'One room with its members, the viewer’s favourite flag and unread count',
    }),
    async (request) => service.getRoom(request.viewer, request.params.id),
  );

  route.signedIn(
    chatEndpoints.updateRoom,
    {
      summary: 'Rename a group room and set its members: its creator only',
      description: 'The creator always stays a member; a direct room cannot be changed (400).',
    },
    async (request) => service.updateRoom(request.viewer, request.params.id, request.body),
  );

  route.signedIn(
    chatEndpoints.removeRoom,
    {
      summary: 'Delete a room with its messages: a group room’s creator, either member of a direct room, or ADMIN',
    },
    async (request) => service.deleteRoom(request.viewer, request.params.id),
  );

  route.signedIn(
    chatEndpoints.sendMessage,
    {
      ...sendInRoom(
        'Send a message: rich text (the editor’s chat variant) and/or the sender’s uploaded files',
        `Limited per account (429). Files are ids of the sender’s own uploads (POST /api/file, assign CHAT_ATTACHMENT); members may read them. An adult’s text carrying a phone number, an e-mail address, another messenger or a request to move off the platform, in a room with a minor, is held for a responsible ADMIN: 202 { held: true, message, reason } (docs/safeguarding.md).`,
      ),
      responses: { 429: ZErrorResponse, 202: ZChatHeldSend },
    },
    async (request, reply) => {
      await limitSending(request);
      const sent = await service.sendMessage(request.viewer, request.params.id, request.body);
      return 'reason' in sent ? reply.status(202).send(sent) : sent;
    },
  );

  route.signedIn(
    chatEndpoints.sendAttachments,
    sendInRoom('Send a message of attachments (ids of the sender’s own uploads)', `Limited per account (429).`),
    async (request) => {
      await limitSending(request);
      return service.sendAttachments(request.viewer, request.params.id, request.body);
    },
  );

  route.signedIn(
    chatEndpoints.sendAudio,
    inRoom({
      summary: 'Send a recorded message (multipart/form-data: threadMessageId, then file)',
      description: `The recording is an mp3, wav, ogg or webm file whose content (magic bytes) matches its name, at most 25 MB; limited per account (429).`,
      consumes: ['multipart/form-data'],
      responses: {
        429: ZErrorResponse,
        408: ZErrorResponse,
        409: ZErrorResponse,
        413: ZErrorResponse,
      },
    }),
    async (request) => {
      await limitSending(request);
      return service.sendAudio(request.viewer, request.params.id, (store) =>
        receiveUpload(request, ZChatAudioFields, store, (file) => files.removeFile(request.viewer, file.id)),
      );
    },
  );

  route.signedIn(
    chatEndpoints.sendMeeting,
    sendInRoom(
      'Start a meeting: a named call with a join link',
      `The link is MEETING_URL_TEMPLATE with {meetingId} replaced; without it the meeting has \`joinUrl: null\`. Limited per account (429).`,
    ),
    async (request) => {
      await limitSending(request);
      return service.sendMeeting(request.viewer, request.params.id, request.body);
    },
  );

  route.signedIn(
    chatEndpoints.readLast,
    inRoom({
      summary: 'Mark the room (or, with threadMessageId, one of its threads) read up to its newest message',
    }),
    async (request) => service.readLast(request.viewer, request.params.id, request.body?.threadMessageId),
  );

  route.signedIn(
    chatEndpoints.toggleFavorite,
    inRoom({
      summary: 'Add the room to the viewer’s favourites or take it out',
    }),
    async (request) => service.toggleFavorite(request.viewer, request.params.id),
  );

  route.signedIn(
    chatEndpoints.pinnedMessages,
    inRoom({
      summary: 'The room’s pinned messages, latest pinned first',
    }),
    async (request) => service.listPinnedMessages(request.viewer, request.params.id),
  );

  route.signedIn(
    chatEndpoints.messages,
    inRoom({
      summary: 'The room’s messages (or one thread’s), paged, newest first by default, searchable',
      description: `search matches the text case- and accent-insensitively.`,
    }),
    async (request) => service.listMessages(request.viewer, request.params.id, request.query),
  );

  route.signedIn(
    chatEndpoints.attachments,
    inRoom({
      summary: 'The room’s files, newest first',
    }),
    async (request) => service.listAttachments(request.viewer, request.params.id, request.query),
  );

  route.signedIn(
    chatEndpoints.meetings,
    inRoom({
      summary: 'The room’s meeting messages, newest first',
    }),
    async (request) => service.listMeetings(request.viewer, request.params.id, request.query),
  );

  route.signedIn(
    chatEndpoints.threads,
    inRoom({
      summary: 'The room’s threads, latest reply first, with the viewer’s unread replies in each',
    }),
    async (request) => service.listThreads(request.viewer, request.params.id, request.query),
  );
};
