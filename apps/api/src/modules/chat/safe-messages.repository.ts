import { and, asc, eq, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { chatMessages, chatRoomMembers, chatRooms, safeguardingAudit, users } from '../../db/schema';
import { createContactsRepository } from '../contacts/contacts.repository';
import { userCardColumns } from '../users/avatar';

/**
 * Whether a message has reached the room (issue 72, docs/safeguarding.md "Safe messages"): not held (or released)
 * and its night delivery time passed. `m` is the SQL name of chat_messages in the query.
 */
export const deliveredSql = (now: Date, m: SQL = sql.raw('chat_messages')) =>
  sql`((${m}.held_at is null or ${m}.held_decision = 'RELEASED') and (${m}.deliver_at is null or ${m}.deliver_at <= ${now.toISOString()}::timestamptz))`;

/** What `viewerId` sees of the room: what reached it, and their own messages (held or waiting for the morning). */
export const visibleToSql = (viewerId: string, now: Date, m: SQL = sql.raw('chat_messages')) =>
  sql`(${m}.author_id = ${viewerId} or ${deliveredSql(now, m)})`;

/** The SQL of held messages and night deliveries: the hold queue, the decisions, the morning's deliveries. */
export function createSafeMessagesRepository(db: TDb) {
  const contacts = createContactsRepository(db);
  return {
    /** Those of `ids` who are (or may be) minors (the contacts module's rule). */
    minorIds: (ids: readonly string[], now: Date) => contacts.minorIds(ids, now),

    async memberIdsOf(roomId: string) {
      const rows = await db
        .select({ id: chatRoomMembers.userId })
        .from(chatRoomMembers)
        .where(eq(chatRoomMembers.roomId, roomId));
      return rows.map((row) => row.id);
    },

    async hold(messageId: string, reason: string, now: Date) {
      const [row] = await db
        .update(chatMessages)
        .set({ heldAt: now, heldReason: reason })
        .where(eq(chatMessages.id, messageId))
        .returning();
      return row!;
    },

    /** The undecided held messages, oldest first, with their room. */
    async listHeld() {
      return db
        .select({ message: chatMessages, roomName: chatRooms.name })
        .from(chatMessages)
        .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
        .where(and(isNotNull(chatMessages.heldAt), isNull(chatMessages.heldDecision)))
        .orderBy(asc(chatMessages.heldAt), asc(chatMessages.id));
    },

    async membersOf(roomIds: readonly string[]) {
      if (!roomIds.length) return [];
      return db
        .select({ roomId: chatRoomMembers.roomId, ...userCardColumns, birthYear: users.birthYear })
        .from(chatRoomMembers)
        .innerJoin(users, eq(users.id, chatRoomMembers.userId))
        .where(inArray(chatRoomMembers.roomId, [...roomIds]));
    },

    /**
     * The decision on a held message, if nobody decided it first (two ADMINs at once: one wins, the other gets
     * undefined). A released message whose night delivery time has passed is delivered now (`deliver_at` null); one
     * released at night keeps it, and the morning job delivers it.
     */
    async decide(messageId: string, decision: 'RELEASED' | 'REJECTED', adminId: string, now: Date) {
      const [row] = await db
        .update(chatMessages)
        .set({
          heldDecision: decision,
          heldDecidedAt: now,
          heldDecidedById: adminId,
          ...(decision === 'RELEASED' && {
            deliverAt: sql`case when ${chatMessages.deliverAt} > ${now.toISOString()}::timestamptz then ${chatMessages.deliverAt} end`,
          }),
        })
        .where(and(eq(chatMessages.id, messageId), isNotNull(chatMessages.heldAt), isNull(chatMessages.heldDecision)))
        .returning();
      return row;
    },

    /**
     * Takes the night messages whose time came: their `deliver_at` set null, so a second runner (or a run after a
     * restart) finds nothing to take; the rows returned are the ones to announce. Held ones wait for their decision.
     */
    async takeDue(now: Date, limit = 200) {
      const due = db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(
          and(
            isNotNull(chatMessages.deliverAt),
            lte(chatMessages.deliverAt, now),
            sql`(${chatMessages.heldAt} is null or ${chatMessages.heldDecision} = 'RELEASED')`,
          ),
        )
        .orderBy(asc(chatMessages.deliverAt))
        .limit(limit);
      return db
        .update(chatMessages)
        .set({ deliverAt: null })
        .where(and(inArray(chatMessages.id, due), isNotNull(chatMessages.deliverAt), lte(chatMessages.deliverAt, now)))
        .returning();
    },

    async findHeld(messageId: string) {
      const [row] = await db
        .select({ id: chatMessages.id, heldDecision: chatMessages.heldDecision })
        .from(chatMessages)
        .where(and(eq(chatMessages.id, messageId), isNotNull(chatMessages.heldAt)));
      return row;
    },

    async touchRoom(roomId: string, now: Date) {
      await db.update(chatRooms).set({ lastActivityAt: now }).where(eq(chatRooms.id, roomId));
    },

    async audit(values: typeof safeguardingAudit.$inferInsert) {
      await db.insert(safeguardingAudit).values(values);
    },

    /** The responsible persons: ADMINs marked `safeguarding_responsible`. */
    async responsibleAdminIds() {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'ADMIN'), eq(users.safeguardingResponsible, true)));
      return rows.map((row) => row.id);
    },
  };
}

export type TSafeMessagesRepository = ReturnType<typeof createSafeMessagesRepository>;
