import type { TReadNumber } from '../../answer-checking/answer-math';
import type { TVariantDraft } from '../generator.types';
import { checkSteps, isNumberStep, readEquations, type TEquation } from './check-solution-steps';
import { holdsAt, holdsExactly, SAMPLE_POINTS, valueAt } from './evaluate';
import { readAnswerValues } from './read-answer';
import { fail, ok, type TVerdict } from './verdict';

/** An equation step has exactly the solution set `solutions` of `variable`. */
function checkEquationStep(latex: string, variable: string, solutions: readonly TReadNumber[]): TVerdict {
  const alternatives = readEquations(latex);
  if (!alternatives) return fail(`unreadable equation: ${latex}`);
  const holds = (test: (equation: TEquation) => boolean) => alternatives.some((equations) => equations.every(test));
  for (const solution of solutions)
    if (!holds(({ left, right }) => holdsExactly(left, right, { [variable]: solution })))
      return fail(`the answer ${solution.approx} does not satisfy ${latex}`);
  let defined = 0;
  for (const point of SAMPLE_POINTS) {
    if (solutions.some((solution) => Math.abs(solution.approx - point) < 1e-6)) continue;
    const scope = { [variable]: point };
    if (alternatives.flat().every(({ left, right }) => !Number.isNaN(valueAt(left, scope) - valueAt(right, scope))))
      defined += 1;
    if (holds(({ left, right }) => holdsAt(left, '=', right, scope)))
      return fail(`${point} is not an answer but satisfies ${latex}`);
  }
  return defined >= SAMPLE_POINTS.length / 2 ? ok : fail(`too few defined points: ${latex}`);
}

export function checkEquationMode(draft: TVariantDraft, variable: string): TVerdict {
  const solutions = readAnswerValues(draft.answer);
  if (!solutions || solutions.length === 0) return fail('unreadable answer');
  const [first] = draft.steps;
  if (!first || isNumberStep(first.math, [variable])) return fail('the first step is not the equation');
  return checkSteps(draft.steps, [variable], (step) => checkEquationStep(step.math, variable, solutions));
}
