import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeVatLine,
  divideRoundHalfUp,
  summarizeVat,
  type TVatLine,
  vatFromGross,
  vatFromNet,
  vatRatePercent,
  vatRates,
  ZVatLine,
} from './vat';

describe('divideRoundHalfUp (Polish rounding to the grosz)', () => {
  it.each([
    [0n, 3n, 0n],
    [4n, 3n, 1n], // 1,33 → 1
    [5n, 3n, 2n], // 1,67 → 2
    [5n, 2n, 3n], // 2,5 → 3: half rounds up
    [7n, 2n, 4n],
    [149n, 100n, 1n],
    [150n, 100n, 2n],
    [-5n, 2n, -3n], // symmetric: a correction mirrors the amount it corrects
    [-4n, 3n, -1n],
    [-149n, 100n, -1n],
  ])('%s / %s → %s', (numerator, denominator, expected) => {
    expect(divideRoundHalfUp(numerator, denominator)).toBe(expected);
  });

  it('refuses a denominator that is not positive', () => {
    expect(() => divideRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });
});

describe('VAT of one amount', () => {
  it.each([
    // gross, rate, net, vat: by hand, VAT = gross × rate / (100 + rate) rounded half up.
    [5999, '23', 4877, 1122], // 1121,76… → 11,22 zł
    [2299, '23', 1869, 430], // 429,89… → 4,30 zł
    [12300, '23', 10000, 2300], // exact
    [100, '23', 81, 19], // 18,70 → 19
    [1, '23', 1, 0], // 0,19 → 0
    [3, '23', 2, 1], // 0,56 → 1
    [5999, '8', 5555, 444], // 444,37 → 444
    [5999, '5', 5713, 286], // 285,67 → 286
    [5999, '0', 5999, 0],
    [5999, 'zw', 5999, 0],
    [5999, 'np', 5999, 0],
    [0, '23', 0, 0],
    [-5999, '23', -4877, -1122],
  ] as const)('from gross %i at %s: net %i, VAT %i', (gross, rate, net, vat) => {
    expect(vatFromGross(gross, rate)).toEqual({ net, vat, gross });
  });

  it.each([
    // net, rate, vat, gross: VAT = net × rate / 100 rounded half up.
    [4877, '23', 1122, 5999], // 1121,71 → 1122: back to the gross price
    [10000, '23', 2300, 12300],
    [50, '23', 12, 62], // 11,5 → 12: exactly half rounds up
    [150, '5', 8, 158], // 7,5 → 8
    [149, '5', 7, 156], // 7,45 → 7
    [1000, '8', 80, 1080],
    [1000, 'zw', 0, 1000],
    [-50, '23', -12, -62],
  ] as const)('from net %i at %s: VAT %i, gross %i', (net, rate, vat, gross) => {
    expect(vatFromNet(net, rate)).toEqual({ net, vat, gross });
  });

  it('net + VAT === gross exactly, and the VAT is the true VAT within half a grosz, for any gross and rate', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER })),
        fc.constantFrom(...vatRates),
        (gross, rate) => {
          const { net, vat } = vatFromGross(gross, rate);
          expect(net + vat).toBe(gross);
          expect(Number.isSafeInteger(net) && Number.isSafeInteger(vat)).toBe(true);
          // |vat − gross × p / (100 + p)| ≤ ½, in integers; exactly ½ only when rounded up.
          const p = BigInt(vatRatePercent[rate]);
          const error = BigInt(vat) * (100n + p) - BigInt(gross) * p;
          expect(2n * (error < 0n ? -error : error) <= 100n + p).toBe(true);
          if (2n * error === -(100n + p)) throw new Error('a half was rounded down');
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('for every gross amount up to 1000 zł, at each rate, net + VAT === gross and the VAT never decreases', () => {
    for (const rate of vatRates) {
      let previousVat = 0;
      for (let gross = 0; gross <= 100_000; gross += 1) {
        const { net, vat } = vatFromGross(gross, rate);
        if (net + vat !== gross || vat < previousVat || vat > gross) throw new Error(`${gross} at ${rate}`);
        previousVat = vat;
      }
    }
  });

  it('from net: gross − net is the VAT rounded half up, for any net and rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.constantFrom(...vatRates), (net, rate) => {
        const { vat, gross } = vatFromNet(net, rate);
        expect(gross - net).toBe(vat);
        const p = BigInt(vatRatePercent[rate]);
        const error = BigInt(vat) * 100n - BigInt(net) * p;
        expect(2n * (error < 0n ? -error : error) <= 100n).toBe(true);
        expect(2n * error).not.toBe(-100n);
      }),
      { numRuns: 5000 },
    );
  });

  it('refuses a fraction of a grosz', () => {
    expect(() => vatFromGross(59.99, '23')).toThrow(RangeError);
    expect(() => vatFromNet(48.77, '23')).toThrow(RangeError);
  });
});

