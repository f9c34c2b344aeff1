import { foldText } from '@zadania/shared';

export { splitIntervalUnion, splitSetElements, type TIntervalText } from './answer-sets';
export { stripVariablePrefix } from './answer-variables';

/**
 * Polish school notation and MathLive LaTeX brought to one LaTeX spelling that the compute engine reads.
 * Everything here is string work; the mathematics happens in answer-math.ts.
 */

/** Brackets deeper than this are refused before any parsing (no real answer nests so deep). */
const MAX_BRACKET_DEPTH = 20;
/** A repeating decimal's period longer than this is refused. */
const MAX_PERIOD_DIGITS = 50;

type Rewrite = readonly [RegExp, string];

/** Unicode symbols and LaTeX synonyms mapped to the spelling the readers below expect, in this order. */
const SPELLING_REWRITES: readonly Rewrite[] = [
  [/\\(?:left|right|bigl|bigr|Bigl|Bigr|biggl|biggr|big|Big)\s*\./g, ''],
  [/\\(?:left|right|bigl|bigr|Bigl|Bigr|biggl|biggr|big|Big)(?![a-zA-Z])/g, ''],
  // An angle in degrees is its number of degrees: `76^\circ`, `76^{\circ}`, `76°` (a brace after `^\circ` is not its own).
  [/\^\s*(?:\{\s*\\circ\s*\}|\\circ)|°|\\degree(?![a-zA-Z])/g, ''],
  [/\{,\}/g, '.'],
  [/\{\.\}/g, '.'],
  [/\\(?:[,;:!> ]|quad(?![a-zA-Z])|qquad(?![a-zA-Z])|thinspace(?![a-zA-Z]))|~/g, ' '],
  [/[\u00a0\u2000-\u200b\u202f\u205f\u3000\t\r\n]/g, ' '],
  [/\\(?:lbrace|\{)/g, '\\{'],
  [/\\(?:rbrace|\})/g, '\\}'],
  [/\\lbrack(?![a-zA-Z])/g, '['],
  [/\\rbrack(?![a-zA-Z])/g, ']'],
  [/\\langle(?![a-zA-Z])|[\u2329\u27e8\u3008]/g, '⟨'],
  [/\\rangle(?![a-zA-Z])|[\u232a\u27e9\u3009]/g, '⟩'],
  [/\\lt(?![a-zA-Z])/g, '<'],
  [/\\gt(?![a-zA-Z])/g, '>'],
  [/[\u2212\u2013\u2014\u2012]/g, '-'],
  [/[·⋅∙]|\\cdotp(?![a-zA-Z])|\*/g, '\\cdot '],
  [/×/g, '\\times '],
  [/÷|:/g, '\\div '],
  [/∞/g, '\\infty '],
  [/∪/g, '\\cup '],
  [/∈/g, '\\in '],
  [/∨|\\vee(?![a-zA-Z])/g, '\\lor '],
  [/π/g, '\\pi '],
  [/ℝ|\\R(?![a-zA-Z])/g, '\\mathbb{R}'],
  [/∅|\\varnothing(?![a-zA-Z])/g, '\\emptyset '],
  [/²/g, '^{2}'],
  [/³/g, '^{3}'],
  [/\\[dt]frac(?![a-zA-Z])/g, '\\frac'],
  [/\\%/g, '%'],
  // "23 procent", "23 proc.", `23\text{ procent}`: the word for percent is its sign.
  [/(?<=\d)\s*(?:\\text\{\s*)?(?:procent(?:y|ów|a)?|proc\.)(?:\s*\})?(?![\p{L}])/gu, '%'],
  [/\\(?:operatorname|mathrm)\{(tg|ctg)\}/g, '$1'],
  [/(?<![\\a-zA-Z])(sin|cos|tan|cot|tg|ctg|ln|log|sqrt|pi)(?![a-zA-Z])/g, '\\$1'],
  [/\\tg(?![a-zA-Z])/g, '\\tan'],
  [/\\ctg(?![a-zA-Z])/g, '\\cot'],
  [/√\s*(\d+(?:[.,]\d+)?)/g, '\\sqrt{$1}'],
  [/√/g, '\\sqrt'],
  // `sqrt(2)`, `2sqrt(3)` as typed on a keyboard, and `\surd` (MathLive's `√` typed on one): a root.
  [/\\surd(?![a-zA-Z])/g, '\\sqrt'],
  [/\\sqrt\s*\(([^()]*)\)/g, '\\sqrt{$1}'],
  [/\^\s*(-?\d+(?:[.,]\d+)?)/g, '^{$1}'],
];

/** Whether the text nests brackets deeper than any answer needs. */
export function isTooDeep(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if ('([{⟨'.includes(char)) depth += 1;
    else if (')]}⟩'.includes(char)) depth = Math.max(0, depth - 1);
    if (depth > MAX_BRACKET_DEPTH) return true;
  }
  return false;
}

