import { readUnit, type TReadUnit } from './answer-quantities';

/**
 * The number of an answer with a unit (issue 73), as physics and chemistry write it: a decimal comma, powers of ten
 * (`1,2·10³`, `1,2 \cdot 10^{3}`, `1,2×10^3`, `1.2e3`), and how many significant figures it has.
 */

/** A number in scientific notation: its mantissa (as written) and exponent. */
const SCIENTIFIC =
  /^([-−]?\d[\d ]*(?:(?:[.,]|\{,\})\d+)?)\s*(?:\\cdot|\\times|·|⋅|∙|×|\*)\s*10\s*(?:\^\s*\{?\s*([-−]?\d+)\s*\}?|([⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+))$/;
const E_NOTATION = /^([-−]?\d+(?:[.,]\d+)?)[eE]([-+−]?\d+)$/;
const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const MAX_EXPONENT = 30;

/** The leading `E = `, `v = ` or `m_1 = ` of an answer, which names the value. */
const NAMED_VALUE = /^\s*\\?[a-zA-Z](?:_\{?[\w,]+\}?)?\s*=\s*/;

export type TWrittenNumber = { text: string; mantissa: string };

function plainDigits(text: string): string {
  return text.replace(/\{,\}/g, ',').replace(/[−]/g, '-').replace(/ /g, '');
}

/** `12`·10^`3` as an exact decimal (`12000`; `0.0012` for an exponent of −4), decimal comma read as a point. */
function shiftDecimal(mantissa: string, exponent: number): string {
  const negative = mantissa.startsWith('-');
  const [whole, fraction = ''] = mantissa.replace('-', '').split(/[.,]/) as [string, string?];
  const digits = whole + fraction;
  const point = whole.length + exponent;
  let result: string;
  if (point >= digits.length) result = digits + '0'.repeat(point - digits.length);
  else if (point <= 0) result = `0.${'0'.repeat(-point)}${digits}`;
  else result = `${digits.slice(0, point)}.${digits.slice(point)}`;
  return negative ? `-${result}` : result;
}

/**
 * The number as the other readers take it: a power of ten written out (`1,2·10³` is `1200`), anything else as it
 * is; the mantissa is what significant figures are counted in.
 */
export function readWrittenNumber(written: string): TWrittenNumber {
  const text = written
    .replace(/\\(?:[,;:! ]|quad(?![a-zA-Z]))|~/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const scientific = SCIENTIFIC.exec(text) ?? E_NOTATION.exec(text);
  if (!scientific) return { text, mantissa: text };
  const mantissa = plainDigits(scientific[1]!);
  const superscript = scientific[3]
    ? [...scientific[3]].map((char) => (char === '⁻' ? '-' : String(SUPERSCRIPT_DIGITS.indexOf(char)))).join('')
    : null;
  const exponent = Number((superscript ?? scientific[2]!).replace('−', '-').replace('+', ''));
  if (Math.abs(exponent) > MAX_EXPONENT) return { text, mantissa: text };
  return { text: shiftDecimal(mantissa, exponent), mantissa };
}

/**
 * How many significant figures a number as written has: `0,0120` has 3, `1,2` has 2; an integer's final zeros may or
 * may not be significant (`1200` has 2 to 4). Null for a number that is not a decimal (`3/2`, `\sqrt{2}`).
 */
export function significantFiguresOf(mantissa: string): { min: number; max: number } | null {
  const digits = plainDigits(mantissa).replace(/^[-+]/, '');
  if (/^\d+$/.test(digits)) {
    const significant = digits.replace(/^0+/, '');
    if (significant === '') return { min: 1, max: 1 };
    return { min: significant.replace(/0+$/, '').length, max: significant.length };
  }
  if (!/^\d*[.,]\d+$/.test(digits)) return null;
  const significant = digits.replace(/[.,]/, '').replace(/^0+/, '');
  return significant === '' ? null : { min: significant.length, max: significant.length };
}

/** A value rounded to so many significant figures (1234 to 2 is 1200). */
export function roundToSignificantFigures(value: number, figures: number): number {
  return value === 0 ? 0 : Number(value.toPrecision(figures));
}

/** Where a unit may start: a letter, `°`, `%`, `Ω`, `µ`, or a LaTeX command that writes one. */
const UNIT_START =
  /^(?:\\(?:mathrm|text|textrm|operatorname|rm|Omega|mu|degree|textdegree|%)(?![a-zA-Z])|\\frac\s*\{\s*\\?[a-zA-Zµ]|\^\s*\{?\s*\\circ|[\p{L}°℃%Ωµ])/u;

/**
 * An answer split into its number and its unit (`72 km/h`, `1,2 \cdot 10^{3}\,\mathrm{J}`, `20^{\circ}C`,
 * `E = 1,2 kJ`), or null when it ends in no unit js-quantities or answer-units.ts reads.
 */
export function splitQuantity(written: string): { number: string; unit: Exclude<TReadUnit, null> } | null {
  const text = written.replace(NAMED_VALUE, '').replace(/(\d)[eE]([-+−]?\d+)(?![\d.,])/g, '$1\\cdot 10^{$2}');
  for (let index = 1; index < text.length; index += 1) {
    const before = text.slice(0, index);
    if (/\\[a-zA-Z]*$/.test(before) || !UNIT_START.test(text.slice(index))) continue;
    const number = before.replace(/(?:\\[,;:! ]|~|\s)+$/, '');
    if (!/[\d})⁰¹²³⁴⁵⁶⁷⁸⁹]$/.test(number) || /\p{L}/u.test(number.replace(/\\[a-zA-Z]+/g, ''))) return null;
    const unit = readUnit(text.slice(index));
    return unit ? { number, unit } : null;
  }
  return null;
}
