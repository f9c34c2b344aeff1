import '../../components/catalogue-styles';
import { Alert, Box, Button, Checkbox, Drawer, Group, NativeSelect, Stack, Switch, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  canAddHomework,
  homeworkSorts,
  homeworkStatuses,
  isAdmin,
  type THomeworkFacets,
  type THomeworkSort,
  type THomeworkStatus,
} from '@zadania/shared';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DebouncedSearchInput } from '../../components/DebouncedSearchInput';
import { CardListSkeleton } from '../../components/PageSkeleton';
import { ResultsPagination } from '../../components/ResultsPagination';
import { queryKeys } from '../../lib/api/query-keys';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useViewer } from '../auth/useViewer';
import { HomeworkCard } from '../homework/HomeworkCard';
import { HomeworkFiltersPanel } from '../homework/HomeworkFiltersPanel';
import classes from '../homework/HomeworksPage.module.css';
import { homeworkApi } from '../homework/homework-api';
import {
  hasActiveFilters,
  restrictFiltersToViewer,
  type THomeworkFilters,
  toHomeworkApiQuery,
} from '../homework/homework-filters';
import { useHomeworkFilters } from '../homework/useHomeworkFilters';
import { ForbiddenNotice } from './ForbiddenNotice';
import { HomeworkStateBadge } from './HomeworkStateBadge';
import { moderationBasePath, type TModerationMode } from './moderation-mode';

const sidebarWidth = 280;

const sortLabelKeys = {
  'createdAt:DESC': 'newest',
  'createdAt:ASC': 'oldest',
  'ratingsAvg:DESC': 'bestRated',
} as const satisfies Record<THomeworkSort, string>;

/**
 * The review queue lists tasks waiting for review unless the admin switches that off: the URL then
 * carries `underReview=false`, and no `underReview` at all means the default (true).
 */
function useModerationFilters(mode: TModerationMode) {
  const { filters, change, reset } = useHomeworkFilters();
  const effective = useMemo<THomeworkFilters>(
    () => (mode === 'admin' ? { ...filters, underReview: filters.underReview ?? true } : filters),
    [filters, mode],
  );
  const changeFilters = useCallback(
    (patch: Partial<THomeworkFilters>) =>
      change(
        mode === 'admin' && 'underReview' in patch ? { ...patch, underReview: patch.underReview ?? false } : patch,
      ),
    [change, mode],
  );
  return { filters: effective, urlFilters: filters, change: changeFilters, reset };
}

/** The status filters of one's own list (the shared panel shows them to ADMIN only). */
function OwnStatusFilters({
  filters,
  facets,
  onChange,
}: {
  filters: THomeworkFilters;
  facets: THomeworkFacets | undefined;
  onChange: (patch: Partial<THomeworkFilters>) => void;
}) {
  const { t } = useTranslation();
  const selected = (filters.statuses ?? []) as string[];
  return (
    <Stack gap="sm">
      <Checkbox.Group
        label={t('moderation.statusFilter')}
        value={selected}
        onChange={(values) => onChange({ statuses: values as THomeworkStatus[] })}
      >
        <Stack gap={6} mt={6}>
          {(facets?.statuses ?? []).map((option) => (
            <Checkbox key={option.value} value={option.value} label={`${option.label} (${option.count})`} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Switch
        label={t('moderation.underReview')}
        checked={filters.underReview === true}
        onChange={(event) => onChange({ underReview: event.currentTarget.checked || undefined })}
      />
    </Stack>
  );
}

/** /account/homeworks ('Moje zadania') and /admin/homeworks (the review queue): the catalogue's list and filters. */
export function ModerationHomeworksPage({ mode }: { mode: TModerationMode }) {
  const { t } = useTranslation();
  const { viewer, ready } = useViewer();
  const { filters, urlFilters, change, reset } = useModerationFilters(mode);
  const [drawerOpened, drawer] = useDisclosure(false);
  const allowed = mode === 'admin' ? isAdmin(viewer) : canAddHomework(viewer);
  const apiQuery = useMemo(() => {
    const visible = restrictFiltersToViewer(filters, viewer);
    if (mode === 'admin') {
      // `underReview=false` means no filter at all.
      if (visible.underReview === false) delete visible.underReview;
      // Without a chosen status the API lists public tasks only; the queue means every status.
      if (!(visible.statuses as string[] | undefined)?.length) visible.statuses = [...homeworkStatuses];
      return toHomeworkApiQuery(visible);
    }
    // One's own tasks may be narrowed by status and review as well.
    const own = { ...visible, statuses: filters.statuses, underReview: filters.underReview };
    return { ...toHomeworkApiQuery(own), mine: ['true'] };
  }, [filters, viewer, mode]);
  const list = useQuery({
    queryKey: queryKeys.homeworkList(apiQuery),
    queryFn: ({ signal }) => homeworkApi.list(apiQuery, signal),
    enabled: ready && allowed,
    placeholderData: keepPreviousData,
  });
  const title = mode === 'admin' ? t('moderation.reviewQueueTitle') : t('moderation.myHomeworks');
  useDocumentTitle(title);

  if (ready && !allowed) {
    return (
      <ForbiddenNotice message={mode === 'admin' ? t('moderation.forbiddenAdmin') : t('moderation.forbiddenAuthor')} />
    );
  }

  const data = list.data;
  const sortOptions = homeworkSorts.map((sort) => ({
    value: sort,
    label: t(`homeworks.sorts.${sortLabelKeys[sort]}`),
  }));
  const sortValue = filters.sort ?? (filters.search ? '' : 'createdAt:DESC');
  const panelFilters = restrictFiltersToViewer(filters, viewer);
  const panel = (
    <Stack gap="lg">
      {mode === 'account' && !isAdmin(viewer) && (
        <OwnStatusFilters filters={filters} facets={data?.facets} onChange={change} />
      )}
      <HomeworkFiltersPanel
        filters={panelFilters}
        facets={data?.facets}
        viewer={viewer}
        onChange={change}
        onReset={reset}
        canReset={hasActiveFilters(urlFilters)}
      />
    </Stack>
  );
  const basePath = moderationBasePath(mode);

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }}>
      <Title order={1}>{title}</Title>
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
                <HomeworkCard
                  key={homework.id}
                  homework={homework}
                  href={`${basePath}/${homework.slug}`}
                  status={<HomeworkStateBadge homework={homework} />}
                />
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

export function MyHomeworksPage() {
  return <ModerationHomeworksPage mode="account" />;
}

export function ReviewQueuePage() {
  return <ModerationHomeworksPage mode="admin" />;
}
