import type { Expression } from '@cortex-js/compute-engine';
import type { MathJsonExpression } from '@cortex-js/compute-engine/math-json';
import type { TAnswerKey } from '@zadania/shared';
import { isAnswerCorrect } from '../answer-checking/answer-equality';
import {
  areApproximatelyEqual,
  areExpressionsEqual,
  areNumbersEqual,
  inScratchScope,
  parseSafely,
  readNumberLatex,
  type TReadNumber,
} from '../answer-checking/answer-math';
import {
  normalizeSpelling,
  splitIntervalUnion,
  splitSetElements,
  stripVariablePrefix,
  toEngineLatex,
} from '../answer-checking/answer-notation';
import type { TSolutionStep, TVariantDraft, TVerification } from './generator.types';

/**
 * The machine check of a variant (issue 37 point 2): the CAS reads the first step (the problem as mathematics),
 * finds the answer from it independently of the generator's arithmetic, and checks every later step against it.
 * Never throws: anything unreadable is a failure.
 */
export type TVerdict = { ok: true } | { ok: false; reason: string };

const ok: TVerdict = { ok: true };
const fail = (reason: string): TVerdict => ({ ok: false, reason });

/** Points where a wrong step would be caught; denominators 7 and 13 keep them off any nice answer. */
const SAMPLE_POINTS = [-59 / 7, -100 / 13, -23 / 7, -11 / 7, -3 / 7, 2 / 7, 9 / 7, 19 / 7, 36 / 7, 67 / 7, 150 / 13];
/** Distance from an interval's end at which a point is surely inside or outside it. */
const NEAR = 1 / 97;
/** Floating-point slack of a relation evaluated at a sample point. */
const RELATION_EPSILON = 1e-9;

type TRelation = '=' | '<' | '>' | '\\le' | '\\ge';
type TChain = { parts: string[]; relations: TRelation[] };

// ----- reading LaTeX -----

/** Step LaTeX as the engine reads it: degrees as radians where asked, Polish notation normalised. */
function prepare(latex: string, degrees: boolean): string | null {
  const withRadians = degrees
    ? latex.replace(/(\d+(?:\{,\}\d+)?)\s*\^\s*\{?\s*\\circ\s*\}?/g, '\\left(\\frac{$1\\pi}{180}\\right)')
    : latex;
  const withoutText = withRadians.replace(/\\(?:text|mathrm)\{[^{}]*\}/g, ' ');
  return toEngineLatex(normalizeSpelling(withoutText));
}

function parsePart(latex: string, degrees: boolean): Expression | null {
  const prepared = prepare(latex, degrees);
  return prepared === null ? null : parseSafely(prepared, { allowEquation: false });
}

function readConstant(latex: string, degrees: boolean): TReadNumber | null {
  const prepared = prepare(latex, degrees);
  return prepared === null ? null : readNumberLatex(prepared);
}

const RELATION_TOKENS: readonly [RegExp, TRelation][] = [
  [/^\\(?:leqslant|leq|le)(?![a-zA-Z])/, '\\le'],
  [/^\\(?:geqslant|geq|ge)(?![a-zA-Z])/, '\\ge'],
  [/^\\lt(?![a-zA-Z])/, '<'],
  [/^\\gt(?![a-zA-Z])/, '>'],
  [/^</, '<'],
  [/^>/, '>'],
  [/^=/, '='],
];

/** A step's math split at its top-level relations: `a = b = c`, `2x + 1 < 5`. */
function splitChain(latex: string): TChain {
  const parts: string[] = [];
  const relations: TRelation[] = [];
  let depth = 0;
  let start = 0;
  let index = 0;
  while (index < latex.length) {
    const char = latex[index]!;
    if ('({['.includes(char)) depth += 1;
    else if (')}]'.includes(char)) depth -= 1;
    if (depth === 0) {
      const rest = latex.slice(index);
      const found = RELATION_TOKENS.find(([pattern]) => pattern.test(rest));
      if (found) {
        const length = rest.match(found[0])![0].length;
        parts.push(latex.slice(start, index).trim());
        relations.push(found[1]);
        index += length;
        start = index;
        continue;
      }
    }
    index += 1;
  }
  parts.push(latex.slice(start).trim());
  return { parts, relations };
}

