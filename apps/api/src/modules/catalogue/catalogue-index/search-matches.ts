import type { TSearchMatches, TTaskNumbering } from '../homework-filters';
import { countBits, emptyBitset, hasBit, setBit, type TBitset } from './bitset';
import { rowOfId, type TCatalogueSnapshot } from './catalogue-snapshot';

/**
 * A search's matches within one snapshot: their rows with their ranks, and (once a page asks for it) those
 * rows by relevance: rank desc, then row order. Matches of one rank (`sameRank`) are their rows alone: by relevance
 * they are in row order.
 */
type TResolvedMatches = { bits: TBitset; rows?: Int32Array; ranks?: Float64Array; byRelevance?: Int32Array };
/**
 * Keyed by the snapshot's rows (its `ids` column), not by the snapshot object: a rating applied in place gives a
 * new snapshot object over the same rows (catalogue-snapshot-ratings.ts), and the matches resolve to the same rows.
 */
const resolvedMatches = new WeakMap<Uint8Array, WeakMap<TSearchMatches, TResolvedMatches>>();

export function resolveMatches(snapshot: TCatalogueSnapshot, matches: TSearchMatches): TResolvedMatches {
  let bySnapshot = resolvedMatches.get(snapshot.ids);
  if (!bySnapshot) {
    bySnapshot = new WeakMap();
    resolvedMatches.set(snapshot.ids, bySnapshot);
  }
  const known = bySnapshot.get(matches);
  if (known) return known;
  const bits = emptyBitset(snapshot.size);
  const count = matches.ranks.length;
  const sameRank = matches.sameRank === true;
  const rows = new Int32Array(sameRank ? 0 : count);
  const ranks = new Float64Array(sameRank ? 0 : count);
  const matchRanks = matches.ranks;
  let found = 0;
  const numbered = matches.numbered;
  if (numbered) {
    // One loop without a call per match (at 1 000 000 tasks a search matches up to hundreds of thousands).
    const { docs, numbering } = numbered;
    const rowOfNumber = rowsByNumber(snapshot, numbering, docs);
    for (let index = 0; index < count; index++) {
      const number = docs[index]!;
      let row = rowOfNumber[number]!;
      if (row === unknownRow) {
        row = rowOfId(snapshot, numbering.idOf(number));
        rowOfNumber[number] = row;
      }
      if (row < 0) continue;
      bits[row >>> 5]! |= 1 << (row & 31);
      if (sameRank) continue;
      rows[found] = row;
      ranks[found++] = matchRanks[index]!;
    }
  } else {
    const ids = matches.ids;
    for (let index = 0; index < count; index++) {
      const row = rowOfId(snapshot, ids[index]!);
      if (row < 0) continue;
      setBit(bits, row);
      if (sameRank) continue;
      rows[found] = row;
      ranks[found++] = matchRanks[index]!;
    }
  }
  const resolved = sameRank ? { bits } : { bits, rows: rows.subarray(0, found), ranks: ranks.subarray(0, found) };
  bySnapshot.set(matches, resolved);
  return resolved;
}

/**
 * Each task of a word index's numbering as a row of the snapshot (-1: not in the snapshot; `unknownRow` until asked
 * about), kept per snapshot rows and numbering and grown to the highest number of `numbers`: the caller finds the
 * rows still unknown, once per snapshot rows and numbering.
 */
const rowsOfNumbers = new WeakMap<Uint8Array, WeakMap<object, { rows: Int32Array }>>();
const unknownRow = -2;

function rowsByNumber(snapshot: TCatalogueSnapshot, numbering: TTaskNumbering, numbers: Int32Array) {
  let byNumbering = rowsOfNumbers.get(snapshot.ids);
  if (!byNumbering) {
    byNumbering = new WeakMap();
    rowsOfNumbers.set(snapshot.ids, byNumbering);
  }
  let known = byNumbering.get(numbering.key);
  if (!known) {
    known = { rows: new Int32Array(Math.max(1024, numbering.count)).fill(unknownRow) };
    byNumbering.set(numbering.key, known);
    findRowsMeanwhile(snapshot, numbering, known);
  }
  // Grown once to the highest number asked about, not at every number.
  let highest = 0;
  for (let index = 0; index < numbers.length; index++) if (numbers[index]! > highest) highest = numbers[index]!;
  if (highest >= known.rows.length) {
    const grown = new Int32Array(Math.max(highest + 1, known.rows.length * 2)).fill(unknownRow);
    grown.set(known.rows);
    known.rows = grown;
  }
  return known.rows;
}

/** How long one slice of findRowsMeanwhile may hold the event loop. */
const rowFindingSliceMs = 4;
/** How long a snapshot must have been the latest one searched before its rows are found in the background. */
const rowFindingDelayMs = 2000;
/** The one background finding that may run: the latest snapshot's. */
let latestRowFinding: object | undefined;

