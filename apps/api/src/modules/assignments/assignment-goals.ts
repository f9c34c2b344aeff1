import { assignmentLimits, masteryStates, type TGoalLevel, type TMasteryState } from '@zadania/shared';
import { and, arrayOverlaps, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { learningAttempts, learningConceptStates, mathConcepts } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import type { TScoredCell } from './assignment-results';

/** A goal's concepts as they were resolved when it was set. */
export type TGoalConcepts = { conceptIds: string[]; names: string[]; requirements: string[] };

/** Where a pupil stands on one goal: each concept's state now, and their attempts at its concepts since the start. */
export type TGoalScore = { states: Map<string, TMasteryState>; reached: number; attempts: number };

const rank = (state: TMasteryState) => masteryStates.indexOf(state);
export const reachesLevel = (state: TMasteryState, level: TGoalLevel) => rank(state) >= rank(level);

/**
 * The concepts of a goal: those named, and every concept carrying one of the requirement keys; null when none is
 * found or a named one does not exist. At most `maxGoalConcepts` (the caller refuses more).
 */
export async function resolveGoalConcepts(
  db: TDb,
  input: { conceptIds: readonly string[]; requirements: readonly string[] },
): Promise<TGoalConcepts | null> {
  const named =
    input.conceptIds.length === 0
      ? []
      : await db
          .select({ id: mathConcepts.id, name: mathConcepts.name, requirements: mathConcepts.requirements })
          .from(mathConcepts)
          .where(inArray(mathConcepts.id, [...new Set(input.conceptIds)]));
  if (named.length !== new Set(input.conceptIds).size) return null;
  const byRequirement =
    input.requirements.length === 0
      ? []
      : await db
          .select({ id: mathConcepts.id, name: mathConcepts.name, requirements: mathConcepts.requirements })
          .from(mathConcepts)
          .where(arrayOverlaps(mathConcepts.requirements, [...input.requirements]))
          .orderBy(mathConcepts.name)
          .limit(assignmentLimits.maxGoalConcepts + 1);
  const concepts = [...new Map([...named, ...byRequirement].map((concept) => [concept.id, concept])).values()];
  if (concepts.length === 0) return null;
  return {
    conceptIds: concepts.map((concept) => concept.id),
    names: concepts.map((concept) => concept.name),
    requirements: [...new Set([...input.requirements, ...concepts.flatMap((concept) => concept.requirements)])],
  };
}

/** The title of a goal item: 'Cel: opanuj Procenty, Ułamki' (shortened past 80 characters). */
export function goalTitle(names: readonly string[], level: TGoalLevel) {
  const title = `${level === 'mastered' ? 'Cel: opanuj' : 'Cel: utrwal'} ${names.join(', ')}`;
  return title.length > 80 ? `${title.slice(0, 79)}…` : title;
}

/**
 * Where each pupil stands on the goals' concepts: the student model's state of each concept now (a concept never
 * met is `new`) and their attempts at any of them since `since`.
 */
export async function goalScores(
  db: TDb,
  goals: readonly { key: string; userId: string; conceptIds: readonly string[]; level: TGoalLevel; since: Date }[],
) {
  const scores = new Map<string, TGoalScore>();
  if (goals.length === 0) return scores;
  const userIds = [...new Set(goals.map((goal) => goal.userId))];
  const conceptIds = [...new Set(goals.flatMap((goal) => goal.conceptIds))];
  const rows = await db
    .select({
      userId: learningConceptStates.userId,
      conceptId: learningConceptStates.conceptId,
      state: learningConceptStates.state,
    })
    .from(learningConceptStates)
    .where(and(inArray(learningConceptStates.userId, userIds), inArray(learningConceptStates.conceptId, conceptIds)));
  const stateOf = new Map(rows.map((row) => [`${row.userId}:${row.conceptId}`, row.state]));
  // Attempts at each goal's concepts since its start: one query for every goal (a class's results ask for 35).
  const counted = await db.execute(sql`
    select g.key, count(a.id)::int as attempts
    from jsonb_to_recordset(${JSON.stringify(
      goals.map((goal) => ({ key: goal.key, user_id: goal.userId, concept_ids: goal.conceptIds, since: goal.since })),
    )}::jsonb) as g(key text, user_id uuid, concept_ids uuid[], since timestamptz)
    left join ${learningAttempts} a
      on a.user_id = g.user_id and a.created_at >= g.since and a.concept_ids && g.concept_ids
    group by g.key`);
  const attemptsOf = new Map(rowsOf<{ key: string; attempts: number }>(counted).map((row) => [row.key, row.attempts]));
  for (const goal of goals) {
    const states = new Map(
      goal.conceptIds.map((conceptId) => [conceptId, stateOf.get(`${goal.userId}:${conceptId}`) ?? ('new' as const)]),
    );
    scores.set(goal.key, {
      states,
      reached: [...states.values()].filter((state) => reachesLevel(state, goal.level)).length,
      attempts: Number(attemptsOf.get(goal.key) ?? 0),
    });
  }
  return scores;
}

/** A goal's results cell: a point for each concept at the level. */
export const goalResultCell = (score: TGoalScore): TScoredCell => ({
  points: score.reached,
  attempts: score.attempts,
  late: false,
  timeMs: null,
});
