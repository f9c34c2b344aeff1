import type { Expression } from '@cortex-js/compute-engine';
import type { MathJsonExpression } from '@cortex-js/compute-engine/math-json';
import { mathEngine } from './math-engine';

/** MathJSON operators an answer may use; anything else (sums, integrals, assignments, sets…) is unreadable. */
const ALLOWED_OPERATORS = new Set([
  'Add',
  'Subtract',
  'Negate',
  'Multiply',
  'Divide',
  'Rational',
  'Power',
  'Sqrt',
  'Root',
  'Square',
  'Abs',
  'Factorial',
  'InvisibleOperator',
  'Delimiter',
  'Sin',
  'Cos',
  'Tan',
  'Cot',
  'Sec',
  'Csc',
  'Arcsin',
  'Arccos',
  'Arctan',
  'Ln',
  'Log',
  'Lb',
  'Lg',
  'Exp',
]);
const TRIGONOMETRIC = new Set(['Sin', 'Cos', 'Tan', 'Cot', 'Sec', 'Csc']);
/** Deepest MathJSON tree read. */
const MAX_TREE_DEPTH = 40;
/** Largest number of decimal digits a literal or a constant power may have. */
const MAX_DIGITS = 300;
/** Largest constant exponent, and the largest argument of a factorial. */
const MAX_EXPONENT = 1000;
const MAX_FACTORIAL = 100;
/** Largest constant argument of a trigonometric function (argument reduction of huge numbers is slow). */
const MAX_TRIG_ARGUMENT = 1e9;
/** Relative distance under which two irrational values are the same number. */
const RELATIVE_EPSILON = 1e-9;
const ABSOLUTE_EPSILON = 1e-14;

/** An exact rational number; `denominator` is positive. */
export type TRational = { numerator: bigint; denominator: bigint };
/** A real number read from an answer: exact when it is rational, always with its floating-point value. */
export type TReadNumber = { exact: TRational | null; approx: number };

type TRawParse = { json: MathJsonExpression; safe: boolean; safeEquation?: boolean };

/**
 * The raw parses of the current scratch scope by LaTeX: checking one variant or answer reads the same steps and
 * values several times, and parsing is most of a check's time. Kept for one scope only (a scope's declarations
 * may change how a later parse reads), and frozen, so boxing can never change an entry.
 */
const rawParses = new Map<string, TRawParse>();
const RAW_PARSES_PER_SCOPE = 500;
let scratchScopes = 0;

/** Runs `read` in a throw-away scope of the engine and turns any failure into null. */
export function inScratchScope<T>(read: () => T | null): T | null {
  mathEngine().pushScope();
  scratchScopes += 1;
  rawParses.clear();
  try {
    return read();
  } catch {
    return null;
  } finally {
    rawParses.clear();
    scratchScopes -= 1;
    mathEngine().popScope();
  }
}

/** `"1.25"`, `"-3e+4"` as an exact rational; null for anything else. */
export function decimalToRational(text: string): TRational | null {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text.trim());
  if (!match || (!match[2] && !match[3])) return null;
  const [, sign, whole = '', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText) - fraction.length;
  if (Math.abs(exponent) > MAX_DIGITS * 2) return null;
  const digits = BigInt(`${sign}${whole}${fraction}` === sign ? '0' : `${sign}${whole || '0'}${fraction}`);
  return exponent >= 0
    ? { numerator: digits * 10n ** BigInt(exponent), denominator: 1n }
    : reduceRational(digits, 10n ** BigInt(-exponent));
}

