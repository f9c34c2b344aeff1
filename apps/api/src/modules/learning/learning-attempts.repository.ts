import type { TLearningAttemptKind } from '@zadania/shared';
import { and, count, desc, eq, gte, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { homeworks, learningAttempts } from '../../db/schema';

export type TLearningAttemptRow = typeof learningAttempts.$inferSelect;
export type TNewLearningAttempt = Omit<typeof learningAttempts.$inferInsert, 'id' | 'seq'>;

const newestFirst = [desc(learningAttempts.createdAt), desc(learningAttempts.id)];

/** All SQL of the attempt log: appending, a student's pages, their attempts at one item, the export. */
export function createLearningAttemptsRepository(db: TDb) {
  return {
    async insert(attempt: TNewLearningAttempt) {
      const [row] = await db.insert(learningAttempts).values(attempt).returning();
      return row as TLearningAttemptRow;
    },

    /** One page of a student's attempts, newest first; with `since`, only those from that moment on. */
    async page(userId: string, page: number, pageSize: number, since: Date | null = null) {
      const where = and(
        eq(learningAttempts.userId, userId),
        since ? gte(learningAttempts.createdAt, since) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(learningAttempts)
          .where(where)
          .orderBy(...newestFirst)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(learningAttempts).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    latestForItem: (userId: string, kind: TLearningAttemptKind, itemId: string, limit: number) =>
      db
        .select()
        .from(learningAttempts)
        .where(
          and(
            eq(learningAttempts.userId, userId),
            eq(learningAttempts.kind, kind),
            eq(learningAttempts.itemId, itemId),
          ),
        )
        .orderBy(...newestFirst)
        .limit(limit),

    /** The concepts of the tasks answered (a quiz's questions are tasks): what their attempts exercise. */
    async homeworkConceptIds(homeworkIds: readonly string[]) {
      if (homeworkIds.length === 0) return new Map<string, string[]>();
      const rows = await db
        .select({ id: homeworks.id, conceptIds: homeworks.conceptIds })
        .from(homeworks)
        .where(inArray(homeworks.id, [...homeworkIds]));
      return new Map(rows.map((row) => [row.id, row.conceptIds]));
    },

    /** Every attempt of the student, newest first (the data export). */
    listAll: (userId: string) =>
      db
        .select()
        .from(learningAttempts)
        .where(eq(learningAttempts.userId, userId))
        .orderBy(...newestFirst),
  };
}
export type TLearningAttemptsRepository = ReturnType<typeof createLearningAttemptsRepository>;
