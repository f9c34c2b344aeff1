import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addGrosze,
  assertGrosze,
  formatPln,
  isGrosze,
  multiplyGrosze,
  parsePlnInput,
  subtractGrosze,
  ZGrosze,
  ZSignedGrosze,
} from './money';

// What Node's ICU prints: a no-break space (U+00A0) before 'zł' and between thousands; four digits ungrouped.
const nbsp = '\u00a0';

describe('formatPln', () => {
  it('prints złoty with a decimal comma and a no-break space before zł', () => {
    expect(formatPln(5999)).toBe(`59,99${nbsp}zł`);
    expect(formatPln(2299)).toBe(`22,99${nbsp}zł`);
    expect(formatPln(5)).toBe(`0,05${nbsp}zł`);
    expect(formatPln(200)).toBe(`2,00${nbsp}zł`);
    expect(formatPln(0)).toBe(`0,00${nbsp}zł`);
  });

  it('groups thousands from five digits on, as pl-PL does', () => {
    expect(formatPln(123450)).toBe(`1234,50${nbsp}zł`);
    expect(formatPln(1000000)).toBe(`10${nbsp}000,00${nbsp}zł`);
    expect(formatPln(123456789)).toBe(`1${nbsp}234${nbsp}567,89${nbsp}zł`);
  });

  it('prints negative amounts, under one złoty too', () => {
    expect(formatPln(-1050)).toBe(`-10,50${nbsp}zł`);
    expect(formatPln(-50)).toBe(`-0,50${nbsp}zł`);
  });

  it('stays exact up to the largest safe integer, where dividing by 100 in floating point would not', () => {
    expect(formatPln(Number.MAX_SAFE_INTEGER)).toBe(`90${nbsp}071${nbsp}992${nbsp}547${nbsp}409,91${nbsp}zł`);
  });

  it('agrees with Intl formatting grosze / 100 wherever that division is exact enough', () => {
    const intl = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (grosze) => {
        expect(formatPln(grosze)).toBe(intl.format(grosze / 100));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a fraction of a grosz', () => {
    expect(() => formatPln(59.99)).toThrow(RangeError);
    expect(() => formatPln(Number.NaN)).toThrow(RangeError);
  });
});

describe('parsePlnInput', () => {
  it.each([
    ['59,99', 5999],
    ['59.99', 5999],
    ['59', 5900],
    ['59,9', 5990],
    ['59,', null],
    ['0,05', 5],
    ['0', 0],
    ['1 234,50', 123450],
    [`1${nbsp}234,50`, 123450],
    ['1\u202f234,50', 123450],
    ['12 345 678', 1234567800],
    ['1234,50', 123450],
    ['  22,99  ', 2299],
    [' 1 234 ', 123400],
    ['22,99 zł', 2299],
    ['22,99zł', 2299],
    ['22,99 PLN', 2299],
    ['007', 700],
  ])('%j → %j', (input, grosze) => {
    expect(parsePlnInput(input)).toBe(grosze);
  });

  it.each([
    '',
    ' ',
    'zł',
    '-5',
    '+5',
    '59,999',
    '1.234,50',
    '1,234.50',
    '12 34',
    '1 2345',
    '1  234',
    '1e3',
    '0x10',
    'Infinity',
    '5,5,5',
    ',50',
    'abc',
    '99999999999999999999',
  ])('%j → null', (input) => {
    expect(parsePlnInput(input)).toBeNull();
  });

  it('reads back what formatPln prints, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (grosze) => {
        expect(parsePlnInput(formatPln(grosze))).toBe(grosze);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('integer arithmetic on grosze', () => {
  it('adds, subtracts and multiplies by a quantity', () => {
    expect(addGrosze()).toBe(0);
    expect(addGrosze(5999, 2299, 2)).toBe(8300);
    expect(subtractGrosze(5999, 6000)).toBe(-1);
    expect(multiplyGrosze(5999, 3)).toBe(17997);
    expect(multiplyGrosze(5999, 0)).toBe(0);
    expect(multiplyGrosze(-100, 3)).toBe(-300);
  });

  it('throws on a float or a result past the safe range', () => {
    expect(() => addGrosze(0.1, 0.2)).toThrow(RangeError);
    expect(() => addGrosze(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
    expect(() => subtractGrosze(Number.MIN_SAFE_INTEGER, 1)).toThrow(RangeError);
    expect(() => multiplyGrosze(5999, 1.5)).toThrow(RangeError);
    expect(() => multiplyGrosze(59.99, 2)).toThrow(RangeError);
    expect(() => multiplyGrosze(2 ** 30, 2 ** 23)).toThrow(RangeError);
    expect(() => multiplyGrosze(2 ** 27, 2 ** 26)).toThrow(RangeError);
    expect(multiplyGrosze(2 ** 27, 2 ** 26 - 1)).toBe(Number.MAX_SAFE_INTEGER - (2 ** 27 - 1));
    expect(() => assertGrosze(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('tells grosze apart from anything else', () => {
    expect([5999, 0, -1].every(isGrosze)).toBe(true);
    expect([59.99, Number.NaN, '5999', 2 ** 53, null].some(isGrosze)).toBe(false);
  });
});

describe('ZGrosze', () => {
  it('accepts a safe integer ≥ 0 only', () => {
    expect(ZGrosze.parse(5999)).toBe(5999);
    expect(ZGrosze.parse(0)).toBe(0);
    for (const bad of [-1, 59.99, 2 ** 53, '5999', null]) expect(ZGrosze.safeParse(bad).success).toBe(false);
  });

  it('a signed amount may be negative but still whole', () => {
    expect(ZSignedGrosze.parse(-1050)).toBe(-1050);
    expect(ZSignedGrosze.safeParse(-10.5).success).toBe(false);
  });
});
