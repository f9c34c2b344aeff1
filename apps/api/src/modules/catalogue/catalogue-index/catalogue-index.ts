/**
 * The public catalogue answered from a snapshot in memory, exactly as homework-list.repository answers it in
 * SQL (buildFilterConditions, countMatching, listPage, countFacets) for a viewer who sees public tasks only.
 *
 * Its parts: the filters as rows of the snapshot (select-rows), the facet counts (count-facets), one page or
 * one random row of a selection (page-rows), a search's matches resolved within a snapshot (search-matches), and the
 * rows of recent selections, so a rating changes only their ratings counts, by the ratings moved since
 * (selection-bits-cache, catalogue-snapshot-ratings).
 */

export { ratingCountsSince, type TRatingCounts } from './catalogue-snapshot-ratings';
export {
  atLeastOfRatingRows,
  countFacetsInMemory,
  countRatings,
  ratingRows,
  type TAuthorNames,
} from './count-facets';
export { pageInMemory, pickRandomInMemory } from './page-rows';
export { selectRows, type TIndexContext, type TIndexLists, type TIndexSelection } from './select-rows';
export { createSelectionBitsCache } from './selection-bits-cache';
