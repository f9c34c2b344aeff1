import '../../components/catalogue-styles';
import { Alert, Box, Button, Drawer, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconDice5, IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { canAddHomework, homeworkSorts, type THomeworkSort } from '@zadania/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DebouncedSearchInput } from '../../components/DebouncedSearchInput';
import { CardListSkeleton } from '../../components/PageSkeleton';
import { ResultsPagination } from '../../components/ResultsPagination';
import { queryKeys } from '../../lib/api/query-keys';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useViewer } from '../auth/useViewer';
import { HomeworkCard } from './HomeworkCard';
import { HomeworkFiltersPanel } from './HomeworkFiltersPanel';
import classes from './HomeworksPage.module.css';
import { homeworkApi } from './homework-api';
import { hasActiveFilters, restrictFiltersToViewer, toHomeworkApiQuery } from './homework-filters';
import { useHomeworkFilters } from './useHomeworkFilters';
import { useRandomHomework } from './useRandomHomework';

const sidebarWidth = 280;

const sortLabelKeys = {
  'createdAt:DESC': 'newest',
  'createdAt:ASC': 'oldest',
  'ratingsAvg:DESC': 'bestRated',
} as const satisfies Record<THomeworkSort, string>;

/** /homeworks: the task catalogue with filters, search, sort, pagination and a random task. */
export function HomeworksPage() {
  const { t } = useTranslation();
  const { filters, change, reset } = useHomeworkFilters();
  const { viewer, ready } = useViewer();
  const [drawerOpened, drawer] = useDisclosure(false);
  const visibleFilters = useMemo(() => restrictFiltersToViewer(filters, viewer), [filters, viewer]);
  const apiQuery = useMemo(() => toHomeworkApiQuery(visibleFilters), [visibleFilters]);
  const list = useQuery({
    queryKey: queryKeys.homeworkList(apiQuery),
    queryFn: ({ signal }) => homeworkApi.list(apiQuery, signal),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const random = useRandomHomework(visibleFilters);

  useDocumentTitle(t('homeworks.title'));

  const data = list.data;
  const canReset = hasActiveFilters(filters);
  const sortOptions = homeworkSorts.map((sort) => ({
    value: sort,
    label: t(`homeworks.sorts.${sortLabelKeys[sort]}`),
  }));
  // Searching without a chosen sort orders by relevance (the API's default then).
  const sortValue = filters.sort ?? (filters.search ? '' : 'createdAt:DESC');
  const panel = (
    <HomeworkFiltersPanel
      filters={visibleFilters}
      facets={data?.facets}
      viewer={viewer}
      onChange={change}
      onReset={reset}
      canReset={canReset}
    />
  );

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1}>{t('homeworks.title')}</Title>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconDice5 size={18} aria-hidden />}
            loading={random.isPending}
            onClick={() => random.mutate()}
            disabled={!ready}
          >
            {t('homeworks.random')}
          </Button>
          {canAddHomework(viewer) && (
            <Button component={Link} to="/homeworks/save" leftSection={<IconPlus size={18} aria-hidden />}>
              {t('homeworks.add')}
            </Button>
          )}
        </Group>
      </Group>

      <Group align="flex-start" gap="xl" wrap="nowrap">
        <Box
          component="aside"
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
                onCommit={(search) => change({ search: search || undefined })}
              />
            </Box>
            <NativeSelect
              label={t('homeworks.sort')}
              w={{ base: '100%', xs: 200 }}
              value={sortValue}
              onChange={(event) =>
                change({ sort: (event.currentTarget.value || undefined) as THomeworkSort | undefined })
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
          {data && data.results.length === 0 && <Text c="dimmed">{t('catalogue.empty')}</Text>}
          {data && data.results.length > 0 && (
            <Stack gap="md" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isFetching}>
              {data.results.map((homework) => (
                <HomeworkCard key={homework.id} homework={homework} />
              ))}
            </Stack>
          )}

          {data && data.total > 0 && (
            <ResultsPagination
              page={data.page}
              pageCount={data.pageCount}
              onPageChange={(page) => {
                change({ page });
                window.scrollTo({ top: 0 });
              }}
              pageSize={Number(filters.pageSize)}
              onPageSizeChange={(pageSize) => change({ pageSize })}
            />
          )}
        </Stack>
      </Group>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title={t('homeworks.filters')}
        hiddenFrom="md"
        size="min(22rem, 90vw)"
        padding="md"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {panel}
      </Drawer>
    </Stack>
  );
}
