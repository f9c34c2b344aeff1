import type { THomeworkListQuery } from '@zadania/shared';
import { hasBit, nthSetBit } from './bitset';
import { idOfRow, rowOfId, type TCatalogueSnapshot } from './catalogue-snapshot';
import { resolveMatches, topByRelevance } from './search-matches';
import type { TIndexContext, TIndexSelection } from './select-rows';

/** The ids of one page of the selected rows, in the order listPage sorts them. */
export function pageInMemory(
  snapshot: TCatalogueSnapshot,
  selection: TIndexSelection,
  query: THomeworkListQuery,
  context: TIndexContext,
): string[] {
  const { full } = selection;
  const offset = (query.page - 1) * query.pageSize;
  const ids: string[] = [];
  if (offset >= selection.total) return ids;
  const wanted = query.sort ?? (context.matches ? 'relevance' : 'createdAt:DESC');
  const sort = wanted === 'favorite:ASC' && !context.lists.favorite ? 'createdAt:DESC' : wanted;
  const last = Math.min(selection.total, offset + query.pageSize);
  if (sort === 'createdAt:DESC' || sort === 'createdAt:ASC') {
    // In row order the page starts at the n-th selected row, found by counting bits: deep pages cost no walk.
    const step = sort === 'createdAt:ASC' ? -1 : 1;
    let row = nthSetBit(full, step === 1 ? offset : selection.total - 1 - offset);
    for (let index = offset; index < last; index++, row += step) {
      while (!hasBit(full, row)) row += step;
      ids.push(idOfRow(snapshot, row));
    }
    return ids;
  }
  const order =
    sort === 'ratingsAvg:DESC'
      ? snapshot.byRating
      : sort === 'relevance' && context.matches
        ? topByRelevance(resolveMatches(snapshot, context.matches), full, last)
        : Int32Array.from((context.lists.favorite ?? []).map((id) => rowOfId(snapshot, id)).filter((row) => row >= 0));
  let skipped = 0;
  for (let index = 0; index < order.length && ids.length < last - offset; index++) {
    const row = order[index]!;
    if (!hasBit(full, row) || skipped++ < offset) continue;
    ids.push(idOfRow(snapshot, row));
  }
  return ids;
}

/** The id of one selected row drawn at random, or null when none is selected. */
export function pickRandomInMemory(snapshot: TCatalogueSnapshot, selection: TIndexSelection, random = Math.random) {
  if (!selection.total) return null;
  return idOfRow(snapshot, nthSetBit(selection.full, Math.floor(random() * selection.total)));
}
