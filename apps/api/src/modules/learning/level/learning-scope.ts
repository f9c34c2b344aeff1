import {
  defaultLearningLevel,
  profileStages,
  type TCurriculumStage,
  type TLearningLevel,
  type TProfileLevel,
} from '@zadania/shared';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client';
import { rowsOf } from '../../../lib/sql-rows';
import { createLearningLevelRepository } from './learning-level.repository';

/**
 * What practice keeps to (issues 57, 59): no item above `ceiling`; and for a pupil of klasy 4–8, only concepts of
 * the curriculum's stages of their school year (`concepts`; null: no limit by concept).
 */
export type TLearningScope = { ceiling: TLearningLevel; concepts: ReadonlySet<string> | null };

/** A requirement key names its stage: 'PP2017:SP7-8.VIII' is of SP7-8. */
const stageOf = (requirementKey: string) => requirementKey.split(':').at(-1)?.split('.')[0] ?? '';

/** The concepts that serve a requirement of one of the stages. */
async function conceptsOfStages(db: TDb, stages: readonly TCurriculumStage[]) {
  const result = await db.execute(
    sql`select id::text as id, requirements from math_concepts where cardinality(requirements) > 0`,
  );
  const rows = rowsOf<{ id: string; requirements: string[] }>(result);
  const allowed = new Set<string>(stages);
  return new Set(rows.filter((row) => row.requirements.some((key) => allowed.has(stageOf(key)))).map((row) => row.id));
}

export async function loadLearningScope(
  db: TDb,
  userId: string,
): Promise<TLearningScope & { schoolLevel: TProfileLevel | null }> {
  const profile = await createLearningLevelRepository(db).findProfile(userId);
  const schoolLevel = profile?.schoolLevel ?? null;
  const stages = profileStages(schoolLevel);
  return {
    ceiling: profile?.level ?? defaultLearningLevel,
    concepts: stages ? await conceptsOfStages(db, stages) : null,
    schoolLevel,
  };
}

/** Whether a generator's requirements (codes such as 'SP4-6.V') all lie in the stages; null: any stage will do. */
export const isOfStages = (requirementCodes: readonly string[], stages: readonly TCurriculumStage[] | null) =>
  stages === null ||
  (requirementCodes.length > 0 && requirementCodes.every((code) => stages.includes(stageOf(code) as TCurriculumStage)));
