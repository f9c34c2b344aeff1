import { randomUUID } from 'node:crypto';
import {
  audioExtensions,
  errorMessages,
  extensionOf,
  fileMessages,
  foldText,
  chatMessages as messages,
  type TChatAttachmentsMessageCreate,
  type TChatMeetingMessageCreate,
  type TChatMessage,
  type TChatMessageCreate,
  type TChatMessageKind,
  type TChatMessageListQuery,
  type TChatPageQuery,
  type TChatRoom,
  type TChatRoomSave,
  type TChatUser,
  type TUploadedFile,
  type TViewerIn,
} from '@zadania/shared';
import type { TChatMessageRow, TChatRoomRow, TFileRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TEventOutbox } from '../../lib/events/event-outbox';
import { htmlToPlainText } from '../../lib/html';
import { sanitizeMessageText } from '../../lib/rich-text/sanitize-rich-text';
import type { TUnitOfWork } from '../../lib/uow';
import { presentFile } from '../files/file.presenter';
import type { TFileService, TServedFile } from '../files/file.service';
import { buildContentDisposition } from '../files/file-serving';
import type { TNumberedDelivery } from '../realtime/numbered-delivery';
import { presentAvatar, type TAvatarRow } from '../users/avatar';
import { createChatRepository, directRoomKey, type TChatRepository } from './chat.repository';
import { createZipStream, uniqueEntryNames } from './zip-stream';

type TPageQuery = TChatPageQuery;
type TUpload = (fileName: string, source: AsyncIterable<Buffer>) => Promise<TUploadedFile>;
/** Reads the audio message's multipart body, storing its one file through `store`. */
export type TReceiveAudio = (
  store: (
    fields: { threadMessageId?: string | null },
    file: { fileName: string; stream: AsyncIterable<Buffer> },
  ) => Promise<TUploadedFile>,
) => Promise<TUploadedFile>;

