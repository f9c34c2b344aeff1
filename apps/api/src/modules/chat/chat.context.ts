import {
  chatMessages as messages,
  type TChatMessage,
  type TChatMessageKind,
  type TChatPageQuery,
  type TViewerIn,
} from '@zadania/shared';
import type { TDb } from '../../db/client';
import type { TChatMessageRow, TChatRoomRow, TFileRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TEventOutbox } from '../../lib/events/event-outbox';
import type { TUnitOfWork } from '../../lib/uow';
import type { TContactsService } from '../contacts/contacts.service';
import type { TFileService } from '../files/file.service';
import type { TNumberedDelivery } from '../realtime/numbered-delivery';
import {
  presentChatFile,
  presentMessages,
  presentRoom,
  presentRooms,
  type TMessageViewer,
  type TPresentMessagesOptions,
} from './chat.presenter';
import { createChatRepository, type TChatRepository } from './chat.repository';
import { isAdult, roomSafetyOf, type TRoomSafetyRepository } from './room-safety.repository';
import { createSafeDelivery } from './safe-delivery';
import type { TSafeMessagesRepository } from './safe-messages.repository';

export type TPageQuery = TChatPageQuery;

export type TChatDeps = {
  repository: TChatRepository;
  uow: TUnitOfWork;
  outbox: Pick<TEventOutbox, 'record'>;
  numbered: Pick<TNumberedDelivery, 'record'>;
  files: TFileService;
  /** The contact rule: who may start a room with whom, and who may be put into a group room (modules/contacts). */
  contacts: Pick<TContactsService, 'requireContactable' | 'requireGroupContactable'>;
  /** Child protection (issue 72): the ages of a room's people, the edits' history (room-safety.repository.ts). */
  roomSafety: TRoomSafetyRepository;
  /** Held messages and night delivery to minors (issue 72): safe-delivery.ts. */
  safeMessages: TSafeMessagesRepository;
  /** The clock of the night delivery and of what a viewer sees (tests move it). */
  now?: () => Date;
  meetingUrlTemplate?: string;
  videoEmbedUrlTemplate?: string;
};

export function createChatContext(deps: TChatDeps) {
  const { repository, uow, outbox, numbered } = deps;
  const memberIdsOf = async (roomId: string, repo: TChatRepository = repository) =>
    (await repo.membersOf([roomId])).map((member) => member.id);
  const { videoEmbedUrlTemplate } = deps;
  const now = deps.now ?? (() => new Date());
  const safe = createSafeDelivery(deps);

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
      /** The plain text to screen for contact details off the platform (text messages). */
      screenText?: string;
    },
  ): Promise<TChatMessage> {
    const at = now();
    const safety = await safe.decide(viewer, roomId, values.screenText ?? '', at);
    return uow.run(async (tx) => {
      const repo = createChatRepository(tx);
      const row = await repo.insertMessage({
        ...safety.columns,
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
      if (safety.withheld) {
        const viewerOf = { id: viewer.id, role: viewer.role, now: at, minors: safety.minors };
        const [message] = await presentMessages(repo, [row], { videoEmbedUrlTemplate, viewer: viewerOf });
        await safe.recordWithheld(tx, viewer, row);
        return message!;
      }
      await repo.touchRoom(roomId);
      const eventId = await outbox.record(
        tx,
        'chat.message.created',
        { roomId, messageId: row.id },
        { actorId: viewer.id },
      );
      const members = await repo.membersOf([roomId]);
      const [message] = await presentMessages(repo, [row], {
        videoEmbedUrlTemplate,
        written: { hasFiles: !!values.fileIds?.length },
        knownUsers: members,
      });
      await safe.recordCreated(tx, eventId, members, message!, safety.minors);
      return message!;
    });
  }

  /**
   * Whether the viewer is an adult in a room shared with a minor (issue 72): such an adult erases nothing there (a
   * message, the room, the pupil from it), so the child's parents can read it and a report can be checked. An ADMIN
   * moderating is not refused; a minor is not either.
   */
  async function adultInMinorRoom(viewer: TViewerIn, roomId: string) {
    if (viewer.role === 'ADMIN') return false;
    const members = await deps.roomSafety.membersAges(roomId);
    const me = members.find((member) => member.id === viewer.id);
    return !!me && isAdult(me, new Date()) && roomSafetyOf(members).adultWithMinor;
  }

  /** The viewer as the presenter needs them: who of them and `authorIds` are minors, and the clock. */
  async function messageViewer(viewer: TViewerIn, authorIds: readonly (string | null)[] = []): Promise<TMessageViewer> {
    const at = now();
    const ids = [viewer.id, ...authorIds.flatMap((id) => (id ? [id] : []))];
    return {
      id: viewer.id,
      role: viewer.role,
      now: at,
      minors: await deps.safeMessages.minorIds([...new Set(ids)], at),
    };
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
    now,
    safe,
    messageViewer,
    /** Presenting, bound to the context's repository and embed template (presenting: chat.presenter.ts). */
    present: (row: TFileRow) => presentChatFile(row, videoEmbedUrlTemplate),
    presentRooms: (rooms: Parameters<typeof presentRooms>[1], repo: TChatRepository = repository) =>
      presentRooms(repo, rooms),
    presentRoom: (viewerId: string, room: TChatRoomRow, repo: TChatRepository = repository) =>
      presentRoom(repo, viewerId, room, now()),
    presentMessages: (
      rows: TChatMessageRow[],
      repo: TChatRepository = repository,
      options: TPresentMessagesOptions = {},
    ) => presentMessages(repo, rows, { ...options, videoEmbedUrlTemplate }),
    /** Messages as `viewer` sees them: their own held or night ones marked, an adult's images blurred for a minor. */
    presentMessagesTo: async (viewer: TViewerIn, rows: TChatMessageRow[]) =>
      presentMessages(repository, rows, {
        videoEmbedUrlTemplate,
        viewer: await messageViewer(
          viewer,
          rows.map((row) => row.authorId),
        ),
      }),
    /** What `viewer` sees of a room now (safe-messages.repository.ts `visibleToSql`). */
    visibleTo: (viewer: TViewerIn) => ({ userId: viewer.id, now: now() }),
    presentMessage: async (row: TChatMessageRow, repo: TChatRepository = repository) =>
      (await presentMessages(repo, [row], { videoEmbedUrlTemplate }))[0]!,
    readableRoom,
    memberRoom,
    adultInMinorRoom,
    readableMessage,
    otherMembers,
    checkThread,
    checkOwnFiles,
    post,
  };
}

export type TChatContext = ReturnType<typeof createChatContext>;
