import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSnapshotBuilder, type TSnapshotRow } from './catalogue-snapshot';
import { withRatings } from './catalogue-snapshot-ratings';

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const empty = { concepts: [], authors: [], types: [], exams: [], requirements: [] };

const rowOf = (n: number, ratingsAvg: number, ratingsCount: number): TSnapshotRow => ({
  id: uuid(n),
  createdAt: 1_700_000_000_000_000 - n,
  level: 'PRIMARY',
  closed: false,
  solutionFormats: [],
  typeId: null,
  authorId: null,
  ratingsAvg,
  ratingsCount,
  conceptIds: [],
  examIds: [],
  requirements: [],
});

const build = (rows: TSnapshotRow[]) => {
  const builder = createSnapshotBuilder(empty, rows.length);
  for (const row of rows) builder.add(row);
  return builder.finish();
};

// Few distinct values, so that ties of the average and of the count are common.
const rating = fc.record({
  ratingsAvg: fc.constantFrom(0, 1, 2.5, 3.33, 4, 5),
  ratingsCount: fc.integer({ min: 0, max: 3 }),
});

describe('ratings applied to a snapshot in place', () => {
  it('give the same ratings and rating order as a snapshot built with them', () => {
    fc.assert(
      fc.property(
        fc.array(rating, { minLength: 1, maxLength: 120 }),
        fc.array(fc.tuple(fc.nat(), rating), { maxLength: 150 }),
        (initial, changes) => {
          const rows = initial.map((values, n) => rowOf(n, values.ratingsAvg, values.ratingsCount));
          const snapshot = build(rows);
          const updates = changes.map(([pick, values]) => ({ id: uuid(pick % (rows.length + 5)), ...values }));
          const patched = withRatings(snapshot, updates);

          const final = rows.map((row) => ({ ...row }));
          for (const update of updates) {
            const row = final.find((candidate) => candidate.id === update.id);
            if (row) Object.assign(row, { ratingsAvg: update.ratingsAvg, ratingsCount: update.ratingsCount });
          }
          const rebuilt = build(final);
          expect(Array.from(patched.byRating)).toEqual(Array.from(rebuilt.byRating));
          expect(Array.from(patched.ratingsAvg)).toEqual(Array.from(rebuilt.ratingsAvg));
          expect(Array.from(patched.ratingsCount)).toEqual(Array.from(rebuilt.ratingsCount));
          // The snapshot a request may still hold is left as it was.
          expect(Array.from(snapshot.ratingsAvg)).toEqual(rows.map((row) => row.ratingsAvg));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives back the same snapshot when no rating it holds changed', () => {
    const snapshot = build([rowOf(1, 4, 1), rowOf(2, 3, 1)]);
    expect(withRatings(snapshot, [{ id: uuid(1), ratingsAvg: 4, ratingsCount: 1 }])).toBe(snapshot);
    expect(withRatings(snapshot, [{ id: uuid(99), ratingsAvg: 5, ratingsCount: 9 }])).toBe(snapshot);
  });
});
