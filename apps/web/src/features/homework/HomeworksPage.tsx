import { Button, Group, Text, Title } from '@mantine/core';
import { IconDice5, IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { can, catalogue } from '@zadania/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queryKeys } from '../../lib/api/query-keys';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useViewer } from '../../lib/session/useViewer';
import { FavoriteFilterChip } from '../lists';
import { HomeworkCard } from './HomeworkCard';
import { HomeworkFiltersPanel } from './HomeworkFiltersPanel';
import { HomeworkListLayout } from './HomeworkListLayout';
import { homeworkApi } from './homework-api';
import {
  hasActiveFilters,
  restrictFiltersToViewer,
  toHomeworkApiQuery,
  withHiddenTasksHidden,
} from './homework-filters';
import { useHomeworkFilters } from './useHomeworkFilters';
import { useRandomHomework } from './useRandomHomework';
import './homework.pl';

/** /homeworks: the task catalogue with filters, search, sort, pagination and a random task. */
export function HomeworksPage() {
  const { t } = useTranslation();
  const { filters, change, reset } = useHomeworkFilters();
  const { viewer, ready } = useViewer();
  const visibleFilters = useMemo(
    () => withHiddenTasksHidden(restrictFiltersToViewer(filters, viewer), viewer),
    [filters, viewer],
  );
  const apiQuery = useMemo(() => toHomeworkApiQuery(visibleFilters), [visibleFilters]);
  const list = useQuery({
    queryKey: queryKeys.homeworkList(apiQuery),
    queryFn: ({ signal }) => homeworkApi.list(apiQuery, signal),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const random = useRandomHomework(visibleFilters);

  useDocumentTitle(t('homeworks.title'));

  return (
    <HomeworkListLayout
      header={
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
            {can(viewer, 'createHomework', catalogue) && (
              <Button component={Link} to="/homeworks/save" leftSection={<IconPlus size={18} aria-hidden />}>
                {t('homeworks.add')}
              </Button>
            )}
          </Group>
        </Group>
      }
      panel={
        <HomeworkFiltersPanel
          filters={visibleFilters}
          facets={list.data?.facets}
          viewer={viewer}
          onChange={change}
          onReset={reset}
          canReset={hasActiveFilters(filters)}
        />
      }
      filters={visibleFilters}
      onChange={change}
      chips={<FavoriteFilterChip filters={visibleFilters} onChange={change} />}
      list={list}
      renderCard={(homework) => <HomeworkCard key={homework.id} homework={homework} />}
      emptyAction={
        // A student who found nothing can ask a teacher for exactly this task.
        viewer?.role === 'TEACHER' || viewer?.role === 'ADMIN' ? null : (
          <>
            <Text size="sm">{t('homeworks.askTeacherText')}</Text>
            <Button component={Link} to="/requests/new" variant="light" size="sm">
              {t('homeworks.askTeacher')}
            </Button>
          </>
        )
      }
    />
  );
}