function greatestCommonDivisor(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function reduceRational(numerator: bigint, denominator: bigint): TRational | null {
  if (denominator === 0n) return null;
  const sign = denominator < 0n ? -1n : 1n;
  const divisor = greatestCommonDivisor(numerator, denominator) || 1n;
  return { numerator: (sign * numerator) / divisor, denominator: (sign * denominator) / divisor };
}

/** The exact value of an evaluated number (an integer, a rational or a decimal), or null when it is not one. */
function rationalFromJson(json: MathJsonExpression): TRational | null {
  if (typeof json === 'number') return Number.isFinite(json) ? decimalToRational(String(json)) : null;
  if (typeof json === 'object' && json !== null && 'num' in json) return decimalToRational(json.num);
  if (Array.isArray(json) && json[0] === 'Rational' && json.length === 3) {
    const numerator = rationalFromJson(json[1]);
    const denominator = rationalFromJson(json[2]);
    if (!numerator || !denominator || numerator.denominator !== 1n || denominator.denominator !== 1n) return null;
    return reduceRational(numerator.numerator, denominator.numerator);
  }
  return null;
}

export function areRationalsEqual(a: TRational, b: TRational): boolean {
  return a.numerator * b.denominator === b.numerator * a.denominator;
}

/** |a − b| ≤ bound, exactly. */
export function isRationalDistanceWithin(a: TRational, b: TRational, bound: TRational): boolean {
  const difference = a.numerator * b.denominator - b.numerator * a.denominator;
  const absolute = difference < 0n ? -difference : difference;
  return absolute * bound.denominator <= bound.numerator * a.denominator * b.denominator;
}

/** Two floating-point values equal up to rounding (1e-9 relative). */
export function areApproximatelyEqual(a: number, b: number): boolean {
  const distance = Math.abs(a - b);
  return distance <= RELATIVE_EPSILON * Math.max(Math.abs(a), Math.abs(b)) || distance < ABSOLUTE_EPSILON;
}

/** Two numbers equal: exactly when both are rational, else up to rounding. */
export function areNumbersEqual(a: TReadNumber, b: TReadNumber): boolean {
  if (a.exact && b.exact) return areRationalsEqual(a.exact, b.exact);
  return areApproximatelyEqual(a.approx, b.approx);
}

function isSymbolName(json: MathJsonExpression): json is string {
  return typeof json === 'string' && !json.startsWith("'");
}

/** The number of decimal digits of a literal's integer part, for literals only. */
function literalDigits(json: MathJsonExpression): number | null {
  if (typeof json === 'number') return Number.isFinite(json) ? Math.max(0, Math.log10(Math.abs(json) || 1)) : null;
  if (typeof json === 'object' && json !== null && !Array.isArray(json) && 'num' in json) {
    const match = /^[+-]?(\d*)(?:\.\d*)?(?:e([+-]?\d+))?$/i.exec(json.num);
    if (!match) return null;
    return (match[1]?.replace(/^0+/, '').length ?? 0) + Number(match[2] ?? 0);
  }
  return 0;
}

/** The floating-point value of a checked constant subtree, or null when it has unknowns. */
function constantValue(json: MathJsonExpression): number | null {
  const boxed = mathEngine().box(json);
  if (boxed.unknowns.length > 0) return null;
  return boxed.N().re;
}

/** Whether `base^exponent` stays small: a constant exponent at most 1000 and a result of at most 300 digits. */
function isPowerBounded(base: MathJsonExpression, exponent: MathJsonExpression): boolean {
  const exponentValue = constantValue(exponent);
  if (exponentValue === null) return !containsOperator(exponent, ['Power', 'Exp', 'Factorial', 'Square']);
  if (!Number.isFinite(exponentValue) || Math.abs(exponentValue) > MAX_EXPONENT) return false;
  const baseValue = constantValue(base);
  if (baseValue === null || baseValue === 0) return true;
  if (!Number.isFinite(baseValue)) return false;
  return Math.abs(exponentValue * Math.log10(Math.abs(baseValue))) <= MAX_DIGITS;
}

/** The operator and arguments of a function node, or null for a number, symbol or string. */
function functionParts(json: MathJsonExpression): [string, MathJsonExpression[]] | null {
  if (!Array.isArray(json)) return null;
  const [operator, ...args] = json as readonly [string, ...MathJsonExpression[]];
  return [operator, args];
}

function containsOperator(json: MathJsonExpression, operators: readonly string[]): boolean {
  const parts = functionParts(json);
  if (!parts) return false;
  return operators.includes(parts[0]) || parts[1].some((argument) => containsOperator(argument, operators));
}

function isFactorialBounded(argument: MathJsonExpression): boolean {
  const value = constantValue(argument);
  return value !== null && Number.isInteger(value) && value >= 0 && value <= MAX_FACTORIAL;
}

function isTrigonometryBounded(argument: MathJsonExpression): boolean {
  const value = constantValue(argument);
  return value === null || (Number.isFinite(value) && Math.abs(value) <= MAX_TRIG_ARGUMENT);
}

/** Whether an operator's arguments keep the computation small (powers, factorials, trigonometry). */
function areArgumentsBounded(operator: string, args: readonly MathJsonExpression[]): boolean {
  const [first, second] = args;
  if (operator === 'Power') return first !== undefined && second !== undefined && isPowerBounded(first, second);
  if (operator === 'Exp') return first !== undefined && isPowerBounded('ExponentialE', first);
  if (operator === 'Factorial') return first !== undefined && isFactorialBounded(first);
  if (TRIGONOMETRIC.has(operator)) return first !== undefined && isTrigonometryBounded(first);
  return true;
}

/**
 * Whether a raw (not yet canonical) parse is made only of allowed operators and small numbers. Checked before
 * the engine simplifies anything, since canonical forms already compute constant powers.
 */
function isSafeTree(json: MathJsonExpression, depth: number): boolean {
  if (depth > MAX_TREE_DEPTH) return false;
  if (!Array.isArray(json)) {
    if (isSymbolName(json)) return true;
    const digits = literalDigits(json);
    return digits !== null && digits <= MAX_DIGITS && (typeof json !== 'object' || 'num' in json);
  }
  const [operator, ...args] = json as [string, ...MathJsonExpression[]];
  if (!ALLOWED_OPERATORS.has(operator)) return false;
  const checked = operator === 'Delimiter' ? args.slice(0, 1) : args;
  if (!checked.every((argument) => isSafeTree(argument, depth + 1))) return false;
  return areArgumentsBounded(operator, args);
}

/** Whether the raw parse is an equation whose both sides are safe (an EXPRESSION key may be `y=2x+1`). */
function isSafeEquation(json: MathJsonExpression): boolean {
  const parts = functionParts(json);
  return parts?.[0] === 'Equal' && parts[1].length === 2 && parts[1].every((side) => isSafeTree(side, 1));
}

/** The value and its objects, frozen (a cached parse is shared by every later read of the same LaTeX). */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

function parseRaw(latex: string): TRawParse {
  const cached = rawParses.get(latex);
  if (cached) return cached;
  const json = deepFreeze(mathEngine().parse(latex, { form: 'raw' }).json);
  const parsed = { json, safe: isSafeTree(json, 0) };
  if (scratchScopes > 0 && rawParses.size < RAW_PARSES_PER_SCOPE) rawParses.set(latex, parsed);
  return parsed;
}

/**
 * The engine's raw reading of prepared LaTeX (as written, nothing computed), or null when it is unsafe: what
 * answer-form.ts judges the written form by. An equation is read when `allowEquation` is set.
 */
export function parseWritten(latex: string, options: { allowEquation: boolean }): MathJsonExpression | null {
  const parsed = parseRaw(latex);
  if (!parsed.safe && options.allowEquation) parsed.safeEquation ??= isSafeEquation(parsed.json);
  return parsed.safe || (options.allowEquation && parsed.safeEquation) ? parsed.json : null;
}

/**
 * The engine's canonical reading of prepared LaTeX, or null when it is invalid or unsafe. Call inside
 * inScratchScope.
 */
export function parseSafely(latex: string, options: { allowEquation: boolean }): Expression | null {
  const parsed = parseRaw(latex);
  if (!parsed.safe && options.allowEquation) parsed.safeEquation ??= isSafeEquation(parsed.json);
  if (!parsed.safe && !(options.allowEquation && parsed.safeEquation)) return null;
  const canonical = mathEngine().box(parsed.json);
  return canonical.isValid ? canonical : null;
}

/** The value of an evaluated constant expression, or null when it is not a finite real number. */
function numberFromEvaluated(value: Expression): TReadNumber | null {
  const exact = rationalFromJson(value.json);
  const numeric = value.N();
  if (!Number.isFinite(numeric.re) || (numeric.im !== 0 && !Number.isNaN(numeric.im))) return null;
  return { exact, approx: numeric.re };
}

/** A real number from prepared LaTeX (no unknowns), or null. Call inside inScratchScope. */
export function readNumberLatex(latex: string): TReadNumber | null {
  const parsed = parseSafely(latex, { allowEquation: false });
  if (!parsed || parsed.unknowns.length > 0) return null;
  return numberFromEvaluated(parsed.evaluate());
}

/** Distinct rationals substituted for the variables; each variable gets a different one at every point. */
const SAMPLE_VALUES: readonly (readonly [number, number])[] = [
  [7, 3],
  [-5, 4],
  [11, 7],
  [3, 5],
  [-13, 6],
  [17, 9],
  [2, 7],
  [-9, 5],
  [19, 8],
  [5, 11],
  [-3, 13],
  [23, 10],
  [13, 17],
  [-17, 12],
  [29, 11],
  [1, 9],
];
const SAMPLE_POINTS = 8;
/** Points where both sides must have a value for the comparison to count. */
const MIN_DEFINED_POINTS = 4;

function samplePoint(variables: readonly string[], point: number): Record<string, Expression> {
  const substitution: Record<string, Expression> = {};
  variables.forEach((variable, index) => {
    const [numerator, denominator] = SAMPLE_VALUES[(point + 5 * index) % SAMPLE_VALUES.length]!;
    substitution[variable] = mathEngine().box(['Rational', numerator, denominator]);
  });
  return substitution;
}

type TSampleValue = { exact: TRational | null; re: number; im: number } | null;

function valueAt(expression: Expression, substitution: Record<string, Expression>): TSampleValue {
  const evaluated = expression.subs(substitution).evaluate();
  const numeric = evaluated.N();
  const im = Number.isNaN(numeric.im) ? 0 : numeric.im;
  if (!Number.isFinite(numeric.re) || !Number.isFinite(im)) return null;
  return { exact: rationalFromJson(evaluated.json), re: numeric.re, im };
}

function areSampleValuesEqual(a: NonNullable<TSampleValue>, b: NonNullable<TSampleValue>): boolean {
  if (a.exact && b.exact) return areRationalsEqual(a.exact, b.exact);
  return areApproximatelyEqual(a.re, b.re) && areApproximatelyEqual(a.im, b.im);
}

/** The values of an expression at the sample points of the given variables (null where it is undefined). */
export function sampleExpression(expression: Expression, variables: readonly string[]): TSampleValue[] {
  return Array.from({ length: SAMPLE_POINTS }, (_unused, point) => valueAt(expression, samplePoint(variables, point)));
}

/** Whether an expression has a value at enough sample points to be compared at all. */
export function hasEnoughDefinedPoints(values: readonly TSampleValue[]): boolean {
  return values.filter((value) => value !== null).length >= MIN_DEFINED_POINTS;
}

/**
 * Whether two expressions are equal for every value of their variables. Structural identity decides at once;
 * otherwise both are evaluated at fixed rational points, exactly where the values are rational and up to 1e-9
 * otherwise. A point where only one side is defined, or too few defined points, is a difference: a wrong
 * expression must never pass.
 */
export function areExpressionsEqual(a: Expression, b: Expression): boolean {
  if (a.isSame(b)) return true;
  const variables = [...new Set([...a.unknowns, ...b.unknowns])].sort();
  const valuesA = sampleExpression(a, variables);
  const valuesB = sampleExpression(b, variables);
  let defined = 0;
  for (let point = 0; point < SAMPLE_POINTS; point += 1) {
    const valueA = valuesA[point] ?? null;
    const valueB = valuesB[point] ?? null;
    if (valueA === null && valueB === null) continue;
    if (valueA === null || valueB === null || !areSampleValuesEqual(valueA, valueB)) return false;
    defined += 1;
  }
  return defined >= MIN_DEFINED_POINTS;
}
