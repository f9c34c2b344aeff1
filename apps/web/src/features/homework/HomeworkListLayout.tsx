import '../../components/catalogue-styles';
import { Alert, Box, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { homeworkSorts, type THomeworkCard, type THomeworkList, type THomeworkSort } from '@zadania/shared';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DebouncedSearchInput } from '../../components/DebouncedSearchInput';
import { CardListSkeleton } from '../../components/PageSkeleton';
import { ResultsPagination } from '../../components/ResultsPagination';
import { useReplayChoicesBeforeHydration } from '../../lib/hooks/useReplayChoicesBeforeHydration';
import classes from './HomeworksPage.module.css';
import type { THomeworkFilters } from './homework-filters';
import './homework.pl';
import '../lists';
import '../../components/catalogue.pl';

// The phone's filters drawer loads when first opened; wider screens show the panel beside the list.
const HomeworkFiltersDrawer = lazy(() =>
  import('./HomeworkFiltersDrawer').then((module) => ({ default: module.HomeworkFiltersDrawer })),
);

const sidebarWidth = 280;

const sortLabelKeys = {
  'createdAt:DESC': 'homeworks.sorts.newest',
  'createdAt:ASC': 'homeworks.sorts.oldest',
  'ratingsAvg:DESC': 'homeworks.sorts.bestRated',
  'favorite:ASC': 'lists.sortListOrder',
} as const satisfies Record<THomeworkSort, string>;

/**
 * The layout of a task list (the catalogue, one's own tasks, the review queue): the filter panel in a
 * sidebar (a drawer on narrow screens), search, sort, the result count, the cards and the pagination.
 */
export function HomeworkListLayout({
  header,
  panel,
  filters,
  onChange,
  list,
  renderCard,
  chips,
  emptyAction,
}: {
  header: ReactNode;
  panel: ReactNode;
  filters: THomeworkFilters;
  onChange: (patch: Partial<THomeworkFilters>) => void;
  /** What to do when nothing matches, besides changing the filters (the catalogue: ask a teacher). */
  emptyAction?: ReactNode;
  list: UseQueryResult<THomeworkList>;
  renderCard: (homework: THomeworkCard) => ReactNode;
  /** Removable chips of filters the panel does not show (e.g. the chosen list). */
  chips?: ReactNode;
}) {
  const { t } = useTranslation();
  const [drawerOpened, drawer] = useDisclosure(false);
  // Mounted from the first opening on, as the drawer was with the page.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpened && !drawerUsed) setDrawerUsed(true);
  const sidebar = useRef<HTMLElement>(null);
  useReplayChoicesBeforeHydration(sidebar);
  const data = list.data;
  // The list's order is offered only while a list is chosen (and is then the default).
  const sortOptions = homeworkSorts
    .filter((sort) => sort !== 'favorite:ASC' || filters.favoriteId)
    .map((sort) => ({ value: sort, label: t(sortLabelKeys[sort]) }));
  const chosenSort = filters.sort === 'favorite:ASC' && !filters.favoriteId ? undefined : filters.sort;
  // Searching without a chosen sort orders by relevance (the API's default then).
  const sortValue = chosenSort ?? (filters.favoriteId ? 'favorite:ASC' : filters.search ? '' : 'createdAt:DESC');

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }}>
      {header}

      <Group align="flex-start" gap="xl" wrap="nowrap">
        <Box
          component="aside"
          ref={sidebar}
          visibleFrom="md"
          w={sidebarWidth}
          className={classes.sidebar}
          aria-label={t('homeworks.filters')}
        >
          {panel}
        </Box>

        <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Box style={{ flex: '1 1 14rem' }}>
              <DebouncedSearchInput
                label={t('homeworks.search')}
                placeholder={t('homeworks.searchPlaceholder')}
                value={filters.search ?? ''}
                onCommit={(search) => onChange({ search: search || undefined })}
              />
            </Box>
            <NativeSelect
              label={t('homeworks.sort')}
              w={{ base: '100%', xs: 200 }}
              value={sortValue}
              onChange={(event) =>
                onChange({ sort: (event.currentTarget.value || undefined) as THomeworkSort | undefined })
              }
              data={
                sortValue === '' ? [{ value: '', label: t('homeworks.sortRelevance') }, ...sortOptions] : sortOptions
              }
            />
            <Button
              hiddenFrom="md"
              variant="default"
              leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
              onClick={drawer.open}
            >
              {t('homeworks.filters')}
            </Button>
          </Group>

          {chips}

          <Title order={2} size="h4" aria-live="polite">
            {t('catalogue.resultsHeading', { total: data?.total ?? 0 })}
          </Title>

          {list.isError && !data && (
            <Alert color="red" title={t('catalogue.loadError')}>
              <Button size="xs" variant="light" color="red" onClick={() => list.refetch()}>
                {t('catalogue.retry')}
              </Button>
            </Alert>
          )}
          {!data && !list.isError && <CardListSkeleton />}
          {data && data.results.length === 0 && (
            <Stack gap="xs" align="flex-start">
              <Text c="dimmed">{t('catalogue.empty')}</Text>
              {emptyAction}
            </Stack>
          )}
          {data && data.results.length > 0 && (
            <Stack gap="md" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isFetching}>
              {data.results.map(renderCard)}
            </Stack>
          )}

          {data && data.total > 0 && (
            <ResultsPagination
              page={data.page}
              pageCount={data.pageCount}
              onPageChange={(page) => {
                onChange({ page });
                window.scrollTo({ top: 0 });
              }}
              pageSize={Number(filters.pageSize)}
              onPageSizeChange={(pageSize) => onChange({ pageSize })}
            />
          )}
        </Stack>
      </Group>

      {drawerUsed && (
        <Suspense fallback={null}>
          <HomeworkFiltersDrawer opened={drawerOpened} onClose={drawer.close}>
            {panel}
          </HomeworkFiltersDrawer>
        </Suspense>
      )}
    </Stack>
  );
}
