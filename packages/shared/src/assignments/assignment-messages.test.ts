import { describe, expect, it } from 'vitest';
import { defaultMarkMinimums, markFor, percentOf } from './assignment-messages';

const mark = (percent: number, signs = false) => markFor(percent, defaultMarkMinimums, signs);

describe('markFor', () => {
  it('gives the default bands: 0–29 ndst, 30–49 dop, 50–69 dst, 70–84 db, 85–97 bdb, 98–100 cel', () => {
    const cases: [number, number][] = [
      [0, 1],
      [29.9, 1],
      [30, 2],
      [49.9, 2],
      [50, 3],
      [69, 3],
      [70, 4],
      [84.9, 4],
      [85, 5],
      [97.9, 5],
      [98, 6],
      [100, 6],
    ];
    expect(cases.map(([percent]) => mark(percent).mark)).toEqual(cases.map(([, expected]) => expected));
    expect(mark(69).label).toBe('3');
  });

  it('adds + in the top 3 points of a band and - in its lowest 2, never to 1 or 6', () => {
    expect([30, 31.9, 32, 46.9, 47, 49.9].map((percent) => mark(percent, true).label)).toEqual([
      '2-',
      '2-',
      '2',
      '2',
      '2+',
      '2+',
    ]);
    expect([0, 29, 98, 100].map((percent) => mark(percent, true).label)).toEqual(['1', '1', '6', '6']);
    expect([85, 94.9, 95].map((percent) => mark(percent, true).label)).toEqual(['5-', '5', '5+']);
    // A band narrower than 6 points carries no sign.
    expect(markFor(52, [50, 53, 70, 85, 98], true).label).toBe('2');
  });
});

describe('percentOf', () => {
  it('keeps one decimal place and is 0 without a maximum', () => {
    expect([percentOf(1, 3), percentOf(2, 3), percentOf(3, 3), percentOf(0, 0)]).toEqual([33.3, 66.7, 100, 0]);
  });
});
