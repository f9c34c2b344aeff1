import type { TAnswerKey } from '@zadania/shared';
import type { TGeneratorRequirement, TSolutionStep, TVariantDraft } from './generator.types';

/** Helpers the generators draw and write with: numbers in Polish notation, LaTeX and statement HTML. */

/** An integer in [min, max]. */
export function drawInt(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** A non-zero integer in [min, max]. */
export function drawNonZero(random: () => number, min: number, max: number): number {
  const value = drawInt(random, min, max - 1);
  return value >= 0 ? value + 1 : value;
}

export function drawFrom<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

export function greatestCommonDivisor(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** A decimal rounded away from floating-point noise (0.1 + 0.2 is 0.3). */
export function tidy(value: number): number {
  return Number.parseFloat(value.toFixed(10));
}

/** A number in LaTeX with the Polish decimal comma: `1{,}5`, `-3`. */
export function num(value: number): string {
  return String(tidy(value)).replace('.', '{,}');
}

/** A number in running text: `1,5`. */
export function numText(value: number): string {
  return String(tidy(value)).replace('.', ',');
}

/** A whole number in running text with the Polish grouping of thousands: `12 500`, `4378` (four digits are not grouped). */
export function numGrouped(value: number): string {
  return value.toLocaleString('pl-PL');
}

/** A negative number in parentheses, for a product or a power: `(-3)`. */
export function paren(value: number): string {
  return value < 0 ? `(${num(value)})` : num(value);
}

/** `+ 3` or `- 3` after an earlier term. */
export function signed(value: number): string {
  return value < 0 ? `- ${num(-value)}` : `+ ${num(value)}`;
}

/** `+ 3x`, `- x`, `+ x` after an earlier term: a coefficient ±1 is not written (never `- 1x`). */
export function signedTerm(coefficient: number, letters = 'x'): string {
  const size = Math.abs(coefficient);
  const body = size === 1 ? letters : `${num(size)}${letters}`;
  return coefficient < 0 ? `- ${body}` : `+ ${body}`;
}

/** A reduced fraction in LaTeX: `\frac{3}{4}`, `-\frac{1}{2}`, or an integer. */
export function frac(numerator: number, denominator: number): string {
  const divisor = greatestCommonDivisor(numerator, denominator) || 1;
  const sign = numerator * denominator < 0 ? '-' : '';
  const top = Math.abs(numerator) / divisor;
  const bottom = Math.abs(denominator) / divisor;
  return bottom === 1 ? `${sign}${top}` : `${sign}\\frac{${top}}{${bottom}}`;
}

/**
 * `a = b = c` with a side equal to the one before it left out (issue 57): a fraction that does not reduce, a root
 * with no factor to take out or a sum of one term is written once, never `\frac{14}{29} = \frac{14}{29}`.
 */
export function chain(...sides: string[]): string {
  const compact = (side: string) => side.replace(/\s+/g, '');
  return sides.filter((side, index) => index === 0 || compact(side) !== compact(sides[index - 1]!)).join(' = ');
}

/**
 * A polynomial from its coefficients, highest power first: `[1, -5, 6]` is `x^{2} - 5x + 6`. Zero terms are
 * left out, a coefficient 1 is not written.
 */
export function poly(coefficients: readonly number[], variable = 'x'): string {
  const degree = coefficients.length - 1;
  const terms: string[] = [];
  coefficients.forEach((coefficient, index) => {
    if (coefficient === 0) return;
    const power = degree - index;
    const letters = power === 0 ? '' : power === 1 ? variable : `${variable}^{${power}}`;
    const size = Math.abs(coefficient);
    const body = letters && size === 1 ? letters : `${num(size)}${letters}`;
    if (terms.length === 0) terms.push(coefficient < 0 ? `-${body}` : body);
    else terms.push(coefficient < 0 ? `- ${body}` : `+ ${body}`);
  });
  return terms.length === 0 ? '0' : terms.join(' ');
}

/** `x - 3`, `x + 2`, `x`: the factor whose root is `root`. */
export function linearFactor(root: number, variable = 'x'): string {
  return root === 0 ? variable : `${variable} ${signed(-root)}`;
}

/** The product of the factors with these roots: `x(x - 4)`, `(x + 8)(x - 1)` — a factor `x` is never `(x)`. */
export function rootFactors(roots: readonly number[], variable = 'x'): string {
  const zero = roots.filter((root) => root === 0).map(() => variable);
  const others = roots.filter((root) => root !== 0).map((root) => `(${linearFactor(root, variable)})`);
  return [...zero, ...others].join('');
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Inline math as the editor stores it and the web renders it with KaTeX. */
export function m(latex: string): string {
  return `<span data-type="inline-math" data-latex="${escapeAttribute(latex)}"></span>`;
}

/** Paragraphs of a statement (their text is already HTML). */
export function paragraphs(...texts: string[]): string {
  return texts.map((text) => `<p>${text}</p>`).join('');
}

export const answerKey = {
  number: (value: string): TAnswerKey => ({ kind: 'NUMBER', value, tolerance: null }),
  fraction: (value: string): TAnswerKey => ({ kind: 'FRACTION', value, tolerance: null }),
  expression: (value: string): TAnswerKey => ({ kind: 'EXPRESSION', value, tolerance: null }),
  set: (values: readonly string[]): TAnswerKey => ({
    kind: 'SET',
    value: `\\{${values.join('; ')}\\}`,
    tolerance: null,
  }),
  interval: (value: string): TAnswerKey => ({ kind: 'INTERVAL', value, tolerance: null }),
};

/** A requirement of the podstawa programowa 2017 by its code: `pp('LO-P.III')`. */
export const pp = (code: string): TGeneratorRequirement => ({ system: 'PP2017', code });

/** A number as the answer key: an exact fraction when it is not an integer. */
export function numberKey(numerator: number, denominator = 1): TAnswerKey {
  const latex = frac(numerator, denominator);
  return latex.includes('frac') ? answerKey.fraction(latex) : answerKey.number(latex);
}

/** The draft of `Rozwiąż równanie …`: the equation is the first step, the steps after it lead to `answer`. */
export function equationDraft(equation: string, answer: TAnswerKey, steps: TSolutionStep[]): TVariantDraft {
  return {
    statementHtml: paragraphs(`Rozwiąż równanie ${m(equation)}.`),
    answer,
    steps: [{ explanation: 'Równanie.', math: equation }, ...steps],
    verification: { mode: 'equation' },
  };
}

/** The Polish plural for a count: `plural(22, 'rok', 'lata', 'lat')` is 'lata' (see `generators/polish-numerals.ts`). */
export { countNoun, NOUNS, plural, pluralForm, VERBS } from './generators/polish-numerals';
