import type { TLearningLevel } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../../db/client';
import { learningProfiles } from '../../../db/schema';

/** The level each student chose to practise up to (issue 57): one row per student who has chosen. */
export function createLearningLevelRepository(db: TDb) {
  return {
    async find(userId: string): Promise<TLearningLevel | null> {
      const [row] = await db
        .select({ level: learningProfiles.level })
        .from(learningProfiles)
        .where(eq(learningProfiles.userId, userId));
      return row?.level ?? null;
    },

    async save(userId: string, level: TLearningLevel, at: Date) {
      await db
        .insert(learningProfiles)
        .values({ userId, level, updatedAt: at })
        .onConflictDoUpdate({ target: learningProfiles.userId, set: { level, updatedAt: at } });
    },
  };
}
export type TLearningLevelRepository = ReturnType<typeof createLearningLevelRepository>;
