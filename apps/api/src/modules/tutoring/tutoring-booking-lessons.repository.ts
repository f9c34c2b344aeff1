import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client';
import { tutoringBookings, tutoringGroupSessions, tutoringLessons } from '../../db/schema';
import { isExclusionViolation } from '../../lib/db-errors';

export type TLessonRow = typeof tutoringLessons.$inferSelect;
export type TGroupSessionRow = typeof tutoringGroupSessions.$inferSelect;

/** The constraint that refuses two live lessons of one teacher overlapping (migrations 0023, 0026). */
export const noOverlapConstraint = 'tutoring_lessons_no_overlap';

/** A cancelled seat cannot come back: its group lesson was filled meanwhile. */
export class GroupFullError extends Error {
  constructor() {
    super('The group lesson is full');
  }
}

/** Whether restoring or inserting lessons failed because their time (or their group's seats) went to others. */
export const isTimeGone = (error: unknown) =>
  error instanceof GroupFullError || isExclusionViolation(error, noOverlapConstraint);

/** On a conflicting insert: the new value while nobody sits in the group (it is opened again), else the kept one. */
const newValueWhileEmpty = (column: AnyPgColumn) =>
  sql`case when ${tutoringGroupSessions.seatsTaken} = 0 then ${sql.raw(`excluded.${column.name}`)} else ${column} end`;

/** The teacher's group lessons that someone sits in (a group with no seat taken is not live). */
const seatedGroupSessionsOf = (teacherId: string) => [
  eq(tutoringGroupSessions.teacherId, teacherId),
  gt(tutoringGroupSessions.seatsTaken, 0),
];

