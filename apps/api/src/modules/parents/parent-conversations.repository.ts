import { adulthoodAge } from '@zadania/shared';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  chatMessageEdits,
  chatMessageFiles,
  chatMessages,
  chatRoomMembers,
  chatRooms,
  files,
  users,
} from '../../db/schema';

/**
 * An adult as child protection counts one (issue 72, chat/room-safety.repository.ts `isAdult`): a TEACHER, an ADMIN,
 * or a USER who is 18 or more by birth year. A USER without a birth year counts as a minor; a PARENT never chats.
 */
const adultUser = (at: Date) =>
  sql`(${users.role} in ('TEACHER', 'ADMIN') or (${users.role} = 'USER' and ${users.birthYear} is not null and ${at.getUTCFullYear()} - ${users.birthYear} > ${adulthoodAge}))`;

/** A message the child sees: not held (or released by a responsible ADMIN) and already delivered. */
const seenByChild = (at: Date): SQL =>
  sql`((${chatMessages.heldAt} is null or ${chatMessages.heldDecision} = 'RELEASED') and (${chatMessages.deliverAt} is null or ${chatMessages.deliverAt} <= ${at.toISOString()}::timestamptz))`;

/**
 * A child's rooms with adults as the child's parent reads them (issue 72, docs/parents.md): the rooms the child is a
 * member of together with at least one adult, the adults in them, and the messages the child sees (never a held or
 * not yet delivered one), with their files' names and the edits' history.
 */
export function createParentConversationsRepository(db: TDb) {
  /** The child's rooms shared with an adult, the most recently active first (one room when `roomId` is given). */
  async function roomsWithAdults(childId: string, at: Date, roomId?: string) {
    const adultMember = db
      .select({ one: sql`1` })
      .from(chatRoomMembers)
      .innerJoin(users, eq(users.id, chatRoomMembers.userId))
      .where(and(eq(chatRoomMembers.roomId, chatRooms.id), adultUser(at)));
    const visible = and(eq(chatMessages.roomId, chatRooms.id), seenByChild(at));
    return db
      .select({
        id: chatRooms.id,
        kind: chatRooms.kind,
        name: chatRooms.name,
        messageCount: sql<number>`(select count(*)::int from ${chatMessages} where ${visible})`,
        firstMessageAt: sql<
          string | null
        >`(select min(${chatMessages.createdAt}) from ${chatMessages} where ${visible})`,
        lastMessageAt: sql<
          string | null
        >`(select max(${chatMessages.createdAt}) from ${chatMessages} where ${visible})`,
      })
      .from(chatRooms)
      .innerJoin(chatRoomMembers, and(eq(chatRoomMembers.roomId, chatRooms.id), eq(chatRoomMembers.userId, childId)))
      .where(and(sql`exists (${adultMember})`, roomId ? eq(chatRooms.id, roomId) : undefined))
      .orderBy(sql`${chatRooms.lastActivityAt} desc`, asc(chatRooms.id));
  }

  return {
    roomsWithAdults,

    /** The adults among the members of `roomIds`, by name. */
    async adultsOf(roomIds: readonly string[], at: Date) {
      if (!roomIds.length) return [];
      return db
        .select({
          roomId: chatRoomMembers.roomId,
          id: users.id,
          username: users.username,
          displayName: users.displayName,
          role: users.role,
        })
        .from(chatRoomMembers)
        .innerJoin(users, eq(users.id, chatRoomMembers.userId))
        .where(and(inArray(chatRoomMembers.roomId, [...roomIds]), adultUser(at)))
        .orderBy(asc(users.displayName), asc(users.id));
    },

    /** One page of the room's messages the child sees, the oldest first, with how many there are. */
    async messagesPage(roomId: string, at: Date, page: { limit: number; offset: number }) {
      const where = and(eq(chatMessages.roomId, roomId), seenByChild(at));
      const [total] = await db.select({ value: count() }).from(chatMessages).where(where);
      const rows = await db
        .select({
          message: chatMessages,
          author: { id: users.id, displayName: users.displayName, role: users.role },
        })
        .from(chatMessages)
        .leftJoin(users, eq(users.id, chatMessages.authorId))
        .where(where)
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
        .limit(page.limit)
        .offset(page.offset);
      return { total: total?.value ?? 0, rows };
    },

    /** The names of the messages' files, in the order they were attached. */
    async fileNamesOf(messageIds: readonly string[]) {
      if (!messageIds.length) return [];
      return db
        .select({ messageId: chatMessageFiles.messageId, name: files.originalName })
        .from(chatMessageFiles)
        .innerJoin(files, eq(files.id, chatMessageFiles.fileId))
        .where(inArray(chatMessageFiles.messageId, [...messageIds]))
        .orderBy(asc(chatMessageFiles.messageId), asc(chatMessageFiles.position));
    },

    /** The earlier texts of the messages, the oldest edit first. */
    async editsOf(messageIds: readonly string[]) {
      if (!messageIds.length) return [];
      return db
        .select({
          messageId: chatMessageEdits.messageId,
          previousMessage: chatMessageEdits.previousMessage,
          editedAt: chatMessageEdits.editedAt,
        })
        .from(chatMessageEdits)
        .where(inArray(chatMessageEdits.messageId, [...messageIds]))
        .orderBy(asc(chatMessageEdits.editedAt), asc(chatMessageEdits.id));
    },
  };
}
export type TParentConversationsRepository = ReturnType<typeof createParentConversationsRepository>;
