import type { Expression } from '@cortex-js/compute-engine';
import { areExpressionsEqual } from '../../answer-checking/answer-math';
import type { TVariantDraft } from '../generator.types';
import { agreeAtSamples } from './evaluate';
import { parsePart, splitChain } from './read-steps';
import { fail, ok, type TVerdict } from './verdict';

/**
 * Every part of every step equal to the problem for all values of the variables. The middle steps are compared at
 * the sample points; the problem and the answer (what is graded) with the CAS's own areExpressionsEqual.
 */
export function checkExpressionMode(draft: TVariantDraft, degrees: boolean): TVerdict {
  let problem: Expression | null = null;
  for (const step of draft.steps) {
    const chain = splitChain(step.math);
    if (chain.relations.some((relation) => relation !== '=')) return fail(`relation in ${step.math}`);
    for (const latex of chain.parts) {
      const parsed = parsePart(latex, degrees);
      if (!parsed) return fail(`unreadable: ${latex}`);
      if (problem && !agreeAtSamples(problem, parsed)) return fail(`not equal: ${latex}`);
      problem ??= parsed;
    }
  }
  const answer = draft.answer.kind === 'EXPRESSION' ? parsePart(draft.answer.value, degrees) : null;
  if (!problem || !answer || !areExpressionsEqual(problem, answer)) return fail('answer differs');
  return ok;
}
