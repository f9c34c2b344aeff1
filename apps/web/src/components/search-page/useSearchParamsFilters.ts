import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { withPageParam } from '../page-param';
import { parseUrlFilters, resetUrlFilters, type TFilterRule, type TFilterShape, withUrlFilter } from './url-filters';

type TOptions<K extends string> = {
  /** Run on the next URL after a filter changed (see `withUrlFilter`). */
  rule?: TFilterRule<Exclude<K, 'page'>>;
};

/**
 * A search page's filters held in the URL search params: `keys` are the param names, each read with its field schema
 * in `shape`. Pass module-level constants for `shape`, `keys` and `options.rule`.
 */
export function useSearchParamsFilters<TShape extends TFilterShape<K>, K extends string>(
  shape: TShape,
  keys: readonly K[],
  { rule }: TOptions<K> = {},
) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseUrlFilters(params, shape, keys), [params, shape, keys]);
  return {
    filters,
    /** Sets (or with null / '' removes) one filter and goes back to page 1. */
    setFilter: (key: Exclude<K, 'page'>, value: string | null) =>
      setParams((current) => withUrlFilter(current, key, value, rule)),
    setPage: (page: number) => setParams((current) => withPageParam(current, page)),
    /** Removes every filter but the `keep` ones. */
    reset: (keep: readonly K[] = []) => setParams(() => resetUrlFilters(filters, keep)),
  };
}
