import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  chatRoomMembers,
  chatRooms,
  homeworkRequestOffers,
  safeguardingAudit,
  sessions,
  tutoringBookings,
  userBlocks,
  users,
} from '../../db/schema';

/** All SQL of an ADMIN's block of an account (issue 72); the audit is insert only. */
export function createUserBlocksRepository(db: TDb) {
  return {
    async lockUser(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },

    async setBlockedAt(id: string, at: Date | null) {
      await db.update(users).set({ blockedAt: at }).where(eq(users.id, id));
    },

    async insertBlock(values: typeof userBlocks.$inferInsert) {
      await db.insert(userBlocks).values(values);
    },

    async audit(entry: typeof safeguardingAudit.$inferInsert) {
      await db.insert(safeguardingAudit).values(entry);
    },

    /** Ends every live session of the account: their tokens answer 401 from the next request. */
    async revokeSessions(userId: string, at: Date) {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length;
    },

    /** Closes every open room the account is a member of; the closed rooms with their members. */
    async closeRoomsOf(userId: string, at: Date) {
      const memberOf = db
        .select({ roomId: chatRoomMembers.roomId })
        .from(chatRoomMembers)
        .where(eq(chatRoomMembers.userId, userId));
      const closed = await db
        .update(chatRooms)
        .set({ closedAt: at })
        .where(and(inArray(chatRooms.id, memberOf), isNull(chatRooms.closedAt)))
        .returning({ id: chatRooms.id });
      const ids = closed.map((room) => room.id);
      const members = ids.length
        ? await db
            .select({ roomId: chatRoomMembers.roomId, userId: chatRoomMembers.userId })
            .from(chatRoomMembers)
            .where(inArray(chatRoomMembers.roomId, ids))
        : [];
      return ids.map((id) => ({ id, usersIds: members.filter((m) => m.roomId === id).map((m) => m.userId) }));
    },

    /** The teacher's on-request offers not accepted yet are withdrawn (accepted and paid ones go through disputes). */
    async withdrawPendingHomeworkOffers(teacherId: string, at: Date) {
      const rows = await db
        .update(homeworkRequestOffers)
        .set({ status: 'withdrawn', updatedAt: at })
        .where(and(eq(homeworkRequestOffers.teacherId, teacherId), eq(homeworkRequestOffers.status, 'pending')))
        .returning({ id: homeworkRequestOffers.id });
      return rows.length;
    },

    /** The account's bookings still open or paid, as teacher or as student: each goes through its cancellation. */
    async liveBookingIds(userId: string) {
      const rows = await db
        .select({ id: tutoringBookings.id })
        .from(tutoringBookings)
        .where(
          and(
            or(eq(tutoringBookings.teacherId, userId), eq(tutoringBookings.studentId, userId)),
            inArray(tutoringBookings.status, ['reserved', 'booked', 'offered']),
          ),
        );
      return rows.map((row) => row.id);
    },
  };
}
