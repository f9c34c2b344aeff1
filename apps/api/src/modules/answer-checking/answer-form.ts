import {
  argumentsOf,
  CONSTANT_SYMBOLS,
  integerLiteral,
  isNumberForm,
  isZeroLiteral,
  operatorOf,
  PRODUCT_OPERATORS,
  productFactors,
  SUM_OPERATORS,
  sumTerms,
  type TJson,
  withoutBrackets,
} from './answer-number-form';

/**
 * Whether an answer is written in the form its task asks for (issue 55): a value as a number, a simplification
 * as a simplified expression. Pure work on the engine's raw MathJSON (before any simplification), where notation
 * has already become integers and fractions (answer-notation.ts: `1,5` and `1 1/2` → 3/2, `12%` → 3/25).
 * The value itself is compared elsewhere; a form says nothing about it.
 */

/**
 * The size of an expression as written: its operators and leaves, where a number written as a number counts as
 * one leaf and brackets count nothing. `x + 74` has 3, `7(x+8) - 6(x-3)` has 11.
 */
export function writtenSize(json: TJson): number {
  const node = withoutBrackets(json);
  if (!Array.isArray(node) || isNumberForm(node)) return 1;
  return 1 + argumentsOf(node).reduce<number>((sum, argument) => sum + writtenSize(argument), 0);
}

function isVariable(json: TJson): json is string {
  return typeof json === 'string' && !json.startsWith("'") && !CONSTANT_SYMBOLS.has(json);
}

function hasVariable(json: TJson): boolean {
  return isVariable(json) || argumentsOf(json).some(hasVariable);
}

/** `x`, `x^{2}`: a variable and its positive integer exponent. */
function readVariablePower(json: TJson): [string, bigint] | null {
  const node = withoutBrackets(json);
  if (isVariable(node)) return [node, 1n];
  if (operatorOf(node) !== 'Power') return null;
  const [base, exponent] = argumentsOf(node);
  const power = integerLiteral(withoutBrackets(exponent!));
  const variable = withoutBrackets(base!);
  return isVariable(variable) && power !== null && power >= 2n ? [variable, power] : null;
}

/** A constant coefficient written as one number, not 1 (`1\cdot x` is not simplified), not 0. */
function isCoefficient(json: TJson): boolean {
  const node = withoutBrackets(json);
  if (!isNumberForm(node) || sumTerms(node).length > 1 || isZeroLiteral(node)) return false;
  const value = integerLiteral(operatorOf(node) === 'Negate' ? withoutBrackets(argumentsOf(node)[0]!) : node);
  return value !== 1n;
}

/**
 * The variables and exponents of a monomial (`3x^{2}y` is `x^2 y`, a constant is ``), or null when it is not one
 * in simplified form: each variable at most once, at most one coefficient, over a positive integer at most.
 */
function readMonomial(json: TJson): string | null {
  const node = withoutBrackets(json);
  const operator = operatorOf(node);
  if (operator === 'Negate') return readMonomial(argumentsOf(node)[0]!);
  if (!hasVariable(node)) return isNumberForm(node) && sumTerms(node).length === 1 ? '' : null;
  if (operator === 'Divide') {
    const [numerator, denominator] = argumentsOf(node);
    const below = integerLiteral(withoutBrackets(denominator!));
    return below !== null && below > 1n ? readMonomial(numerator!) : null;
  }
  const powers = new Map<string, bigint>();
  let coefficient = false;
  for (const factor of productFactors(node)) {
    const variablePower = readVariablePower(factor);
    if (variablePower) {
      if (powers.has(variablePower[0])) return null;
      powers.set(variablePower[0], variablePower[1]);
    } else if (isCoefficient(factor) && !coefficient) coefficient = true;
    else return null;
  }
  return [...powers.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([variable, power]) => `${variable}^${power}`)
    .join(' ');
}

/**
 * Whether the expression is a polynomial written out in simplified form: a sum of monomials with no two alike and
 * no zero term, or such a sum over a positive integer (`\frac{x+1}{2}`). No bracket is left to expand.
 */
