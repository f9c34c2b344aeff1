import { rowOfId, type TCatalogueSnapshot } from './catalogue-snapshot';

export type TRatingChange = { id: string; ratingsAvg: number; ratingsCount: number };

/** Above this many changed rows at once, the rating order is sorted again instead of moved row by row. */
const resortAbove = 64;

/** Whether row a comes before row b in `ratings_avg desc, ratings_count desc, created_at desc, id desc` order. */
const before = (avg: Float64Array, count: Int32Array, a: number, b: number) =>
  avg[a]! !== avg[b]! ? avg[a]! > avg[b]! : count[a]! !== count[b]! ? count[a]! > count[b]! : a < b;

/**
 * The rating order of `rest` (rows already in that order) and `rows` (in any order) together: each of `rows` is
 * put where its values sort it, O(n) per row.
 */
export function placeInRatingOrder(
  rest: Int32Array,
  rows: number[],
  ratingsAvg: Float64Array,
  ratingsCount: Int32Array,
): Int32Array {
  const byRating = new Int32Array(rest.length + rows.length);
  byRating.set(rest);
  let length = rest.length;
  for (const row of rows.sort((a, b) => (before(ratingsAvg, ratingsCount, a, b) ? -1 : 1))) {
    let low = 0;
    let high = length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(ratingsAvg, ratingsCount, byRating[middle]!, row)) low = middle + 1;
      else high = middle;
    }
    byRating.copyWithin(low + 1, low, length);
    byRating[low] = row;
    length += 1;
  }
  return byRating;
}

/**
 * The snapshot with new ratings of some of its tasks, applied in place of a rebuild (issue 34): a new snapshot
 * object sharing every column but the ratings and the rating order, which are copied (a request still holding
 * the old snapshot reads it unchanged). Ids the snapshot does not hold (not public) are passed over; the same
 * snapshot comes back when nothing in it changed.
 */
export function withRatings(snapshot: TCatalogueSnapshot, changes: readonly TRatingChange[]): TCatalogueSnapshot {
  const rows: number[] = [];
  const latest = new Map<number, TRatingChange>();
  for (const change of changes) {
    const row = rowOfId(snapshot, change.id);
    if (row < 0) continue;
    if (!latest.has(row)) rows.push(row);
    latest.set(row, change);
  }
  const moved = rows.filter(
    (row) =>
      snapshot.ratingsAvg[row] !== latest.get(row)!.ratingsAvg ||
      snapshot.ratingsCount[row] !== latest.get(row)!.ratingsCount,
  );
  if (!moved.length) return snapshot;

  const ratingsAvg = snapshot.ratingsAvg.slice();
  const ratingsCount = snapshot.ratingsCount.slice();
  for (const row of moved) {
    ratingsAvg[row] = latest.get(row)!.ratingsAvg;
    ratingsCount[row] = latest.get(row)!.ratingsCount;
  }
  let byRating: Int32Array;
  if (moved.length > resortAbove) {
    byRating = snapshot.byRating.slice();
    byRating.sort((a, b) => (a === b ? 0 : before(ratingsAvg, ratingsCount, a, b) ? -1 : 1));
  } else {
    const movedRows = new Set(moved);
    const rest = new Int32Array(snapshot.size - moved.length);
    let length = 0;
    for (const row of snapshot.byRating) if (!movedRows.has(row)) rest[length++] = row;
    byRating = placeInRatingOrder(rest, moved, ratingsAvg, ratingsCount);
  }
  return { ...snapshot, ratingsAvg, ratingsCount, byRating };
}
