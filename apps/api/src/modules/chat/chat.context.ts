import {
  chatMessages as messages,
  type TChatMessage,
  type TChatMessageKind,
  type TChatPageQuery,
  type TChatRoom,
  type TViewerIn,
} from '@zadania/shared';
import type { TDb } from '../../db/client';
import type { TChatMessageRow, TChatRoomRow, TFileRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TEventOutbox } from '../../lib/events/event-outbox';
import type { TUnitOfWork } from '../../lib/uow';
import type { TContactsService } from '../contacts/contacts.service';
import { presentFile } from '../files/file.presenter';
import type { TFileService } from '../files/file.service';
import type { TNumberedDelivery } from '../realtime/numbered-delivery';
import { excerptOf, type TChatPersonRow, toUser } from './chat.presenter';
import { createChatRepository, type TChatRepository } from './chat.repository';

export type TPageQuery = TChatPageQuery;

export type TChatDeps = {
  repository: TChatRepository;
  uow: TUnitOfWork;
  outbox: Pick<TEventOutbox, 'record'>;
  numbered: Pick<TNumberedDelivery, 'record'>;
  files: TFileService;
  /** The contact rule: who may start a room with whom (modules/contacts). */
  contacts: Pick<TContactsService, 'requireContactable'>;
  meetingUrlTemplate?: string;
  videoEmbedUrlTemplate?: string;
};

export function createChatContext(deps: TChatDeps) {
  const { repository, uow, outbox, numbered } = deps;
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

  /** Tells the room's people, after the commit, that it was made or changed: their room lists refresh. */
  async function recordRoomChange(
    tx: TDb,
    change: 'created' | 'updated',
    room: { roomId: string; usersIds: string[] },
    actorId: string,
  ) {
    const eventId = await outbox.record(tx, `chat.room.${change}`, room, { actorId });
    const event = change === 'created' ? 'CreatedChatRoom' : 'UpdatedChatRoom';
    await numbered.record(tx, eventId, room.usersIds, event, { chatRoomId: room.roomId });
  }

  return {
    ...deps,
    memberIdsOf,
    recordRoomChange,
    present,
    readableRoom,
    memberRoom,
    readableMessage,
    presentRooms,
    presentRoom,
    presentMessages,
    presentMessage,
    otherMembers,
    checkThread,
    checkOwnFiles,
    post,
  };
}

export type TChatContext = ReturnType<typeof createChatContext>;
