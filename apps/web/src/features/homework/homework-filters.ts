import {
  adminOnlyHomeworkFilterKeys,
  can,
  catalogue,
  listDefaults,
  premiumHomeworkFilterKeys,
  type THomeworkListQueryInput,
  type TViewer,
  ZHomeworkListQuery,
} from '@zadania/shared';
import { canHideSolved, canUseOwnLists } from '../lists';

export type THomeworkFilters = THomeworkListQueryInput;
type TFilterKey = keyof THomeworkFilters;

/** Filters sent as repeated keys (`levels=A&levels=B`). */
export const arrayFilterKeys = [
  'solutionFormats',
  'subjects',
  'levels',
  'domainsIds',
  'theoremsIds',
  'definitionsIds',
  'tagsIds',
  'exams',
  'requirements',
  'authorsIds',
  'typesIds',
  'statuses',
  'examLevels',
] as const satisfies readonly TFilterKey[];

export const flagFilterKeys = [
  'definitionsExact',
  'theoremsExact',
  'tagsExact',
  'closed',
  'unsolved',
  'withoutType',
  'underReview',
  'hideSolved',
  'hideHidden',
] as const satisfies readonly TFilterKey[];

const scalarFilterKeys = [
  'page',
  'pageSize',
  'search',
  'sort',
  'authorId',
  'minRating',
  'type',
  'favoriteId',
  'book',
] as const satisfies readonly TFilterKey[];

/** The URL order of the keys; every key of the contract appears exactly once (checked below). */
const filterKeys = [...scalarFilterKeys, ...arrayFilterKeys, ...flagFilterKeys];
type TMissingKeys = Exclude<TFilterKey, (typeof filterKeys)[number]>;
const everyKeyListed: TMissingKeys extends never ? true : TMissingKeys = true;
void everyKeyListed;

const isArrayKey = (key: TFilterKey): key is (typeof arrayFilterKeys)[number] =>
  (arrayFilterKeys as readonly string[]).includes(key);

/**
 * Reads the filter state from the URL query. Each value is validated with the contract's own field
 * schema; a value that does not pass (an old or hand-edited link) is dropped instead of failing the page.
 */
export function parseHomeworkFilters(params: URLSearchParams): THomeworkFilters {
  const filters: Record<string, unknown> = {};
  for (const key of filterKeys) {
    const raw = isArrayKey(key) ? params.getAll(key) : params.get(key);
    if (raw === null || (Array.isArray(raw) && raw.length === 0)) continue;
    const parsed = ZHomeworkListQuery.shape[key].safeParse(raw);
    if (!parsed.success || parsed.data === undefined) continue;
    if (Array.isArray(parsed.data) && parsed.data.length === 0) continue;
    filters[key] = Array.isArray(parsed.data) ? [...new Set(parsed.data)] : parsed.data;
  }
  return { page: listDefaults.page, pageSize: listDefaults.pageSize, ...filters } as THomeworkFilters;
}

function isDefault(key: TFilterKey, value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (key === 'page') return Number(value) === listDefaults.page;
  if (key === 'pageSize') return Number(value) === listDefaults.pageSize;
  return false;
}

/** Writes the filter state as a URL query: defaults and empty values left out, arrays as repeated keys. */
export function serializeHomeworkFilters(filters: THomeworkFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key];
    if (isDefault(key, value)) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params;
}

/** Applies a change to the filters. Any change other than the page itself goes back to page 1. */
export function updateHomeworkFilters(current: THomeworkFilters, change: Partial<THomeworkFilters>): THomeworkFilters {
  const next: THomeworkFilters = { ...current, ...change };
  if (!('page' in change) || Object.keys(change).some((key) => key !== 'page')) next.page = listDefaults.page;
  for (const key of filterKeys) {
    if (key !== 'page' && key !== 'pageSize' && isDefault(key, next[key])) delete next[key];
  }
  return next;
}

/** Clears every filter and the search, keeping the sort and page size the person chose. */
export function resetHomeworkFilters(current: THomeworkFilters): THomeworkFilters {
  const next: THomeworkFilters = { page: listDefaults.page, pageSize: current.pageSize ?? listDefaults.pageSize };
  if (current.sort !== undefined) next.sort = current.sort;
  return next;
}

/** True when any filter or the search narrows the list (what 'Wyczyść filtry' would clear). */
export function hasActiveFilters(filters: THomeworkFilters): boolean {
  return filterKeys.some(
    (key) => key !== 'page' && key !== 'pageSize' && key !== 'sort' && !isDefault(key, filters[key]),
  );
}

/**
 * Drops the filters the viewer may not use, so that a shared link does not end in a 403:
 * ADMIN-only filters, without Premium the task-type filters, and the list filters of those who have no lists.
 */
export function restrictFiltersToViewer(filters: THomeworkFilters, viewer: TViewer): THomeworkFilters {
  const next = { ...filters };
  if (!can(viewer, 'useAdminFilters', catalogue)) for (const key of adminOnlyHomeworkFilterKeys) delete next[key];
  if (!can(viewer, 'usePremiumFilters', catalogue)) for (const key of premiumHomeworkFilterKeys) delete next[key];
  if (!canHideSolved(viewer)) delete next.hideSolved;
  if (!canUseOwnLists(viewer)) {
    delete next.hideHidden;
    delete next.favoriteId;
  }
  // The list's order is a sort only while a list is chosen.
  if (next.sort === 'favorite:ASC' && !next.favoriteId) delete next.sort;
  return next;
}

/**
 * The catalogue as a signed-in viewer sees it: tasks they hid ('Ukryj', the list 'Ukryte') stay hidden unless the
 * URL says `hideHidden=false` (issue 38: hidden means hidden, with a way to show them).
 */
export function withHiddenTasksHidden(filters: THomeworkFilters, viewer: TViewer): THomeworkFilters {
  return canUseOwnLists(viewer) && filters.hideHidden === undefined ? { ...filters, hideHidden: true } : filters;
}

/** The query of GET /api/homework (and, without paging and sort, of /api/homework/random). */
export function toHomeworkApiQuery(
  filters: THomeworkFilters,
  { withPaging = true }: { withPaging?: boolean } = {},
): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const [key, value] of serializeHomeworkFilters(filters)) {
    if (!withPaging && (key === 'page' || key === 'pageSize' || key === 'sort')) continue;
    query[key] = [...(query[key] ?? []), value];
  }
  return query;
}
