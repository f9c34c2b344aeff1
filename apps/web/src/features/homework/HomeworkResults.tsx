import { Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listDefaults } from '@zadania/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CardListSkeleton } from '../../components/PageSkeleton';
import { pageParamSetter } from '../../components/page-param';
import { PagedListPagination } from '../../components/ResultsPagination';
import { queryKeys } from '../../lib/api/query-keys';
import { parsePage } from '../../lib/page-param';
import { HomeworkCard } from './HomeworkCard';
import { homeworkApi } from './homework-api';
import { type THomeworkFilters, toHomeworkApiQuery } from './homework-filters';
import '../../components/catalogue.pl';

/**
 * The tasks matching fixed filters (a concept's, a type's), as cards with 'Wyniki ({total})' and
 * pagination kept in the URL's `page`.
 */
export function HomeworkResults({ filters }: { filters: Omit<THomeworkFilters, 'page' | 'pageSize'> }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  // The filters are compared by value, so a new object with the same filters keeps the query.
  const filtersKey = JSON.stringify(filters);
  const apiQuery = useMemo(
    () => toHomeworkApiQuery({ ...(JSON.parse(filtersKey) as typeof filters), page, pageSize: listDefaults.pageSize }),
    [filtersKey, page],
  );
  const list = useQuery({
    queryKey: queryKeys.homeworkList(apiQuery),
    queryFn: ({ signal }) => homeworkApi.list(apiQuery, signal),
    placeholderData: keepPreviousData,
  });
  const data = list.data;
  return (
    <Stack gap="md">
      <Text fw={600} aria-live="polite">
        {t('catalogue.resultsHeading', { total: data?.total ?? 0 })}
      </Text>
      {!data && !list.isError && <CardListSkeleton count={2} />}
      {list.isError && !data && <Text c="red">{t('catalogue.loadError')}</Text>}
      {data && data.results.length === 0 && <Text c="dimmed">{t('catalogue.empty')}</Text>}
      {data?.results.map((homework) => (
        <HomeworkCard key={homework.id} homework={homework} />
      ))}
      <PagedListPagination list={data} onPageChange={pageParamSetter(setParams)} />
    </Stack>
  );
}
