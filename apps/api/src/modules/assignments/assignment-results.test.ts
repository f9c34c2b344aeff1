import { describe, expect, it } from 'vitest';
import {
  csvField,
  effectiveWeights,
  proposedMark,
  resultsFileName,
  weightedPercent,
  withinMembership,
} from './assignment-results';

describe('csvField', () => {
  it('defuses what a spreadsheet would run and quotes separators, quotes and line breaks', () => {
    expect(['=1+1', '+48', '-2', '@SUM(A1)', '\tx', 'Zosia', '3,5'].map(csvField)).toEqual([
      "'=1+1",
      "'+48",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      'Zosia',
      '3,5',
    ]);
    expect(['a;b', 'say "hi"', 'two\nlines', '=A1;B1'].map(csvField)).toEqual([
      '"a;b"',
      '"say ""hi"""',
      '"two\nlines"',
      `"'=A1;B1"`,
    ]);
  });
});

describe('resultsFileName', () => {
  it('is ASCII without Polish letters or punctuation', () => {
    expect(resultsFileName('Sprawdzian: ułamki / Żółw', '8b')).toBe('wyniki-sprawdzian-ulamki-zolw-8b.csv');
    expect(resultsFileName('„…”', '')).toBe('wyniki-zadanie.csv');
  });
});

describe('withinMembership', () => {
  const at = (hours: number) => new Date(Date.UTC(2026, 8, 1, hours));
  const windows = [
    { userId: 'a', joinedAt: at(8), leftAt: at(10) },
    { userId: 'a', joinedAt: at(12), leftAt: null },
    { userId: 'b', joinedAt: null, leftAt: at(9) },
  ];
  const answer = (userId: string, hours: number) => ({
    userId,
    position: 1,
    correct: true,
    late: false,
    timeMs: null,
    createdAt: at(hours),
  });
  it('sees answers from joining until leaving, in every window, and none of a pupil never admitted', () => {
    expect([7, 8, 9, 10, 11, 12, 20].map((hours) => withinMembership(answer('a', hours), windows))).toEqual([
      false,
      true,
      true,
      false,
      false,
      true,
      true,
    ]);
    expect(withinMembership(answer('b', 8), windows)).toBe(false);
  });
});

describe('weights and proposed marks', () => {
  const bands = { minimums: [30, 50, 70, 85, 98], signs: false };
  const item = (position: number, kind: 'HOMEWORK' | 'MOCK', weight: number | null = null) => ({
    position,
    kind,
    weight,
  });

  it('counts a mock paper by default as much as the other items together, not by its 30 points', () => {
    const items = [1, 2, 3, 4].map((position) => item(position, 'HOMEWORK')).concat(item(5, 'MOCK'));
    const weights = effectiveWeights(items);
    expect([...weights.values()]).toEqual([1, 1, 1, 1, 4]);
    // Four right answers and an empty paper: 4/34 points, but half of the assignment.
    const cells = [1, 2, 3, 4].map((position) => ({ position, points: 1, maxPoints: 1 }));
    const percent = weightedPercent([...cells, { position: 5, points: 0, maxPoints: 30 }], weights);
    expect(percent).toBe(50);
    expect(proposedMark(percent, { noWork: false, due: true }, bands)).toEqual({ mark: 3, label: '3' });
  });

  it('takes the weights the teacher chose; 0 leaves an item out', () => {
    const weights = effectiveWeights([item(1, 'HOMEWORK', 3), item(2, 'HOMEWORK'), item(3, 'MOCK', 0)]);
    expect([...weights.entries()]).toEqual([
      [1, 3],
      [2, 1],
      [3, 0],
    ]);
    const cells = [
      { position: 1, points: 1, maxPoints: 1 },
      { position: 2, points: 0, maxPoints: 1 },
      { position: 3, points: 0, maxPoints: 30 },
    ];
    expect(weightedPercent(cells, weights)).toBe(75);
    expect(effectiveWeights([item(1, 'MOCK')]).get(1)).toBe(1);
    expect(weightedPercent(cells, new Map([[1, 0]]))).toBe(0);
  });

  it('proposes no mark before the due date and nb, never 1, for no work after it', () => {
    expect(proposedMark(0, { noWork: true, due: false }, bands)).toEqual({ mark: null, label: null });
    expect(proposedMark(90, { noWork: false, due: false }, bands)).toEqual({ mark: null, label: null });
    expect(proposedMark(0, { noWork: true, due: true }, bands)).toEqual({ mark: null, label: 'nb' });
    expect(proposedMark(0, { noWork: false, due: true }, bands)).toEqual({ mark: 1, label: '1' });
  });
});
