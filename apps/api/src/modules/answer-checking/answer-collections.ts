import type { TAnswerKey } from '@zadania/shared';
import { splitInequalities } from './answer-inequality';
import { areNumbersEqual, type TReadNumber } from './answer-math';
import { splitIntervalUnion, type TIntervalText } from './answer-notation';
import { prepareMath, readScalar } from './answer-reading';
import { setReadings } from './answer-sets';

/** SET and INTERVAL answers read as numbers and compared as sets (the notation is split in answer-sets.ts). */

type TEnd = { kind: 'finite'; value: TReadNumber } | { kind: 'infinite'; sign: 1 | -1 };
type TInterval = { lower: TEnd; lowerClosed: boolean; upper: TEnd; upperClosed: boolean };

/** Removes elements equal to an earlier one. */
function withoutDuplicates(values: readonly TReadNumber[]): TReadNumber[] {
  const unique: TReadNumber[] = [];
  for (const value of values) if (!unique.some((kept) => areNumbersEqual(kept, value))) unique.push(value);
  return unique;
}

/** A SET answer as its distinct numbers: `{1; 2}`, `\lbrace 1,2\rbrace`, `2; 1`, `x=1 ∨ x=2`, `∅`. */
export function readSetAnswer(text: string): TReadNumber[] | null {
  return readSetAnswers(text)?.[0] ?? null;
}

/** Every readable reading of a SET answer (see setReadings: a lone `1,5` is 1.5 or {1; 5}). */
function readSetAnswers(text: string): TReadNumber[][] | null {
  const prepared = prepareMath(text);
  const readings = prepared === null ? null : setReadings(prepared);
  if (readings === null) return null;
  const read = readings.flatMap((elements) => {
    const values = elements.map(readScalar);
    return values.every((value) => value !== null) ? [withoutDuplicates(values)] : [];
  });
  return read.length > 0 ? read : null;
}

function readEnd(text: string): TEnd | null {
  const compact = text.replace(/\s+/g, '');
  if (compact === '\\infty' || compact === '+\\infty') return { kind: 'infinite', sign: 1 };
  if (compact === '-\\infty') return { kind: 'infinite', sign: -1 };
  const value = readScalar(text);
  return value === null ? null : { kind: 'finite', value };
}

function endValue(end: TEnd): number {
  return end.kind === 'infinite' ? end.sign * Number.POSITIVE_INFINITY : end.value.approx;
}

function areEndsEqual(a: TEnd, b: TEnd): boolean {
  if (a.kind === 'infinite' || b.kind === 'infinite') return a.kind === b.kind && endValue(a) === endValue(b);
  return areNumbersEqual(a.value, b.value);
}

/** -1, 0 or 1 as `a` lies below, at or above `b`. */
function compareEnds(a: TEnd, b: TEnd): number {
  if (areEndsEqual(a, b)) return 0;
  return endValue(a) < endValue(b) ? -1 : 1;
}

/** A written interval as numbers; null when an end is unreadable, the ends are reversed, or ∞ is closed. */
function readIntervalPiece(piece: TIntervalText): TInterval[] | null {
  if (piece.kind === 'empty') return [];
  if (piece.kind === 'all') {
    const lower: TEnd = { kind: 'infinite', sign: -1 };
    const upper: TEnd = { kind: 'infinite', sign: 1 };
    return [{ lower, lowerClosed: false, upper, upperClosed: false }];
  }
  if (piece.kind === 'points') {
    const values = piece.elements.map(readScalar);
    if (!values.every((value) => value !== null)) return null;
    return values.map((value) => {
      const end: TEnd = { kind: 'finite', value };
      return { lower: end, lowerClosed: true, upper: end, upperClosed: true };
    });
  }
  const lower = readEnd(piece.lower);
  const upper = readEnd(piece.upper);
  if (
    !lower ||
    !upper ||
    !isWellFormed({ lower, lowerClosed: piece.lowerClosed, upper, upperClosed: piece.upperClosed })
  )
    return null;
  return [{ lower, lowerClosed: piece.lowerClosed, upper, upperClosed: piece.upperClosed }];
}

function isWellFormed(interval: TInterval): boolean {
  const { lower, upper, lowerClosed, upperClosed } = interval;
  if (
    (lower.kind === 'infinite' && (lowerClosed || lower.sign > 0)) ||
    (upper.kind === 'infinite' && (upperClosed || upper.sign < 0))
  )
    return false;
  const order = compareEnds(lower, upper);
  return order < 0 || (order === 0 && lowerClosed && upperClosed);
}

/** Whether `next` (starting no earlier) overlaps or touches `current` so that their union is one interval. */
function joinsWith(current: TInterval, next: TInterval): boolean {
  const order = compareEnds(next.lower, current.upper);
  return order < 0 || (order === 0 && (current.upperClosed || next.lowerClosed));
}

/** The union as disjoint intervals in increasing order, so that equal sets have equal lists. */
function mergeIntervals(intervals: readonly TInterval[]): TInterval[] {
  const sorted = [...intervals].sort(
    (a, b) => compareEnds(a.lower, b.lower) || Number(b.lowerClosed) - Number(a.lowerClosed),
  );
  const merged: TInterval[] = [];
  for (const interval of sorted) {
    const current = merged.at(-1);
    if (!current || !joinsWith(current, interval)) {
      merged.push({ ...interval });
      continue;
    }
    const order = compareEnds(interval.upper, current.upper);
    if (order > 0) Object.assign(current, { upper: interval.upper, upperClosed: interval.upperClosed });
    else if (order === 0) current.upperClosed ||= interval.upperClosed;
  }
  return merged;
}

/**
 * An INTERVAL answer as disjoint intervals: `(1;3⟩`, `(1, 3]`, `x ∈ ⟨-2; ∞)`, `(-∞;1) ∪ (2;+∞)`, `ℝ`, or the same
 * set as inequalities: `x \le 3`, `1 < x ≤ 3`, `x < 1 lub x > 2` (answer-inequality.ts).
 */
export function readIntervalAnswer(text: string): TInterval[] | null {
  const prepared = prepareMath(text);
  const pieces = prepared === null ? null : (splitIntervalUnion(prepared) ?? splitInequalities(prepared));
  if (pieces === null) return null;
  const read = pieces.map(readIntervalPiece);
  return read.every((intervals) => intervals !== null) ? mergeIntervals(read.flat()) : null;
}

function areIntervalsEqual(a: TInterval, b: TInterval): boolean {
  return (
    a.lowerClosed === b.lowerClosed &&
    a.upperClosed === b.upperClosed &&
    areEndsEqual(a.lower, b.lower) &&
    areEndsEqual(a.upper, b.upper)
  );
}

export function isSetCorrect(key: TAnswerKey, given: string): boolean {
  const expected = readSetAnswer(key.value);
  const readings = readSetAnswers(given);
  if (!expected || !readings) return false;
  return readings.some(
    (answer) =>
      expected.length === answer.length &&
      expected.every((value) => answer.some((candidate) => areNumbersEqual(value, candidate))),
  );
}

export function isIntervalCorrect(key: TAnswerKey, given: string): boolean {
  const expected = readIntervalAnswer(key.value);
  const answer = readIntervalAnswer(given);
  if (!expected || !answer || expected.length !== answer.length) return false;
  return expected.every((interval, index) => areIntervalsEqual(interval, answer[index]!));
}
