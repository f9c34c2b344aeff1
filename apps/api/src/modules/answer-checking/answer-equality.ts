import type { Expression } from '@cortex-js/compute-engine';
import type { MathJsonExpression } from '@cortex-js/compute-engine/math-json';
import { answerCheckLimits, type TAnswerKey } from '@zadania/shared';
import { isIntervalCorrect, isSetCorrect, readIntervalAnswer, readSetAnswer } from './answer-collections';
import { isExpressionInFormOf, isValueInFormOf } from './answer-form';
import {
  areExpressionsEqual,
  areNumbersEqual,
  decimalToRational,
  hasEnoughDefinedPoints,
  inScratchScope,
  isRationalDistanceWithin,
  parseSafely,
  parseWritten,
  sampleExpression,
  type TReadNumber,
} from './answer-math';
import { foldTextAnswer, normalizeSpelling, stripVariablePrefix, toEngineLatex } from './answer-notation';
import { checkNumberWithUnit, type TNumberReaders } from './answer-quantity-check';
import { prepareMath, readScalar } from './answer-reading';
import { splitAt, topLevelPositions } from './answer-sets';
import { isMatrixCorrect, isTupleCorrect, readMatrixAnswer, readTupleAnswer } from './answer-tuples';
import { canonicalUnit, splitTrailingUnit } from './answer-units';
import { variableName } from './answer-variables';
import { rightVerdict, type TAnswerVerdict, wrongVerdict } from './answer-verdict';
import { checkEquation, checkFormula, isReadableEquationKey } from './chemistry-equation';
import { readFormula } from './chemistry-formula';
import { computeEngineLibrary } from './math-engine';

/** A number in e-notation with an exponent of four digits or more (`1e999999`). */
const HUGE_E_NOTATION = /\d\s*[eE]\s*[-+−]?\d{4,}/;

/** Slack for floating-point rounding when a tolerance is applied to irrational values. */
const TOLERANCE_ROUNDING = 1e-12;

type TExpressionAnswer = { sides: Expression[] };
/** An answer as written, for its form: the raw reading (one per side of an equation) and whether `:` or `÷` is in it. */
type TWrittenForm = { sides: MathJsonExpression[]; divisionSign: boolean };

/** A NUMBER or FRACTION answer: `1,5`, `3/2`, `1 1/2`, `150%`, `\frac{3}{2}`, `x = 1,5`, `\sqrt{2}`… */
function readNumberAnswer(text: string): TReadNumber | null {
  const prepared = prepareMath(text);
  return prepared === null ? null : readScalar(stripVariablePrefix(prepared, 'equals'));
}

/** The written form of a NUMBER, FRACTION or EXPRESSION answer (see answer-form.ts), or null when unreadable. */
function readWrittenForm(text: string, kind: 'value' | 'expression'): TWrittenForm | null {
  const prepared = prepareMath(text);
  if (prepared === null) return null;
  const latex = toEngineLatex(kind === 'value' ? stripVariablePrefix(prepared, 'equals') : prepared);
  const json = latex === null ? null : parseWritten(latex, { allowEquation: kind === 'expression' });
  if (json === null) return null;
  const sides = Array.isArray(json) && json[0] === 'Equal' ? (json.slice(1) as MathJsonExpression[]) : [json];
  return { sides, divisionSign: /\\div(?![a-zA-Z])/.test(latex!) };
}

/**
 * Whether the answer is written in the form the key asks for (issue 55): a value as a number, a simplified
 * expression in simplified form, never the task's own computation. A division sign (`:`, `÷`) the key does not
 * have is a division still to be done.
 */
function isWrittenAsAsked(keyText: string, given: string, kind: 'value' | 'expression'): boolean {
  const key = readWrittenForm(keyText, kind);
  const answer = readWrittenForm(given, kind);
  if (!key || !answer || key.sides.length !== answer.sides.length) return false;
  if (answer.divisionSign && !key.divisionSign) return false;
  const inFormOf = kind === 'value' ? isValueInFormOf : isExpressionInFormOf;
  return key.sides.every((side, index) => inFormOf(side, answer.sides[index]!));
}

