import { Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { ListLoadFailed, ListLoading } from '../ListLoadStates';
import { PagedListPagination } from '../ResultsPagination';
import type { TResultPage } from './useSearchQuery';

/** What `SearchResults` reads of a react-query result (e.g. of `useSearchQuery`). */
export type TSearchList<T> = {
  data: TResultPage<T> | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
};

type TSearchResultsProps<T> = {
  list: TSearchList<T>;
  /** Shown (to sight) while the first page loads. */
  skeleton: ReactNode;
  loadError: string;
  retry: string;
  /** The result count, e.g. 'Znaleziono 2 kursy'. */
  count: (total: number) => string;
  empty: string;
  onPageChange: (page: number) => void;
  /** The list of one page's results; `style` dims it while the next page loads. */
  renderResults: (results: T[], style: CSSProperties) => ReactNode;
};

/**
 * The result part of a search page: loading placeholders, the load error with a retry, the count, the empty state,
 * the results and the pages. A fragment: its parts are children of the page's own stack.
 */
export function SearchResults<T>({
  list,
  skeleton,
  loadError,
  retry,
  count,
  empty,
  onPageChange,
  renderResults,
}: TSearchResultsProps<T>) {
  const data = list.data;
  return (
    <>
      {!data && list.isPending && <ListLoading>{skeleton}</ListLoading>}
      {list.isError && !data && (
        <ListLoadFailed message={loadError} retryLabel={retry} onRetry={() => void list.refetch()} />
      )}
      {data && (
        <Text fw={600} aria-live="polite">
          {count(data.total)}
        </Text>
      )}
      {data && data.results.length === 0 && <Text c="dimmed">{empty}</Text>}
      {data && data.results.length > 0 && renderResults(data.results, { opacity: list.isPlaceholderData ? 0.6 : 1 })}
      <PagedListPagination list={data} onPageChange={onPageChange} />
    </>
  );
}
