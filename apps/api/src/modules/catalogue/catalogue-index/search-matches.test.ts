import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyBitset, hasBit, setBit } from './bitset';
import { byRelevance, topByRelevance } from './search-matches';

describe('byRelevance', () => {
  it('orders the matched rows by rank descending, then by row, as a comparator would', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat({ max: 2_000_000 }), { maxLength: 300 }),
        fc.array(fc.constantFrom(0.5, 1, 1.4975, 1.995, 2.5, 3.9875, 16), { minLength: 300, maxLength: 300 }),
        (rows, rankChoices) => {
          const ranks = Float64Array.from(rows, (_, index) => rankChoices[index]!);
          const resolved = { bits: emptyBitset(0), rows: Int32Array.from(rows), ranks };
          const expected = rows
            .map((row, index) => ({ row, rank: ranks[index]! }))
            .sort((a, b) => b.rank - a.rank || a.row - b.row)
            .map(({ row }) => row);
          expect([...byRelevance(resolved)]).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives the first rows of that order within a selection, as many as asked for, without sorting them all', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat({ max: 5000 }), { maxLength: 300 }),
        fc.array(fc.constantFrom(0.5, 1, 1.4975, 1.995, 2.5), { minLength: 300, maxLength: 300 }),
        fc.array(fc.boolean(), { minLength: 5001, maxLength: 5001 }),
        fc.nat({ max: 320 }),
        (rows, rankChoices, selected, count) => {
          const ranks = Float64Array.from(rows, (_, index) => rankChoices[index]!);
          const within = emptyBitset(5001);
          selected.forEach((isSelected, row) => {
            if (isSelected) setBit(within, row);
          });
          const resolved = { bits: emptyBitset(0), rows: Int32Array.from(rows), ranks };
          const expected = [...byRelevance({ ...resolved })].filter((row) => hasBit(within, row)).slice(0, count);
          expect([...topByRelevance(resolved, within, count)]).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('orders matches of one rank (a typo found in no text) by row, from their rows alone', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat({ max: 5000 }), { maxLength: 300 }),
        fc.array(fc.boolean(), { minLength: 5001, maxLength: 5001 }),
        fc.nat({ max: 320 }),
        (rows, selected, count) => {
          const bits = emptyBitset(5001);
          for (const row of rows) setBit(bits, row);
          const within = emptyBitset(5001);
          selected.forEach((isSelected, row) => {
            if (isSelected) setBit(within, row);
          });
          const ranked = { bits, rows: Int32Array.from(rows), ranks: new Float64Array(rows.length).fill(0.5) };
          const expected = [...byRelevance(ranked)].filter((row) => hasBit(within, row)).slice(0, count);
          expect([...topByRelevance({ bits }, within, count)]).toEqual(expected);
          expect([...byRelevance({ bits })]).toEqual([...rows].sort((a, b) => a - b));
        },
      ),
      { numRuns: 300 },
    );
  });
});