const excerptLength = 160;
const paging = (query: TPageQuery) => ({ limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
const pageOf = <T>(results: T[], total: number, query: TPageQuery) => ({
  results,
  total,
  page: query.page,
  pageCount: Math.ceil(total / query.pageSize),
});

/** A person as the chat repository reads them (a member, an author). */
type TChatPersonRow = { id: string; username: string; displayName: string; role: TChatUser['role'] } & TAvatarRow;

const toUser = (row: TChatPersonRow): TChatUser => ({
  id: row.id,
  username: row.username,
  displayName: row.displayName,
  role: row.role,
  avatar: presentAvatar(row),
});

/**
 * The chat (docs/product-spec.md sections 3, 4 and 7). Membership rule, kept here (not in the shared
 * policies): members read and write their rooms; ADMIN reads every room and deletes any message, but
 * writes only where they are a member. A room or message the viewer may not read does not exist for them
 * (404), as a non-public task or somebody else's notification; a room they may read but not write
 * answers 403. Every write records its domain event in its transaction; the realtime subscribers tell
 * the members after the commit.
 */
export function createChatService(deps: {
  repository: TChatRepository;
  uow: TUnitOfWork;
  outbox: Pick<TEventOutbox, 'record'>;
  numbered: Pick<TNumberedDelivery, 'record'>;
  files: TFileService;
  meetingUrlTemplate?: string;
  videoEmbedUrlTemplate?: string;
}) {
  const { repository, uow, files, outbox, numbered } = deps;
  const memberIdsOf = async (roomId: string, repo: TChatRepository = repository) =>
    (await repo.membersOf([roomId])).map((member) => member.id);
  const present = (row: TFileRow) => presentFile(row, deps.videoEmbedUrlTemplate);

  /** The room, when the viewer may read it: a member, or ADMIN. */
  async function readableRoom(viewer: TViewerIn, roomId: string) {
    const found = await repository.findRoomAndMember(roomId, viewer.id);
    if (!found || (!found.member && viewer.role !== 'ADMIN')) throw AppError.notFound(messages.roomNotFound);
    return found;
  }

  /** The room, when the viewer belongs to it (ADMIN outside it: 403). */
  async function memberRoom(viewer: TViewerIn, roomId: string) {
    const { room, member } = await readableRoom(viewer, roomId);
    if (!member) throw AppError.forbidden(messages.membersOnly);
    return { room, member };
  }

  async function readableMessage(viewer: TViewerIn, messageId: string) {
    const message = await repository.findMessage(messageId);
    const member = message ? await repository.findMember(message.roomId, viewer.id) : undefined;
    if (!message || (!member && viewer.role !== 'ADMIN')) throw AppError.notFound(messages.messageNotFound);
    return { message, member };
  }

  async function presentRooms(
    rooms: { room: TChatRoomRow; favorite: boolean; unreadCount: number }[],
    repo: TChatRepository = repository,
  ) {
    const members = await repo.membersOf(rooms.map(({ room }) => room.id));
    return rooms.map(
      ({ room, favorite, unreadCount }): TChatRoom => ({
        id: room.id,
        kind: room.kind,
        name: room.name,
        users: members.filter((member) => member.roomId === room.id).map(toUser),
        createdById: room.createdById,
        favorite,
        unreadCount,
        lastActivityAt: room.lastActivityAt.toISOString(),
        createdAt: room.createdAt.toISOString(),
      }),
    );
  }

  async function presentRoom(viewerId: string, room: TChatRoomRow, repo: TChatRepository = repository) {
    const state = await repo.viewerState(room.id, viewerId);
    const [presented] = await presentRooms([{ room, ...state }], repo);
    return presented!;
  }

  /**
   * Messages with their authors, files, quoted messages and thread sizes, in the given order. A message
   * just written (`written`) has no thread replies yet, and its files are known to be those it was given;
   * `knownUsers` (the room's members) saves looking up authors among them.
   */
  async function presentMessages(
    rows: TChatMessageRow[],
    repo: TChatRepository = repository,
    options: { written?: { hasFiles: boolean }; knownUsers?: readonly TChatPersonRow[] } = {},
  ): Promise<TChatMessage[]> {
    if (!rows.length) return [];
    const ids = rows.map((row) => row.id);
    const replyIds = [...new Set(rows.flatMap((row) => (row.replyToId ? [row.replyToId] : [])))];
    const { written } = options;
    const [fileRows, replyCounts, quoted] = await Promise.all([
      written && !written.hasFiles ? [] : repo.filesOf(ids),
      written ? new Map<string, number>() : repo.threadReplyCounts(ids),
      repo.findMessages(replyIds),
    ]);
    const known = new Map((options.knownUsers ?? []).map((user) => [user.id, toUser(user)]));
    const authorIds = [...new Set([...rows, ...quoted].flatMap((row) => (row.authorId ? [row.authorId] : [])))];
    const missing = authorIds.filter((id) => !known.has(id));
    const authors = new Map([
      ...known,
      ...(await repo.findUsers(missing)).map((user) => [user.id, toUser(user)] as const),
    ]);
    const quotedById = new Map(quoted.map((row) => [row.id, row]));
    const authorOf = (row: TChatMessageRow) => (row.authorId ? (authors.get(row.authorId) ?? null) : null);
    return rows.map((row) => {
      const reply = row.replyToId ? quotedById.get(row.replyToId) : undefined;
      return {
        id: row.id,
        roomId: row.roomId,
        kind: row.kind,
        author: authorOf(row),
        message: row.message,
        files: fileRows.filter((file) => file.messageId === row.id).map((file) => present(file.file)),
        replyTo: reply
          ? {
              id: reply.id,
              author: authorOf(reply),
              excerpt: excerptOf(reply),
              createdAt: reply.createdAt.toISOString(),
            }
          : null,
        threadMessageId: row.threadMessageId,
        threadRepliesCount: replyCounts.get(row.id) ?? 0,
        pinned: row.pinnedAt !== null,
        meeting:
          row.kind === 'MEETING' && row.meetingId
            ? { id: row.meetingId, name: row.meetingName ?? '', joinUrl: row.meetingJoinUrl }
            : null,
        editedAt: row.editedAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  const presentMessage = async (row: TChatMessageRow, repo?: TChatRepository) =>
    (await presentMessages([row], repo))[0]!;

  function excerptOf(row: TChatMessageRow) {
    const text = row.kind === 'MEETING' ? (row.meetingName ?? '') : htmlToPlainText(row.message);
    return text.length > excerptLength ? `${text.slice(0, excerptLength - 1)}…` : text;
  }

  /** The other members of a group room: existing accounts, without the creator, each once. */
  async function otherMembers(viewer: TViewerIn, usersIds: readonly string[]) {
    const others = [...new Set(usersIds)].filter((id) => id !== viewer.id);
    if (!others.length) throw AppError.badRequest(messages.usersRequired);
    if ((await repository.findUsers(others)).length !== others.length) {
      throw AppError.badRequest(messages.usersNotFound);
    }
    return others;
  }

  /** A thread to post into must be a message of the room outside any thread. */
  async function checkThread(roomId: string, threadMessageId: string | null | undefined) {
    if (!threadMessageId) return null;
    const root = await repository.findMessage(threadMessageId);
    if (!root || root.roomId !== roomId) throw AppError.badRequest(messages.threadOutsideRoom);
    if (root.threadMessageId) throw AppError.badRequest(messages.threadInThread);
    return root.id;
  }

  async function checkOwnFiles(viewer: TViewerIn, fileIds: readonly string[]) {
    const unique = [...new Set(fileIds)];
    const owned = await repository.ownedFileIds(viewer.id, unique);
    if (owned.size !== unique.length) throw AppError.badRequest(messages.fileNotAttachable);
    return unique;
  }

  /** Writes one message with its files and moves the room's last activity, in one transaction. */
  async function post(
    viewer: TViewerIn,
    roomId: string,
    values: {
      kind: TChatMessageKind;
      message?: string;
      searchText?: string;
      fileIds?: readonly string[];
      replyToId?: string | null;
      threadMessageId: string | null;
      meeting?: { id: string; name: string; joinUrl: string | null };
    },
  ) {
    return uow.run(async (tx) => {
      const repo = createChatRepository(tx);
      const row = await repo.insertMessage({
        roomId,
        authorId: viewer.id,
        kind: values.kind,
        message: values.message ?? '',
        searchText: values.searchText ?? '',
        replyToId: values.replyToId ?? null,
        threadMessageId: values.threadMessageId,
        meetingId: values.meeting?.id,
        meetingName: values.meeting?.name,
        meetingJoinUrl: values.meeting?.joinUrl,
      });
      await repo.attachFiles(row.id, values.fileIds ?? []);
      await repo.touchRoom(roomId);
      const eventId = await outbox.record(
        tx,
        'chat.message.created',
        { roomId, messageId: row.id },
        { actorId: viewer.id },
      );
      const members = await repo.membersOf([roomId]);
      const [message] = await presentMessages([row], repo, {
        written: { hasFiles: !!values.fileIds?.length },
        knownUsers: members,
      });
      const usersIds = members.map((member) => member.id);
      await numbered.record(tx, eventId, usersIds, 'CreatedChatMessage', message!);
      return message!;
    });
  }

  return {
    /** Every room the viewer belongs to, favourites first, then by last activity, with unread counts. */
    async listRooms(viewer: TViewerIn, query: TPageQuery) {
      const { rows, total } = await repository.listRoomsOf(viewer.id, paging(query));
      return pageOf(await presentRooms(rows), total, query);
    },

    async getRoom(viewer: TViewerIn, roomId: string) {
      const { room } = await readableRoom(viewer, roomId);
      return presentRoom(viewer.id, room);
    },

    /** A group room of the viewer (its creator) and the chosen people. */
    async createRoom(viewer: TViewerIn, body: TChatRoomSave) {
      const others = await otherMembers(viewer, body.usersIds);
      return uow.run(async (tx) => {
        const repo = createChatRepository(tx);
        const room = await repo.insertRoom({ kind: 'GROUP', name: body.name, createdById: viewer.id });
        const usersIds = [viewer.id, ...others];
        await repo.addMembers(room.id, usersIds);
        const eventId = await outbox.record(
          tx,
          'chat.room.created',
          { roomId: room.id, usersIds },
          { actorId: viewer.id },
        );
        await numbered.record(tx, eventId, usersIds, 'CreatedChatRoom', { chatRoomId: room.id });
        return presentRoom(viewer.id, room, repo);
      });
    },

    /** Renames a group room and sets its members; only its creator, who always stays a member. */
    async updateRoom(viewer: TViewerIn, roomId: string, body: TChatRoomSave) {
      const { room } = await readableRoom(viewer, roomId);
      if (room.kind === 'DIRECT') throw AppError.badRequest(messages.directRoomFixed);
      if (room.createdById !== viewer.id) throw AppError.forbidden(messages.roomOwnerOnly);
      const others = await otherMembers(viewer, body.usersIds);
      return uow.run(async (tx) => {
        const repo = createChatRepository(tx);
        const before = await memberIdsOf(room.id, repo);
        await repo.renameRoom(room.id, body.name);
        await repo.setMembers(room.id, [viewer.id, ...others]);
        // Those removed hear of it too: the room leaves their list.
        const usersIds = [...new Set([...before, viewer.id, ...others])];
        const eventId = await outbox.record(
          tx,
          'chat.room.updated',
          { roomId: room.id, usersIds },
          { actorId: viewer.id },
        );
        await numbered.record(tx, eventId, usersIds, 'UpdatedChatRoom', { chatRoomId: room.id });
        return presentRoom(viewer.id, (await repo.findRoom(room.id))!, repo);
      });
    },

    /** A group room: its creator or ADMIN; a direct room: either of the two, or ADMIN. */
    async deleteRoom(viewer: TViewerIn, roomId: string) {
      const { room, member } = await readableRoom(viewer, roomId);
      const allowed = viewer.role === 'ADMIN' || (room.kind === 'DIRECT' ? !!member : room.createdById === viewer.id);
      if (!allowed) throw AppError.forbidden(messages.roomDeleteForbidden);
      const presented = await presentRoom(viewer.id, room);
      await uow.run(async (tx) => {
        const repo = createChatRepository(tx);
        const usersIds = await memberIdsOf(room.id, repo);
        await repo.deleteRoom(room.id);
        const eventId = await outbox.record(
          tx,
          'chat.room.updated',
          { roomId: room.id, usersIds },
          { actorId: viewer.id },
        );
        await numbered.record(tx, eventId, usersIds, 'UpdatedChatRoom', { chatRoomId: room.id });
      });
      return { message: messages.deleted, room: presented };
    },

    /**
     * The one direct room of the viewer and the user, created on first use. The pair's unique key makes
     * two parallel first calls create one room: the second insert does nothing and reads the first's.
     */
    async directRoom(viewer: TViewerIn, userId: string) {
      if (userId === viewer.id) throw AppError.badRequest(messages.selfChat);
      if (!(await repository.findUsers([userId])).length) throw AppError.notFound(errorMessages.userNotFound);
      const directKey = directRoomKey(viewer.id, userId);
      return uow.run(async (tx) => {
        const repo = createChatRepository(tx);
        const created = await repo.insertDirectRoom({ directKey, createdById: viewer.id });
        if (created) {
          const usersIds = [viewer.id, userId];
          await repo.addMembers(created.id, usersIds);
          const roomRef = { roomId: created.id, usersIds };
          const eventId = await outbox.record(tx, 'chat.room.created', roomRef, { actorId: viewer.id });
          await numbered.record(tx, eventId, usersIds, 'CreatedChatRoom', { chatRoomId: created.id });
        }
        const room = created ?? (await repo.findDirectRoom(directKey))!;
        return presentRoom(viewer.id, room, repo);
      });
    },

    async sendMessage(viewer: TViewerIn, roomId: string, body: TChatMessageCreate) {
      await memberRoom(viewer, roomId);
      const threadMessageId = await checkThread(roomId, body.threadMessageId);
      if (body.replyTo) {
        const quoted = await repository.findMessage(body.replyTo);
        if (!quoted || quoted.roomId !== roomId) throw AppError.badRequest(messages.replyOutsideRoom);
      }
      const fileIds = await checkOwnFiles(viewer, body.files);
      const message = sanitizeMessageText(body.message);
      const text = htmlToPlainText(message);
      if (!text && !fileIds.length) throw AppError.badRequest(messages.messageEmpty);
      return post(viewer, roomId, {
        kind: 'TEXT',
        message: text ? message : '',
        searchText: foldText(text),
        fileIds,
        replyToId: body.replyTo,
        threadMessageId,
      });
    },

    async sendAttachments(viewer: TViewerIn, roomId: string, body: TChatAttachmentsMessageCreate) {
      await memberRoom(viewer, roomId);
      const threadMessageId = await checkThread(roomId, body.threadMessageId);
      const fileIds = await checkOwnFiles(viewer, body.attachments);
      return post(viewer, roomId, { kind: 'ATTACHMENTS', fileIds, threadMessageId });
    },

    /** A named call; its join link comes from MEETING_URL_TEMPLATE, or is null when none is configured. */
    async sendMeeting(viewer: TViewerIn, roomId: string, body: TChatMeetingMessageCreate) {
      await memberRoom(viewer, roomId);
      const threadMessageId = await checkThread(roomId, body.threadMessageId);
      const meetingId = randomUUID();
      const joinUrl = deps.meetingUrlTemplate?.replaceAll('{meetingId}', meetingId) ?? null;
      return post(viewer, roomId, {
        kind: 'MEETING',
        searchText: foldText(body.name),
        threadMessageId,
        meeting: { id: meetingId, name: body.name, joinUrl },
      });
    },

    /**
     * A recorded message: membership is checked before the body is read, so a refused sender uploads
     * nothing; the one multipart file (mp3, wav, ogg, webm, recognised by its magic bytes) is
     * stored as the sender's CHAT_ATTACHMENT, then the message; the file is removed when the message fails.
     */
    async sendAudio(viewer: TViewerIn, roomId: string, receive: TReceiveAudio) {
      await memberRoom(viewer, roomId);
      let threadMessageId: string | null = null;
      const upload: TUpload = (fileName, source) =>
        files.upload(viewer, { assign: 'CHAT_ATTACHMENT', s3Video: false, fileName, source });
      const file = await files.withUploadSlot(viewer, () =>
        receive(async (fields, part) => {
          if (!(audioExtensions as readonly string[]).includes(extensionOf(part.fileName))) {
            throw AppError.badRequest(messages.audioFormat);
          }
          threadMessageId = await checkThread(roomId, fields.threadMessageId);
          return upload(part.fileName, part.stream);
        }),
      );
      try {
        return await post(viewer, roomId, { kind: 'AUDIO', fileIds: [file.id], threadMessageId });
      } catch (error) {
        await files.remove(viewer, file.id);
        throw error;
      }
    },

    /** Only the author, while a member, edits the text of a text message. */
    async updateMessage(viewer: TViewerIn, messageId: string, body: { message: string }) {
      const { message, member } = await readableMessage(viewer, messageId);
      if (message.authorId !== viewer.id || !member) throw AppError.forbidden(messages.authorOnly);
      if (message.kind !== 'TEXT') throw AppError.badRequest(messages.onlyTextEditable);
      const html = sanitizeMessageText(body.message);
      const text = htmlToPlainText(html);
      if (!text && !(await repository.filesOf([message.id])).length) throw AppError.badRequest(messages.messageEmpty);
      return uow.run(async (tx) => {
        const repo = createChatRepository(tx);
        const updated = await repo.updateMessageText(message.id, {
          message: text ? html : '',
          searchText: foldText(text),
        });
        const ids = { roomId: message.roomId, messageId: message.id };
        const eventId = await outbox.record(tx, 'chat.message.updated', ids, { actorId: viewer.id });
        const presented = await presentMessage(updated, repo);
        await numbered.record(tx, eventId, await memberIdsOf(message.roomId, repo), 'ChatMessageUpdated', presented);
        return presented;
      });
    },

    /** The author (while a member) or ADMIN; the thread it opens goes with it. */
    async deleteMessage(viewer: TViewerIn, messageId: string) {
      const { message, member } = await readableMessage(viewer, messageId);
      if (viewer.role !== 'ADMIN' && !(member && message.authorId === viewer.id)) {
        throw AppError.forbidden(messages.deleteForbidden);
      }
      const presented = await presentMessage(message);
      await uow.run(async (tx) => {
        const repo = createChatRepository(tx);
        const usersIds = await memberIdsOf(message.roomId, repo);
        await repo.deleteMessage(message.id);
        const removed = { roomId: message.roomId, messageId: message.id, usersIds };
        const eventId = await outbox.record(tx, 'chat.message.removed', removed, { actorId: viewer.id });
        const ids = { chatRoomId: message.roomId, messageId: message.id };
        await numbered.record(tx, eventId, usersIds, 'ChatMessageRemoved', ids);
      });
      return { message: messages.deleted, removed: presented };
    },

    /** Moves the viewer's read pointer of the room (or of one of its threads) to the newest message. */
    async readLast(viewer: TViewerIn, roomId: string, threadMessageId?: string | null) {
      await memberRoom(viewer, roomId);
      const thread = await checkThread(roomId, threadMessageId);
      await uow.run(async (tx) => {
        const repo = createChatRepository(tx);
        const messageId = thread ? await repo.readThread(thread, viewer.id) : await repo.readRoom(roomId, viewer.id);
        const read = { roomId, userId: viewer.id, threadMessageId: thread, messageId };
        const eventId = await outbox.record(tx, 'chat.room.read', read, { actorId: viewer.id });
        if (messageId) {
          const seen = { chatRoomId: roomId, userId: viewer.id, messageId };
          await numbered.record(tx, eventId, await memberIdsOf(roomId, repo), 'ChatMessageRead', seen);
        }
      });
      return { message: messages.read, roomId, threadMessageId: thread };
    },

    async toggleFavorite(viewer: TViewerIn, roomId: string) {
      await memberRoom(viewer, roomId);
      const favorite = await uow.run(async (tx) => {
        const toggled = await createChatRepository(tx).toggleFavorite(roomId, viewer.id);
        // The viewer's other tabs reorder their room list.
        const roomRef = { roomId, usersIds: [viewer.id] };
        const eventId = await outbox.record(tx, 'chat.room.updated', roomRef, { actorId: viewer.id });
        await numbered.record(tx, eventId, [viewer.id], 'UpdatedChatRoom', { chatRoomId: roomId });
        return toggled;
      });
      return { favorite };
    },

    /** Any member pins or unpins (docs/product-spec.md section 4: 'Przypięto!' / 'Odpięto'). */
    async togglePinned(viewer: TViewerIn, messageId: string) {
      const { message, member } = await readableMessage(viewer, messageId);
      if (!member) throw AppError.forbidden(messages.membersOnly);
      const presented = await uow.run(async (tx) => {
        const repo = createChatRepository(tx);
        const pinned = await repo.setPinned(message.id, message.pinnedAt === null);
        const ids = { roomId: message.roomId, messageId: message.id };
        const eventId = await outbox.record(tx, 'chat.message.updated', ids, { actorId: viewer.id });
        const updated = await presentMessage(pinned, repo);
        await numbered.record(tx, eventId, await memberIdsOf(message.roomId, repo), 'ChatMessageUpdated', updated);
        return updated;
      });
      return { message: presented, notice: presented.pinned ? messages.pinned : messages.unpinned };
    },

    async pinned(viewer: TViewerIn, roomId: string) {
      await readableRoom(viewer, roomId);
      return { results: await presentMessages(await repository.listPinned(roomId)) };
    },

    /** The room's main timeline, or one thread, paged; `search` matches words without regard to accents. */
    async messages(viewer: TViewerIn, roomId: string, query: TChatMessageListQuery) {
      await readableRoom(viewer, roomId);
      const threadMessageId = await checkThread(roomId, query.threadMessageId);
      const { rows, total } = await repository.listMessages(roomId, {
        ...paging(query),
        threadMessageId: threadMessageId ?? undefined,
        search: query.search,
        ascending: query.sort === 'createdAt:ASC',
      });
      return pageOf(await presentMessages(rows), total, query);
    },

    async attachments(viewer: TViewerIn, roomId: string, query: TPageQuery) {
      await readableRoom(viewer, roomId);
      const { rows, total } = await repository.listAttachments(roomId, paging(query));
      const authors = new Map(
        (await repository.findUsers([...new Set(rows.flatMap((row) => (row.authorId ? [row.authorId] : [])))])).map(
          (user) => [user.id, toUser(user)],
        ),
      );
      const results = rows.map((row) => ({
        file: present(row.file),
        messageId: row.messageId,
        author: row.authorId ? (authors.get(row.authorId) ?? null) : null,
        createdAt: row.createdAt.toISOString(),
      }));
      return pageOf(results, total, query);
    },

    async meetings(viewer: TViewerIn, roomId: string, query: TPageQuery) {
      await readableRoom(viewer, roomId);
      const { rows, total } = await repository.listMeetings(roomId, paging(query));
      return pageOf(await presentMessages(rows), total, query);
    },

    /** Messages that opened a thread, latest reply first, with the viewer's unread replies in each. */
    async threads(viewer: TViewerIn, roomId: string, query: TPageQuery) {
      await readableRoom(viewer, roomId);
      const { rows, total } = await repository.listThreads(roomId, viewer.id, paging(query));
      const roots = new Map(
        (await presentMessages(await repository.findMessages(rows.map((row) => row.id)))).map((message) => [
          message.id,
          message,
        ]),
      );
      const results = rows.flatMap((row) => {
        const message = roots.get(row.id);
        return message
          ? [
              {
                message,
                repliesCount: row.repliesCount,
                lastReplyAt: row.lastReplyAt.toISOString(),
                unreadCount: row.unreadCount,
              },
            ]
          : [];
      });
      return pageOf(results, total, query);
    },

    /**
     * A message's attachments as one download, for members only (a chat's files are its members'): the
     * one file as it is, or a ZIP of several.
     */
    async messageAttachments(
      viewer: TViewerIn,
      messageId: string,
      request: { range?: string; ifNoneMatch?: string; ifRange?: string },
    ): Promise<TServedFile> {
      const { message, member } = await readableMessage(viewer, messageId);
      if (!member) throw AppError.forbidden(messages.membersOnly);
      const rows = (await repository.filesOf([message.id])).map((row) => row.file);
      if (!rows.length) throw AppError.notFound(fileMessages.notFound);
      if (rows.length === 1) return files.open(viewer, rows[0]!.id, request, 'download');
      const names = uniqueEntryNames(rows.map((row) => row.originalName));
      return {
        statusCode: 200,
        headers: {
          'content-type': 'application/zip',
          'content-disposition': buildContentDisposition('attachment', `zalaczniki-${message.id.slice(0, 8)}.zip`),
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
        },
        body: createZipStream(
          rows.map((row, index) => ({ name: names[index]!, open: () => files.readStored(row) })),
          message.createdAt,
        ),
      };
    },
  };
}

export type TChatService = ReturnType<typeof createChatService>;
