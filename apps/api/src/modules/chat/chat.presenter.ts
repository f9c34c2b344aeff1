import type { TChatMessage, TChatRoom, TChatUser } from '@zadania/shared';
import type { TChatMessageRow, TChatRoomRow, TFileRow } from '../../db/schema';
import { htmlToPlainText } from '../../lib/html';
import { presentFile } from '../files/file.presenter';
import { presentAvatar, type TAvatarRow } from '../users/avatar';
import type { TChatRepository } from './chat.repository';

const excerptLength = 160;

/** A person as the chat repository reads them (a member, an author). */
export type TChatPersonRow = {
  id: string;
  username: string;
  displayName: string;
  role: TChatUser['role'];
} & TAvatarRow;

export const toUser = (row: TChatPersonRow): TChatUser => ({
  id: row.id,
  username: row.username,
  displayName: row.displayName,
  role: row.role,
  avatar: presentAvatar(row),
});

/** What a quoted message shows of itself: its text (a meeting's name), cut to 160 characters. */
export function excerptOf(row: TChatMessageRow) {
  const text = row.kind === 'MEETING' ? (row.meetingName ?? '') : htmlToPlainText(row.message);
  return text.length > excerptLength ? `${text.slice(0, excerptLength - 1)}…` : text;
}

/** A file of a message, with the video embed link when the deployment has one. */
export const presentChatFile = (row: TFileRow, videoEmbedUrlTemplate?: string) =>
  presentFile(row, videoEmbedUrlTemplate);

/** Rooms with their members, read through `repo` (inside a transaction, its repository). */
export async function presentRooms(
  repo: TChatRepository,
  rooms: { room: TChatRoomRow; favorite: boolean; unreadCount: number }[],
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

/** One room as the viewer sees it (their favourite mark and unread count). */
export async function presentRoom(repo: TChatRepository, viewerId: string, room: TChatRoomRow, now = new Date()) {
  const state = await repo.viewerState(room.id, viewerId, now);
  const [presented] = await presentRooms(repo, [{ room, ...state }]);
  return presented!;
}

/**
 * Who reads the messages (issue 72, safe messages): their author and ADMIN see a message's hold and night delivery;
 * a minor (`minors` holds the minors among the viewer and the authors) sees an adult's images blurred.
 */
export type TMessageViewer = { id: string; role: string; now: Date; minors: ReadonlySet<string> };

export type TPresentMessagesOptions = {
  written?: { hasFiles: boolean };
  knownUsers?: readonly TChatPersonRow[];
  viewer?: TMessageViewer;
};

/** The hold, the night delivery and the blur of one message as `viewer` sees them (nothing without a viewer). */
function safetyOf(row: TChatMessageRow, hasImage: boolean, viewer: TMessageViewer | undefined) {
  if (!viewer) return {};
  const sees = row.authorId === viewer.id || viewer.role === 'ADMIN';
  return {
    held: sees && row.heldAt ? { reason: row.heldReason ?? '', decision: row.heldDecision } : null,
    deliverAt: sees && row.deliverAt && row.deliverAt > viewer.now ? row.deliverAt.toISOString() : null,
    blurForViewer:
      hasImage &&
      viewer.minors.has(viewer.id) &&
      row.authorId !== null &&
      row.authorId !== viewer.id &&
      !viewer.minors.has(row.authorId),
  };
}

/**
 * Messages with their authors, files, quoted messages and thread sizes, in the given order. A message
 * just written (`written`) has no thread replies yet, and its files are known to be those it was given;
 * `knownUsers` (the room's members) saves looking up authors among them.
 */
export async function presentMessages(
  repo: TChatRepository,
  rows: TChatMessageRow[],
  options: TPresentMessagesOptions & { videoEmbedUrlTemplate?: string } = {},
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
    const files = fileRows.filter((file) => file.messageId === row.id);
    const hasImage = files.some((file) => file.file.mimetype.startsWith('image/'));
    return {
      id: row.id,
      roomId: row.roomId,
      kind: row.kind,
      author: authorOf(row),
      message: row.message,
      files: files.map((file) => presentChatFile(file.file, options.videoEmbedUrlTemplate)),
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
      ...safetyOf(row, hasImage, options.viewer),
    };
  });
}
