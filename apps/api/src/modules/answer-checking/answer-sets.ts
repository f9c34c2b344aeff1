import { stripVariablePrefix, variableName } from './answer-variables';

/**
 * Finite sets and intervals as written (`{1/2; 3}`, `x = 1 lub x = 2`, `(-∞; 2) ∪ ⟨5; +∞)`) split into the texts of
 * their elements and ends; the numbers are read in answer-equality.ts.
 */

/** Positions of `char` outside any (), [] or {} group. */
export function topLevelPositions(text: string, char: string): number[] {
  const positions: number[] = [];
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const current = text[index]!;
    if ('([{'.includes(current)) depth += 1;
    else if (')]}'.includes(current)) depth -= 1;
    else if (current === char && depth === 0) positions.push(index);
  }
  return positions;
}

export function splitAt(text: string, positions: readonly number[]): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const position of positions) {
    parts.push(text.slice(start, position));
    start = position + 1;
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim());
}

/** A comma with a space next to it (`1, 2`) separates; `1,5` is a decimal comma. */
function isSpacedComma(text: string, position: number): boolean {
  return text[position + 1] === ' ' || text[position - 1] === ' ';
}

/** Whether the brace opening the text is the one closing it (`{1; 2}`, not `{1}+{2}`). */
function isWrappedInBraces(text: string): boolean {
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}') {
      depth -= 1;
      if (depth === 0) return index === text.length - 1;
    }
  }
  return false;
}

/** The inside of `{…}` / `\{…\}`, or null when the text is not wrapped in set braces. */
function unwrapSetBraces(text: string): string | null {
  if (!isWrappedInBraces(text)) return null;
  if (text.startsWith('\\{') && text.endsWith('\\}')) return text.slice(2, -2).trim();
  return text.startsWith('{') ? text.slice(1, -1).trim() : null;
}

/** `\text{lub}`, `\operatorname{lub}`, `\text{ oraz }`, `\text{,}`: a word or mark MathLive wraps, unwrapped. */
const WRAPPED_WORD = /\\(?:text|textrm|textit|mathrm|mathit|operatorname)\{\s*(lub|oraz|i|,|;)\s*\}/g;
/** `lub` and `oraz` as words, or glued to the next root as MathLive sends them (`\frac{1}{2}lubx=3`). */
const ALTERNATIVE_WORD = new RegExp(`(?<![a-zA-Z\\\\])(?:lub|oraz)(?:(?![a-zA-Z])|(?=${variableName}\\s*=))`, 'g');

/**
 * The alternatives of a list of roots marked with `;`: `∨`/`\lor`, the words `lub` and `oraz` (also wrapped in
 * `\text{…}` or glued to the next `x=`), and `i` between spaces (`2 i 5`).
 */
export function markAlternatives(text: string): string {
  return text
    .replace(WRAPPED_WORD, ' $1 ')
    .replace(/\\lor(?![a-zA-Z])/g, ';')
    .replace(ALTERNATIVE_WORD, ';')
    .replace(/ i /g, ';');
}

/**
 * The elements of a finite set as separate texts, or null when unreadable. Separators: `;`, `∨`, the words
 * `lub`/`oraz`/`i` (see markAlternatives), and commas. With a semicolon present every comma is a decimal comma
 * (`{1,5; 2}`). Without one a comma next to a space separates (`1,5, 2` is {1.5, 2}); when no comma has a space,
 * the commas separate if the set is written in braces or there are several of them (`{1,2}`, `1,2,3`); a lone
 * comma separates too (`3,\frac12`, `\frac12,3`, `x=3,x=1/2`, `3,1/2`) unless it stands between the digits of
 * one number: a lone `1,5` is read as the number 1.5 here (setReadings also reads it as {1; 5}).
 */
export function splitSetElements(text: string): string[] | null {
  return setReadings(text)?.[0] ?? null;
}

/**
 * Every reading of a finite set as written: the one of splitSetElements first, then, for a lone comma between two
 * whole numbers with no space (`1,5`, `x=-8,14`), the reading with that comma as a separator ({1; 5}); a SET answer
 * is right when one of its readings is the key (MathLive on a phone has `,` as its only easy separator).
 */
export function setReadings(text: string): string[][] | null {
  const withoutPrefix = stripVariablePrefix(text, 'in');
  const braced = unwrapSetBraces(withoutPrefix);
  const inner = markAlternatives(braced ?? withoutPrefix).trim();
  if (inner === '' || inner === '\\emptyset') return braced !== null || inner === '\\emptyset' ? [[]] : null;
  const readings = listReadings(inner, braced !== null);
  const cleaned = readings.map((elements) => elements.map((element) => stripVariablePrefix(element, 'equals')));
  return cleaned.every((elements) => elements.every((element) => element !== '')) ? cleaned : null;
}

