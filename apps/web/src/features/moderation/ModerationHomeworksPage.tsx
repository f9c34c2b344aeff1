import { Checkbox, Stack, Switch, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { can, catalogue, homeworkStatuses, type THomeworkFacets, type THomeworkStatus } from '@zadania/shared';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../lib/api/query-keys';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useViewer } from '../../lib/session/useViewer';
import {
  HomeworkCard,
  HomeworkFiltersPanel,
  HomeworkListLayout,
  hasActiveFilters,
  homeworkApi,
  restrictFiltersToViewer,
  type THomeworkFilters,
  toHomeworkApiQuery,
  useHomeworkFilters,
} from '../homework';
import { ForbiddenNotice } from './ForbiddenNotice';
import { HomeworkStateBadge } from './HomeworkStateBadge';
import { moderationBasePath, type TModerationMode } from './moderation-mode';
import './moderation.pl';

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
  const allowed = can(viewer, mode === 'admin' ? 'reviewHomework' : 'createHomework', catalogue);
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

  const panelFilters = restrictFiltersToViewer(filters, viewer);
  const basePath = moderationBasePath(mode);

  return (
    <HomeworkListLayout
      header={<Title order={1}>{title}</Title>}
      panel={
        <Stack gap="lg">
          {mode === 'account' && !can(viewer, 'reviewHomework', catalogue) && (
            <OwnStatusFilters filters={filters} facets={list.data?.facets} onChange={change} />
          )}
          <HomeworkFiltersPanel
            filters={panelFilters}
            facets={list.data?.facets}
            viewer={viewer}
            onChange={change}
            onReset={reset}
            canReset={hasActiveFilters(urlFilters)}
          />
        </Stack>
      }
      filters={filters}
      onChange={change}
      list={list}
      renderCard={(homework) => (
        <HomeworkCard
          key={homework.id}
          homework={homework}
          href={`${basePath}/${homework.slug}`}
          status={<HomeworkStateBadge homework={homework} />}
        />
      )}
    />
  );
}

export function MyHomeworksPage() {
  return <ModerationHomeworksPage mode="account" />;
}

export function ReviewQueuePage() {
  return <ModerationHomeworksPage mode="admin" />;
}
