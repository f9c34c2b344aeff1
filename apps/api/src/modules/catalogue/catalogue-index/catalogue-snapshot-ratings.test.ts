import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyBitset, setBit } from './bitset';
import { createSnapshotBuilder, type TCatalogueSnapshot, type TSnapshotRow } from './catalogue-snapshot';
import { ratingCountsSince, type TRatingCounts, withRatings } from './catalogue-snapshot-ratings';
import { countRatings } from './count-facets';
import { rowsRatedAtLeast } from './select-rows';

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const empty = { concepts: [], authors: [], types: [], exams: [], requirements: [] };

const rowOf = (n: number, ratingsAvg: number, ratingsCount: number): TSnapshotRow => ({
  id: uuid(n),
  createdAt: 1_700_000_000_000_000 - n,
  level: 'PRIMARY',
  subject: 'MATHS',
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

  it('keep the rating order and the star sets right along a line of ratings, asked after some of them', () => {
    fc.assert(
      fc.property(
        fc.array(rating, { minLength: 1, maxLength: 80 }),
        fc.array(fc.tuple(fc.array(fc.tuple(fc.nat(), rating), { minLength: 1, maxLength: 4 }), fc.boolean()), {
          maxLength: 12,
        }),
        (initial, steps) => {
          const final = initial.map((values, n) => rowOf(n, values.ratingsAvg, values.ratingsCount));
          let snapshot = build(final);
          const starsOf = (current: TCatalogueSnapshot) =>
            [1, 2, 3, 4].map((min) => Array.from(rowsRatedAtLeast(current, min)));
          starsOf(snapshot);
          for (const [changes, asked] of steps) {
            const updates = changes.map(([pick, values]) => ({ id: uuid(pick % final.length), ...values }));
            snapshot = withRatings(snapshot, updates);
            for (const update of updates) {
              Object.assign(final.find((row) => row.id === update.id)!, {
                ratingsAvg: update.ratingsAvg,
                ratingsCount: update.ratingsCount,
              });
            }
            if (!asked) continue;
            const rebuilt = build(final);
            expect(Array.from(snapshot.byRating)).toEqual(Array.from(rebuilt.byRating));
            expect(starsOf(snapshot)).toEqual(starsOf(rebuilt));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives back the same snapshot when no rating it holds changed', () => {
    const snapshot = build([rowOf(1, 4, 1), rowOf(2, 3, 1)]);
    expect(withRatings(snapshot, [{ id: uuid(1), ratingsAvg: 4, ratingsCount: 1 }])).toBe(snapshot);
    expect(withRatings(snapshot, [{ id: uuid(99), ratingsAvg: 5, ratingsCount: 9 }])).toBe(snapshot);
  });
});

describe('rating counts brought forward by the ratings moved since', () => {
  const countedAt = (snapshot: TCatalogueSnapshot, bits: Uint32Array): TRatingCounts => ({
    log: snapshot.ratingLog,
    version: snapshot.ratingVersion ?? 0,
    atLeast: countRatings(snapshot, bits),
  });

  it('equal a count made again, along one line of snapshots and across a branch, or are refused', () => {
    fc.assert(
      fc.property(
        fc.array(rating, { minLength: 1, maxLength: 80 }),
        fc.array(fc.boolean(), { minLength: 80, maxLength: 80 }),
        fc.array(fc.array(fc.tuple(fc.nat(), rating), { maxLength: 6 }), { maxLength: 12 }),
        fc.nat(),
        (initial, selected, batches, branchAt) => {
          const rows = initial.map((values, n) => rowOf(n, values.ratingsAvg, values.ratingsCount));
          const bits = emptyBitset(rows.length);
          for (let row = 0; row < rows.length; row++) if (selected[row]) setBit(bits, row);
          const toUpdates = (batch: [number, { ratingsAvg: number; ratingsCount: number }][]) =>
            batch.map(([pick, values]) => ({ id: uuid(pick % rows.length), ...values }));

          const line: TCatalogueSnapshot[] = [build(rows)];
          for (const batch of batches) line.push(withRatings(line.at(-1)!, toUpdates(batch)));
          const counts = line.map((snapshot) => countedAt(snapshot, bits));
          // Every later snapshot of the line: the first count brought forward equals a count made there.
          for (let later = 1; later < line.length; later++) {
            const forward = ratingCountsSince(counts[0]!, line[later]!, bits);
            if (forward) expect(Array.from(forward.atLeast)).toEqual(Array.from(counts[later]!.atLeast));
            const fromPrevious = ratingCountsSince(counts[later - 1]!, line[later]!, bits);
            if (counts[later - 1]!.log) expect(fromPrevious).toBeDefined();
            if (fromPrevious) expect(Array.from(fromPrevious.atLeast)).toEqual(Array.from(counts[later]!.atLeast));
          }
          const tip = line.at(-1)!;
          expect(tip.ratingLog?.rows.length ?? 0).toBe(tip.ratingVersion ?? 0);
          // A branch from an earlier snapshot (or a second one from the tip) never writes into the line's log, and
          // is never mistaken for it.
          const root = line[branchAt % line.length]!;
          const branch = withRatings(root, toUpdates([[branchAt, { ratingsAvg: 5, ratingsCount: 9 }]]));
          const secondBranch = withRatings(root, toUpdates([[branchAt + 1, { ratingsAvg: 1, ratingsCount: 7 }]]));
          const pairs = [branch, secondBranch, tip].flatMap((from) =>
            [branch, secondBranch, tip].map((to) => [countedAt(from, bits), to] as const),
          );
          for (const [from, to] of [...pairs, [counts.at(-1)!, branch] as const]) {
            const forward = ratingCountsSince(from, to, bits);
            if (forward) expect(Array.from(forward.atLeast)).toEqual(Array.from(countRatings(to, bits)));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('look only at the ratings moved since, and leave a count already current as it is', () => {
    const snapshot = build([rowOf(1, 4, 1), rowOf(2, 3, 1), rowOf(3, 0, 0)]);
    const bits = emptyBitset(3);
    setBit(bits, 0);
    setBit(bits, 2);
    const rated = withRatings(snapshot, [
      { id: uuid(1), ratingsAvg: 1.5, ratingsCount: 2 },
      { id: uuid(2), ratingsAvg: 5, ratingsCount: 2 },
      { id: uuid(3), ratingsAvg: 4.5, ratingsCount: 1 },
    ]);
    const before = { log: undefined, version: 0, atLeast: countRatings(snapshot, bits) };
    expect(Array.from(before.atLeast)).toEqual([1, 1, 1, 1]);
    // Not from the snapshot before the log began: the rows are counted again.
    expect(ratingCountsSince(before, rated, bits)).toBeUndefined();
    const counted = { log: rated.ratingLog, version: rated.ratingVersion!, atLeast: countRatings(rated, bits) };
    expect(Array.from(counted.atLeast)).toEqual([2, 1, 1, 1]);
    expect(ratingCountsSince(counted, rated, bits)).toBe(counted);
    const again = withRatings(rated, [{ id: uuid(3), ratingsAvg: 2, ratingsCount: 2 }]);
    expect(again.ratingLog).toBe(rated.ratingLog);
    expect(Array.from(ratingCountsSince(counted, again, bits)!.atLeast)).toEqual([2, 1, 0, 0]);
  });
});
