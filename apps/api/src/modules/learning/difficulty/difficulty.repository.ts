import { and, eq, inArray, lt } from 'drizzle-orm';
import type { TDb } from '../../../db/client';
import { learningAttempts, learningItemRatings, learningStudentRatings } from '../../../db/schema';
import { newRating, type TEloRating } from './elo';

const asRating = (row: { rating: number; attempts: number } | undefined): TEloRating =>
  row ? { rating: row.rating, attempts: row.attempts } : newRating();

/** All SQL of the Elo ratings: whether an attempt is the student's first at the item, reading and saving ratings. */
export function createDifficultyRepository(db: TDb) {
  return {
    async isFirstAttempt(userId: string, itemId: string, seq: number) {
      const [earlier] = await db
        .select({ seq: learningAttempts.seq })
        .from(learningAttempts)
        .where(
          and(eq(learningAttempts.userId, userId), eq(learningAttempts.itemId, itemId), lt(learningAttempts.seq, seq)),
        )
        .limit(1);
      return earlier === undefined;
    },

    /** Both ratings, locked until the transaction ends (two students answering one task update it in turn). */
    async lockRatings(userId: string, itemId: string) {
      const start = newRating();
      await db
        .insert(learningStudentRatings)
        .values({ userId, ...start })
        .onConflictDoNothing();
      await db
        .insert(learningItemRatings)
        .values({ itemId, ...start })
        .onConflictDoNothing();
      const [student] = await db
        .select()
        .from(learningStudentRatings)
        .where(eq(learningStudentRatings.userId, userId))
        .for('update');
      const [item] = await db
        .select()
        .from(learningItemRatings)
        .where(eq(learningItemRatings.itemId, itemId))
        .for('update');
      return { student: asRating(student), item: asRating(item) };
    },

    async save(userId: string, itemId: string, ratings: { student: TEloRating; item: TEloRating }) {
      await db.update(learningStudentRatings).set(ratings.student).where(eq(learningStudentRatings.userId, userId));
      await db.update(learningItemRatings).set(ratings.item).where(eq(learningItemRatings.itemId, itemId));
    },

    async itemRating(itemId: string) {
      const [row] = await db.select().from(learningItemRatings).where(eq(learningItemRatings.itemId, itemId));
      return asRating(row);
    },

    async itemRatings(itemIds: readonly string[]) {
      if (itemIds.length === 0) return new Map<string, TEloRating>();
      const rows = await db
        .select()
        .from(learningItemRatings)
        .where(inArray(learningItemRatings.itemId, [...itemIds]));
      return new Map(rows.map((row) => [row.itemId, asRating(row)]));
    },

    async studentRating(userId: string) {
      const [row] = await db.select().from(learningStudentRatings).where(eq(learningStudentRatings.userId, userId));
      return asRating(row);
    },
  };
}
export type TDifficultyRepository = ReturnType<typeof createDifficultyRepository>;

/** Rounded for people: the rating a task page shows. */
export const shownRating = ({ rating, attempts }: TEloRating) => ({ rating: Math.round(rating), attempts });
