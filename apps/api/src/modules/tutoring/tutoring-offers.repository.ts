import type { TSchoolLevel, TSubject } from '@zadania/shared';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { tutoringLessonOptions, tutoringOffers, tutoringPackages, users } from '../../db/schema';
import { personColumns } from '../../lib/sql-people';
import { userRatingColumns } from '../ratings/ratings.repository';
import { verifiedTeacherWhere } from '../safeguarding/teacher-verification/teacher-verification.gate';
import { avatarColumns } from '../users/avatar';

export type TOfferRow = typeof tutoringOffers.$inferSelect;
export type TLessonOptionRow = typeof tutoringLessonOptions.$inferSelect;
export type TPackageRow = typeof tutoringPackages.$inferSelect;

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

/** The two price lists of an offer: lesson options and packages, each row archived rather than deleted. */
type TPriceListTable = typeof tutoringLessonOptions | typeof tutoringPackages;

/** Archives the teacher's current rows of a price list not in `keepIds` (bookings keep pointing at them). */
async function archiveExcept(db: TDb, table: TPriceListTable, teacherId: string, keepIds: string[]) {
  const conditions: SQL[] = [eq(table.teacherId, teacherId), isNull(table.archivedAt)];
  if (keepIds.length) conditions.push(notInArray(table.id, keepIds));
  await db
    .update(table)
    .set({ archivedAt: sql`now()` })
    .where(and(...conditions));
}

/** The row `id` of a price list, while it is the teacher's and current. */
const currentRow = (table: TPriceListTable, teacherId: string, id: string) =>
  and(eq(table.id, id), eq(table.teacherId, teacherId), isNull(table.archivedAt));

/** The SQL of a teacher's offer: the offer row, its lesson options and packages, and the search of offers. */
export function createTutoringOffersRepository(db: TDb) {
  return {
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

    /** Takes the teacher's offer out of the search (an ADMIN's block, issue 72): whether it was published. */
    async hideOffer(teacherId: string): Promise<boolean> {
      const rows = await db
        .update(tutoringOffers)
        .set({ enabled: false, updatedAt: sql`now()` })
        .where(and(eq(tutoringOffers.teacherId, teacherId), eq(tutoringOffers.enabled, true)))
        .returning({ teacherId: tutoringOffers.teacherId });
      return rows.length > 0;
    },

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
    archiveOptionsExcept: (teacherId: string, keepIds: string[]) =>
      archiveExcept(db, tutoringLessonOptions, teacherId, keepIds),

    async updateOption(
      teacherId: string,
      id: string,
      values: { durationMinutes: number; priceGross: number; position: number },
    ) {
      const rows = await db
        .update(tutoringLessonOptions)
        .set(values)
        .where(currentRow(tutoringLessonOptions, teacherId, id))
        .returning({ id: tutoringLessonOptions.id });
      return rows.length > 0;
    },

    insertOption: async (
      teacherId: string,
      values: { durationMinutes: number; priceGross: number; position: number },
    ) => db.insert(tutoringLessonOptions).values({ teacherId, ...values }),

    archivePackagesExcept: (teacherId: string, keepIds: string[]) =>
      archiveExcept(db, tutoringPackages, teacherId, keepIds),

    async updatePackage(teacherId: string, id: string, values: { lessonCount: number; discountPercent: number }) {
      const rows = await db
        .update(tutoringPackages)
        .set(values)
        .where(currentRow(tutoringPackages, teacherId, id))
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
            teacherVerifiedUntil: users.teacherVerifiedUntil,
            ...userRatingColumns,
          })
          .from(users)
          .where(eq(users.id, id))
          .limit(1)
      )[0],

    /**
     * Enabled offers of verified teachers (issue 72: an unverified teacher's offer is not published) matching the
     * filters, with the teacher's public fields and rating.
     */
    async searchOffers(query: {
      subject?: TSubject;
      level?: TSchoolLevel;
      maxPrice?: number;
      minRating?: number;
      sort: 'rating:DESC' | 'price:ASC' | 'price:DESC';
      limit: number;
      offset: number;
      now: Date;
    }) {
      const conditions: SQL[] = [
        eq(tutoringOffers.enabled, true),
        eq(users.role, 'TEACHER'),
        verifiedTeacherWhere(query.now),
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
              ...userRatingColumns,
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
  };
}
