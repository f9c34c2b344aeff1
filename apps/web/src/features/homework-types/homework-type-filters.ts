/** The sort options of the type list: URL value → API sort, with the dictionary key of the label. */
export const homeworkTypeSorts = {
  newest: 'createdAt:DESC',
  mostTasks: 'count:DESC',
  alphabetical: 'name:ASC',
} as const;
export type THomeworkTypeSortKey = keyof typeof homeworkTypeSorts;
export const homeworkTypeSortKeys = Object.keys(homeworkTypeSorts) as THomeworkTypeSortKey[];
export const homeworkTypesPageSize = 30;

export type THomeworkTypeFilters = {
  page: number;
  search: string;
  sort: THomeworkTypeSortKey;
  hideSubtypes: boolean;
};

/** Reads the list state from the URL; unknown or invalid values fall back to the defaults. */
export function parseHomeworkTypeFilters(params: URLSearchParams): THomeworkTypeFilters {
  const page = Number(params.get('page'));
  const sort = params.get('sort') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: params.get('search')?.trim() ?? '',
    sort: (homeworkTypeSortKeys as string[]).includes(sort) ? (sort as THomeworkTypeSortKey) : 'newest',
    hideSubtypes: params.get('hideSubtypes') === 'true',
  };
}

/**
 * The next URL query after a change: defaults are left out, and any change other than the page
 * goes back to page 1.
 */
export function applyHomeworkTypeChange(
  current: URLSearchParams,
  change: Partial<THomeworkTypeFilters>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  if (change.search !== undefined) set('search', change.search.trim() || null);
  if (change.sort !== undefined) set('sort', change.sort === 'newest' ? null : change.sort);
  if (change.hideSubtypes !== undefined) set('hideSubtypes', change.hideSubtypes ? 'true' : null);
  const page = change.page ?? 1;
  set('page', page > 1 ? String(page) : null);
  return next;
}

/** The API query of the list state. */
export function toHomeworkTypeApiQuery(filters: THomeworkTypeFilters) {
  return {
    page: filters.page,
    pageSize: homeworkTypesPageSize,
    search: filters.search || undefined,
    sort: homeworkTypeSorts[filters.sort],
    hideSubtypes: filters.hideSubtypes || undefined,
    count: true,
  };
}
