import { frac, greatestCommonDivisor, num, paren, poly, signed } from '../generator-draw';

/** LaTeX and running-text helpers of rozszerzenie-algebra, matura-twierdzenia-planimetrii and analiza-matematyczna. */

/**
 * `2 \cdot (-2)^{3} - (-2)^{2} + 5`: a polynomial (highest power first) with `value` put in for its variable; a
 * letter among the coefficients (a parameter) is written `+ m \cdot (-2)^{2}`.
 */
export function substituted(coefficients: readonly (number | string)[], value: number): string {
  const degree = coefficients.length - 1;
  const terms: string[] = [];
  coefficients.forEach((coefficient, index) => {
    if (coefficient === 0) return;
    const power = degree - index;
    const base = power === 0 ? '' : power === 1 ? paren(value) : `${paren(value)}^{${power}}`;
    if (typeof coefficient === 'string') {
      terms.push(`${terms.length === 0 ? '' : '+ '}${coefficient}${base === '' ? '' : ` \\cdot ${base}`}`);
      return;
    }
    const size = Math.abs(coefficient);
    const body = base === '' ? num(size) : size === 1 ? base : `${num(size)} \\cdot ${base}`;
    if (terms.length === 0) terms.push(coefficient < 0 ? `-${body}` : body);
    else terms.push(coefficient < 0 ? `- ${body}` : `+ ${body}`);
  });
  return terms.length === 0 ? '0' : terms.join(' ');
}

/** The value of a polynomial (highest power first) at `value`. */
export const polyValue = (coefficients: readonly number[], value: number) =>
  coefficients.reduce((sum, coefficient) => sum * value + coefficient, 0);

/** Numbers added up: `-16 - 12 + 5` (zeros left out). */
export function sumOf(values: readonly number[]): string {
  const terms = values.filter((value) => value !== 0);
  if (terms.length === 0) return '0';
  return terms.map((value, index) => (index === 0 ? num(value) : signed(value))).join(' ');
}

/** The prime factors of n ≥ 2 with repetition, in LaTeX: `2^{2} \cdot 3 \cdot 7`. */
export function primeFactors(n: number): string {
  const parts: string[] = [];
  let rest = n;
  for (let prime = 2; prime <= rest; prime += 1) {
    let power = 0;
    while (rest % prime === 0) [rest, power] = [rest / prime, power + 1];
    if (power > 0) parts.push(power === 1 ? `${prime}` : `${prime}^{${power}}`);
  }
  return parts.join(' \\cdot ');
}

/** The same in running text: `2³ · 3 · 7`. */
export const factorsText = (n: number) =>
  primeFactors(n)
    .replace(/ \\cdot /g, ' · ')
    .replace(/\^\{(\d)\}/g, (_, digit: string) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(digit)]!);

/** `(numerator / denominator)·√radicand` in LaTeX, the square factors of the radicand taken out: `\frac{5\sqrt{6}}{2}`. */
export function radical(numerator: number, denominator: number, radicand: number): string {
  let [top, inside] = [numerator, radicand];
  for (let k = Math.floor(Math.sqrt(inside)); k > 1; k -= 1)
    if (inside % (k * k) === 0) [top, inside] = [top * k, inside / (k * k)];
  if (inside === 1) return frac(top, denominator);
  const divisor = greatestCommonDivisor(top, denominator);
  const [n, d] = [top / divisor, denominator / divisor];
  const body = `${n === 1 ? '' : n}\\sqrt{${inside}}`;
  return d === 1 ? body : `\\frac{${body}}{${d}}`;
}

/** A polynomial in running text: `3x² − 6x − 9`. */
export const polyText = (coefficients: readonly number[]) =>
  poly(coefficients)
    .replace(/\^\{(\d)\}/g, (_, digit: string) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(digit)]!)
    .replace(/-/g, '−')
    .replace(/\{,\}/g, ',');

/** A Polish interval of an answer key in step LaTeX: `⟨1; +∞)` is `\langle 1; +\infty)`. */
export const intervalLatex = (interval: string) =>
  interval.replace(/∞/g, '\\infty').replace(/⟨/g, '\\langle ').replace(/⟩/g, '\\rangle');

/** `kx` with the coefficient 1 left out. */
export const times = (k: number, letter = 'x') => (k === 1 ? letter : `${k}${letter}`);