/** An EXPRESSION answer: one expression, or both sides of an equation such as `y = 2x + 1`. */
function readExpressionAnswer(text: string): TExpressionAnswer | null {
  const prepared = prepareMath(text);
  const latex = prepared === null ? null : toEngineLatex(prepared);
  const parsed = latex === null ? null : parseSafely(latex, { allowEquation: true });
  if (!parsed) return null;
  const sides = computeEngineLibrary().isFunction(parsed, 'Equal') ? [...parsed.ops] : [parsed];
  return sides.every((side) => hasEnoughDefinedPoints(sampleExpression(side, side.unknowns))) ? { sides } : null;
}

function areExpressionAnswersEqual(key: TExpressionAnswer, given: TExpressionAnswer): boolean {
  if (key.sides.length !== given.sides.length) return false;
  return key.sides.every((side, index) => areExpressionsEqual(side, given.sides[index]!));
}

/** What the key is, read once, so that unreadable keys are refused and readable ones compared. */
function readKey(key: TAnswerKey): unknown {
  switch (key.kind) {
    case 'NUMBER':
      return readNumberAnswer(key.value);
    case 'FRACTION': {
      const value = readNumberAnswer(key.value);
      return value?.exact ? value : null;
    }
    case 'SET':
      return readSetAnswer(key.value);
    case 'INTERVAL':
      return readIntervalAnswer(key.value);
    case 'TUPLE':
      return readTupleAnswer(key.value);
    case 'MATRIX':
      return readMatrixAnswer(key.value);
    case 'EXPRESSION':
      return readExpressionAnswer(key.value);
    case 'TEXT':
      return foldTextAnswer(key.value) || null;
    case 'CHEMICAL_FORMULA':
      return readFormula(key.value);
    case 'CHEMICAL_EQUATION':
      return isReadableEquationKey(key.value) || null;
  }
}

/**
 * A key written as a percentage (`8,16\\%`) also takes the bare number of percent (`8,16`), as a student answers
 * "o ile procent…"; `0,0816` stays right too. A key written without `%` is compared strictly (`20%` is 0,2).
 */
function isNumberCorrect(key: TAnswerKey, written: string): boolean {
  const given = valueOfAnswer(key, written);
  if (given === null) return false;
  if (isNumberEqual(key, key.value, given)) return true;
  const spelledKey = normalizeSpelling(key.value);
  const percentKey = /^[^%]+%$/.test(spelledKey);
  return percentKey && !normalizeSpelling(given).includes('%') && isNumberEqual(key, spelledKey.slice(0, -1), given);
}

function isNumberEqual(key: TAnswerKey, value: string, given: string): boolean {
  const expected = readNumberAnswer(value);
  const answer = readNumberAnswer(given);
  if (!expected || !answer) return false;
  return isNumberWithinTolerance(key, expected, answer) && isWrittenAsAsked(value, given, 'value');
}

/** A named variable alone on the left of `=` (`x = 3`, `P_1 = 3`): not an expression the answer evaluates. */
const BARE_VARIABLE = new RegExp(`^${variableName}$`);

/**
 * The value a NUMBER or FRACTION answer gives, or null when it cannot be right whatever its number:
 * - a unit at its end (`144 cm²`, `12,50 zł`, `60 km/h`) is dropped when it is the unit the key asks for; an answer
 *   in another unit, or with a unit where the key names none, is wrong;
 * - a chain ending in the value (`4a + 3b = 4 \cdot 2 + 3 \cdot 5 = 23`, where the task asks for an expression and
 *   its value) gives its last side, when every side without a letter has that same value.
 */
function valueOfAnswer(key: TAnswerKey, written: string): string | null {
  const { number, unit } = splitTrailingUnit(written);
  if (unit !== null && (!key.unit || canonicalUnit(key.unit) !== unit)) return null;
  const prepared = prepareMath(number);
  if (prepared === null) return number;
  const sides = splitAt(prepared, topLevelPositions(prepared, '='));
  if (sides.length < 2 || (sides.length === 2 && BARE_VARIABLE.test(sides[0]!))) return number;
  const value = sides.at(-1)!;
  const last = readNumberAnswer(value);
  if (!last) return null;
  const consistent = sides.slice(0, -1).every((side, index) => {
    if (index === 0 && BARE_VARIABLE.test(side)) return true;
    if (/[a-zA-Z]/.test(side.replace(/\\(?:cdot|frac|sqrt|times|div|pi|left|right)(?![a-zA-Z])/g, '')))
      return readExpressionAnswer(side) !== null;
    const read = readNumberAnswer(side);
    return read !== null && areNumbersEqual(read, last);
  });
  return consistent ? value : null;
}