export function isExpandedPolynomial(json: TJson): boolean {
  const node = withoutBrackets(json);
  if (operatorOf(node) === 'Divide') {
    const [numerator, denominator] = argumentsOf(node);
    const below = integerLiteral(withoutBrackets(denominator!));
    if (below !== null && sumTerms(numerator!).length > 1) return below > 1n && isExpandedPolynomial(numerator!);
  }
  const terms = sumTerms(node);
  if (terms.length > 1 && terms.some(isZeroLiteral)) return false;
  const seen = new Set<string>();
  for (const term of terms) {
    const monomial = readMonomial(term);
    if (monomial === null || seen.has(monomial)) return false;
    seen.add(monomial);
  }
  return true;
}

/**
 * A product of polynomial factors (`(x-3)(x+5)`, `2(x+1)^{2}`, `-(x-1)(x+1)`): the number of factors that are
 * not constant, counting a power by its exponent, or null when it is not such a product.
 */
function countPolynomialFactors(json: TJson): number | null {
  const node = withoutBrackets(json);
  if (operatorOf(node) === 'Negate') return countPolynomialFactors(argumentsOf(node)[0]!);
  let factors = 0;
  let coefficient = false;
  for (const factor of productFactors(node)) {
    const inner = withoutBrackets(factor);
    const [base, exponent] = operatorOf(inner) === 'Power' ? argumentsOf(inner) : [inner, 1];
    const power = integerLiteral(withoutBrackets(exponent!));
    if (!hasVariable(base!) && power === 1n && isCoefficient(base!) && !coefficient) coefficient = true;
    else if (hasVariable(base!) && power !== null && power >= 1n && isExpandedPolynomial(base!))
      factors += Number(power);
    else return null;
  }
  return factors;
}

/** `(x-3)(x+5)` or `2(x+1)^2`: a product of polynomials with a sum among its factors (a bracket to expand). */
function isFactored(json: TJson): boolean {
  const node = withoutBrackets(json);
  if (operatorOf(node) === 'Negate') return isFactored(argumentsOf(node)[0]!);
  const factors = productFactors(node);
  if (factors.length === 1 && operatorOf(node) !== 'Power') return false;
  const hasSumFactor = factors.some((factor) => {
    const inner = withoutBrackets(factor);
    return sumTerms(operatorOf(inner) === 'Power' ? argumentsOf(inner)[0]! : inner).length > 1;
  });
  return hasSumFactor && countPolynomialFactors(node) !== null;
}

/** `\frac{8x+8}{(x-3)(x+5)}`: one algebraic fraction with a variable in the denominator. */
function readAlgebraicFraction(json: TJson): [TJson, TJson] | null {
  const node = withoutBrackets(json);
  if (operatorOf(node) === 'Negate') return readAlgebraicFraction(argumentsOf(node)[0]!);
  if (operatorOf(node) !== 'Divide') return null;
  const [numerator, denominator] = argumentsOf(node);
  return hasVariable(denominator!) ? [numerator!, denominator!] : null;
}

/** Most terms a key is multiplied out to when sizing its written-out form (beyond it, the key's own size rules). */
const MAX_WRITTEN_OUT_TERMS = 16;

/**
 * The terms of an expression with every product multiplied out over the sums among its factors (`x(2-x)e^{-x}` is
 * `x·2·e^{-x}` and `x·x·e^{-x}`), brackets and signs dropped; null past MAX_WRITTEN_OUT_TERMS.
 */