describe('invoice lines and totals: rounded per line, then summed', () => {
  it('rounds the VAT of a line once, on unit price × quantity', () => {
    // 3 × 59,99 = 179,97 gross: VAT 33,65 (3365,29…), not 3 × 11,22 = 33,66.
    expect(computeVatLine({ name: 'Konto Premium', quantity: 3, unitGross: 5999, rate: '23' })).toEqual({
      name: 'Konto Premium',
      quantity: 3,
      unitGross: 5999,
      rate: '23',
      net: 14632,
      vat: 3365,
      gross: 17997,
    });
    expect(computeVatLine({ name: 'Usługa', quantity: 2, unitNet: 25, rate: '23' })).toMatchObject({
      net: 50,
      vat: 12,
      gross: 62,
    });
  });

  it('sums the rounded lines per rate (in the order of the rates) and overall', () => {
    const lines: TVatLine[] = [
      { name: 'Pakiet 10 tokenów', quantity: 1, unitGross: 999, rate: '23' }, // 812 + 187
      { name: 'Książka', quantity: 2, unitGross: 4999, rate: '5' }, // 9998: 9522 + 476
      { name: 'Konto Premium – 3 miesiące (90 dni)', quantity: 1, unitGross: 5999, rate: '23' }, // 4877 + 1122
      { name: 'Szkolenie', quantity: 1, unitNet: 10000, rate: 'zw' },
    ];
    const summary = summarizeVat(lines);
    expect(summary.lines.map(({ net, vat, gross }) => [net, vat, gross])).toEqual([
      [812, 187, 999],
      [9522, 476, 9998],
      [4877, 1122, 5999],
      [10000, 0, 10000],
    ]);
    expect(summary.byRate).toEqual([
      { rate: '23', net: 5689, vat: 1309, gross: 6998 },
      { rate: '5', net: 9522, vat: 476, gross: 9998 },
      { rate: 'zw', net: 10000, vat: 0, gross: 10000 },
    ]);
    expect(summary.total).toEqual({ net: 25211, vat: 1785, gross: 26996 });
  });

  it('shows where the per-line method differs from VAT computed once on a rate total', () => {
    // Three lines of 1 gr gross at 23 %: each line's VAT rounds to 0 (0,19 gr); VAT on the 3 gr total would be 1.
    const summary = summarizeVat(
      Array.from({ length: 3 }, () => ({ name: 'x', quantity: 1, unitGross: 1, rate: '23' as const })),
    );
    expect(summary.total).toEqual({ net: 3, vat: 0, gross: 3 });
    expect(vatFromGross(3, '23').vat).toBe(1);
  });

  it('an empty invoice sums to zero', () => {
    expect(summarizeVat([])).toEqual({ lines: [], byRate: [], total: { net: 0, vat: 0, gross: 0 } });
  });

  it('every total is the sum of its lines and net + VAT === gross in every row, for random invoices', () => {
    const line = fc.record({
      name: fc.constant('pozycja'),
      quantity: fc.integer({ min: 1, max: 1000 }),
      rate: fc.constantFrom(...vatRates),
      price: fc.integer({ min: 0, max: 10_000_000 }),
      gross: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (drawn) => {
        const lines: TVatLine[] = drawn.map(({ price, gross, ...rest }) =>
          gross ? { ...rest, unitGross: price } : { ...rest, unitNet: price },
        );
        const { lines: results, byRate, total } = summarizeVat(lines);
        for (const row of [...results, ...byRate, total]) expect(row.net + row.vat).toBe(row.gross);
        const sum = (key: 'net' | 'vat' | 'gross') => results.reduce((acc, row) => acc + row[key], 0);
        expect(total).toEqual({ net: sum('net'), vat: sum('vat'), gross: sum('gross') });
        expect(byRate.reduce((acc, row) => acc + row.gross, 0)).toBe(total.gross);
        expect(byRate.map((row) => row.rate)).toEqual(vatRates.filter((rate) => lines.some((l) => l.rate === rate)));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('ZVatLine', () => {
  const base = { name: 'Konto Premium', quantity: 1, rate: '23' };

  it('takes a unit price either gross or net', () => {
    expect(ZVatLine.parse({ ...base, unitGross: 5999 })).toEqual({ ...base, unitGross: 5999 });
    expect(ZVatLine.parse({ ...base, unitNet: 4877 })).toEqual({ ...base, unitNet: 4877 });
  });

  it('a parsed line goes straight into computeVatLine', () => {
    expect(computeVatLine(ZVatLine.parse({ ...base, unitNet: 4877 }))).toMatchObject({ vat: 1122, gross: 5999 });
  });

  it('refuses both or neither, a fractional quantity or price, and an unknown rate', () => {
    for (const bad of [
      base,
      { ...base, unitGross: 5999, unitNet: 4877 },
      { ...base, unitGross: 59.99 },
      { ...base, quantity: 1.5, unitGross: 5999 },
      { ...base, quantity: 0, unitGross: 5999 },
      { ...base, unitGross: -1 },
      { ...base, rate: '7', unitGross: 5999 },
      { ...base, rate: 23, unitGross: 5999 },
      { ...base, name: ' ', unitGross: 5999 },
    ]) {
      expect(ZVatLine.safeParse(bad).success).toBe(false);
    }
  });
});
