import { Group, NativeSelect, Pagination } from '@mantine/core';
import { pageSizeOptions } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import './catalogue.pl';

type TResultsPaginationProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** With a page size: the 10/20/30/40/50 selector is shown next to the pages. */
  pageSize?: number;
  onPageSizeChange?: (pageSize: number) => void;
};

/** Pages of a result list, optionally with the page-size selector. */
export function ResultsPagination({
  page,
  pageCount,
  onPageChange,
  pageSize,
  onPageSizeChange,
}: TResultsPaginationProps) {
  const { t } = useTranslation();
  const controlLabels = {
    first: t('pagination.first'),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    last: t('pagination.last'),
  };
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      {pageCount > 1 ? (
        <Pagination
          total={pageCount}
          value={Math.min(page, pageCount)}
          onChange={onPageChange}
          size="sm"
          siblings={1}
          boundaries={1}
          aria-label={t('catalogue.pagination')}
          getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
          getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
        />
      ) : (
        <span />
      )}
      {pageSize !== undefined && onPageSizeChange && (
        <NativeSelect
          label={t('catalogue.pageSize')}
          size="xs"
          w={110}
          value={String(pageSize)}
          onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
          data={pageSizeOptions.map((size) => String(size))}
        />
      )}
    </Group>
  );
}

/** The pages of a paged list once it has more than one; nothing before the list is read. */
export function PagedListPagination({
  list,
  onPageChange,
}: {
  list: { page: number; pageCount: number } | undefined;
  onPageChange: (page: number) => void;
}) {
  if (!list || list.pageCount <= 1) return null;
  return <ResultsPagination page={list.page} pageCount={list.pageCount} onPageChange={onPageChange} />;
}
