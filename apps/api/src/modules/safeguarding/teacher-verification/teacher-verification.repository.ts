import { and, asc, desc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../../db/client';
import { files, safeguardingAudit, teacherVerifications, users } from '../../../db/schema';

export type TVerificationRow = typeof teacherVerifications.$inferSelect;
type TNewVerificationRow = typeof teacherVerifications.$inferInsert;

const deciders = alias(users, 'deciders');

/** All SQL of teacher verification (issue 72): the applications, the teacher's verified date, the audit. */
export function createTeacherVerificationRepository(db: TDb) {
  const withPeople = () =>
    db
      .select({
        verification: teacherVerifications,
        teacher: { id: users.id, username: users.username, displayName: users.displayName, email: users.email },
        document: { id: files.id, name: files.originalName },
        decidedBy: { id: deciders.id, username: deciders.username },
      })
      .from(teacherVerifications)
      .innerJoin(users, eq(users.id, teacherVerifications.teacherId))
      .leftJoin(files, eq(files.id, teacherVerifications.documentFileId))
      .leftJoin(deciders, eq(deciders.id, teacherVerifications.decidedById))
      .$dynamic();

  return {
    /** `users.teacher_verified_until` of a TEACHER (null for anybody else or never verified). */
    async verifiedUntilOf(userId: string): Promise<Date | null> {
      const [row] = await db
        .select({ until: users.teacherVerifiedUntil })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.role, 'TEACHER')));
      return row?.until ?? null;
    },

    /** The user's file of that id (owner and kind, for the application's check), locked for the transaction. */
    async lockFile(fileId: string) {
      const [row] = await db
        .select({ id: files.id, ownerId: files.ownerId, assign: files.assign })
        .from(files)
        .where(eq(files.id, fileId))
        .for('update');
      return row;
    },

    async insert(values: TNewVerificationRow) {
      const [row] = await db.insert(teacherVerifications).values(values).returning();
      return row as TVerificationRow;
    },

    /** The teacher's applications, newest first, with the document's name while it is kept. */
    latestOf: async (teacherId: string) =>
      (
        await withPeople()
          .where(eq(teacherVerifications.teacherId, teacherId))
          .orderBy(desc(teacherVerifications.createdAt))
          .limit(1)
      )[0],

    hasPending: async (teacherId: string) =>
      (
        await db
          .select({ id: teacherVerifications.id })
          .from(teacherVerifications)
          .where(and(eq(teacherVerifications.teacherId, teacherId), eq(teacherVerifications.status, 'PENDING')))
          .limit(1)
      ).length > 0,

    findOne: async (id: string) => (await withPeople().where(eq(teacherVerifications.id, id)))[0],

    /** The ADMIN's queue: PENDING oldest first, then the decided ones, newest decision first. */
    queue: (limit: number) =>
      withPeople()
        .orderBy(
          sql`case when ${teacherVerifications.status} = 'PENDING' then 0 else 1 end`,
          sql`case when ${teacherVerifications.status} = 'PENDING' then ${teacherVerifications.createdAt} end asc`,
          desc(teacherVerifications.decidedAt),
          asc(teacherVerifications.id),
        )
        .limit(limit),

    countPending: async () =>
      (
        await db
          .select({ value: sql<number>`count(*)::int` })
          .from(teacherVerifications)
          .where(eq(teacherVerifications.status, 'PENDING'))
      )[0]?.value ?? 0,

    /**
     * The decision, only while the application is PENDING (two ADMINs racing: one row updated, the other none).
     * Answers the decided row, or undefined when it was not PENDING.
     */
    async decide(
      id: string,
      values: Pick<TVerificationRow, 'status' | 'decidedById' | 'decidedAt' | 'checklist'> &
        Partial<Pick<TVerificationRow, 'refusalReason' | 'verifiedUntil'>>,
    ) {
      const [row] = await db
        .update(teacherVerifications)
        .set(values)
        .where(and(eq(teacherVerifications.id, id), eq(teacherVerifications.status, 'PENDING')))
        .returning();
      return row;
    },

    async setVerifiedUntil(teacherId: string, until: Date) {
      await db.update(users).set({ teacherVerifiedUntil: until }).where(eq(users.id, teacherId));
    },

    async audit(values: typeof safeguardingAudit.$inferInsert) {
      await db.insert(safeguardingAudit).values(values);
    },

    /** Decided applications whose document is still kept though decided before `before`. */
    documentsDue: (before: Date, limit: number) =>
      db
        .select({ id: teacherVerifications.id, documentFileId: teacherVerifications.documentFileId })
        .from(teacherVerifications)
        .where(
          and(
            isNotNull(teacherVerifications.decidedAt),
            lte(teacherVerifications.decidedAt, before),
            isNull(teacherVerifications.documentDeletedAt),
          ),
        )
        .limit(limit),

    /** Claims the document's deletion (once): true when this call marked it. */
    async markDocumentDeleted(id: string, at: Date) {
      const rows = await db
        .update(teacherVerifications)
        .set({ documentDeletedAt: at })
        .where(and(eq(teacherVerifications.id, id), isNull(teacherVerifications.documentDeletedAt)))
        .returning({ id: teacherVerifications.id });
      return rows.length > 0;
    },

    /**
     * APPROVED applications that are the teacher's current verification (its end is users.teacher_verified_until)
     * ending within the reminder window and not reminded yet.
     */
    renewalsDue: (now: Date, windowEnd: Date, limit: number) =>
      db
        .select({
          id: teacherVerifications.id,
          teacherId: teacherVerifications.teacherId,
          verifiedUntil: teacherVerifications.verifiedUntil,
        })
        .from(teacherVerifications)
        .innerJoin(users, eq(users.id, teacherVerifications.teacherId))
        .where(
          and(
            eq(teacherVerifications.status, 'APPROVED'),
            isNull(teacherVerifications.renewalRemindedAt),
            gt(teacherVerifications.verifiedUntil, now),
            lte(teacherVerifications.verifiedUntil, windowEnd),
            eq(users.teacherVerifiedUntil, teacherVerifications.verifiedUntil),
          ),
        )
        .limit(limit),

    /** Claims the renewal reminder (once): true when this call marked it. */
    async markReminded(id: string, at: Date) {
      const rows = await db
        .update(teacherVerifications)
        .set({ renewalRemindedAt: at })
        .where(and(eq(teacherVerifications.id, id), isNull(teacherVerifications.renewalRemindedAt)))
        .returning({ id: teacherVerifications.id });
      return rows.length > 0;
    },

    emailOf: async (userId: string) =>
      (await db.select({ email: users.email, username: users.username }).from(users).where(eq(users.id, userId)))[0],
  };
}
export type TTeacherVerificationRepository = ReturnType<typeof createTeacherVerificationRepository>;
