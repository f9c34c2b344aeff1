import type { TBookingStatus, TSchoolLevel, TSubject } from '@zadania/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  tutoringAvailabilitySlots,
  tutoringBookings,
  tutoringGroupSessions,
  tutoringLessonOptions,
  tutoringLessons,
  tutoringOffers,
  tutoringPackages,
  users,
} from '../../db/schema';
import { isExclusionViolation } from '../../lib/db-errors';
import { avatarColumns } from '../users/avatar';

export type TOfferRow = typeof tutoringOffers.$inferSelect;
export type TLessonOptionRow = typeof tutoringLessonOptions.$inferSelect;
export type TPackageRow = typeof tutoringPackages.$inferSelect;
export type TSlotRow = typeof tutoringAvailabilitySlots.$inferSelect;
export type TBookingRow = typeof tutoringBookings.$inferSelect;
export type TLessonRow = typeof tutoringLessons.$inferSelect;
export type TGroupSessionRow = typeof tutoringGroupSessions.$inferSelect;

export type TOfferValues = Pick<
  TOfferRow,
  | 'enabled'
  | 'description'
  | 'subjects'
  | 'levels'
  | 'breakMinutes'
  | 'groupEnabled'
  | 'groupMaxParticipants'
  | 'groupFeePercent'
  | 'minPriceGross'
>;
export type TSlotValues = Pick<
  TSlotRow,
  'date' | 'startMinute' | 'endMinute' | 'repeat' | 'until' | 'startsAt' | 'endsAt'
>;

const personColumns = (table: typeof users) => ({
  id: table.id,
  username: table.username,
  displayName: table.displayName,
  avatarFileId: table.avatarFileId,
  avatarThumbnailKey: sql<string | null>`(select f.thumbnail_key from files f where f.id = ${table.avatarFileId})`,
});
export type TPersonRow = {
  id: string;
  username: string;
  displayName: string;
  avatarFileId: string | null;
  avatarThumbnailKey: string | null;
};

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