/**
 * Finds the row of every task numbered so far, a few milliseconds at a time between requests: a search matching most
 * of a large catalogue would otherwise look up hundreds of thousands of ids in its own request (at 1 000 000 tasks one
 * such search spent 375 ms of CPU on it, the first after each new snapshot; issue 60). Only for the latest snapshot
 * searched, and only once it has stood for a while: under a stream of published tasks (a new snapshot each) the rows
 * are found as searches need them, and the background costs nothing. Stops once a newer snapshot is searched.
 */
function findRowsMeanwhile(snapshot: TCatalogueSnapshot, numbering: TTaskNumbering, known: { rows: Int32Array }) {
  const finding = {};
  latestRowFinding = finding;
  let next = 0;
  const slice = () => {
    if (latestRowFinding !== finding || rowsOfNumbers.get(snapshot.ids)?.get(numbering.key) !== known) return;
    const until = performance.now() + rowFindingSliceMs;
    const end = Math.min(numbering.count, known.rows.length);
    while (next < end) {
      const stop = Math.min(end, next + 256);
      for (; next < stop; next++) {
        if (known.rows[next] === unknownRow) known.rows[next] = rowOfId(snapshot, numbering.idOf(next));
      }
      if (performance.now() > until) break;
    }
    if (next < end) setImmediate(slice);
  };
  setTimeout(slice, rowFindingDelayMs).unref();
}

export function byRelevance(resolved: TResolvedMatches) {
  if (!resolved.rows || !resolved.ranks) {
    resolved.byRelevance ??= firstRowsOfBoth(resolved.bits, resolved.bits, countBits(resolved.bits));
  } else if (!resolved.byRelevance) {
    // A comparator over positions: at 78 000 matches 18–23 ms, against 21 ms for numeric keys sorted by the engine
    // (Node 20 sorts a Float64Array of that size in 5.5 ms, and finding each rank's place costs the rest).
    const { rows, ranks } = resolved as Required<TResolvedMatches>;
    const positions = new Int32Array(rows.length);
    for (let index = 0; index < rows.length; index++) positions[index] = index;
    positions.sort((a, b) => ranks[b]! - ranks[a]! || rows[a]! - rows[b]!);
    resolved.byRelevance = positions.map((index) => rows[index]!);
  }
  return resolved.byRelevance;
}

/** Beyond this many rows a page asks for, the whole order is sorted once and kept with the matches. */
const topRowsWithoutSorting = 1000;

/**
 * The first `count` matched rows that are also in `within` (the request's other filters), by relevance as
 * byRelevance orders them: kept in a heap of `count` while passing over the matches once, so page one of a search
 * matching tens of thousands of tasks does not sort them all (issue 34). Deeper pages use the whole order.
 */
export function topByRelevance(resolved: TResolvedMatches, within: TBitset, count: number): Int32Array {
  const { rows, ranks, bits } = resolved;
  if (resolved.byRelevance || count > topRowsWithoutSorting) return byRelevance(resolved);
  if (!rows || !ranks) return firstRowsOfBoth(bits, within, count);
  // Position a ranks below position b.
  const below = (a: number, b: number) => ranks[a]! < ranks[b]! || (ranks[a] === ranks[b] && rows[a]! > rows[b]!);
  // heap[0] is the lowest ranked of the best `size` found so far.
  const heap = new Int32Array(count);
  let size = 0;
  const siftDown = (from: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let lowest = at;
      if (left < size && below(heap[left]!, heap[lowest]!)) lowest = left;
      if (right < size && below(heap[right]!, heap[lowest]!)) lowest = right;
      if (lowest === at) return;
      [heap[at], heap[lowest]] = [heap[lowest]!, heap[at]!];
      at = lowest;
    }
  };
  for (let position = 0; position < rows.length; position++) {
    if (!hasBit(within, rows[position]!)) continue;
    if (size < count) {
      let at = size++;
      heap[at] = position;
      while (at > 0) {
        const parent = (at - 1) >>> 1;
        if (!below(heap[at]!, heap[parent]!)) break;
        [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
        at = parent;
      }
    } else if (count > 0 && below(heap[0]!, position)) {
      heap[0] = position;
      siftDown(0);
    }
  }
  return heap
    .subarray(0, size)
    .sort((a, b) => ranks[b]! - ranks[a]! || rows[a]! - rows[b]!)
    .map((position) => rows[position]!);
}

/** The first `count` rows in both sets, in row order. */
function firstRowsOfBoth(first: TBitset, second: TBitset, count: number): Int32Array {
  const rows = new Int32Array(count);
  let found = 0;
  for (let word = 0; word < first.length && found < count; word++) {
    let value = first[word]! & second[word]!;
    while (value && found < count) {
      const lowest = value & -value;
      rows[found++] = (word << 5) + 31 - Math.clz32(lowest);
      value ^= lowest;
    }
  }
  return rows.subarray(0, found);
}
