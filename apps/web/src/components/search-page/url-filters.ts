import type { z } from 'zod';

/** The contract's field schemas of a query (e.g. `ZCourseListQuery.shape`), by URL param name. */
export type TFilterShape<K extends string> = { [P in K]: z.ZodType };

/** The filters read from the URL: each one present only when the URL holds a valid value for it. */
export type TUrlFilters<TShape extends TFilterShape<K>, K extends string> = {
  [P in K]?: Exclude<z.output<TShape[P]>, undefined>;
};

/** The filters in the URL, each checked with the contract's own field schema (a bad value is dropped). */
export function parseUrlFilters<TShape extends TFilterShape<K>, K extends string>(
  params: URLSearchParams,
  shape: TShape,
  keys: readonly K[],
): TUrlFilters<TShape, K> {
  const filters: Partial<Record<K, unknown>> = {};
  for (const key of keys) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const parsed = shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  return filters as TUrlFilters<TShape, K>;
}

/** A rule run on the next URL after a filter changed, e.g. to drop a filter that does not go with it. */
export type TFilterRule<K extends string> = (next: URLSearchParams, key: K, value: string | null) => void;

/** The URL with one filter changed (empty removes it); any change other than the page goes back to page 1. */
export function withUrlFilter<K extends string>(
  current: URLSearchParams,
  key: K,
  value: string | null,
  rule?: TFilterRule<K>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (value === null || value === '') next.delete(key);
  else next.set(key, value);
  rule?.(next, key, value);
  next.delete('page');
  return next;
}

/** The URL of a reset: no filter but the `keep` ones (e.g. the sort order), as they are now. */
export function resetUrlFilters<K extends string>(
  filters: Partial<Record<K, unknown>>,
  keep: readonly K[] = [],
): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of keep) {
    const value = filters[key];
    if (value !== undefined && value !== '') next.set(key, String(value));
  }
  return next;
}
