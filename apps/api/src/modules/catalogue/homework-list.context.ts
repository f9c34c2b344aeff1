import { errorMessages, isAdmin, type THomeworkFacets, type THomeworkListQuery, type TViewer } from '@zadania/shared';
import { AppError } from '../../lib/app-error';
import { createTtlCache } from '../../lib/ttl-cache';
import { createTurns } from '../../lib/turns';
import { createCardCache } from './catalogue-index/card-cache';
import type { TCatalogueFeed, TCataloguePosition } from './catalogue-index/catalogue-feed';
import {
  countRatings,
  createSelectionBitsCache,
  ratingCountsSince,
  ratingRows,
  type TAuthorNames,
  type TIndexContext,
  type TIndexSelection,
  type TRatingCounts,
} from './catalogue-index/catalogue-index';
import type { TCatalogueSnapshot } from './catalogue-index/catalogue-snapshot';
import type { createCatalogueSnapshotRepository } from './catalogue-index/catalogue-snapshot.repository';
import type { createCatalogueSnapshotKeeper } from './catalogue-index/catalogue-snapshot-keeper';
import { groupConceptsByHomework, type TCardConcept } from './homework-card.presenter';
import { createFacetLabeller, labelRatings } from './homework-facet-labels';
import { type TListFilters, type TSearchMatches, type TSearchTerms, toSearchWords } from './homework-filters';
import type { createHomeworkListRepository, THomeworkListRow } from './homework-list.repository';
import type { createHomeworkSearchIndex } from './homework-search-index';

/** A selection's total and facet counts; the 'ratings' group as at the snapshot `ratings` names. */
export type TSelectionCounts = { total: number; facets: THomeworkFacets; ratings: TRatingCounts };

/** How long the pages, total and facet counts of one filter combination are reused. */
export const facetCacheTtlMs = 30_000;

/**
 * Where a search is matched before the database is asked: this node's word index of the public tasks; and
 * this node's snapshot of the public catalogue, which answers it whenever the snapshot is of the feed's current
 * shape. The feed (catalogue-feed.ts) says what committed since the last request: results reused across
 * requests are keyed by its revision.
 */
export type THomeworkListOptions = {
  feed: Pick<TCatalogueFeed, 'sync' | 'subscribe'>;
  searchIndex?: ReturnType<typeof createHomeworkSearchIndex>;
  catalogue?: {
    snapshots: ReturnType<typeof createCatalogueSnapshotKeeper>;
    repository: ReturnType<typeof createCatalogueSnapshotRepository>;
  };
};

export type THomeworkListRepository = ReturnType<typeof createHomeworkListRepository>;

/**
 * What the catalogue's list and random pick share: the caches of counts, pages, selections, search terms and
 * matches (reused while the feed's revision or shape stays), the turns the in-memory work runs in, the cards the
 * feed keeps current, and the steps a request takes before it selects (its lists, its search, its snapshot).
 */
