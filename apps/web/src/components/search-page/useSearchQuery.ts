import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';

/** A page of search results as the API returns it. */
export type TResultPage<T> = { results: T[]; total: number; page: number; pageCount: number };

/** The search results of `queryKey`; while the next ones load (a filter or page changed) the previous stay shown. */
export function useSearchQuery<TPage>(queryKey: QueryKey, fetch: (signal: AbortSignal) => Promise<TPage>) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    placeholderData: keepPreviousData,
  });
}