/** All SQL of paid tutoring: offers, lesson options and packages, availability, bookings and their lessons. */
export function createTutoringRepository(db: TDb) {
  const repository = {
    // ---------- Offer ----------

    findOffer: async (teacherId: string): Promise<TOfferRow | undefined> =>
      (await db.select().from(tutoringOffers).where(eq(tutoringOffers.teacherId, teacherId)).limit(1))[0],

    /** The offer row locked for its teacher's edit (created when missing), so two saves run one after another. */
    async lockOffer(teacherId: string): Promise<TOfferRow> {
      await db.insert(tutoringOffers).values({ teacherId }).onConflictDoNothing();
      const [row] = await db.select().from(tutoringOffers).where(eq(tutoringOffers.teacherId, teacherId)).for('update');
      return row as TOfferRow;
    },

    /**
     * Takes the teacher's schedule for this transaction (their offer row, locked): bookings of one teacher then
     * insert their lessons one after another. The exclusion constraint alone stays correct under concurrency, but
     * concurrent inserts that conflict wait on each other and end in deadlocks PostgreSQL resolves a second later.
     */
    lockSchedule: (teacherId: string) =>
      db
        .select({ teacherId: tutoringOffers.teacherId })
        .from(tutoringOffers)
        .where(eq(tutoringOffers.teacherId, teacherId))
        .for('update'),

    async updateOffer(teacherId: string, values: TOfferValues): Promise<TOfferRow> {
      const [row] = await db
        .update(tutoringOffers)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(tutoringOffers.teacherId, teacherId))
        .returning();
      return row as TOfferRow;
    },

    currentOptions: (teacherId: string) =>
      db
        .select()
        .from(tutoringLessonOptions)
        .where(and(eq(tutoringLessonOptions.teacherId, teacherId), isNull(tutoringLessonOptions.archivedAt)))
        .orderBy(asc(tutoringLessonOptions.position), asc(tutoringLessonOptions.durationMinutes)),

    currentPackages: (teacherId: string) =>
      db
        .select()
        .from(tutoringPackages)
        .where(and(eq(tutoringPackages.teacherId, teacherId), isNull(tutoringPackages.archivedAt)))
        .orderBy(asc(tutoringPackages.lessonCount)),

    findOption: async (id: string): Promise<TLessonOptionRow | undefined> =>
      (await db.select().from(tutoringLessonOptions).where(eq(tutoringLessonOptions.id, id)).limit(1))[0],

    findPackage: async (id: string): Promise<TPackageRow | undefined> =>
      (await db.select().from(tutoringPackages).where(eq(tutoringPackages.id, id)).limit(1))[0],

    /** Archives the teacher's current options not in `keepIds` (bookings keep pointing at them). */
    async archiveOptionsExcept(teacherId: string, keepIds: string[]) {
      const conditions: SQL[] = [
        eq(tutoringLessonOptions.teacherId, teacherId),
        isNull(tutoringLessonOptions.archivedAt),
      ];
      if (keepIds.length) conditions.push(notInArray(tutoringLessonOptions.id, keepIds));
      await db
        .update(tutoringLessonOptions)
        .set({ archivedAt: sql`now()` })
        .where(and(...conditions));
    },

    async updateOption(
      teacherId: string,
      id: string,
      values: { durationMinutes: number; priceGross: number; position: number },
    ) {
      const rows = await db
        .update(tutoringLessonOptions)
        .set(values)
        .where(
          and(
            eq(tutoringLessonOptions.id, id),
            eq(tutoringLessonOptions.teacherId, teacherId),
            isNull(tutoringLessonOptions.archivedAt),
          ),
        )
        .returning({ id: tutoringLessonOptions.id });
      return rows.length > 0;
    },

    insertOption: async (
      teacherId: string,
      values: { durationMinutes: number; priceGross: number; position: number },
    ) => db.insert(tutoringLessonOptions).values({ teacherId, ...values }),

    async archivePackagesExcept(teacherId: string, keepIds: string[]) {
      const conditions: SQL[] = [eq(tutoringPackages.teacherId, teacherId), isNull(tutoringPackages.archivedAt)];
      if (keepIds.length) conditions.push(notInArray(tutoringPackages.id, keepIds));
      await db
        .update(tutoringPackages)
        .set({ archivedAt: sql`now()` })
        .where(and(...conditions));
    },

    async updatePackage(teacherId: string, id: string, values: { lessonCount: number; discountPercent: number }) {
      const rows = await db
        .update(tutoringPackages)
        .set(values)
        .where(
          and(
            eq(tutoringPackages.id, id),
            eq(tutoringPackages.teacherId, teacherId),
            isNull(tutoringPackages.archivedAt),
          ),
        )
        .returning({ id: tutoringPackages.id });
      return rows.length > 0;
    },

    insertPackage: async (teacherId: string, values: { lessonCount: number; discountPercent: number }) =>
      db.insert(tutoringPackages).values({ teacherId, ...values }),

    /** The teacher as the offer is shown: role and public fields. */
    findTeacher: async (id: string) =>
      (
        await db
          .select({
            ...personColumns(users),
            role: users.role,
            rating: users.rating,
            ratingCount: users.ratingCount,
            homeworkRating: users.homeworkRating,
            homeworkRatingCount: users.homeworkRatingCount,
            courseRating: users.courseRating,
            courseRatingCount: users.courseRatingCount,
            lectureRating: users.lectureRating,
            lectureRatingCount: users.lectureRatingCount,
          })
          .from(users)
          .where(eq(users.id, id))
          .limit(1)
      )[0],

    /** Enabled offers of teachers matching the filters, with the teacher's public fields and rating. */
    async searchOffers(query: {
      subject?: TSubject;
      level?: TSchoolLevel;
      maxPrice?: number;
      minRating?: number;
      sort: 'rating:DESC' | 'price:ASC' | 'price:DESC';
      limit: number;
      offset: number;
    }) {
      const conditions: SQL[] = [
        eq(tutoringOffers.enabled, true),
        eq(users.role, 'TEACHER'),
        sql`${tutoringOffers.minPriceGross} is not null`,
      ];
      if (query.subject) conditions.push(sql`${query.subject}::subject = any(${tutoringOffers.subjects})`);
      if (query.level) conditions.push(sql`${query.level}::school_level = any(${tutoringOffers.levels})`);
      if (query.maxPrice !== undefined) conditions.push(lte(tutoringOffers.minPriceGross, query.maxPrice));
      if (query.minRating !== undefined) conditions.push(gte(users.lectureRating, query.minRating));
      const where = and(...conditions);
      const order =
        query.sort === 'price:ASC'
          ? [asc(tutoringOffers.minPriceGross), asc(users.id)]
          : query.sort === 'price:DESC'
            ? [desc(tutoringOffers.minPriceGross), asc(users.id)]
            : [desc(users.lectureRating), desc(users.lectureRatingCount), asc(users.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select({
            offer: tutoringOffers,
            teacher: {
              id: users.id,
              username: users.username,
              displayName: users.displayName,
              ...avatarColumns,
              rating: users.rating,
              ratingCount: users.ratingCount,
              homeworkRating: users.homeworkRating,
              homeworkRatingCount: users.homeworkRatingCount,
              courseRating: users.courseRating,
              courseRatingCount: users.courseRatingCount,
              lectureRating: users.lectureRating,
              lectureRatingCount: users.lectureRatingCount,
            },
          })
          .from(tutoringOffers)
          .innerJoin(users, eq(users.id, tutoringOffers.teacherId))
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ value: count() })
          .from(tutoringOffers)
          .innerJoin(users, eq(users.id, tutoringOffers.teacherId))
          .where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    optionsOfTeachers: (teacherIds: string[]) =>
      teacherIds.length
        ? db
            .select()
            .from(tutoringLessonOptions)
            .where(and(inArray(tutoringLessonOptions.teacherId, teacherIds), isNull(tutoringLessonOptions.archivedAt)))
        : Promise.resolve([] as TLessonOptionRow[]),

    teachersWithPackages: async (teacherIds: string[]) =>
      new Set(
        teacherIds.length
          ? (
              await db
                .selectDistinct({ teacherId: tutoringPackages.teacherId })
                .from(tutoringPackages)
                .where(and(inArray(tutoringPackages.teacherId, teacherIds), isNull(tutoringPackages.archivedAt)))
            ).map((row) => row.teacherId)
          : [],
      ),

    // ---------- Availability ----------

    slotsOf: (teacherId: string) =>
      db
        .select()
        .from(tutoringAvailabilitySlots)
        .where(eq(tutoringAvailabilitySlots.teacherId, teacherId))
        .orderBy(asc(tutoringAvailabilitySlots.startsAt), asc(tutoringAvailabilitySlots.id)),

    slotsOfTeachers: (teacherIds: string[]) =>
      teacherIds.length
        ? db.select().from(tutoringAvailabilitySlots).where(inArray(tutoringAvailabilitySlots.teacherId, teacherIds))
        : Promise.resolve([] as TSlotRow[]),

    countSlots: async (teacherId: string) =>
      (
        await db
          .select({ value: count() })
          .from(tutoringAvailabilitySlots)
          .where(eq(tutoringAvailabilitySlots.teacherId, teacherId))
      )[0]?.value ?? 0,

    insertSlot: async (teacherId: string, values: TSlotValues): Promise<TSlotRow> =>
      (
        await db
          .insert(tutoringAvailabilitySlots)
          .values({ teacherId, ...values })
          .returning()
      )[0] as TSlotRow,

    updateSlot: async (teacherId: string, id: string, values: TSlotValues): Promise<TSlotRow | undefined> =>
      (
        await db
          .update(tutoringAvailabilitySlots)
          .set(values)
          .where(and(eq(tutoringAvailabilitySlots.id, id), eq(tutoringAvailabilitySlots.teacherId, teacherId)))
          .returning()
      )[0],

    deleteSlot: async (teacherId: string, id: string) =>
      (
        await db
          .delete(tutoringAvailabilitySlots)
          .where(and(eq(tutoringAvailabilitySlots.id, id), eq(tutoringAvailabilitySlots.teacherId, teacherId)))
          .returning({ id: tutoringAvailabilitySlots.id })
      ).length > 0,

    /** Live lessons of these teachers that block any time between `from` and `to`. */
    busyRanges: (teacherIds: string[], from: Date, to: Date) =>
      teacherIds.length
        ? db
            .select({
              teacherId: tutoringLessons.teacherId,
              startsAt: tutoringLessons.startsAt,
              blockedUntil: tutoringLessons.blockedUntil,
            })
            .from(tutoringLessons)
            .where(
              and(
                inArray(tutoringLessons.teacherId, teacherIds),
                eq(tutoringLessons.cancelled, false),
                lt(tutoringLessons.startsAt, to),
                gt(tutoringLessons.blockedUntil, from),
              ),
            )
        : Promise.resolve([]),

    // ---------- Bookings ----------

    insertBooking: async (values: typeof tutoringBookings.$inferInsert): Promise<TBookingRow> =>
      (await db.insert(tutoringBookings).values(values).returning())[0] as TBookingRow,

    /** The booking's lessons; the exclusion constraint refuses one that overlaps a live lesson of the teacher. */
    insertLessons: (lessons: (typeof tutoringLessons.$inferInsert)[]) => db.insert(tutoringLessons).values(lessons),

    findBooking: async (id: string): Promise<TBookingRow | undefined> =>
      (await db.select().from(tutoringBookings).where(eq(tutoringBookings.id, id)).limit(1))[0],

    lockBooking: async (id: string): Promise<TBookingRow | undefined> =>
      (await db.select().from(tutoringBookings).where(eq(tutoringBookings.id, id)).for('update'))[0],

    async updateBooking(
      id: string,
      values: Partial<Pick<TBookingRow, 'status' | 'expiresAt' | 'paymentId' | 'cancelledAt' | 'cancelledById'>>,
    ): Promise<TBookingRow> {
      const [row] = await db
        .update(tutoringBookings)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(tutoringBookings.id, id))
        .returning();
      return row as TBookingRow;
    },

    /** Records the payment started for a reservation, while it is still one. */
    async attachPayment(id: string, paymentId: string) {
      const rows = await db
        .update(tutoringBookings)
        .set({ paymentId, updatedAt: sql`now()` })
        .where(and(eq(tutoringBookings.id, id), eq(tutoringBookings.status, 'reserved')))
        .returning({ id: tutoringBookings.id });
      return rows.length > 0;
    },

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
            optionId: sql`case when ${tutoringGroupSessions.seatsTaken} = 0 then excluded.option_id else ${tutoringGroupSessions.optionId} end`,
            endsAt: sql`case when ${tutoringGroupSessions.seatsTaken} = 0 then excluded.ends_at else ${tutoringGroupSessions.endsAt} end`,
            blockedUntil: sql`case when ${tutoringGroupSessions.seatsTaken} = 0 then excluded.blocked_until else ${tutoringGroupSessions.blockedUntil} end`,
            durationMinutes: sql`case when ${tutoringGroupSessions.seatsTaken} = 0 then excluded.duration_minutes else ${tutoringGroupSessions.durationMinutes} end`,
            seatPriceGross: sql`case when ${tutoringGroupSessions.seatsTaken} = 0 then excluded.seat_price_gross else ${tutoringGroupSessions.seatPriceGross} end`,
            capacity: sql`case when ${tutoringGroupSessions.seatsTaken} = 0 then excluded.capacity else ${tutoringGroupSessions.capacity} end`,
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
          .where(
            and(
              eq(tutoringGroupSessions.teacherId, teacherId),
              eq(tutoringGroupSessions.startsAt, startsAt),
              gt(tutoringGroupSessions.seatsTaken, 0),
            ),
          )
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
            eq(tutoringGroupSessions.teacherId, teacherId),
            gt(tutoringGroupSessions.startsAt, from),
            gt(tutoringGroupSessions.seatsTaken, 0),
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
        const [row] = await db
          .update(tutoringGroupSessions)
          .set({ seatsTaken: sql`${tutoringGroupSessions.seatsTaken} + 1` })
          .where(
            and(
              eq(tutoringGroupSessions.id, sessionId),
              lt(tutoringGroupSessions.seatsTaken, tutoringGroupSessions.capacity),
            ),
          )
          .returning({ id: tutoringGroupSessions.id });
        if (!row) return false;
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

    /** E-mail addresses of accounts, for their mail. */
    recipients: (ids: string[]) =>
      ids.length
        ? db
            .select({ id: users.id, email: users.email, username: users.username })
            .from(users)
            .where(inArray(users.id, ids))
        : Promise.resolve([]),

    people: (ids: string[]) =>
      ids.length
        ? db.select(personColumns(users)).from(users).where(inArray(users.id, ids))
        : Promise.resolve([] as TPersonRow[]),

    async listBookings(query: {
      userId: string;
      as: 'student' | 'teacher';
      status?: TBookingStatus;
      limit: number;
      offset: number;
    }) {
      const conditions: SQL[] = [
        query.as === 'student'
          ? eq(tutoringBookings.studentId, query.userId)
          : eq(tutoringBookings.teacherId, query.userId),
      ];
      if (query.status) conditions.push(eq(tutoringBookings.status, query.status));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(tutoringBookings)
          .where(where)
          .orderBy(desc(tutoringBookings.createdAt), desc(tutoringBookings.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ value: count() }).from(tutoringBookings).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Reservations whose time to pay ran out by `at`, and offered times nobody answered, oldest first. */
    expiredReservations: async (at: Date, limit: number) =>
      db
        .select({ id: tutoringBookings.id, paymentId: tutoringBookings.paymentId })
        .from(tutoringBookings)
        .where(and(inArray(tutoringBookings.status, ['reserved', 'offered']), lt(tutoringBookings.expiresAt, at)))
        .orderBy(asc(tutoringBookings.expiresAt))
        .limit(limit),

    /** Whether the student has a live booking with this teacher (lesson types other than trial need none). */
    hasLiveBooking: async (studentId: string, teacherId: string, exceptId?: string) =>
      (
        await db
          .select({ id: tutoringBookings.id })
          .from(tutoringBookings)
          .where(
            and(
              eq(tutoringBookings.studentId, studentId),
              eq(tutoringBookings.teacherId, teacherId),
              ne(tutoringBookings.status, 'cancelled'),
              exceptId ? ne(tutoringBookings.id, exceptId) : undefined,
            ),
          )
          .limit(1)
      ).length > 0,
  };
  return repository;
}
export type TTutoringRepository = ReturnType<typeof createTutoringRepository>;
