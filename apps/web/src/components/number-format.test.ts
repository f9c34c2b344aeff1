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