function multipliedOutTerms(json: TJson): TJson[] | null {
  const node = withoutBrackets(json);
  const operator = operatorOf(node);
  if (operator === 'Negate') return multipliedOutTerms(argumentsOf(node)[0]!);
  if (SUM_OPERATORS.has(operator ?? '')) {
    const parts = argumentsOf(node).map(multipliedOutTerms);
    if (parts.some((part) => part === null)) return null;
    const terms = parts.flat() as TJson[];
    return terms.length > MAX_WRITTEN_OUT_TERMS ? null : terms;
  }
  if (!PRODUCT_OPERATORS.has(operator ?? '')) return [node];
  let products: TJson[][] = [[]];
  for (const factor of productFactors(node)) {
    const factorTerms = multipliedOutTerms(factor);
    if (factorTerms === null || products.length * factorTerms.length > MAX_WRITTEN_OUT_TERMS) return null;
    products = products.flatMap((product) => factorTerms.map((term) => [...product, term]));
  }
  return products.map((factors) => (factors.length === 1 ? factors[0]! : (['Multiply', ...factors] as TJson)));
}

/**
 * How large an answer may be written against a key outside the polynomial shapes: the key's own size, or, when the
 * key has a bracket to multiply out, the size of it multiplied out (one more per term, for a power or a sign written
 * where the key repeats a factor). `2xe^{-x} - x^{2}e^{-x}` is the key `x(2-x)e^{-x}` written out, a right form of
 * a derivative; the printed `\sin x + \sin x` stays larger than its key `2\sin x`.
 */
function largestFormOf(key: TJson): number {
  const own = writtenSize(key);
  const terms = multipliedOutTerms(key);
  if (terms === null || terms.length < 2) return own;
  const writtenOut = terms.length - 1 + terms.reduce<number>((sum, term) => sum + writtenSize(term), 0);
  return Math.max(own, writtenOut + terms.length);
}

function isPolynomialOrProduct(json: TJson): boolean {
  return isExpandedPolynomial(json) || countPolynomialFactors(json) !== null;
}

/**
 * Whether an answer is a simplified form of the kind its key has (the values are compared elsewhere):
 * - the key is an expanded polynomial (`x + 74`, `2x^{2} - 13x + 21`): the answer is one too, in any order and
 *   with any spelling of its coefficients (`74 + x`, `\frac{x}{2}` for `0,5x`), so `7(x+8) - 6(x-3)`,
 *   `x + 70 + 4`, `1\cdot x + 74` and `-(x - 5)` are not;
 * - the key is factored (`(x-3)(x+3)`, `2(x+1)`): the answer is a product of expanded polynomials with at least
 *   as many factors (`(x+3)(x-3)`), not the expanded `x^2 - 9`;
 * - the key is one algebraic fraction: the answer is one fraction of polynomials or products of them (reduced or
 *   not), or a polynomial when the fraction cancels, not a sum of fractions;
 * - any other key (`\sin^2 x + \cos^2 x`, `x(2-x)e^{-x}`): the answer is written no larger than the key, or than
 *   the key with its brackets multiplied out (largestFormOf).
 */
export function isExpressionInFormOf(key: TJson, answer: TJson): boolean {
  if (isExpandedPolynomial(key)) return isExpandedPolynomial(answer);
  if (isFactored(key)) {
    const keyFactors = countPolynomialFactors(key);
    const answerFactors = countPolynomialFactors(answer);
    return isFactored(answer) && answerFactors !== null && answerFactors >= (keyFactors ?? 0);
  }
  if (readAlgebraicFraction(key)) {
    if (isExpandedPolynomial(answer)) return true;
    const fraction = readAlgebraicFraction(answer);
    return fraction?.every(isPolynomialOrProduct) ?? false;
  }
  return writtenSize(answer) <= largestFormOf(key);
}

/**
 * Whether an answer is in the form a NUMBER or FRACTION key asks for: a key written as a number (`40`, `2\sqrt{3}`)
 * asks for the value, so the answer must be a number too (`39+1` is not); a key written as a computation
 * (`84 + 2\cdot 8`, `3^{12}`) asks for that expression, so any answer written no larger is in form (the value,
 * `84 + 16`, `9^{6}`), but not a longer computation (`3^{5}\cdot 3^{7}`).
 */
export function isValueInFormOf(key: TJson, answer: TJson): boolean {
  if (isNumberForm(key)) return isNumberForm(answer);
  return writtenSize(answer) <= writtenSize(key);
}
