import {
  classMasteryWeeks,
  parseRequirementKey,
  requirementFitsLevel,
  requirementText,
  type TClassLevel,
  type TClassMastery,
} from '@zadania/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { classMembers, learningAttempts, mathConcepts } from '../../db/schema';
import { dayInPoland, masteryState } from '../learning/student-model/concept-memory';
import { applyAttempts, type TModelAttempt, type TModelMemories } from '../learning/student-model/replay';

const weekMs = 7 * 86_400_000;

/** The instants the history is read at: now and a week apart back to the class's creation, oldest first. */
export function historyInstants(createdAt: Date, at: Date, weeks = classMasteryWeeks): Date[] {
  const instants: Date[] = [];
  for (let back = weeks - 1; back >= 0; back -= 1) {
    const instant = new Date(at.getTime() - back * weekMs);
    if (back === 0 || instant >= createdAt) instants.push(instant);
  }
  return instants;
}

/**
 * Which requirements a pupil has mastered at one moment: for each requirement, whether they have met some concept
 * carrying it and whether every such concept they met is mastered.
 */
function requirementStates(memories: TModelMemories, requirementsOf: ReadonlyMap<string, readonly string[]>) {
  const states = new Map<string, boolean>();
  for (const [conceptId, { memory }] of memories) {
    const mastered = masteryState(memory) === 'mastered';
    for (const key of requirementsOf.get(conceptId) ?? []) states.set(key, (states.get(key) ?? true) && mastered);
  }
  return states;
}

/**
 * Per requirement, how many of the class's active pupils have mastered it now and at the end of each of the last
 * weeks: each pupil's attempts since joining the class replayed through the student model (the same path as the
 * live model), so nothing a pupil did before joining counts, and a pupil counted only from their joining. The smallest share mastered first.
 */
export async function classMastery(
  db: TDb,
  classRow: { id: string; createdAt: Date; level: TClassLevel },
  at: Date,
): Promise<TClassMastery> {
  const pupils = await db
    .select({ userId: classMembers.userId, joinedAt: classMembers.joinedAt })
    .from(classMembers)
    .where(and(eq(classMembers.classId, classRow.id), eq(classMembers.status, 'ACTIVE'), isNull(classMembers.leftAt)));
  const instants = historyInstants(classRow.createdAt, at);
  const weeks = instants.map(dayInPoland);
  if (pupils.length === 0) return { pupilCount: 0, weeks, requirements: [] };

  const attempts = await db
    .select({
      userId: learningAttempts.userId,
      seq: learningAttempts.seq,
      conceptIds: learningAttempts.conceptIds,
      correct: learningAttempts.correct,
      createdAt: learningAttempts.createdAt,
    })
    .from(learningAttempts)
    .where(
      and(
        inArray(
          learningAttempts.userId,
          pupils.map((pupil) => pupil.userId),
        ),
        sql`cardinality(${learningAttempts.conceptIds}) > 0`,
      ),
    )
    .orderBy(asc(learningAttempts.userId), asc(learningAttempts.seq));
  const conceptIds = [...new Set(attempts.flatMap((attempt) => attempt.conceptIds))];
  const concepts =
    conceptIds.length === 0
      ? []
      : await db
          .select({ id: mathConcepts.id, requirements: mathConcepts.requirements })
          .from(mathConcepts)
          .where(inArray(mathConcepts.id, conceptIds));
  const requirementsOf = new Map(concepts.map((concept) => [concept.id, concept.requirements]));

  const byPupil = new Map<string, TModelAttempt[]>();
  for (const attempt of attempts) {
    const list = byPupil.get(attempt.userId) ?? [];
    list.push(attempt);
    byPupil.set(attempt.userId, list);
  }
  const totals = new Map<string, { met: number; history: number[] }>();
  const totalOf = (key: string) => {
    let total = totals.get(key);
    if (!total) {
      total = { met: 0, history: instants.map(() => 0) };
      totals.set(key, total);
    }
    return total;
  };
  for (const pupil of pupils) {
    // Only the work since joining: what the pupil mastered before is not the class's to see or count.
    const joinedAt = pupil.joinedAt;
    const log = joinedAt ? (byPupil.get(pupil.userId) ?? []).filter((attempt) => attempt.createdAt >= joinedAt) : [];
    const memories: TModelMemories = new Map();
    let next = 0;
    let states = new Map<string, boolean>();
    for (const [index, instant] of instants.entries()) {
      const upTo = log.findIndex((attempt, position) => position >= next && attempt.createdAt > instant);
      const end = upTo === -1 ? log.length : upTo;
      applyAttempts(memories, log.slice(next, end));
      next = end;
      states = requirementStates(memories, requirementsOf);
      if (!pupil.joinedAt || pupil.joinedAt > instant) continue;
      for (const [key, mastered] of states) if (mastered) totalOf(key).history[index]! += 1;
    }
    for (const key of states.keys()) totalOf(key).met += 1;
  }

  const requirements = [...totals].flatMap(([key, total]) => {
    const ref = parseRequirementKey(key);
    return ref && total.met > 0 && requirementFitsLevel(ref.code, classRow.level)
      ? [
          {
            ...ref,
            text: requirementText(ref.system, ref.code),
            met: total.met,
            mastered: total.history.at(-1) ?? 0,
            history: total.history,
          },
        ]
      : [];
  });
  requirements.sort(
    (a, b) => a.mastered / a.met - b.mastered / b.met || b.met - a.met || a.code.localeCompare(b.code, 'pl'),
  );
  return { pupilCount: pupils.length, weeks, requirements };
}
