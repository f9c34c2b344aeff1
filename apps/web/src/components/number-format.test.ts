import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pl } from '../i18n/pl';
import { formatCount, formatRating, roundToHalfStar } from './number-format';

describe('rating formatting', () => {
  it('shows two decimals with the Polish decimal comma', () => {
    expect(formatRating(4.25)).toBe('4,25');
    expect(formatRating(4.5)).toBe('4,50');
    expect(formatRating(5)).toBe('5,00');
    expect(formatRating(0)).toBe('0,00');
    expect(formatRating(3.456)).toBe('3,46');
    expect(formatRating(Number.NaN)).toBe('0,00');
  });

  it('writes every rating as Intl.NumberFormat("pl-PL") does, halves included', () => {
    const intl = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const value of [4.335, 1.005, 2.675, 0.004, 0.005, 4.995, 3.3333333333333335, 4.125]) {
      expect(formatRating(value)).toBe(intl.format(value));
    }
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: 0, max: 5, noNaN: true }),
          // An average of star ratings: a sum of 1–5 stars over their count.
          fc
            .tuple(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 5 }))
            .chain(([count, low]) => fc.integer({ min: count * low, max: count * 5 }).map((sum) => sum / count)),
        ),
        (value) => formatRating(value) === intl.format(value),
      ),
      { numRuns: 2000 },
    );
  });

  it('fills stars to the nearest half', () => {
    expect(roundToHalfStar(4.24)).toBe(4);
    expect(roundToHalfStar(4.25)).toBe(4.5);
    expect(roundToHalfStar(4.74)).toBe(4.5);
    expect(roundToHalfStar(4.75)).toBe(5);
    expect(roundToHalfStar(7)).toBe(5);
    expect(roundToHalfStar(-1)).toBe(0);
  });

  it('counts ratings with Polish plurals', () => {
    expect(formatCount(1, pl.catalogue.ratingCount)).toBe('1 ocena');
    expect(formatCount(3, pl.catalogue.ratingCount)).toBe('3 oceny');
    expect(formatCount(64, pl.catalogue.ratingCount)).toBe('64 oceny');
    expect(formatCount(12, pl.catalogue.ratingCount)).toBe('12 ocen');
  });
});
