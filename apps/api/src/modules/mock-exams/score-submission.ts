import { setImmediate as nextTurn } from 'node:timers/promises';
import type { TMockAnswer, TMockItem, TMockRequirementScore, TMockScore } from '@zadania/shared';
import { scoreAttempt, toPercent } from './scoring';

/** Gives the event loop a turn: whatever waits (other requests, timers, I/O) runs before the next item. */
export type TYieldToLoop = () => Promise<unknown>;

const yieldToLoop: TYieldToLoop = () => nextTurn();

/** Item scores of one paper added up as `scoreAttempt` adds them: totals, and requirements in order of appearance. */
function addUp(parts: readonly TMockScore[]): TMockScore {
  const byRequirement = new Map<string, TMockRequirementScore>();
  for (const part of parts)
    for (const requirement of part.byRequirement) {
      const key = `${requirement.system}:${requirement.code}`;
      const entry = byRequirement.get(key) ?? { ...requirement, points: 0, maxPoints: 0 };
      entry.points += requirement.points;
      entry.maxPoints += requirement.maxPoints;
      byRequirement.set(key, entry);
    }
  const sum = (of: (part: TMockScore) => number) => parts.reduce((total, part) => total + of(part), 0);
  const points = sum((part) => part.points);
  const maxPoints = sum((part) => part.maxPoints);
  return {
    points,
    maxPoints,
    percent: toPercent(points, maxPoints),
    selfAssessmentMaxPoints: sum((part) => part.selfAssessmentMaxPoints),
    items: parts.flatMap((part) => part.items),
    byRequirement: [...byRequirement.values()],
  };
}

/**
 * `scoreAttempt` for a submission, one item at a time with the event loop given a turn before each item: an open
 * item's steps go through the compute engine (tens of milliseconds each with long results), and a whole matura
 * paper scored in one go held the loop for over a second. The work per item is bounded by the contract (at most
 * `mockExamLimits.rubricStepsMax` steps, each result at most `answerMaxLength` characters), so no request waits
 * longer than one item's scoring. The result is `scoreAttempt`'s.
 */
export async function scoreSubmission(
  items: readonly TMockItem[],
  answers: readonly { position: number; answer: TMockAnswer }[],
  pause: TYieldToLoop = yieldToLoop,
): Promise<TMockScore> {
  const byPosition = new Map(answers.map((entry) => [entry.position, entry]));
  const parts: TMockScore[] = [];
  for (const item of items) {
    await pause();
    const entry = byPosition.get(item.position);
    parts.push(scoreAttempt([item], entry ? [entry] : []));
  }
  return addUp(parts);
}
