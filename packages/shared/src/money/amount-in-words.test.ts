import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords, polishNumberForm } from './amount-in-words';

const zl = (zlote: number) => amountInWords(zlote * 100);

describe('amountInWords: złote with grosze as a fraction, as invoices write it', () => {
  it('writes the spec fees', () => {
    expect(amountInWords(5999)).toBe('pięćdziesiąt dziewięć złotych 99/100');
    expect(amountInWords(2299)).toBe('dwadzieścia dwa złote 99/100');
  });

  it('writes zero and amounts under one złoty', () => {
    expect(amountInWords(0)).toBe('zero złotych 00/100');
    expect(amountInWords(5)).toBe('zero złotych 05/100');
    expect(amountInWords(99)).toBe('zero złotych 99/100');
  });

  it.each([
    [1, 'jeden złoty'],
    [2, 'dwa złote'],
    [3, 'trzy złote'],
    [4, 'cztery złote'],
    [5, 'pięć złotych'],
    [10, 'dziesięć złotych'],
    [11, 'jedenaście złotych'],
    [12, 'dwanaście złotych'],
    [13, 'trzynaście złotych'],
    [14, 'czternaście złotych'],
    [15, 'piętnaście złotych'],
    [16, 'szesnaście złotych'],
    [17, 'siedemnaście złotych'],
    [18, 'osiemnaście złotych'],
    [19, 'dziewiętnaście złotych'],
    [20, 'dwadzieścia złotych'],
    [21, 'dwadzieścia jeden złotych'],
    [22, 'dwadzieścia dwa złote'],
    [24, 'dwadzieścia cztery złote'],
    [25, 'dwadzieścia pięć złotych'],
    [30, 'trzydzieści złotych'],
    [40, 'czterdzieści złotych'],
    [50, 'pięćdziesiąt złotych'],
    [60, 'sześćdziesiąt złotych'],
    [70, 'siedemdziesiąt złotych'],
    [80, 'osiemdziesiąt złotych'],
    [90, 'dziewięćdziesiąt złotych'],
    [99, 'dziewięćdziesiąt dziewięć złotych'],
    [100, 'sto złotych'],
    [101, 'sto jeden złotych'],
    [102, 'sto dwa złote'],
    [112, 'sto dwanaście złotych'],
    [122, 'sto dwadzieścia dwa złote'],
    [200, 'dwieście złotych'],
    [300, 'trzysta złotych'],
    [400, 'czterysta złotych'],
    [500, 'pięćset złotych'],
    [600, 'sześćset złotych'],
    [700, 'siedemset złotych'],
    [800, 'osiemset złotych'],
    [900, 'dziewięćset złotych'],
    [999, 'dziewięćset dziewięćdziesiąt dziewięć złotych'],
    [1000, 'tysiąc złotych'],
    [1001, 'tysiąc jeden złotych'],
    [1002, 'tysiąc dwa złote'],
    [1234, 'tysiąc dwieście trzydzieści cztery złote'],
    [2000, 'dwa tysiące złotych'],
    [4000, 'cztery tysiące złotych'],
    [5000, 'pięć tysięcy złotych'],
    [11000, 'jedenaście tysięcy złotych'],
    [12000, 'dwanaście tysięcy złotych'],
    [21000, 'dwadzieścia jeden tysięcy złotych'],
    [22000, 'dwadzieścia dwa tysiące złotych'],
    [100000, 'sto tysięcy złotych'],
    [101000, 'sto jeden tysięcy złotych'],
    [122000, 'sto dwadzieścia dwa tysiące złotych'],
    [999999, 'dziewięćset dziewięćdziesiąt dziewięć tysięcy dziewięćset dziewięćdziesiąt dziewięć złotych'],
    [1000000, 'milion złotych'],
    [1000001, 'milion jeden złotych'],
    [1001000, 'milion tysiąc złotych'],
    [1002003, 'milion dwa tysiące trzy złote'],
    [2000000, 'dwa miliony złotych'],
    [5000000, 'pięć milionów złotych'],
    [12000000, 'dwanaście milionów złotych'],
    [22000000, 'dwadzieścia dwa miliony złotych'],
    [1000000000, 'miliard złotych'],
    [3000000000, 'trzy miliardy złotych'],
    [7000000000, 'siedem miliardów złotych'],
  ])('%i zł → %s', (zlote, words) => {
    expect(zl(zlote)).toBe(`${words} 00/100`);
  });

  it('reaches the largest safe amount', () => {
    expect(amountInWords(Number.MAX_SAFE_INTEGER)).toBe(
      'dziewięćdziesiąt bilionów siedemdziesiąt jeden miliardów dziewięćset dziewięćdziesiąt dwa miliony ' +
        'pięćset czterdzieści siedem tysięcy czterysta dziewięć złotych 91/100',
    );
  });

  it('puts minus before a negative amount (a refund)', () => {
    expect(amountInWords(-5999)).toBe('minus pięćdziesiąt dziewięć złotych 99/100');
    expect(amountInWords(-50)).toBe('minus zero złotych 50/100');
  });

  it('refuses a fraction of a grosz', () => {
    expect(() => amountInWords(59.99)).toThrow(RangeError);
  });
});

