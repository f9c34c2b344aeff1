import type { TSearchMatches } from '../homework-filters';
import { emptyBitset, setBit, type TBitset } from './bitset';
import { rowOfId, type TCatalogueSnapshot } from './catalogue-snapshot';

/**
 * A search's matches within one snapshot: their rows with their ranks, and (once a page asks for it) those
 * rows by relevance: rank desc, then row order.
 */
type TResolvedMatches = { bits: TBitset; rows: Int32Array; ranks: Float64Array; byRelevance?: Int32Array };
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
  const rows = new Int32Array(matches.ids.length);
  const ranks = new Float64Array(matches.ids.length);
  let found = 0;
  for (let index = 0; index < matches.ids.length; index++) {
    const row = rowOfId(snapshot, matches.ids[index]!);
    if (row < 0) continue;
    setBit(bits, row);
    rows[found] = row;
    ranks[found++] = matches.ranks[index]!;
  }
  const resolved = { bits, rows: rows.subarray(0, found), ranks: ranks.subarray(0, found) };
  bySnapshot.set(matches, resolved);
  return resolved;
}

export function byRelevance(resolved: TResolvedMatches) {
  if (!resolved.byRelevance) {
    const { rows, ranks } = resolved;
    const positions = new Int32Array(rows.length);
    for (let index = 0; index < rows.length; index++) positions[index] = index;
    positions.sort((a, b) => ranks[b]! - ranks[a]! || rows[a]! - rows[b]!);
    resolved.byRelevance = positions.map((index) => rows[index]!);
  }
  return resolved.byRelevance;
}