function isNumberWithinTolerance(key: TAnswerKey, expected: TReadNumber, answer: TReadNumber): boolean {
  if (key.tolerance === null) return areNumbersEqual(expected, answer);
  const tolerance = decimalToRational(String(key.tolerance));
  if (expected.exact && answer.exact && tolerance)
    return isRationalDistanceWithin(expected.exact, answer.exact, tolerance);
  return Math.abs(expected.approx - answer.approx) <= key.tolerance + TOLERANCE_ROUNDING;
}

/** The number readers the check of answers with units (answer-quantity-check.ts) uses. */
const numberReaders: TNumberReaders = {
  isNumberCorrect: (key, given) =>
    key.kind === 'FRACTION' ? isFractionCorrect(key, given) : isNumberCorrect(key, given),
  valueOf: (text) => readNumberAnswer(text)?.approx ?? null,
  isWrittenAsAsked: (keyValue, given) => isWrittenAsAsked(keyValue, given, 'value'),
};

function isFractionCorrect(key: TAnswerKey, written: string): boolean {
  const given = valueOfAnswer(key, written);
  if (given === null) return false;
  const expected = readNumberAnswer(key.value);
  const answer = readNumberAnswer(given);
  if (!expected?.exact || !answer?.exact || !areNumbersEqual(expected, answer)) return false;
  return isWrittenAsAsked(key.value, given, 'value');
}

function isExpressionCorrect(key: TAnswerKey, given: string): boolean {
  const expected = readExpressionAnswer(key.value);
  const answer = readExpressionAnswer(given);
  if (!expected || !answer || !areExpressionAnswersEqual(expected, answer)) return false;
  return isWrittenAsAsked(key.value, given, 'expression');
}

function isTextCorrect(key: TAnswerKey, given: string): boolean {
  if (given.length > answerCheckLimits.answerMaxLength) return false;
  const expected = foldTextAnswer(key.value);
  return expected !== '' && expected === foldTextAnswer(given);
}

/**
 * Whether an answer is written in the form its key asks for, whatever its value: for NUMBER and FRACTION keys a
 * number where the key is a number (`40`, not `39+1`), for EXPRESSION keys a simplified form of the key's kind
 * (answer-form.ts); other kinds have no such rule. Never throws.
 */
export function isInAskedForm(key: TAnswerKey, given: string): boolean {
  if (key.kind !== 'NUMBER' && key.kind !== 'FRACTION' && key.kind !== 'EXPRESSION') return true;
  const kind = key.kind === 'EXPRESSION' ? 'expression' : 'value';
  return inScratchScope(() => isWrittenAsAsked(key.value, given, kind)) ?? false;
}

/**
 * Whether the key's value can be read for its kind (the API refuses a task saved with an unreadable key).
 * A FRACTION key must be a rational number; an EXPRESSION key must have a value for most values of its
 * variables; a TEXT key must have letters or digits left after folding. Never throws.
 */
export function isReadableAnswerKey(key: TAnswerKey): boolean {
  return inScratchScope(() => readKey(key) !== null) ?? false;
}