describe('amountInWords with grosze in words', () => {
  const words = (grosze: number) => amountInWords(grosze, { grosze: 'words' });

  it.each([
    [5999, 'pięćdziesiąt dziewięć złotych dziewięćdziesiąt dziewięć groszy'],
    [2299, 'dwadzieścia dwa złote dziewięćdziesiąt dziewięć groszy'],
    [0, 'zero złotych zero groszy'],
    [100, 'jeden złoty zero groszy'],
    [101, 'jeden złoty jeden grosz'],
    [102, 'jeden złoty dwa grosze'],
    [105, 'jeden złoty pięć groszy'],
    [112, 'jeden złoty dwanaście groszy'],
    [122, 'jeden złoty dwadzieścia dwa grosze'],
    [150, 'jeden złoty pięćdziesiąt groszy'],
    [21, 'zero złotych dwadzieścia jeden groszy'],
    [200004, 'dwa tysiące złotych cztery grosze'],
  ])('%i gr → %s', (grosze, expected) => {
    expect(words(grosze)).toBe(expected);
  });
});

describe('polishNumberForm', () => {
  const forms = ['złoty', 'złote', 'złotych'] as const;

  it.each([
    [0, 'złotych'],
    [1, 'złoty'],
    [2, 'złote'],
    [4, 'złote'],
    [5, 'złotych'],
    [11, 'złotych'],
    [12, 'złotych'],
    [14, 'złotych'],
    [21, 'złotych'],
    [22, 'złote'],
    [101, 'złotych'],
    [104, 'złote'],
    [112, 'złotych'],
    [113, 'złotych'],
    [1001, 'złotych'],
    [1012, 'złotych'],
    [1022, 'złote'],
  ])('%i → %s', (n, form) => {
    expect(polishNumberForm(n, forms)).toBe(form);
  });
});

describe('numberInWords', () => {
  it('never leaves a double or trailing space, and never says "jeden tysiąc" or "jeden milion"', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const words = numberInWords(n);
        expect(words).toMatch(/^\S+( \S+)*$/);
        expect(words).not.toMatch(/(^| )jeden (tysiąc|milion|miliard|bilion|biliard)( |$)/);
      }),
      { numRuns: 3000 },
    );
  });

  it('reaches the largest safe integer', () => {
    expect(numberInWords(Number.MAX_SAFE_INTEGER)).toBe(
      'dziewięć biliardów siedem bilionów sto dziewięćdziesiąt dziewięć miliardów dwieście pięćdziesiąt cztery ' +
        'miliony siedemset czterdzieści tysięcy dziewięćset dziewięćdziesiąt jeden',
    );
    expect(numberInWords(1e15)).toBe('biliard');
  });

  it('refuses what is not a whole number ≥ 0', () => {
    for (const bad of [-1, 1.5, Number.NaN, 2 ** 53]) expect(() => numberInWords(bad)).toThrow(RangeError);
  });
});
