import { hasBit, type TBitset } from './bitset';
import { rowOfId, type TCatalogueSnapshot, type TRatingLog } from './catalogue-snapshot';

export type TRatingChange = { id: string; ratingsAvg: number; ratingsCount: number };

/** Above this many changed rows at once, the rating order is sorted again instead of moved row by row. */
const resortAbove = 64;
/** A rating log holds at most this many entries (about 2 MB); the next rating starts another. */
const maxLoggedRatings = 100_000;

/**
 * The log `snapshot` continues: its own when it holds the log's every entry (it is the latest of its rows), else
 * a new one, so that two snapshots branching from one never write their entries into the same log.
 */
function logToExtend(snapshot: TCatalogueSnapshot, adding: number): TRatingLog {
  const log = snapshot.ratingLog;
  return log &&
    log.ids === snapshot.ids &&
    log.rows.length === snapshot.ratingVersion &&
    log.rows.length + adding <= maxLoggedRatings
    ? log
    : { ids: snapshot.ids, rows: [], before: [], after: [] };
}

/** Whether row a comes before row b in `ratings_avg desc, ratings_count desc, created_at desc, id desc` order. */
const before = (avg: Float64Array, count: Int32Array, a: number, b: number) =>
  avg[a]! !== avg[b]! ? avg[a]! > avg[b]! : count[a]! !== count[b]! ? count[a]! > count[b]! : a < b;

/**
 * Puts each of `rows` (in any order) into `byRating`, whose first `length` rows are in rating order and which has
 * room for them all: where its values sort it, O(n) per row.
 */
function insertInRatingOrder(
  byRating: Int32Array,
  length: number,
  rows: number[],
  ratingsAvg: Float64Array,
  ratingsCount: Int32Array,
) {
  let filled = length;
  for (const row of rows.sort((a, b) => (before(ratingsAvg, ratingsCount, a, b) ? -1 : 1))) {
    let low = 0;
    let high = filled;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(ratingsAvg, ratingsCount, byRating[middle]!, row)) low = middle + 1;
      else high = middle;
    }
    byRating.copyWithin(low + 1, low, filled);
    byRating[low] = row;
    filled += 1;
  }
}

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
  insertInRatingOrder(byRating, rest.length, rows, ratingsAvg, ratingsCount);
  return byRating;
}

/**
 * The rating order with `moved` rows taken out and put back by their new values, in one copy of the order: each
 * row is found by its old values (a binary search, the order being sorted by them), so a rating costs a few
 * moves of memory rather than a pass over every row (at 1 000 000 tasks and 20 ratings a second, the pass with a
 * lookup per row took a sixth of the node). Undefined if a row is not where its old values put it.
 */
function movedInRatingOrder(
  snapshot: TCatalogueSnapshot,
  moved: number[],
  ratingsAvg: Float64Array,
  ratingsCount: Int32Array,
): Int32Array | undefined {
  const byRating = snapshot.byRating.slice();
  let length = byRating.length;
  for (const row of moved) {
    let low = 0;
    let high = length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(snapshot.ratingsAvg, snapshot.ratingsCount, byRating[middle]!, row)) low = middle + 1;
      else high = middle;
    }
    if (low >= length || byRating[low] !== row) return undefined;
    byRating.copyWithin(low, low + 1, length);
    length -= 1;
  }
  insertInRatingOrder(byRating, length, moved, ratingsAvg, ratingsCount);
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
  const ratingLog = logToExtend(snapshot, moved.length);
  for (const row of moved) {
    ratingLog.rows.push(row);
    ratingLog.before.push(ratingsAvg[row]!);
    ratingsAvg[row] = latest.get(row)!.ratingsAvg;
    ratingsCount[row] = latest.get(row)!.ratingsCount;
    ratingLog.after.push(ratingsAvg[row]!);
  }
  let byRating: Int32Array;
  if (moved.length > resortAbove) {
    byRating = snapshot.byRating.slice();
    byRating.sort((a, b) => (a === b ? 0 : before(ratingsAvg, ratingsCount, a, b) ? -1 : 1));
  } else {
    byRating =
      movedInRatingOrder(snapshot, moved, ratingsAvg, ratingsCount) ??
      placeInRatingOrder(
        snapshot.byRating.filter((row) => !moved.includes(row)),
        moved,
        ratingsAvg,
        ratingsCount,
      );
  }
  return { ...snapshot, ratingsAvg, ratingsCount, byRating, ratingLog, ratingVersion: ratingLog.rows.length };
}

/** How many of the 'ratings' facet's thresholds (at least 1, 2, 3 and 4 stars) `stars` reaches. */
const thresholdsReached = (stars: number) => (stars >= 4 ? 4 : stars >= 3 ? 3 : stars >= 2 ? 2 : stars >= 1 ? 1 : 0);

/** Where a count of the 'ratings' facet was made: the snapshot's log and version, and the counts (≥ 1, 2, 3, 4). */
export type TRatingCounts = { log: TRatingLog | undefined; version: number; atLeast: Int32Array };

/**
 * The 'ratings' counts of the rows of `bits` at `snapshot`, from a count made at an earlier snapshot of the same
 * rows: only the ratings moved in between are looked at (issue 34). Undefined when the snapshot's log does not
 * reach back to that count (another log, other rows): then the rows are counted again.
 */
export function ratingCountsSince(
  counted: TRatingCounts,
  snapshot: TCatalogueSnapshot,
  bits: TBitset,
): TRatingCounts | undefined {
  const log = snapshot.ratingLog;
  const version = snapshot.ratingVersion ?? 0;
  if (counted.log === log && counted.version === version) return counted;
  if (!log || counted.log !== log || log.ids !== snapshot.ids || counted.version > version) return undefined;
  const atLeast = counted.atLeast.slice();
  for (let entry = counted.version; entry < version; entry++) {
    if (!hasBit(bits, log.rows[entry]!)) continue;
    const from = thresholdsReached(log.before[entry]!);
    const to = thresholdsReached(log.after[entry]!);
    for (let threshold = from; threshold < to; threshold++) atLeast[threshold]!++;
    for (let threshold = to; threshold < from; threshold++) atLeast[threshold]!--;
  }
  return { log, version, atLeast };
}
