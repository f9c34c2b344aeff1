import { areApproximatelyEqual, type TReadNumber } from '../../answer-checking/answer-math';
import type { TVariantDraft } from '../generator.types';
import { checkSteps, readEquations } from './check-solution-steps';
import { holdsAt, holdsExactly, SAMPLE_POINTS } from './evaluate';
import { readAnswerValues } from './read-answer';
import { parsePart, readConstant, splitChain, systemLines } from './read-steps';
import { fail, ok, type TVerdict } from './verdict';

/** The solution a system's last step names: `\begin{cases} x = 3 \\ y = -1 \end{cases}`. */
function readSolution(latex: string): Record<string, TReadNumber> | null {
  const lines = systemLines(latex);
  if (!lines) return null;
  const solution: Record<string, TReadNumber> = {};
  for (const line of lines) {
    const chain = splitChain(line);
    const name = chain.parts[0]?.trim();
    const value = chain.parts.length === 2 ? readConstant(chain.parts[1]!, false) : null;
    if (!name || !/^[a-z]$/.test(name) || !value) return null;
    solution[name] = value;
  }
  return solution;
}

function checkSystemStep(latex: string, solution: Record<string, TReadNumber>): TVerdict {
  const lines = systemLines(latex) ?? [latex];
  const equations = lines.map((line) => readEquations(line));
  if (!equations.every((alternatives) => alternatives?.length === 1)) return fail(`unreadable system: ${latex}`);
  const flat = equations.flatMap((alternatives) => alternatives![0]!);
  const variables = Object.keys(solution).filter((name) =>
    flat.some(({ left, right }) => [...left.unknowns, ...right.unknowns].includes(name)),
  );
  if (!flat.every(({ left, right }) => holdsExactly(left, right, solution)))
    return fail(`the solution does not satisfy ${latex}`);
  // Points off the solution, in the step's own variables, must break at least one of its equations.
  for (const [index, point] of SAMPLE_POINTS.entries()) {
    const scope: Record<string, number> = {};
    variables.forEach((name, position) => {
      scope[name] = SAMPLE_POINTS[(index + 3 * position) % SAMPLE_POINTS.length]!;
    });
    if (variables.length === 0 || Math.abs(point - solution[variables[0]!]!.approx) < 1e-6) continue;
    if (flat.every(({ left, right }) => holdsAt(left, '=', right, scope)))
      return fail(`a point off the solution satisfies ${latex}`);
  }
  return ok;
}

export function checkSystemMode(draft: TVariantDraft, goal: string): TVerdict {
  const last = draft.steps.at(-1);
  const solution = last ? readSolution(last.math) : null;
  if (!solution) return fail('the last step names no solution');
  const variables = Object.keys(solution);
  const [first] = draft.steps;
  if (!first || !systemLines(first.math)) return fail('the first step is not the system');
  const verdict = checkSteps(draft.steps, variables, (step) => checkSystemStep(step.math, solution));
  if (!verdict.ok) return verdict;
  const goalExpression = parsePart(goal, false);
  const answer = readAnswerValues(draft.answer);
  if (!goalExpression || answer?.length !== 1) return fail('unreadable goal or answer');
  const substitution = Object.fromEntries(
    Object.entries(solution).map(([name, value]) => [name, goalExpression.engine.number(value.approx)]),
  );
  const value = goalExpression.subs(substitution).evaluate().N().re;
  return areApproximatelyEqual(value, answer[0]!.approx) ? ok : fail('the answer is not the goal at the solution');
}