/**
 * Whether what the student typed equals the key mathematically. Never throws: unreadable input is wrong.
 * Both the key and the answer may be MathLive LaTeX or plain text in Polish school notation:
 * - numbers: decimal comma or dot (`1,5`, `1{,}5`), spaces between thousands (`1 000 000`, `1\,000`),
 *   fractions (`3/2`, `\frac{3}{2}`), mixed numbers (`1 1/2`, `1\frac{1}{2}`), percentages (`150%`, `150\%`
 *   are 1.5), repeating decimals (`0,(3)`), `\sqrt{2}`, `√2`, `\pi`, `\cdot`, `\times`, `:`, `\div`, and a
 *   leading `x =` (also for NUMBER/FRACTION keys);
 * - NUMBER: exact equality for rational values, 1e-9 relative for irrational ones, or |answer − key| ≤ tolerance;
 *   a key written as a number wants a number (`2\sqrt{3}`, `\frac{1}{\sqrt{2}}`, not `39+1`, `\sqrt{81}`, `2^3`);
 * - FRACTION: exact rational equality (`0,5` = `1/2`, `0,333` ≠ `1/3`; an irrational answer is wrong), as NUMBER;
 * - SET: `{1; 2}`, `\lbrace 1,2\rbrace`, `2; 1`, `x ∈ {1; 2}`, `x=1 ∨ x=2`, `x = 1 lub x = 2`, `x=1\text{lub}x=2`,
 *   `x_1=1, x_2=2`, `\frac12,3`, `∅`; any order, duplicates ignored; with a `;` commas are decimal commas, without
 *   one see splitSetElements; a lone `1,5` is right for {1,5} and for {1; 5} (setReadings);
 * - INTERVAL: `(1;3⟩`, `(1, 3]`, `<1;3)`, `\left(1;3\right\rbrack`, `x ∈ (1;3]`, `(-∞; 2) ∪ ⟨5; +∞)`, `{5}` as a
 *   point of a union, `ℝ`, `∅`, or inequalities `x \le 3`, `1 < x ≤ 3`, `x < 1 lub x > 2`; `⟨ ⟩`, `< >` and `[ ]`
 *   are closed; unions are compared as sets of reals;
 * - EXPRESSION: equal for every value of the variables (`\frac{x}{2}` = `0,5x`), `tg`/`ctg`, and an equation
 *   (`y = 2x + 1`) compared side by side, in the key's simplified form (an expanded key wants no bracket to
 *   expand: `7(x+8) - 6(x-3)` ≠ `x + 74`; a factored key wants a product);
 * - TEXT: case, accents (ł included), whitespace and a final full stop ignored;
 * - NUMBER and FRACTION with a unit: any unit of the same quantity, converted (`20 m/s` for `72 km/h`), powers of
 *   ten (`1,2·10³ J`), significant figures and a demanded unit when the key asks (answer-quantity-check.ts);
 * - CHEMICAL_FORMULA and CHEMICAL_EQUATION: composition and charge, balance and smallest whole coefficients
 *   (chemistry-equation.ts).
 */
export function isAnswerCorrect(key: TAnswerKey, given: string): boolean {
  return checkAnswer(key, given).correct;
}

const verdictOf = (correct: boolean): TAnswerVerdict => (correct ? rightVerdict : wrongVerdict);

/**
 * The verdict on an answer (isAnswerCorrect), with a hint for some wrong answers: a unit of another quantity, a
 * unit other than the one the key demands, the significant figures, an unbalanced equation (issue 73). Never throws.
 */
export function checkAnswer(key: TAnswerKey, given: string): TAnswerVerdict {
  // No school answer is 10 to the thousandth power; the CAS would expand `1e999999` into a million digits, once per
  // way of splitting off a unit (90 s of a node for one answer with a unit).
  if (key.kind !== 'TEXT' && HUGE_E_NOTATION.test(given)) return wrongVerdict;
  const verdict = inScratchScope((): TAnswerVerdict => {
    switch (key.kind) {
      case 'NUMBER':
      case 'FRACTION':
        return checkNumberWithUnit(key, given, numberReaders);
      case 'SET':
        return verdictOf(isSetCorrect(key, given));
      case 'INTERVAL':
        return verdictOf(isIntervalCorrect(key, given));
      case 'TUPLE':
        return verdictOf(isTupleCorrect(key.value, given));
      case 'MATRIX':
        return verdictOf(isMatrixCorrect(key.value, given));
      case 'EXPRESSION':
        return verdictOf(isExpressionCorrect(key, given));
      case 'TEXT':
        return verdictOf(isTextCorrect(key, given));
      case 'CHEMICAL_FORMULA':
        return given.length > answerCheckLimits.answerMaxLength ? wrongVerdict : checkFormula(key.value, given);
      case 'CHEMICAL_EQUATION':
        return checkEquation(key.value, given);
    }
  });
  return verdict ?? wrongVerdict;
}
