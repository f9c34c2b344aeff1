import type { TAnswerKey } from '@zadania/shared';
import { isAnswerCorrect } from '../../answer-checking/answer-equality';
import type { TVariantDraft } from '../generator.types';
import { checkSteps, isNumberStep } from './check-solution-steps';
import { holdsAt, SAMPLE_POINTS } from './evaluate';
import { isInRanges, readAnswerRanges, type TRange } from './read-answer';
import { parsePart, splitChain } from './read-steps';
import { fail, ok, type TVerdict } from './verdict';

/** Distance from an interval's end at which a point is surely inside or outside it. */
const NEAR = 1 / 97;

/** An inequality step (or `x \in …`) whose solution set is the answer's. */
function checkInequalityStep(latex: string, variable: string, answer: TAnswerKey, ranges: TRange[]): TVerdict {
  if (/\\in(?![a-zA-Z])/.test(latex)) return isAnswerCorrect(answer, latex) ? ok : fail(`interval differs: ${latex}`);
  const chain = splitChain(latex);
  if (chain.parts.length !== 2) return fail(`not one inequality: ${latex}`);
  const [left, right] = chain.parts.map((part) => parsePart(part, false));
  const relation = chain.relations[0]!;
  if (!left || !right) return fail(`unreadable inequality: ${latex}`);
  const ends = ranges.flatMap(({ lower, upper }) => [lower, upper]).filter((end) => end !== null);
  const points = [...SAMPLE_POINTS, ...ends.flatMap((end) => [end.value - NEAR, end.value, end.value + NEAR])];
  for (const point of points) {
    const expected = isInRanges(ranges, point);
    if (holdsAt(left, relation, right, { [variable]: point }) !== expected)
      return fail(`${point} ${expected ? 'is' : 'is not'} a solution, but not so for ${latex}`);
  }
  return ok;
}

export function checkInequalityMode(draft: TVariantDraft, variable: string): TVerdict {
  const ranges = draft.answer.kind === 'INTERVAL' ? readAnswerRanges(draft.answer) : null;
  if (!ranges) return fail('unreadable interval answer');
  const [first] = draft.steps;
  if (!first || isNumberStep(first.math, [variable])) return fail('the first step is not the inequality');
  return checkSteps(draft.steps, [variable], (step) => checkInequalityStep(step.math, variable, draft.answer, ranges));
}
