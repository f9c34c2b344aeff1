import { isAdmin, type TFacetGroup, type THomeworkList, type THomeworkListQuery, type TViewer } from '@zadania/shared';
import {
  atLeastOfRatingRows,
  countFacetsInMemory,
  pageInMemory,
  selectRows,
  type TIndexContext,
  type TIndexSelection,
} from '../catalogue-index/catalogue-index';
import { groupConceptsByHomework, toCard } from '../homework-card.presenter';
import type { TFilterContext, TSearchMatches } from '../homework-filters';
import type { THomeworkListContext } from '../homework-list.context';
import { assertFiltersAllowed, scopeToOwner } from '../homework-list-query';

/**
 * A page of the catalogue with its total and facet counts: from this node's snapshot of the public catalogue when
 * it answers the request, else from the database; either way reused while the feed's revision (or shape) stays.
 */
export async function listHomeworks(
  ctx: THomeworkListContext,
  viewer: TViewer,
  rawQuery: THomeworkListQuery,
): Promise<THomeworkList> {
  const query = scopeToOwner(viewer, rawQuery);
  assertFiltersAllowed(viewer, query);
  const turn = ctx.turnsOfOneRequest();
  const exactGroups = new Set<TFacetGroup>([
    ...(query.definitionsExact ? (['definitions'] as const) : []),
    ...(query.theoremsExact ? (['theorems'] as const) : []),
    ...(query.tagsExact ? (['tags'] as const) : []),
  ]);
  const anyStatus = isAdmin(viewer);
  const [position, { lists, listsKey }] = await Promise.all([ctx.options.feed.sync(), ctx.resolveLists(viewer, query)]);
  const terms = await ctx.expandSearch(query.search, position, anyStatus || Boolean(query.mine));
  const { revision } = position;
  // The search is matched only when a result is not reused.
  let matching: Promise<TSearchMatches | undefined> | undefined;
  const matchesOnce = () => {
    matching ??= ctx.matchSearch(terms, anyStatus || Boolean(query.mine), position, turn);
    return matching;
  };
  const { page, pageSize, sort, hideHidden, hideSolved, favoriteId, ...filters } = query;
  const countsKey = JSON.stringify({ revision, filters, listsKey, terms, anyStatus });
  const snapshot = await ctx.snapshotFor(viewer, query, position);
  if (snapshot) {
    // The public catalogue from memory: one selection of rows serves the page and the counts. Ratings move
    // the revision, not the shape: a selection that does not filter by rating is reused for the whole shape,
    // a page that does not sort by rating too, and only the 'ratings' counts are counted again (issue 34).
    const readsRatings = query.minRating !== undefined;
    // The search by what it matches, not as typed: typos resolving to the same words share a selection and its
    // counts, and those ranking its tasks alike share its pages too (issue 60).
    const { search: _typed, ...notSearch } = filters;
    const searchKeys = await ctx.searchKeysOf(terms, position);
    const selectionKey = JSON.stringify({
      at: readsRatings ? `revision ${revision}` : `shape ${position.shape}`,
      filters: notSearch,
      listsKey,
      search: searchKeys.matched,
    });
    let indexContext: Promise<TIndexContext> | undefined;
    const indexContextOnce = () => {
      indexContext ??= Promise.all([matchesOnce(), ctx.listEntries(lists, listsKey)]).then(([matches, entries]) => ({
        matches,
        lists: entries,
      }));
      return indexContext;
    };
    let selection: Promise<TIndexSelection> | undefined;
    const select = () => {
      selection ??= indexContextOnce().then((context) =>
        turn(() => {
          const selected = selectRows(snapshot, query, context, exactGroups);
          ctx.selectionBits.set(selectionKey, snapshot.ids, selected.full);
          return selected;
        }),
      );
      return selection;
    };
    const pageKey = JSON.stringify({
      selectionKey: sort === 'ratingsAvg:DESC' ? `${selectionKey} revision ${revision}` : selectionKey,
      ranked: searchKeys.ranked,
      page,
      pageSize,
      sort,
    });
    const [shown, counts] = await Promise.all([
      // The page's ids follow the selection; its cards come from the cards the feed keeps current.
      ctx.pageIdsCache
        .get(pageKey, async () => {
          const [selected, context] = await Promise.all([select(), indexContextOnce()]);
          return turn(() => pageInMemory(snapshot, selected, query, context));
        })
        .then(async (ids) => {
          const byId = await ctx.cards.get(ids, ctx.readCards);
          return ids.flatMap((id) => byId.get(id) ?? []);
        }),
      ctx.selectionCountsCache
        .get(selectionKey, async () => {
          const [selected, authorNames] = await Promise.all([select(), ctx.authorNamesOf(snapshot)]);
          const facets = await ctx.labelFacets(
            await turn(() => countFacetsInMemory(snapshot, selected, query, exactGroups, authorNames)),
            position.shape,
          );
          const ratings = {
            log: snapshot.ratingLog,
            version: snapshot.ratingVersion ?? 0,
            atLeast: atLeastOfRatingRows(facets.ratings),
          };
          return { total: selected.total, facets, ratings };
        })
        .then((counted) => ctx.ratingsCountedAt(counted, readsRatings, snapshot, selectionKey, select)),
    ]);
    const concepts = new Map(shown.map(({ row, concepts }) => [row.id, concepts]));
    const words = terms.flatMap((term) => term.words);
    return {
      results: shown.map(({ row }) => toCard(row, concepts, words)),
      total: counts.total,
      page,
      pageCount: Math.ceil(counts.total / pageSize),
      facets: counts.facets,
    };
  }
  const context: TFilterContext = { matches: await matchesOnce(), anyStatus, lists };
  const [rows, counts] = await Promise.all([
    ctx.pagesCache.get(JSON.stringify({ countsKey, page, pageSize, sort }), () =>
      ctx.repository.listPage(query, context),
    ),
    ctx.countsCache.get(countsKey, async () => ({
      total: await ctx.repository.countMatching(query, context),
      facets: await ctx.labelFacets(await ctx.repository.countFacets(query, context, exactGroups), position.shape),
    })),
  ]);
  const concepts = groupConceptsByHomework(await ctx.repository.findConceptsOf(rows.map((row) => row.id)));
  return {
    results: rows.map((row) =>
      toCard(
        row,
        concepts,
        terms.flatMap((term) => term.words),
      ),
    ),
    total: counts.total,
    page,
    pageCount: Math.ceil(counts.total / pageSize),
    facets: counts.facets,
  };
}