/** The equations of `\begin{cases} … \\ … \end{cases}`, or null when the step is not a system. */
function systemLines(latex: string): string[] | null {
  const match = /^\s*\\begin\{cases\}([\s\S]*)\\end\{cases\}\s*$/.exec(latex);
  if (!match) return null;
  return match[1]!
    .split(/\\\\/)
    .map((line) => line.replace(/&/g, '').trim())
    .filter((line) => line !== '');
}

// ----- numbers at sample points -----

const UNARY: Readonly<Record<string, (value: number) => number>> = {
  Negate: (value) => -value,
  Sqrt: Math.sqrt,
  Abs: Math.abs,
  Square: (value) => value * value,
  Sin: Math.sin,
  Cos: Math.cos,
  Tan: Math.tan,
  Cot: (value) => 1 / Math.tan(value),
  Ln: Math.log,
  Lb: Math.log2,
  Lg: Math.log10,
  Exp: Math.exp,
  Delimiter: (value) => value,
};

/**
 * The value of the engine's canonical MathJSON at a point, in floating point (NaN where undefined): sampling a
 * step at many points this way costs microseconds, where substituting in the engine costs a millisecond each.
 */
function evaluateJson(json: MathJsonExpression, scope: Readonly<Record<string, number>>): number {
  if (typeof json === 'number') return json;
  if (typeof json === 'string') {
    if (json in scope) return scope[json]!;
    if (json === 'Pi') return Math.PI;
    if (json === 'ExponentialE') return Math.E;
    return Number.NaN;
  }
  if (!Array.isArray(json)) return 'num' in json ? Number(json.num) : Number.NaN;
  const [operator, ...args] = json as [string, ...MathJsonExpression[]];
  const values = args.map((argument) => evaluateJson(argument, scope));
  const [a = Number.NaN, b = Number.NaN] = values;
  switch (operator) {
    case 'Add':
      return values.reduce((sum, value) => sum + value, 0);
    case 'Multiply':
      return values.reduce((product, value) => product * value, 1);
    case 'Subtract':
      return a - b;
    case 'Divide':
    case 'Rational':
      return b === 0 ? Number.NaN : a / b;
    case 'Power':
      return a ** b;
    case 'Root':
      return a < 0 && b % 2 === 1 ? -((-a) ** (1 / b)) : a ** (1 / b);
    case 'Log':
      return args.length > 1 ? Math.log(a) / Math.log(b) : Math.log10(a);
    default: {
      const unary = UNARY[operator];
      return unary && values.length === 1 ? unary(a) : Number.NaN;
    }
  }
}

