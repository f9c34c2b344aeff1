import type { MathJsonExpression } from '@cortex-js/compute-engine/math-json';
import { decimalToRational } from './answer-math';

/**
 * A number as written (issue 55), on the engine's raw MathJSON: integers, fractions, roots and π as a pupil writes
 * them, and whether a value is in its simplest number form. The helpers that read MathJSON as written are shared
 * with the expression forms (answer-form.ts).
 */

export type TJson = MathJsonExpression;

/** Largest radicand and root index read as an irrational number (larger ones are not school numbers). */
const MAX_RADICAND = 10n ** 15n;
const MAX_ROOT_INDEX = 20;

export const PRODUCT_OPERATORS = new Set(['Multiply', 'InvisibleOperator']);
export const SUM_OPERATORS = new Set(['Add', 'Subtract']);
/** Constants of the engine that are not variables of an expression. */
export const CONSTANT_SYMBOLS = new Set(['Pi', 'ExponentialE', 'ImaginaryUnit', 'e', 'i']);

export function operatorOf(json: TJson): string | null {
  return Array.isArray(json) ? (json[0] as string) : null;
}

export function argumentsOf(json: TJson): TJson[] {
  return Array.isArray(json) ? (json.slice(1) as TJson[]) : [];
}

/** The expression inside round brackets written around it: `(x+1)` is `x+1`. */
export function withoutBrackets(json: TJson): TJson {
  let current = json;
  while (operatorOf(current) === 'Delimiter' && argumentsOf(current).length === 1) current = argumentsOf(current)[0]!;
  return current;
}

/** The value of an integer literal (`7`, `{num: "1e+24"}`), or null for anything else. */
export function integerLiteral(json: TJson): bigint | null {
  let exact = null;
  if (typeof json === 'number') exact = Number.isInteger(json) ? decimalToRational(String(json)) : null;
  else if (typeof json === 'object' && json !== null && !Array.isArray(json) && 'num' in json)
    exact = decimalToRational(json.num);
  return exact && exact.denominator === 1n ? exact.numerator : null;
}

/**
 * An integer or a fraction of integers, signed or not: `7`, `-2`, `\frac{3}{4}`, `\frac{6}{4}` (a fraction need not
 * be reduced), `-\frac{1}{3}`, `\frac{-1}{3}`; not an integer written as a fraction (`\frac{80}{2}`: a division
 * still to be done).
 */
function isRationalNumeral(json: TJson): boolean {
  const node = withoutBrackets(json);
  if (operatorOf(node) === 'Negate') return isRationalNumeral(argumentsOf(node)[0]!);
  if (integerLiteral(node) !== null) return true;
  if (operatorOf(node) !== 'Divide') return false;
  const [numerator, denominator] = argumentsOf(node);
  const above = signedInteger(numerator!);
  const below = integerLiteral(withoutBrackets(denominator!));
  return above !== null && below !== null && below > 1n && above % below !== 0n;
}

function signedInteger(json: TJson): bigint | null {
  const node = withoutBrackets(json);
  if (operatorOf(node) !== 'Negate') return integerLiteral(node);
  const inner = signedInteger(argumentsOf(node)[0]!);
  return inner === null ? null : -inner;
}

function isSignedInteger(json: TJson): boolean {
  return signedInteger(json) !== null;
}

function integerRoot(value: bigint, index: number): bigint {
  if (value < 2n) return value;
  let root = BigInt(Math.floor(Number(value) ** (1 / index)));
  while (root ** BigInt(index) > value) root -= 1n;
  while ((root + 1n) ** BigInt(index) <= value) root += 1n;
  return root;
}

function isPerfectPower(value: bigint, index: number): boolean {
  return integerRoot(value, index) ** BigInt(index) === value;
}

/** An irrational root as written: `\sqrt{8}` is {index 2, radicand 8}. */
type TRoot = { index: number; radicand: bigint };

/**
 * `\sqrt{n}` or `\sqrt[k]{n}` of an integer n ≥ 2 that is not a perfect k-th power: a root a pupil leaves as the
 * answer. `\sqrt{81}` and `\sqrt[3]{8}` are computations still to be done.
 */
function readRoot(json: TJson): TRoot | null {
  const node = withoutBrackets(json);
  const operator = operatorOf(node);
  const [radicandJson, indexJson] = argumentsOf(node);
  if ((operator !== 'Sqrt' && operator !== 'Root') || radicandJson === undefined) return null;
  const radicand = integerLiteral(withoutBrackets(radicandJson));
  const indexValue = operator === 'Sqrt' ? 2n : integerLiteral(withoutBrackets(indexJson ?? 0));
  if (radicand === null || indexValue === null || indexValue < 2n || indexValue > BigInt(MAX_ROOT_INDEX)) return null;
  const index = Number(indexValue);
  if (radicand < 2n || radicand > MAX_RADICAND || isPerfectPower(radicand, index)) return null;
  return { index, radicand };
}

/** Two roots are like terms when their quotient is rational: `\sqrt{8}` and `\sqrt{2}`, not `\sqrt{2}` and `\sqrt{3}`. */
function areLikeRoots(a: TRoot, b: TRoot): boolean {
  return a.index === b.index && isPerfectPower(a.radicand * b.radicand ** BigInt(a.index - 1), a.index);
}

