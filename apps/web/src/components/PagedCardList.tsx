import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListNotLoaded, ListNotLoadedAlert } from './ListLoadStates';
import { CardListSkeleton } from './PageSkeleton';
import { PagedListPagination } from './ResultsPagination';

type TPagedCardListProps<TItem> = {
  list: {
    data: { results: TItem[]; page: number; pageCount: number } | undefined;
    isPending: boolean;
    refetch: () => unknown;
  };
  /**
   * While the first page is not there: two card skeletons (also while the list waits to be `enabled`) and a plain
   * failure, or one skeleton `skeletonHeight` high and a failure in a red alert.
   */
  placeholder: { enabled: boolean } | { skeletonHeight: number };
  loadError: string;
  retryLabel: string;
  /** Shown when the page has no results; a text is shown dimmed. */
  empty: ReactNode;
  onPage: (page: number) => void;
  /** One result's card, with its key. */
  children: (item: TItem) => ReactNode;
  /** After the pages: the list's dialogs. */
  footer?: ReactNode;
};

/** A paged list of cards: its placeholder or failure until the page is read, then the cards (or `empty`) and the pages. */
export function PagedCardList<TItem>(props: TPagedCardListProps<TItem>) {
  const { list, placeholder, loadError, retryLabel, empty, onPage, children, footer } = props;
  if (!list.data)
    return 'enabled' in placeholder ? (
      <ListNotLoaded
        list={list}
        enabled={placeholder.enabled}
        skeleton={<CardListSkeleton count={2} />}
        message={loadError}
        retryLabel={retryLabel}
      />
    ) : (
      <ListNotLoadedAlert
        list={list}
        skeletonHeight={placeholder.skeletonHeight}
        message={loadError}
        retryLabel={retryLabel}
      />
    );
  return (
    <Stack gap="sm">
      {list.data.results.length === 0 && (typeof empty === 'string' ? <Text c="dimmed">{empty}</Text> : empty)}
      {list.data.results.map(children)}
      <PagedListPagination list={list.data} onPageChange={onPage} />
      {footer}
    </Stack>
  );
}
