import { isAdmin, type THomeworkListQuery, type TViewer } from '@zadania/shared';
import { pickRandomInMemory, selectRows, type TIndexContext } from '../catalogue-index/catalogue-index';
import type { THomeworkListContext } from '../homework-list.context';
import { assertFiltersAllowed, scopeToOwner } from '../homework-list-query';

/** The slug of one task drawn at random from what the query selects (null when it selects none). */
export async function pickRandomHomework(ctx: THomeworkListContext, viewer: TViewer, rawQuery: THomeworkListQuery) {
  const query = scopeToOwner(viewer, rawQuery);
  assertFiltersAllowed(viewer, query);
  const anyStatus = isAdmin(viewer);
  const [{ lists, listsKey }, position] = await Promise.all([ctx.resolveLists(viewer, query), ctx.options.feed.sync()]);
  const terms = await ctx.expandSearch(query.search, position, anyStatus || Boolean(query.mine));
  const matches = await ctx.matchSearch(terms, anyStatus || Boolean(query.mine), position, ctx.turnsOfOneRequest());
  const snapshot = await ctx.snapshotFor(viewer, query, position);
  if (snapshot) {
    const indexContext: TIndexContext = { matches, lists: await ctx.listEntries(lists, listsKey) };
    const id = pickRandomInMemory(snapshot, selectRows(snapshot, query, indexContext, new Set()));
    const [row] = id ? await ctx.repository.findCardRows([id]) : [];
    return { slug: row?.slug ?? null };
  }
  return { slug: await ctx.repository.pickRandomSlug(query, { matches, anyStatus, lists }) };
}