/** The SQL of a booking's lessons: inserting, cancelling and restoring them, and the group lessons' seats. */
export function createTutoringBookingLessonsRepository(db: TDb) {
  const repository = {
    /** The booking's lessons; the exclusion constraint refuses one that overlaps a live lesson of the teacher. */
    insertLessons: (lessons: (typeof tutoringLessons.$inferInsert)[]) => db.insert(tutoringLessons).values(lessons),

    // ---------- Group lessons ----------

    /**
     * The teacher's group lesson at `startsAt`, locked for this transaction: the existing one, or a new one with
     * `values` when there is none. A group nobody sits in any more takes the new values (it is opened again).
     */
    async lockGroupSession(
      values: Omit<typeof tutoringGroupSessions.$inferInsert, 'id' | 'seatsTaken' | 'createdAt'>,
    ): Promise<TGroupSessionRow> {
      const [row] = await db
        .insert(tutoringGroupSessions)
        .values(values)
        .onConflictDoUpdate({
          target: [tutoringGroupSessions.teacherId, tutoringGroupSessions.startsAt],
          set: {
            optionId: newValueWhileEmpty(tutoringGroupSessions.optionId),
            endsAt: newValueWhileEmpty(tutoringGroupSessions.endsAt),
            blockedUntil: newValueWhileEmpty(tutoringGroupSessions.blockedUntil),
            durationMinutes: newValueWhileEmpty(tutoringGroupSessions.durationMinutes),
            seatPriceGross: newValueWhileEmpty(tutoringGroupSessions.seatPriceGross),
            capacity: newValueWhileEmpty(tutoringGroupSessions.capacity),
          },
        })
        .returning();
      return row as TGroupSessionRow;
    },

    findLiveGroupSession: async (teacherId: string, startsAt: Date): Promise<TGroupSessionRow | undefined> =>
      (
        await db
          .select()
          .from(tutoringGroupSessions)
          .where(and(...seatedGroupSessionsOf(teacherId), eq(tutoringGroupSessions.startsAt, startsAt)))
          .limit(1)
      )[0],

    groupSessions: (ids: string[]) =>
      ids.length
        ? db.select().from(tutoringGroupSessions).where(inArray(tutoringGroupSessions.id, ids))
        : Promise.resolve([] as TGroupSessionRow[]),

    /** Group lessons of the teacher starting after `from`, with a seat taken and a seat free. */
    openGroupSessions: (teacherId: string, from: Date, limit: number) =>
      db
        .select()
        .from(tutoringGroupSessions)
        .where(
          and(
            ...seatedGroupSessionsOf(teacherId),
            gt(tutoringGroupSessions.startsAt, from),
            lt(tutoringGroupSessions.seatsTaken, tutoringGroupSessions.capacity),
          ),
        )
        .orderBy(asc(tutoringGroupSessions.startsAt))
        .limit(limit),

    /** Whether this student holds a live seat in the group. */
    async hasSeat(sessionId: string, studentId: string) {
      const rows = await db
        .select({ id: tutoringLessons.id })
        .from(tutoringLessons)
        .innerJoin(tutoringBookings, eq(tutoringBookings.id, tutoringLessons.bookingId))
        .where(
          and(
            eq(tutoringLessons.groupSessionId, sessionId),
            eq(tutoringLessons.cancelled, false),
            eq(tutoringBookings.studentId, studentId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Takes one seat of a locked group, unless it is full; false when full. */
    async takeSeat(sessionId: string) {
      const rows = await db
        .update(tutoringGroupSessions)
        .set({ seatsTaken: sql`${tutoringGroupSessions.seatsTaken} + 1` })
        .where(
          and(
            eq(tutoringGroupSessions.id, sessionId),
            lt(tutoringGroupSessions.seatsTaken, tutoringGroupSessions.capacity),
          ),
        )
        .returning({ id: tutoringGroupSessions.id });
      return rows.length > 0;
    },

    /** Gives back the seats a booking's live lessons hold (call before cancelling them). */
    releaseSeats: (bookingId: string) =>
      db.execute(sql`
        update tutoring_group_sessions s set seats_taken = s.seats_taken - l.seats
        from (select group_session_id, count(*)::int as seats from tutoring_lessons
              where booking_id = ${bookingId} and not cancelled and group_session_id is not null
              group by group_session_id) l
        where s.id = l.group_session_id`),

    /** Takes again the seats of a booking's cancelled group lessons (call before restoring them); false when full. */
    async retakeSeats(bookingId: string) {
      const lessons = await db
        .select({ sessionId: tutoringLessons.groupSessionId })
        .from(tutoringLessons)
        .where(and(eq(tutoringLessons.bookingId, bookingId), eq(tutoringLessons.cancelled, true)));
      for (const { sessionId } of lessons) {
        if (!sessionId) continue;
        await db
          .select({ id: tutoringGroupSessions.id })
          .from(tutoringGroupSessions)
          .where(eq(tutoringGroupSessions.id, sessionId))
          .for('update');
        if (!(await repository.takeSeat(sessionId))) return false;
      }
      return true;
    },

    /** Cancels a booking's lessons, giving back the seats its group lessons held. */
    async cancelLessons(bookingId: string) {
      await repository.releaseSeats(bookingId);
      await db
        .update(tutoringLessons)
        .set({ cancelled: true })
        .where(and(eq(tutoringLessons.bookingId, bookingId), eq(tutoringLessons.cancelled, false)));
    },

    /**
     * Makes a booking's lessons live again: the exclusion constraint refuses it when their time was taken, and a
     * group lesson filled meanwhile throws `GroupFullError`.
     */
    async restoreLessons(bookingId: string) {
      if (!(await repository.retakeSeats(bookingId))) throw new GroupFullError();
      await db.update(tutoringLessons).set({ cancelled: false }).where(eq(tutoringLessons.bookingId, bookingId));
    },

    lessonsOf: (bookingIds: string[]) =>
      bookingIds.length
        ? db
            .select()
            .from(tutoringLessons)
            .where(inArray(tutoringLessons.bookingId, bookingIds))
            .orderBy(asc(tutoringLessons.startsAt))
        : Promise.resolve([] as TLessonRow[]),
  };
  return repository;
}
