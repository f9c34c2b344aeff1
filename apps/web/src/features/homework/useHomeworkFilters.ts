import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseHomeworkFilters,
  resetHomeworkFilters,
  serializeHomeworkFilters,
  type THomeworkFilters,
  updateHomeworkFilters,
} from './homework-filters';

/** The task-list filter state, kept entirely in the URL query. */
export function useHomeworkFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseHomeworkFilters(searchParams), [searchParams]);

  const change = useCallback(
    (patch: Partial<THomeworkFilters>) =>
      setSearchParams((current) =>
        serializeHomeworkFilters(updateHomeworkFilters(parseHomeworkFilters(current), patch)),
      ),
    [setSearchParams],
  );
  const reset = useCallback(
    () => setSearchParams((current) => serializeHomeworkFilters(resetHomeworkFilters(parseHomeworkFilters(current)))),
    [setSearchParams],
  );
  return { filters, change, reset };
}