/**
 * The elements of a list as written, in every reading (see setReadings), with whatever is written in front of each
 * (`x = 1`): the separators of a set, for sets and for ordered answers (answer-tuples.ts).
 */
export function listReadings(inner: string, braced: boolean): string[][] {
  const readings = [splitSetText(inner, braced)];
  const commas = topLevelPositions(inner, ',');
  if (readings[0]!.length === 1 && commas.length === 1) readings.push(splitAt(inner, commas));
  return readings;
}

/**
 * `1,5` and `x=1,5`: a comma between the digits of one written number; not in `\frac12,3` (the `12` are arguments)
 * nor in `3,1/2` (the digits after it begin a fraction).
 */
function isDecimalComma(text: string, position: number): boolean {
  const before = text.slice(0, position);
  const after = text.slice(position + 1);
  return /(?<![\w\\{}^_.])\d+$/.test(before) && /^\d+(?![\d.]|\s*\/)/.test(after);
}

function splitSetText(inner: string, braced: boolean): string[] {
  const semicolons = topLevelPositions(inner, ';');
  if (semicolons.length > 0) return splitAt(inner, semicolons);
  const commas = topLevelPositions(inner, ',');
  const spaced = commas.filter((position) => isSpacedComma(inner, position));
  if (spaced.length > 0) return splitAt(inner, spaced);
  if (braced || commas.length >= 2) return splitAt(inner, commas);
  if (commas.length === 1 && !isDecimalComma(inner, commas[0]!)) return splitAt(inner, commas);
  return [inner];
}

/** One interval as written: its brackets and the texts of both ends. */
export type TIntervalText =
  | { kind: 'interval'; lowerClosed: boolean; lower: string; upper: string; upperClosed: boolean }
  | { kind: 'points'; elements: string[] }
  | { kind: 'all' }
  | { kind: 'empty' };

const OPENING_BRACKETS: Readonly<Record<string, boolean>> = { '(': false, '[': true, '⟨': true, '<': true };
const CLOSING_BRACKETS: Readonly<Record<string, boolean>> = { ')': false, ']': true, '⟩': true, '>': true };

/** The two ends of an interval's inside: split on `;`, else on its only comma, else on its only spaced comma. */
function splitIntervalEnds(inner: string): [string, string] | null {
  const semicolons = topLevelPositions(inner, ';');
  let separator: number | undefined;
  if (semicolons.length > 0) separator = semicolons.length === 1 ? semicolons[0] : undefined;
  else {
    const commas = topLevelPositions(inner, ',');
    const spaced = commas.filter((position) => isSpacedComma(inner, position));
    if (commas.length === 1) separator = commas[0];
    else if (spaced.length === 1) separator = spaced[0];
  }
  if (separator === undefined) return null;
  const [lower, upper] = splitAt(inner, [separator]);
  return lower && upper ? [lower, upper] : null;
}

function readIntervalPiece(piece: string): TIntervalText | null {
  if (piece === '\\mathbb{R}') return { kind: 'all' };
  if (piece === '\\emptyset') return { kind: 'empty' };
  const points = unwrapSetBraces(piece);
  if (points !== null) {
    const elements = splitSetElements(`\\{${points}\\}`);
    return elements ? { kind: 'points', elements } : null;
  }
  const lowerClosed = OPENING_BRACKETS[piece[0] ?? ''];
  const upperClosed = CLOSING_BRACKETS[piece.at(-1) ?? ''];
  if (lowerClosed === undefined || upperClosed === undefined) return null;
  const ends = splitIntervalEnds(piece.slice(1, -1).trim());
  return ends ? { kind: 'interval', lowerClosed, lower: ends[0], upper: ends[1], upperClosed } : null;
}

/**
 * An interval or a union of intervals (`(1;3⟩`, `<1, 3)`, `(-∞; 2) ∪ {5}`, `x ∈ ℝ`) as its pieces, or null
 * when unreadable. Closed ends: `⟨ ⟩`, `< >`, `[ ]`; unions: `∪`, `\cup`, or a capital U between two intervals.
 */
export function splitIntervalUnion(text: string): TIntervalText[] | null {
  const withoutPrefix = stripVariablePrefix(text, 'in');
  const unions = withoutPrefix.replace(/(?<=[)\]⟩>}])\s*U\s*(?=[([⟨<{\\])/g, '\\cup ');
  const pieces = unions.split(/\\cup(?![a-zA-Z])/).map((piece) => piece.trim());
  const read = pieces.map(readIntervalPiece);
  return read.every((piece) => piece !== null) ? read : null;
}