/** Unicode and LaTeX synonyms replaced, whitespace collapsed. */
export function normalizeSpelling(text: string): string {
  let result = text;
  for (const [pattern, replacement] of SPELLING_REWRITES) result = result.replace(pattern, replacement);
  return result.replace(/\s+/g, ' ').trim();
}

/** A mixed number as one fraction: `1 1/2` is 3/2, so that `-1 1/2` is -1.5 and reads as one number. */
function mixedNumberFraction(_match: string, whole: string, numerator: string, denominator: string): string {
  if (BigInt(denominator) === 0n) return `(${whole}+\\frac{${numerator}}{${denominator}})`;
  return `{\\frac{${BigInt(whole) * BigInt(denominator) + BigInt(numerator)}}{${denominator}}}`;
}

/** `1 1/2` and `1\frac{1}{2}` read as one mixed number. */
function rewriteMixedNumbers(text: string): string {
  return text
    .replace(/(?<![\d.,^_}{a-zA-Z])(\d+)\s*\\frac\{(\d+)\}\{(\d+)\}/g, mixedNumberFraction)
    .replace(/(?<![\d.,^_}{a-zA-Z])(\d+)\s+(\d+)\s*\/\s*(\d+)(?![\d.,])/g, mixedNumberFraction);
}

function greatestCommonDivisor(a: bigint, b: bigint): bigint {
  let [x, y] = [a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/**
 * A number written in decimal or percent notation as one reduced fraction or integer, so that its raw reading is
 * a number too (`40,0` is 40, not a division 400/10 still to be done; see answer-form.ts).
 */
function exactNumberLatex(numerator: bigint, denominator: bigint): string {
  const divisor = greatestCommonDivisor(numerator, denominator) || 1n;
  const [top, bottom] = [numerator / divisor, denominator / divisor];
  return bottom === 1n ? `{${top}}` : `{\\frac{${top}}{${bottom}}}`;
}

/** `1 000 000` read as 1000000: a space followed by exactly three digits joins the groups. */
function joinThousands(text: string): string {
  let previous = '';
  let result = text;
  while (previous !== result) {
    previous = result;
    result = result.replace(/(\d) (?=\d{3}(?!\d)(?!\s*\/))/g, '$1');
  }
  return result;
}

/** `0,(3)` is 1/3 and `0,1(6)` is 1/6: the Polish notation for a repeating decimal. */
function rewriteRepeatingDecimals(text: string): string | null {
  let tooLong = false;
  const result = text.replace(
    /(?<![\d.])(\d+)[.,](\d*)\((\d+)\)/g,
    (_match, whole: string, fixed: string, period: string) => {
      if (period.length > MAX_PERIOD_DIGITS || fixed.length > MAX_PERIOD_DIGITS) tooLong = true;
      if (tooLong) return '';
      const withPeriod = BigInt(whole + fixed + period);
      const withoutPeriod = BigInt(whole + fixed);
      const denominator = (10n ** BigInt(period.length) - 1n) * 10n ** BigInt(fixed.length);
      return exactNumberLatex(withPeriod - withoutPeriod, denominator);
    },
  );
  return tooLong ? null : result;
}

/** `12,5%` is 1/8, kept exact and written as one number (a percentage is a number, not a division). */
function rewritePercents(text: string): string {
  return text
    .replace(/(?<![\d.])(\d+)(?:\.(\d+))?\s*%/g, (_match, whole: string, decimals = '') => {
      return exactNumberLatex(BigInt(`${whole}${decimals}`), 10n ** BigInt(decimals.length + 2));
    })
    .replace(/%/g, '\\%');
}

/** Decimals become exact fractions (`1.25` → 5/4), so that 0.333 never passes for 1/3. */
function rewriteDecimalsAsFractions(text: string): string {
  return text.replace(/(?<![\d.])(\d*)\.(\d+)(?![\d.])/g, (_match, whole: string, decimals: string) => {
    return exactNumberLatex(BigInt(`${whole}${decimals}`), 10n ** BigInt(decimals.length));
  });
}

/**
 * One number or expression (already split out of a set or interval) as LaTeX for the compute engine, or null
 * when its spelling is unreadable. A comma between digits is a decimal comma; any other comma is left for the
 * engine, which does not read it as part of a number.
 */
export function toEngineLatex(text: string): string | null {
  let result = text.trim();
  if (!result) return null;
  result = rewriteMixedNumbers(result);
  result = joinThousands(result);
  if (/\d\s+\d/.test(result)) return null;
  const withPeriods = rewriteRepeatingDecimals(result);
  if (withPeriods === null) return null;
  result = withPeriods.replace(/(\d),(?=\d)/g, '$1.');
  result = rewritePercents(result);
  return rewriteDecimalsAsFractions(result);
}

/** Text answers compared without case, Polish and other accents, whitespace and a closing full stop. */
export function foldTextAnswer(text: string): string {
  const unwrapped = text
    .replace(/\\(?:text|textrm|mathrm|mathit|textit|operatorname)\{([^{}]*)\}/g, '$1')
    .replace(/\\[,;:! ]|~/g, ' ');
  return foldText(unwrapped).replace(/\s+/g, '').replace(/\.+$/, '');
}
