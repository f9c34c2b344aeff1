import type { TLearningGoal, TLearningLevel, TProfileLevel } from '@zadania/shared';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { TDb } from '../../../db/client';
import { classes, classMembers, learningProfiles } from '../../../db/schema';

export type TLearningProfileRow = {
  level: TLearningLevel | null;
  schoolLevel: TProfileLevel | null;
  goal: TLearningGoal | null;
  examYear: number | null;
  skippedAt: Date | null;
  diagnosticSessionId: string | null;
};

/** Who each student is and the level they practise up to (issues 57, 59): one row per student who chose or skipped. */
export function createLearningLevelRepository(db: TDb) {
  const upsert = (userId: string, set: Partial<typeof learningProfiles.$inferInsert> & { updatedAt: Date }) =>
    db
      .insert(learningProfiles)
      .values({ userId, ...set })
      .onConflictDoUpdate({ target: learningProfiles.userId, set });

  async function findProfile(userId: string): Promise<TLearningProfileRow | undefined> {
    const [row] = await db
      .select({
        level: learningProfiles.level,
        schoolLevel: learningProfiles.schoolLevel,
        goal: learningProfiles.goal,
        examYear: learningProfiles.examYear,
        skippedAt: learningProfiles.skippedAt,
        diagnosticSessionId: learningProfiles.diagnosticSessionId,
      })
      .from(learningProfiles)
      .where(eq(learningProfiles.userId, userId));
    return row;
  }

  return {
    findProfile,

    /** The school year of the live primary-school class (SP4–SP8) the pupil joined last, if any. */
    async primaryClassLevel(userId: string): Promise<TProfileLevel | null> {
      const [row] = await db
        .select({ level: classes.level })
        .from(classMembers)
        .innerJoin(classes, eq(classes.id, classMembers.classId))
        .where(
          and(
            eq(classMembers.userId, userId),
            eq(classMembers.status, 'ACTIVE'),
            isNull(classMembers.leftAt),
            isNull(classes.archivedAt),
            inArray(classes.level, ['SP4', 'SP5', 'SP6', 'SP7', 'SP8']),
          ),
        )
        .orderBy(desc(classMembers.joinedAt))
        .limit(1);
      return (row?.level as TProfileLevel | undefined) ?? null;
    },

    async find(userId: string): Promise<TLearningLevel | null> {
      return (await findProfile(userId))?.level ?? null;
    },

    /** The level alone (PUT /learn/level): the school year and goal it no longer follows from are forgotten. */
    async save(userId: string, level: TLearningLevel, at: Date) {
      await upsert(userId, { level, schoolLevel: null, goal: null, examYear: null, updatedAt: at });
    },

    async saveProfile(
      userId: string,
      profile: { level: TLearningLevel; schoolLevel: TProfileLevel; goal: TLearningGoal; examYear: number | null },
      at: Date,
    ) {
      await upsert(userId, { ...profile, updatedAt: at });
    },

    async skip(userId: string, at: Date) {
      await upsert(userId, { skippedAt: at, updatedAt: at });
    },

    async saveDiagnostic(userId: string, sessionId: string, at: Date) {
      await upsert(userId, { diagnosticSessionId: sessionId, updatedAt: at });
    },
  };
}
export type TLearningLevelRepository = ReturnType<typeof createLearningLevelRepository>;