/** The irrational part of a number term: at most one root and at most one π. */
type TIrrationalPart = { root: TRoot | null; pi: boolean };

/** The factors of a product as written, brackets around single factors removed. */
export function productFactors(json: TJson): TJson[] {
  const node = withoutBrackets(json);
  return PRODUCT_OPERATORS.has(operatorOf(node) ?? '') ? argumentsOf(node).flatMap(productFactors) : [node];
}

/**
 * One term of a number: a rational numeral, or at most one rational coefficient times at most one root and at most
 * one π (`2\sqrt{3}`, `\sqrt{2}\cdot 3`, `3\pi`), or such a term over a positive integer (`\frac{\sqrt{3}}{2}`) or
 * a rational over such a term (`\frac{1}{\sqrt{2}}`).
 */
function readNumberTerm(json: TJson): TIrrationalPart | null {
  const node = withoutBrackets(json);
  const operator = operatorOf(node);
  if (operator === 'Negate') return readNumberTerm(argumentsOf(node)[0]!);
  if (isRationalNumeral(node)) return { root: null, pi: false };
  if (operator === 'Divide') {
    const [numerator, denominator] = argumentsOf(node);
    const integerDenominator = integerLiteral(withoutBrackets(denominator!));
    if (integerDenominator !== null) {
      const above = integerDenominator > 0n ? readNumberTerm(numerator!) : null;
      return above && (above.root || above.pi) ? above : null;
    }
    const irrationalDenominator = isSignedInteger(numerator!) ? readNumberTerm(denominator!) : null;
    const oneIrrationalFactor =
      irrationalDenominator !== null && (irrationalDenominator.root !== null) !== irrationalDenominator.pi;
    return oneIrrationalFactor ? irrationalDenominator : null;
  }
  let coefficient = false;
  const part: TIrrationalPart = { root: null, pi: false };
  for (const factor of productFactors(node)) {
    const root = readRoot(factor);
    if (root && !part.root) part.root = root;
    else if (factor === 'Pi' && !part.pi) part.pi = true;
    else if (isRationalNumeral(factor) && !coefficient) coefficient = true;
    else return null;
  }
  return part.root || part.pi ? part : null;
}

/** The terms of a sum as written (`a - b + c` is a, b, c), or the expression itself when it is not a sum. */
export function sumTerms(json: TJson): TJson[] {
  const node = withoutBrackets(json);
  const operator = operatorOf(node);
  if (operator === 'Negate' && SUM_OPERATORS.has(operatorOf(argumentsOf(node)[0]!) ?? ''))
    return sumTerms(argumentsOf(node)[0]!);
  if (!SUM_OPERATORS.has(operator ?? '')) return [node];
  return argumentsOf(node).flatMap((argument) => {
    const unbracketed = operatorOf(argument) === 'Delimiter' ? null : argument;
    return unbracketed === null ? [argument] : sumTerms(unbracketed);
  });
}

export function isZeroLiteral(json: TJson): boolean {
  const node = withoutBrackets(json);
  return operatorOf(node) === 'Negate' ? isZeroLiteral(argumentsOf(node)[0]!) : integerLiteral(node) === 0n;
}

/** Whether the irrational parts of two terms make them like terms (both rational, both `c\sqrt{2}`, both `c\pi`). */
function areLikeTerms(a: TIrrationalPart, b: TIrrationalPart): boolean {
  if (a.pi !== b.pi) return false;
  if (a.root === null || b.root === null) return a.root === b.root;
  return areLikeRoots(a.root, b.root);
}

/**
 * Whether the expression is a number as a pupil writes one: an integer, a decimal, a fraction (reduced or not), a
 * mixed number or a percentage (all already integers or fractions here), signed or not, or an irrational number in
 * the forms a key has: `2\sqrt{3}`, `\sqrt{8}`, `\sqrt[3]{2}`, `3\pi`, `\frac{\sqrt{2}}{2}`, `\frac{1}{\sqrt{2}}`,
 * `11 - 4\sqrt{7}`, `\frac{1+\sqrt{5}}{2}`. A sum has no like terms (at most one rational term, no two roots
 * whose quotient is rational) and no zero term. Not a number: `39+1`, `8\cdot 5`, `2^3`, `\sqrt{81}`, `(-3)^2`,
 * `\sqrt{2}\cdot\sqrt{6}`, `5!`.
 */
export function isNumberForm(json: TJson): boolean {
  const node = withoutBrackets(json);
  if (operatorOf(node) === 'Divide') {
    const [numerator, denominator] = argumentsOf(node);
    const integerDenominator = integerLiteral(withoutBrackets(denominator!));
    if (integerDenominator !== null && sumTerms(numerator!).length > 1)
      return integerDenominator > 1n && isNumberForm(numerator!);
  }
  const terms = sumTerms(node);
  if (terms.length > 1 && terms.some(isZeroLiteral)) return false;
  const parts: TIrrationalPart[] = [];
  for (const term of terms) {
    const part = readNumberTerm(term);
    if (!part || parts.some((earlier) => areLikeTerms(earlier, part))) return false;
    parts.push(part);
  }
  return parts.length > 0;
}