export function createHomeworkListContext(repository: THomeworkListRepository, options: THomeworkListOptions) {
  // Counting twelve facet groups over the whole catalogue is the expensive part of a list request;
  // the same filters (whatever the page and sort) reuse one result for a short while, and so do
  // the pages themselves, until the feed's revision moves (any committed change to what it shows).
  const countsCache = createTtlCache<{ total: number; facets: THomeworkFacets }>({
    ttlMs: facetCacheTtlMs,
    maxEntries: 1000,
  });
  const pagesCache = createTtlCache<THomeworkListRow[]>({ ttlMs: facetCacheTtlMs, maxEntries: 2000 });
  // From the snapshot: a selection's counts and its pages' ids, reused for one shape of the catalogue (what ratings
  // change in them is counted again, see ratingsCountedAt); the rows it counted are kept for that within 32 MB.
  const selectionCountsCache = createTtlCache<TSelectionCounts>({ ttlMs: facetCacheTtlMs, maxEntries: 1000 });
  const pageIdsCache = createTtlCache<string[]>({ ttlMs: facetCacheTtlMs, maxEntries: 2000 });
  const selectionBits = createSelectionBitsCache(32 * 1024 * 1024);
  // Matching, selecting, paging and counting over the snapshot run two at a time, each on a turn of its own; a
  // request's pieces keep its place in line.
  const inTurn = createTurns(2);
  const turnsOfOneRequest = () => {
    const order = inTurn.nextOrder();
    return <T>(work: () => T | Promise<T>) => inTurn(work, order);
  };
  // The public cards a snapshot's pages show, kept current by the feed; an author's new name shows within 15 s.
  const cards = createCardCache<{ row: THomeworkListRow; concepts: TCardConcept[] }>(options.feed, {
    maxEntries: 10_000,
    ttlMs: facetCacheTtlMs / 2,
    withRating: (card, { ratingsAvg, ratingsCount }) => ({
      ...card,
      row: { ...card.row, ratings_avg: ratingsAvg ?? card.row.ratings_avg, ratings_count: ratingsCount ?? 0 },
    }),
  });
  const readCards = async (ids: string[]) => {
    const [rows, conceptRows] = await Promise.all([repository.findCardRows(ids), repository.findConceptsOf(ids)]);
    const concepts = groupConceptsByHomework(conceptRows);
    return new Map(rows.map((row) => [row.id, { row, concepts: concepts.get(row.id) ?? [] }]));
  };
  /**
   * The counts of a selection with its 'ratings' group as at `snapshot`: the ratings moved since it was counted
   * applied to it (the selection's rows held), else counted again over its rows; kept for the next request.
   */
  const ratingsCountedAt = async (
    counted: TSelectionCounts,
    readsRatings: boolean,
    snapshot: TCatalogueSnapshot,
    selectionKey: string,
    select: () => Promise<TIndexSelection>,
  ): Promise<TSelectionCounts> => {
    const version = snapshot.ratingVersion ?? 0;
    if (readsRatings || (counted.ratings.log === snapshot.ratingLog && counted.ratings.version === version)) {
      return counted;
    }
    const held = selectionBits.get(selectionKey, snapshot.ids);
    const ratings = (held && ratingCountsSince(counted.ratings, snapshot, held)) ?? {
      log: snapshot.ratingLog,
      version,
      atLeast: countRatings(snapshot, held ?? (await select()).full),
    };
    const facets = { ...counted.facets, ratings: labelRatings(ratingRows(ratings.atLeast)) };
    // A request on an older snapshot leaves the kept counts as they are.
    if (ratings.log !== counted.ratings.log || ratings.version > counted.ratings.version) {
      counted.ratings = ratings;
      counted.facets = facets;
    }
    return { ...counted, ratings, facets };
  };
  const termsCache = createTtlCache<TSearchTerms>({ ttlMs: facetCacheTtlMs, maxEntries: 2000 });
  // A search's matches can hold most of the catalogue's ids (at a million tasks, tens of megabytes): only the
  // last few of the database's are kept (the index answers again in a few milliseconds).
  const matchesCache = createTtlCache<TSearchMatches>({ ttlMs: facetCacheTtlMs, maxEntries: 4 });
  /** The tasks the terms find, matched once per request. */
  const matchSearch = async (
    terms: TSearchTerms,
    anyStatus: boolean,
    { revision, shape }: TCataloguePosition,
    turn: <T>(work: () => T) => Promise<T>,
  ) => {
    if (!terms.length) return undefined;
    const inMemory = anyStatus ? undefined : await options.searchIndex?.match(terms, shape, turn);
    return (
      inMemory ??
      matchesCache.get(JSON.stringify({ revision, terms, anyStatus }), () =>
        repository.findSearchMatches(terms, anyStatus),
      )
    );
  };
  /**
   * The search as keys of the results reused from the snapshot: the index's words its terms resolve to when the
   * index stands at the shape (typos of one word then share their pages and counts; `matched` keys the tasks found,
   * `ranked` their order by relevance), else the terms themselves.
   */
  const searchKeysOf = async (terms: TSearchTerms, { shape }: TCataloguePosition) => {
    const typed = JSON.stringify(terms);
    return (
      (terms.length ? await options.searchIndex?.matchKey(terms, shape) : undefined) ?? {
        matched: typed,
        ranked: typed,
      }
    );
  };
  const listEntriesCache = createTtlCache<string[]>({ ttlMs: facetCacheTtlMs, maxEntries: 1000 });
  // Names change without moving the feed: read again within half the time counts are reused, so a
  // renamed author shows, as with SQL counts, once those expire.
  const authorNamesCache = createTtlCache<TAuthorNames>({ ttlMs: facetCacheTtlMs / 2, maxEntries: 4 });
  const authorNamesOf = (snapshot: TCatalogueSnapshot) =>
    authorNamesCache.get(snapshot.revision, async () => {
      const { entries, indexOf } = snapshot.authors;
      const rows = await options.catalogue!.repository.findAuthorNames(entries.map((author) => author.id));
      const names: TAuthorNames = {
        labels: entries.map((author) => author.displayName),
        rank: new Int32Array(entries.length).fill(entries.length),
      };
      rows.forEach((row, position) => {
        const index = indexOf.get(row.id);
        if (index === undefined) return;
        names.labels[index] = row.displayName;
        names.rank[index] = position;
      });
      return names;
    });
  /**
   * The public catalogue's snapshot of the feed's `shape`, for whom it answers: who sees public tasks only; the
   * `book` filter (issue 20) is not in the snapshot and goes to the database.
   */
  const snapshotFor = async (viewer: TViewer, query: THomeworkListQuery, { shape }: TCataloguePosition) =>
    isAdmin(viewer) || query.mine || query.book ? undefined : options.catalogue?.snapshots.reach(shape);
  /** The task ids of the lists a request filters by, reused while a list's digest stays. */
  const listEntries = async (
    lists: TListFilters,
    listsKey: Record<string, string>,
  ): Promise<TIndexContext['lists']> => {
    const entriesOf = (listId: string | undefined, key: string | undefined) =>
      listId && key && options.catalogue
        ? listEntriesCache.get(key, () => options.catalogue!.repository.findListEntries(listId))
        : Promise.resolve(undefined);
    const [favorite, hidden, solved] = await Promise.all([
      entriesOf(lists.favoriteId, listsKey.favorite),
      entriesOf(lists.hiddenId, listsKey.hiddenId),
      entriesOf(lists.solvedId, listsKey.solvedId),
    ]);
    return { favorite, hidden, solved };
  };
  /**
   * The search's words with their close spellings, as the words the tasks hold at this position of the feed: a
   * public task's new word moves the shape, and every other word (a draft's, which only ADMIN's search reads) moves
   * the revision, so a word written before the request began is found at once. `withDrafts`: the search reads tasks
   * of every status (ADMIN's, an author's own).
   */
  const expandSearch = (search: string | undefined, position: TCataloguePosition, withDrafts: boolean) => {
    const words = toSearchWords(search);
    const wordsAt = withDrafts ? `r${position.revision}` : `s${position.shape}`;
    return words.length
      ? termsCache.get(JSON.stringify([wordsAt, words]), () => repository.expandSearchWords(words))
      : Promise.resolve([]);
  };

  /**
   * The viewer's lists the query filters by, checked (404 for a list that is not theirs), and a key of
   * their entries for reused results. A built-in list not yet created or empty leaves nothing out, so
   * such a request shares its results with everybody's.
   */
  const resolveLists = async (
    viewer: TViewer,
    query: THomeworkListQuery,
  ): Promise<{ lists: TListFilters; listsKey: Record<string, string> }> => {
    const kinds = viewer
      ? ([...(query.hideHidden ? ['HIDDEN'] : []), ...(query.hideSolved ? ['SOLVED'] : [])] as ('HIDDEN' | 'SOLVED')[])
      : [];
    if (!viewer || (!kinds.length && !query.favoriteId)) return { lists: {}, listsKey: {} };
    const rows = await repository.findFilterLists(viewer.id, kinds, query.favoriteId);
    const lists: TListFilters = {};
    const listsKey: Record<string, string> = {};
    if (query.favoriteId) {
      const favorite = rows.find((row) => row.id === query.favoriteId && row.user_id === viewer.id);
      if (!favorite) throw AppError.notFound(errorMessages.notFound);
      lists.favoriteId = favorite.id;
      listsKey.favorite = `${favorite.id}:${favorite.digest}`;
    }
    for (const [kind, field] of [
      ['HIDDEN', 'hiddenId'],
      ['SOLVED', 'solvedId'],
    ] as const) {
      const list = kinds.includes(kind)
        ? rows.find((row) => row.kind === kind && row.user_id === viewer.id && !row.digest.startsWith('0:'))
        : undefined;
      if (!list) continue;
      lists[field] = list.id;
      listsKey[field] = `${list.id}:${list.digest}`;
    }
    return { lists, listsKey };
  };

  const labelFacets = createFacetLabeller(repository);

  return {
    repository,
    options,
    countsCache,
    pagesCache,
    selectionCountsCache,
    pageIdsCache,
    selectionBits,
    turnsOfOneRequest,
    cards,
    readCards,
    ratingsCountedAt,
    matchSearch,
    searchKeysOf,
    authorNamesOf,
    snapshotFor,
    listEntries,
    expandSearch,
    resolveLists,
    labelFacets,
  };
}
export type THomeworkListContext = ReturnType<typeof createHomeworkListContext>;
