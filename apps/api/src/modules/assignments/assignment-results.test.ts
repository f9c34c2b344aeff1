import { describe, expect, it } from 'vitest';
import { csvField, resultsFileName, withinMembership } from './assignment-results';

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
