import { and, desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { homeworkAnswerAttempts } from '../../db/schema';

/** All SQL of checked answers: the student's history on a task. */
export function createAnswerAttemptsRepository(db: TDb) {
  return {
    async insert(attempt: { homeworkId: string; userId: string; answer: string; correct: boolean }) {
      const [row] = await db.insert(homeworkAnswerAttempts).values(attempt).returning();
      return row as typeof homeworkAnswerAttempts.$inferSelect;
    },

    latest: (userId: string, homeworkId: string, limit: number) =>
      db
        .select()
        .from(homeworkAnswerAttempts)
        .where(and(eq(homeworkAnswerAttempts.userId, userId), eq(homeworkAnswerAttempts.homeworkId, homeworkId)))
        .orderBy(desc(homeworkAnswerAttempts.createdAt), desc(homeworkAnswerAttempts.id))
        .limit(limit),
  };
}
export type TAnswerAttemptsRepository = ReturnType<typeof createAnswerAttemptsRepository>;
