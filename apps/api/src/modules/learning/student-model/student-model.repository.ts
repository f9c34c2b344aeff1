import { and, asc, eq, getTableColumns, gt, gte, inArray, sql } from 'drizzle-orm';
import type { State } from 'ts-fsrs';
import type { TDb } from '../../../db/client';
import { learningAttempts, learningConceptStates, mathConcepts } from '../../../db/schema';
import { masteryState, type TConceptMemory } from './concept-memory';

type TStateRow = typeof learningConceptStates.$inferSelect;

export const memoryFromRow = (row: TStateRow): TConceptMemory => ({
  card: {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.fsrsState as State,
    ...(row.lastReview ? { last_review: row.lastReview } : {}),
  },
  attempts: row.attempts,
  correct: row.correct,
  wrongStreak: row.wrongStreak,
  lastAnswerCorrect: row.lastAnswerCorrect,
  lastAttemptAt: row.lastAttemptAt,
  lastCorrectAt: row.lastCorrectAt,
  correctDays: row.correctDays,
  spacedRetrieval: row.spacedRetrieval,
});

export const rowFromMemory = (
  userId: string,
  conceptId: string,
  memory: TConceptMemory,
  appliedSeq: number,
): TStateRow => ({
  userId,
  conceptId,
  state: masteryState(memory),
  due: memory.card.due,
  stability: memory.card.stability,
  difficulty: memory.card.difficulty,
  fsrsState: memory.card.state,
  elapsedDays: memory.card.elapsed_days,
  scheduledDays: memory.card.scheduled_days,
  learningSteps: memory.card.learning_steps,
  reps: memory.card.reps,
  lapses: memory.card.lapses,
  lastReview: memory.card.last_review ?? null,
  attempts: memory.attempts,
  correct: memory.correct,
  wrongStreak: memory.wrongStreak,
  lastAnswerCorrect: memory.lastAnswerCorrect,
  lastAttemptAt: memory.lastAttemptAt,
  lastCorrectAt: memory.lastCorrectAt,
  correctDays: memory.correctDays,
  spacedRetrieval: memory.spacedRetrieval,
  appliedSeq,
});

/** An upsert's `set`: every column but the key takes the value the insert proposed. */
const everyColumnButKey = Object.fromEntries(
  Object.entries(getTableColumns(learningConceptStates))
    .filter(([key]) => key !== 'userId' && key !== 'conceptId')
    .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
);

/** All SQL of the student model: the student's lock, the memories of some concepts, saving them, the map, the replay. */
export function createStudentModelRepository(db: TDb) {
  return {
    /**
     * Holds the student's attempts in one order until the transaction ends: two tabs answering at once append and
     * apply one after the other, so the log's order (seq) is the order the model saw.
     */
    async lockStudent(userId: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`learning:${userId}`}, 0))`);
    },

    async memories(userId: string, conceptIds: readonly string[]) {
      if (conceptIds.length === 0) return new Map<string, TConceptMemory>();
      const rows = await db
        .select()
        .from(learningConceptStates)
        .where(
          and(eq(learningConceptStates.userId, userId), inArray(learningConceptStates.conceptId, [...conceptIds])),
        );
      return new Map(rows.map((row) => [row.conceptId, memoryFromRow(row)]));
    },

    async save(rows: TStateRow[]) {
      if (rows.length === 0) return;
      await db
        .insert(learningConceptStates)
        .values(rows)
        .onConflictDoUpdate({
          target: [learningConceptStates.userId, learningConceptStates.conceptId],
          set: everyColumnButKey,
        });
    },

    /** The concepts the student has met that still exist, the soonest due first. */
    listWithConcepts: (userId: string) =>
      db
        .select({ row: learningConceptStates, slug: mathConcepts.slug, name: mathConcepts.name })
        .from(learningConceptStates)
        .innerJoin(mathConcepts, eq(mathConcepts.id, learningConceptStates.conceptId))
        .where(eq(learningConceptStates.userId, userId))
        .orderBy(asc(learningConceptStates.due), asc(mathConcepts.name)),

    listStates: (userId: string) =>
      db
        .select()
        .from(learningConceptStates)
        .where(eq(learningConceptStates.userId, userId))
        .orderBy(asc(learningConceptStates.conceptId)),

    /** The concepts of some ids that still exist, with their slugs and names. */
    conceptNames: (conceptIds: readonly string[]) =>
      conceptIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: mathConcepts.id, slug: mathConcepts.slug, name: mathConcepts.name })
            .from(mathConcepts)
            .where(inArray(mathConcepts.id, [...conceptIds])),

    /** The student's attempts made at or after `since`, in the log's order. */
    attemptsSince: (userId: string, since: Date) =>
      db
        .select({
          seq: learningAttempts.seq,
          conceptIds: learningAttempts.conceptIds,
          correct: learningAttempts.correct,
          createdAt: learningAttempts.createdAt,
        })
        .from(learningAttempts)
        .where(and(eq(learningAttempts.userId, userId), gte(learningAttempts.createdAt, since)))
        .orderBy(asc(learningAttempts.seq)),

    /** The student's log in the order it was applied, from after `afterSeq`. */
    attemptsInOrder: (userId: string, afterSeq = 0) =>
      db
        .select({
          seq: learningAttempts.seq,
          conceptIds: learningAttempts.conceptIds,
          correct: learningAttempts.correct,
          createdAt: learningAttempts.createdAt,
        })
        .from(learningAttempts)
        .where(and(eq(learningAttempts.userId, userId), gt(learningAttempts.seq, afterSeq)))
        .orderBy(asc(learningAttempts.seq)),

    async replaceStates(userId: string, rows: TStateRow[]) {
      await db.delete(learningConceptStates).where(eq(learningConceptStates.userId, userId));
      await this.save(rows);
    },

    /** Every student with an attempt: what a full rebuild walks through. */
    async studentsWithAttempts() {
      const rows = await db.selectDistinct({ userId: learningAttempts.userId }).from(learningAttempts);
      return rows.map((row) => row.userId);
    },
  };
}
export type TStudentModelRepository = ReturnType<typeof createStudentModelRepository>;
