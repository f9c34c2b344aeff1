import type { Expression } from '@cortex-js/compute-engine';
import type { TSolutionStep } from '../generator.types';
import { checkNumberChain } from './check-value';
import { parsePart, splitChain } from './read-steps';
import { isVerdict, ok, type TVerdict } from './verdict';

/** What the equation, inequality and system modes share: reading equations and walking the steps. */

export type TEquation = { left: Expression; right: Expression };

/** `L = R`, `x = a = b` (as `x = a`, `x = b`) or `x = a \lor x = b` (any of them), in one variable. */
export function readEquations(latex: string): TEquation[][] | null {
  const alternatives = latex.split(/\\lor(?![a-zA-Z])|\\vee(?![a-zA-Z])/);
  const result: TEquation[][] = [];
  for (const alternative of alternatives) {
    const chain = splitChain(alternative);
    if (chain.parts.length < 2 || chain.relations.some((relation) => relation !== '=')) return null;
    const parsed = chain.parts.map((part) => parsePart(part, false));
    if (!parsed.every((part) => part !== null)) return null;
    const [left, ...rights] = parsed as Expression[];
    result.push(rights.map((right) => ({ left: left!, right })));
  }
  // Each alternative's equations must all hold; the step holds where any alternative does.
  return result;
}

function mentions(latex: string, variables: readonly string[]): boolean {
  const parsed = splitChain(latex).parts.map((part) => parsePart(part, false));
  return parsed.some((part) => part?.unknowns.some((name) => variables.includes(name)));
}

/** A step of an equation, inequality or system solution that is a chain of numbers (`\Delta = 25`). */
export function isNumberStep(latex: string, variables: readonly string[]): boolean {
  return !latex.includes('\\begin{cases}') && !/\\in(?![a-zA-Z])/.test(latex) && !mentions(latex, variables);
}

export function checkSteps(
  steps: readonly TSolutionStep[],
  variables: readonly string[],
  checkStep: (step: TSolutionStep) => TVerdict,
): TVerdict {
  for (const step of steps) {
    const verdict = isNumberStep(step.math, variables)
      ? ((read) => (isVerdict(read) ? read : ok))(checkNumberChain(splitChain(step.math), false))
      : checkStep(step);
    if (!verdict.ok) return verdict;
  }
  return ok;
}