function valueAt(expression: Expression, scope: Readonly<Record<string, number>>): number {
  const value = evaluateJson(expression.json, scope);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** Whether `left relation right` holds at a point (false where a side is undefined). */
function holdsAt(left: Expression, relation: TRelation, right: Expression, scope: Record<string, number>): boolean {
  const difference = valueAt(left, scope) - valueAt(right, scope);
  if (Number.isNaN(difference)) return false;
  const scale = RELATION_EPSILON * Math.max(1, Math.abs(valueAt(left, scope)), Math.abs(valueAt(right, scope)));
  switch (relation) {
    case '=':
      return Math.abs(difference) <= scale;
    case '<':
      return difference < -scale;
    case '>':
      return difference > scale;
    case '\\le':
      return difference <= scale;
    case '\\ge':
      return difference >= -scale;
  }
}

/** Whether an equation holds exactly at a rational point: the CAS substitutes and evaluates both sides. */
function holdsExactly(left: Expression, right: Expression, point: Record<string, TReadNumber>): boolean {
  const engine = left.engine;
  const substitution: Record<string, Expression> = {};
  for (const [name, value] of Object.entries(point)) {
    substitution[name] = value.exact
      ? engine.box(['Rational', Number(value.exact.numerator), Number(value.exact.denominator)])
      : engine.number(value.approx);
  }
  const sides = [left, right].map((side) => side.subs(substitution).evaluate().N());
  const [l, r] = sides.map((side) => side.re);
  if (l === undefined || r === undefined || !Number.isFinite(l) || !Number.isFinite(r)) return false;
  if (sides.some((side) => Number.isFinite(side.im) && side.im !== 0)) return false;
  return areApproximatelyEqual(l, r);
}

// ----- the answer as numbers -----

function readAnswerValues(answer: TAnswerKey): TReadNumber[] | null {
  const text = normalizeSpelling(answer.value);
  const elements = answer.kind === 'SET' ? splitSetElements(text) : [stripVariablePrefix(text, 'equals')];
  if (!elements) return null;
  const values = elements.map((element) => {
    const latex = toEngineLatex(element);
    return latex === null ? null : readNumberLatex(latex);
  });
  return values.every((value) => value !== null) ? values : null;
}

type TEnd = { value: number; closed: boolean } | null;
type TRange = { lower: TEnd; upper: TEnd };

function readIntervalEnd(text: string, closed: boolean): TEnd | 'bad' {
  const compact = text.replace(/\s+/g, '');
  if (/^[+-]?\\infty$/.test(compact)) return null;
  const latex = toEngineLatex(text);
  const value = latex === null ? null : readNumberLatex(latex);
  return value ? { value: value.approx, closed } : 'bad';
}

function readAnswerRanges(answer: TAnswerKey): TRange[] | null {
  const pieces = splitIntervalUnion(normalizeSpelling(answer.value));
  if (!pieces) return null;
  const ranges: TRange[] = [];
  for (const piece of pieces) {
    if (piece.kind === 'all') ranges.push({ lower: null, upper: null });
    else if (piece.kind === 'interval') {
      const lower = readIntervalEnd(piece.lower, piece.lowerClosed);
      const upper = readIntervalEnd(piece.upper, piece.upperClosed);
      if (lower === 'bad' || upper === 'bad') return null;
      ranges.push({ lower, upper });
    } else if (piece.kind !== 'empty') return null;
  }
  return ranges;
}

function isInRanges(ranges: readonly TRange[], point: number): boolean {
  return ranges.some(({ lower, upper }) => {
    const aboveLower = !lower || point > lower.value || (lower.closed && point === lower.value);
    const belowUpper = !upper || point < upper.value || (upper.closed && point === upper.value);
    return aboveLower && belowUpper;
  });
}

// ----- checks -----

/** A chain of numbers (after an optional label): every part equal; its value. */
function checkNumberChain(chain: TChain, degrees: boolean): TReadNumber | TVerdict {
  if (chain.relations.some((relation) => relation !== '=')) return fail('a number chain with an inequality');
  let value: TReadNumber | null = null;
  for (const [index, latex] of chain.parts.entries()) {
    const read = readConstant(latex, degrees);
    if (!read) {
      // The first part may be a label (`P`, `a_{10}`, `P(A)`); later ones may be formulas (`P_p \cdot H`).
      if (index === 0 || parsePart(latex, degrees)) continue;
      return fail(`unreadable part: ${latex}`);
    }
    if (value && !areNumbersEqual(value, read)) return fail(`not equal: ${latex}`);
    value ??= read;
  }
  return value ?? fail('a chain without a number');
}

const isVerdict = (value: TReadNumber | TVerdict): value is TVerdict => 'ok' in value;

function checkValueMode(draft: TVariantDraft, degrees: boolean): TVerdict {
  let target: TReadNumber | null = null;
  for (const step of draft.steps) {
    const read = checkNumberChain(splitChain(step.math), degrees);
    if (isVerdict(read)) return fail(`${read.ok ? '' : read.reason} in "${step.math}"`);
    if (target && !areNumbersEqual(target, read)) return fail(`step not equal to the problem: ${step.math}`);
    target ??= read;
  }
  const answer = readAnswerValues(draft.answer);
  if (!target || answer?.length !== 1 || !areNumbersEqual(target, answer[0]!)) return fail('answer differs');
  return ok;
}

/** Whether two expressions agree at the sample points, in floating point: the quick test for the middle steps. */
function agreeAtSamples(a: Expression, b: Expression): boolean {
  const variables = [...new Set([...a.unknowns, ...b.unknowns])];
  let defined = 0;
  for (const [index, point] of SAMPLE_POINTS.entries()) {
    const scope: Record<string, number> = {};
    variables.forEach((name, position) => {
      scope[name] = position === 0 ? point : SAMPLE_POINTS[(index + 3 * position) % SAMPLE_POINTS.length]!;
    });
    const [x, y] = [valueAt(a, scope), valueAt(b, scope)];
    if (Number.isNaN(x) && Number.isNaN(y)) continue;
    if (Number.isNaN(x) || Number.isNaN(y) || !areApproximatelyEqual(x, y)) return false;
    defined += 1;
  }
  return defined >= SAMPLE_POINTS.length / 2;
}

/**
 * Every part of every step equal to the problem for all values of the variables. The middle steps are compared at
 * the sample points; the problem and the answer (what is graded) with the CAS's own areExpressionsEqual.
 */
function checkExpressionMode(draft: TVariantDraft, degrees: boolean): TVerdict {
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

type TEquation = { left: Expression; right: Expression };

/** `L = R`, `x = a = b` (as `x = a`, `x = b`) or `x = a \lor x = b` (any of them), in one variable. */
function readEquations(latex: string): TEquation[][] | null {
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

/** A step of an equation, inequality or system solution that is a chain of numbers (`\Delta = 25`). */
function isNumberStep(latex: string, variables: readonly string[]): boolean {
  return !latex.includes('\\begin{cases}') && !/\\in(?![a-zA-Z])/.test(latex) && !mentions(latex, variables);
}

function checkEquationMode(draft: TVariantDraft, variable: string): TVerdict {
  const solutions = readAnswerValues(draft.answer);
  if (!solutions || solutions.length === 0) return fail('unreadable answer');
  const [first] = draft.steps;
  if (!first || isNumberStep(first.math, [variable])) return fail('the first step is not the equation');
  return checkSteps(draft.steps, [variable], (step) => checkEquationStep(step.math, variable, solutions));
}

function checkSteps(
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

function checkInequalityMode(draft: TVariantDraft, variable: string): TVerdict {
  const ranges = draft.answer.kind === 'INTERVAL' ? readAnswerRanges(draft.answer) : null;
  if (!ranges) return fail('unreadable interval answer');
  const [first] = draft.steps;
  if (!first || isNumberStep(first.math, [variable])) return fail('the first step is not the inequality');
  return checkSteps(draft.steps, [variable], (step) => checkInequalityStep(step.math, variable, draft.answer, ranges));
}

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

function checkSystemMode(draft: TVariantDraft, goal: string): TVerdict {
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

function verifyByMode(draft: TVariantDraft, verification: TVerification): TVerdict {
  switch (verification.mode) {
    case 'value':
      return checkValueMode(draft, verification.degrees ?? false);
    case 'expression':
      return checkExpressionMode(draft, verification.degrees ?? false);
    case 'equation':
      return checkEquationMode(draft, verification.variable ?? 'x');
    case 'inequality':
      return checkInequalityMode(draft, verification.variable ?? 'x');
    case 'system':
      return checkSystemMode(draft, verification.goal);
  }
}

/**
 * Whether a drafted variant is right: its answer follows from the problem (the first step) by the CAS and every
 * step is equivalent to the problem. (That the answer checker accepts the key as written is the property tests'
 * to prove for every generator, so that serving a variant does not pay for it.)
 */
export function verifyVariant(draft: TVariantDraft): TVerdict {
  if (draft.steps.length === 0) return fail('no steps');
  return inScratchScope(() => verifyByMode(draft, draft.verification)) ?? fail('the check threw');
}
