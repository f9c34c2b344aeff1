import { areNumbersEqual, type TReadNumber } from './answer-math';
import { prepareMath, readScalar } from './answer-reading';
import { listReadings, markAlternatives, topLevelPositions } from './answer-sets';
import { variableName } from './answer-variables';

/**
 * Ordered answers (issue 57): a TUPLE is numbers in a fixed order, named or not — the solution of a system
 * (`x = 1, y = 2, z = 3`, `(1; 2; 3)`, `\begin{cases}x=1\\y=2\\z=3\end{cases}`) or the parts of an answer ("12
 * paczek, po 7 i 5": `12; 7; 5`); a MATRIX is rows of numbers (`\begin{pmatrix}2 & -5\\-1 & 3\end{pmatrix}`,
 * `[[2, -5], [-1, 3]]`). Named elements are matched by name, others by position.
 */

type TTupleElement = { name: string | null; value: TReadNumber };

const NAMED = new RegExp(`^(${variableName})\\s*=\\s*(.+)$`);
const CASES = /^\s*\\begin\{cases\}([\s\S]*)\\end\{cases\}\s*$/;
const MATRIX = /^\s*\\begin\{([pbBvV]?matrix)\}([\s\S]*)\\end\{\1\}\s*$/;

/** `(…)` or `[…]` around the whole text, unwrapped; the text itself otherwise. */
function unwrapBrackets(text: string): string {
  const trimmed = text.trim();
  const pairs: Record<string, string> = { '(': ')', '[': ']' };
  const close = pairs[trimmed[0] ?? ''];
  if (!close || trimmed.at(-1) !== close) return trimmed;
  let depth = 0;
  for (let index = 0; index < trimmed.length; index += 1) {
    if ('([{'.includes(trimmed[index]!)) depth += 1;
    else if (')]}'.includes(trimmed[index]!)) depth -= 1;
    if (depth === 0 && index < trimmed.length - 1) return trimmed;
  }
  return trimmed.slice(1, -1).trim();
}

function readElement(text: string): TTupleElement | null {
  const named = NAMED.exec(text.trim());
  const value = readScalar((named ? named[2] : text)!.trim());
  return value === null ? null : { name: named ? named[1]!.replace(/[{}]/g, '') : null, value };
}

/** Every reading of a TUPLE answer as its elements in order (a lone `1,5` is one number or two), or null. */
function readTuples(text: string): TTupleElement[][] | null {
  const cases = CASES.exec(text);
  const rows = cases ? cases[1]!.split(/\\\\/).filter((row) => row.trim() !== '') : null;
  const prepared = rows ? rows.map((row) => prepareMath(row)).join('; ') : prepareMath(text);
  if (!prepared || rows?.some((row) => prepareMath(row) === null)) return null;
  const inner = markAlternatives(unwrapBrackets(prepared)).trim();
  if (inner === '') return null;
  const readings = listReadings(inner, false).flatMap((elements) => {
    const read = elements.map(readElement);
    return read.every((element) => element !== null) ? [read] : [];
  });
  return readings.length > 0 ? readings : null;
}

export function readTupleAnswer(text: string): TTupleElement[] | null {
  return readTuples(text)?.[0] ?? null;
}

function areTuplesEqual(key: readonly TTupleElement[], answer: readonly TTupleElement[]): boolean {
  if (key.length !== answer.length) return false;
  const byName = key.every((element) => element.name) && answer.every((element) => element.name);
  if (!byName) return key.every((element, index) => areNumbersEqual(element.value, answer[index]!.value));
  const names = new Set(answer.map((element) => element.name));
  if (names.size !== answer.length) return false;
  return key.every((element) => {
    const given = answer.find((candidate) => candidate.name === element.name);
    return given !== undefined && areNumbersEqual(element.value, given.value);
  });
}

export function isTupleCorrect(keyText: string, given: string): boolean {
  const key = readTupleAnswer(keyText);
  const readings = readTuples(given);
  if (!key || !readings) return false;
  return readings.some((answer) => areTuplesEqual(key, answer));
}

/** The rows of a matrix as written: a LaTeX matrix environment, or nested brackets `[[1, 2], [3, 4]]`. */
function matrixRows(text: string): string[][] | null {
  const environment = MATRIX.exec(text);
  if (environment) {
    if (environment[1]!.toLowerCase() === 'vmatrix') return null;
    const rows = environment[2]!.split(/\\\\/).filter((row) => row.trim() !== '');
    return rows.map((row) => row.split('&'));
  }
  const prepared = prepareMath(text);
  if (!prepared) return null;
  const outer = unwrapBrackets(prepared);
  if (outer === prepared.trim()) return null;
  const separator = topLevelPositions(outer, ';').length > 0 ? ';' : ',';
  const rowTexts = splitTopLevel(outer, separator);
  if (!rowTexts.every((row) => /^[([].*[)\]]$/.test(row))) return null;
  return rowTexts.map((row) => {
    const inside = unwrapBrackets(row);
    return splitTopLevel(inside, topLevelPositions(inside, ';').length > 0 ? ';' : ',');
  });
}

function splitTopLevel(text: string, separator: string): string[] {
  const positions = topLevelPositions(text, separator);
  const parts: string[] = [];
  let start = 0;
  for (const position of [...positions, text.length]) {
    parts.push(text.slice(start, position).trim());
    start = position + 1;
  }
  return parts;
}

export function readMatrixAnswer(text: string): TReadNumber[][] | null {
  const rows = matrixRows(text);
  if (!rows || rows.length === 0) return null;
  const read = rows.map((row) => row.map((cell) => readScalar(prepareMath(cell) ?? '')));
  const width = read[0]!.length;
  const rectangular = read.every((row) => row.length === width && row.every((cell) => cell !== null));
  return rectangular ? (read as TReadNumber[][]) : null;
}

export function isMatrixCorrect(keyText: string, given: string): boolean {
  const key = readMatrixAnswer(keyText);
  const answer = readMatrixAnswer(given);
  if (!key || !answer || key.length !== answer.length) return false;
  return key.every(
    (row, rowIndex) =>
      row.length === answer[rowIndex]!.length &&
      row.every((cell, column) => areNumbersEqual(cell, answer[rowIndex]![column]!)),
  );
}
