import type { TDisputeListStatus, TDisputeStatus, TLessonConfirmation, TStudentTeacherStatus } from '@zadania/shared';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  calendarFeeds,
  files,
  studentTeacherLinks,
  teacherEarnings,
  tutoringBookings,
  tutoringDisputes,
  tutoringLessonFiles,
  tutoringLessons,
  users,
} from '../../db/schema';

export type TDisputeRow = typeof tutoringDisputes.$inferSelect;
export type TLinkRow = typeof studentTeacherLinks.$inferSelect;
export type TLessonWithBooking = {
  lesson: typeof tutoringLessons.$inferSelect;
  booking: typeof tutoringBookings.$inferSelect;
};

/** The SQL of lessons after booking: confirmation, disputes, earnings, files, the calendar and student–teacher links. */
/** A lesson's two reminders: the day before, and within the hour. */
export type TLessonReminderKind = 'day' | 'hour';
const reminderColumn = {
  day: tutoringLessons.dayReminderSentAt,
  hour: tutoringLessons.reminderSentAt,
} as const;

export function createTutoringLessonsRepository(db: TDb) {
  const withBooking = () =>
    db
      .select({ lesson: tutoringLessons, booking: tutoringBookings })
      .from(tutoringLessons)
      .innerJoin(tutoringBookings, eq(tutoringBookings.id, tutoringLessons.bookingId));

  return {
    findLesson: async (id: string): Promise<TLessonWithBooking | undefined> =>
      (await withBooking().where(eq(tutoringLessons.id, id)).limit(1))[0],

    /** The lesson locked for a change of its confirmation or rating (two clicks run one after another). */
    lockLesson: async (id: string) =>
      (await db.select().from(tutoringLessons).where(eq(tutoringLessons.id, id)).for('update'))[0],

    async setConfirmation(id: string, confirmation: TLessonConfirmation) {
      await db.update(tutoringLessons).set({ confirmation, confirmedAt: sql`now()` }).where(eq(tutoringLessons.id, id));
    },

    async setRating(id: string, rating: number) {
      await db.update(tutoringLessons).set({ rating }).where(eq(tutoringLessons.id, id));
    },

    /** Sets the teacher's 'Korepetycje' rating (mean and count) from the stars of their lessons. */
    async recomputeLectureRating(teacherId: string) {
      await db.execute(sql`
        update users u
           set lecture_rating = coalesce(s.avg, 0), lecture_rating_count = s.count
          from (select round(avg(rating), 2) as avg, count(*)::int as count
                  from tutoring_lessons
                 where teacher_id = ${teacherId} and rating is not null and not cancelled) s
         where u.id = ${teacherId}`);
    },

    /** Records the teacher's pay for a lesson once; a second release of the same lesson does nothing. */
    async releaseEarning(values: {
      teacherId: string | null;
      lessonId: string;
      bookingId: string;
      amountGross: number;
    }) {
      const rows = await db
        .insert(teacherEarnings)
        .values(values)
        .onConflictDoNothing({ target: teacherEarnings.lessonId })
        .returning({ id: teacherEarnings.id });
      return rows.length > 0;
    },

    lessonsOfBooking: (bookingId: string) =>
      db
        .select()
        .from(tutoringLessons)
        .where(eq(tutoringLessons.bookingId, bookingId))
        .orderBy(asc(tutoringLessons.startsAt)),

    // ---------- Disputes ----------

    openDispute: async (lessonId: string): Promise<TDisputeRow | undefined> =>
      (
        await db
          .select()
          .from(tutoringDisputes)
          .where(and(eq(tutoringDisputes.lessonId, lessonId), eq(tutoringDisputes.status, 'OPEN')))
          .limit(1)
      )[0],

    latestDisputes: async (lessonIds: string[]) =>
      lessonIds.length
        ? db
            .select()
            .from(tutoringDisputes)
            .where(inArray(tutoringDisputes.lessonId, lessonIds))
            .orderBy(desc(tutoringDisputes.createdAt))
        : [],

    /** Opens a dispute; null when one is open already (the partial unique index decides between two clicks). */
    async insertDispute(values: { lessonId: string; openedById: string; reason: string }) {
      const rows = await db.insert(tutoringDisputes).values(values).onConflictDoNothing().returning();
      return rows[0] ?? null;
    },

    lockDispute: async (id: string) =>
      (await db.select().from(tutoringDisputes).where(eq(tutoringDisputes.id, id)).for('update'))[0],

    async resolveDispute(id: string, status: TDisputeStatus, resolvedById: string) {
      const [row] = await db
        .update(tutoringDisputes)
        .set({ status, resolvedById, resolvedAt: sql`now()` })
        .where(eq(tutoringDisputes.id, id))
        .returning();
      return row as TDisputeRow;
    },

    async listDisputes(query: { status?: TDisputeListStatus; limit: number; offset: number }) {
      const where =
        query.status === 'RESOLVED'
          ? ne(tutoringDisputes.status, 'OPEN')
          : query.status
            ? eq(tutoringDisputes.status, query.status)
            : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ dispute: tutoringDisputes, lesson: tutoringLessons, booking: tutoringBookings })
          .from(tutoringDisputes)
          .innerJoin(tutoringLessons, eq(tutoringLessons.id, tutoringDisputes.lessonId))
          .innerJoin(tutoringBookings, eq(tutoringBookings.id, tutoringLessons.bookingId))
          .where(where)
          .orderBy(desc(tutoringDisputes.createdAt), desc(tutoringDisputes.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ value: count() }).from(tutoringDisputes).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    findDisputeWithLesson: async (id: string) =>
      (
        await db
          .select({ dispute: tutoringDisputes, lesson: tutoringLessons, booking: tutoringBookings })
          .from(tutoringDisputes)
          .innerJoin(tutoringLessons, eq(tutoringLessons.id, tutoringDisputes.lessonId))
          .innerJoin(tutoringBookings, eq(tutoringBookings.id, tutoringLessons.bookingId))
          .where(eq(tutoringDisputes.id, id))
          .limit(1)
      )[0],

    // ---------- Files ----------

    lessonFiles: async (lessonIds: string[]) =>
      lessonIds.length
        ? db
            .select({
              lessonId: tutoringLessonFiles.lessonId,
              id: files.id,
              name: files.originalName,
              size: files.size,
              assign: files.assign,
              ownerId: files.ownerId,
            })
            .from(tutoringLessonFiles)
            .innerJoin(files, eq(files.id, tutoringLessonFiles.fileId))
            .where(inArray(tutoringLessonFiles.lessonId, lessonIds))
            .orderBy(asc(tutoringLessonFiles.createdAt))
        : [],

    findFile: async (id: string) => (await db.select().from(files).where(eq(files.id, id)).limit(1))[0],

    attachFile: (lessonId: string, fileId: string) =>
      db.insert(tutoringLessonFiles).values({ lessonId, fileId }).onConflictDoNothing(),

    // ---------- Calendar ----------

    /** The user's lessons (as student or teacher) overlapping [from, to), of bookings not cancelled. */
    calendarLessons: (userId: string, from: Date, to: Date) =>
      withBooking()
        .where(
          and(
            or(eq(tutoringBookings.studentId, userId), eq(tutoringBookings.teacherId, userId)),
            ne(tutoringBookings.status, 'cancelled'),
            eq(tutoringLessons.cancelled, false),
            lt(tutoringLessons.startsAt, to),
            gt(tutoringLessons.endsAt, from),
          ),
        )
        .orderBy(asc(tutoringLessons.startsAt)),

    /**
     * Lessons of paid bookings starting between `from` and `to` whose reminder of this kind was not sent. The day's
     * reminder only for a lesson booked at least `bookedAhead` before it starts (a lesson booked this evening for
     * tomorrow morning has its booking mail; a second mail an hour later says nothing new).
     */
    dueReminders: (kind: TLessonReminderKind, from: Date, to: Date, limit: number, bookedAheadMs = 0) =>
      withBooking()
        .where(
          and(
            eq(tutoringBookings.status, 'booked'),
            eq(tutoringLessons.cancelled, false),
            isNull(reminderColumn[kind]),
            gt(tutoringLessons.startsAt, from),
            lt(tutoringLessons.startsAt, to),
            ...(bookedAheadMs > 0
              ? [
                  sql`${tutoringLessons.createdAt} <= ${tutoringLessons.startsAt} - make_interval(secs => ${bookedAheadMs / 1000})`,
                ]
              : []),
          ),
        )
        .orderBy(asc(tutoringLessons.startsAt))
        .limit(limit),

    /**
     * Paid lessons that ended before `endedBefore` and were never confirmed by both nor paid out, with no open
     * dispute: the ones whose confirmation lapsed.
     */
    unconfirmedBefore: (endedBefore: Date, limit: number) =>
      withBooking()
        .where(
          and(
            eq(tutoringBookings.status, 'booked'),
            eq(tutoringLessons.cancelled, false),
            lt(tutoringLessons.endsAt, endedBefore),
            sql`${tutoringLessons.confirmation} is distinct from 'BOTH_CONFIRMED'`,
            sql`not exists (select 1 from tutoring_disputes d where d.lesson_id = ${tutoringLessons.id} and d.status = 'OPEN')`,
            sql`not exists (select 1 from teacher_earnings e where e.lesson_id = ${tutoringLessons.id})`,
          ),
        )
        .orderBy(asc(tutoringLessons.endsAt))
        .limit(limit),

    /** Marks a reminder of this kind sent; false when another node did it first. */
    async markReminded(lessonId: string, kind: TLessonReminderKind) {
      const column = reminderColumn[kind];
      const rows = await db
        .update(tutoringLessons)
        .set(kind === 'day' ? { dayReminderSentAt: sql`now()` } : { reminderSentAt: sql`now()` })
        .where(and(eq(tutoringLessons.id, lessonId), isNull(column)))
        .returning({ id: tutoringLessons.id });
      return rows.length > 0;
    },

    findFeedOwner: async (token: string) =>
      (await db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token)).limit(1))[0],

    findFeed: async (userId: string) =>
      (await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1))[0],

    async setFeed(userId: string, token: string) {
      await db
        .insert(calendarFeeds)
        .values({ userId, token })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: sql`now()` } });
    },

    deleteFeed: async (userId: string) =>
      (await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).returning()).length > 0,

    // ---------- Student–teacher links ----------

    findLink: async (id: string): Promise<TLinkRow | undefined> =>
      (await db.select().from(studentTeacherLinks).where(eq(studentTeacherLinks.id, id)).limit(1))[0],

    findPair: async (studentId: string, teacherId: string): Promise<TLinkRow | undefined> =>
      (
        await db
          .select()
          .from(studentTeacherLinks)
          .where(and(eq(studentTeacherLinks.studentId, studentId), eq(studentTeacherLinks.teacherId, teacherId)))
          .limit(1)
      )[0],

    /** Creates the pair's link, or brings an ended or rejected one back with `status`; a live one stays. */
    async upsertLink(studentId: string, teacherId: string, status: TStudentTeacherStatus) {
      const [row] = await db
        .insert(studentTeacherLinks)
        .values({ studentId, teacherId, status })
        .onConflictDoUpdate({
          target: [studentTeacherLinks.studentId, studentTeacherLinks.teacherId],
          set: { status, updatedAt: sql`now()` },
          setWhere: sql`${studentTeacherLinks.status} in ('REJECTED', 'ENDED') or (${studentTeacherLinks.status} = 'PENDING' and ${status} = 'ACCEPTED')`,
        })
        .returning();
      return row;
    },

    /** Moves a link from `from` to `to`; undefined when it was not in `from` any more. */
    async moveLink(id: string, from: TStudentTeacherStatus[], to: TStudentTeacherStatus) {
      const [row] = await db
        .update(studentTeacherLinks)
        .set({ status: to, updatedAt: sql`now()` })
        .where(and(eq(studentTeacherLinks.id, id), inArray(studentTeacherLinks.status, from)))
        .returning();
      return row;
    },

    async listLinks(query: { userId: string; as: 'student' | 'teacher'; limit: number; offset: number }) {
      const where =
        query.as === 'student'
          ? eq(studentTeacherLinks.studentId, query.userId)
          : eq(studentTeacherLinks.teacherId, query.userId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(studentTeacherLinks)
          .where(where)
          .orderBy(desc(studentTeacherLinks.updatedAt), desc(studentTeacherLinks.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ value: count() }).from(studentTeacherLinks).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    findUserRole: async (id: string) =>
      (await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, id)).limit(1))[0],

    adminIds: async () =>
      (await db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN'))).map((row) => row.id),
  };
}
export type TTutoringLessonsRepository = ReturnType<typeof createTutoringLessonsRepository>;
