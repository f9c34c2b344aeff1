import { describe, expect, it } from 'vitest';
import { formatPln } from './money';

// Intl separates thousands and the currency with non-breaking spaces; compare on plain spaces.
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPln', () => {
  it('formats minor units as złoty with a decimal comma', () => {
    expect(plain(formatPln(5999))).toBe('59,99 zł');
    expect(plain(formatPln(2299))).toBe('22,99 zł');
  });

  it('keeps two decimals for whole amounts and zero', () => {
    expect(plain(formatPln(200))).toBe('2,00 zł');
    expect(plain(formatPln(0))).toBe('0,00 zł');
  });

  it('groups thousands', () => {
    expect(plain(formatPln(123456789))).toBe('1 234 567,89 zł');
  });

  it('formats a negative amount (a refund)', () => {
    expect(plain(formatPln(-1050))).toBe('-10,50 zł');
  });
});
