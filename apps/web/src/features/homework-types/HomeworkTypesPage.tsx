import { GridSkeleton } from '../../components/PageSkeleton';
import '../../components/catalogue-styles';
import { Badge, Button, Group, NativeSelect, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { can, homeworkTypes } from '@zadania/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CatalogueEntryCard } from '../../components/CatalogueEntryCard';
import { DebouncedSearchInput } from '../../components/DebouncedSearchInput';
import { PagedListPagination } from '../../components/ResultsPagination';
import { queryKeys } from '../../lib/api/query-keys';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useViewer } from '../../lib/session/useViewer';
import { HomeworkTypeFormDialog } from './HomeworkTypeFormDialog';
import {
  applyHomeworkTypeChange,
  homeworkTypeSortKeys,
  parseHomeworkTypeFilters,
  type THomeworkTypeFilters,
  type THomeworkTypeSortKey,
  toHomeworkTypeApiQuery,
} from './homework-type-filters';
import { homeworkTypesApi } from './homework-types-api';
import './homework-types.pl';
import '../../components/catalogue.pl';

/** /resources/homework-types: task types with search, sort, the hide-subtypes switch and their task counts. */
export function HomeworkTypesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseHomeworkTypeFilters(params), [params]);
  const query = useMemo(() => toHomeworkTypeApiQuery(filters), [filters]);
  const list = useQuery({
    queryKey: queryKeys.homeworkTypeList(query),
    queryFn: ({ signal }) => homeworkTypesApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
  useDocumentTitle(t('homeworkTypes.title'));
  const update = (change: Partial<THomeworkTypeFilters>) =>
    setParams((current) => applyHomeworkTypeChange(current, change));
  const data = list.data;
  const { viewer } = useViewer();
  const [creating, setCreating] = useState(false);

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }}>
      <Group justify="space-between" align="baseline">
        <Title order={1}>{t('homeworkTypes.title')}</Title>
        {can(viewer, 'create', homeworkTypes) && (
          <Button size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('homeworkTypeAdmin.add')}
          </Button>
        )}
      </Group>
      {creating && <HomeworkTypeFormDialog opened={creating} onClose={() => setCreating(false)} />}
      <Group align="flex-end" gap="md" wrap="wrap">
        <div style={{ flex: '1 1 260px' }}>
          <DebouncedSearchInput
            label={t('homeworkTypes.search')}
            placeholder={t('homeworkTypes.searchPlaceholder')}
            value={filters.search}
            onCommit={(value) => update({ search: value })}
          />
        </div>
        <NativeSelect
          label={t('homeworkTypes.sort')}
          w={200}
          value={filters.sort}
          onChange={(event) => update({ sort: event.currentTarget.value as THomeworkTypeSortKey })}
          data={homeworkTypeSortKeys.map((key) => ({ value: key, label: t(`homeworkTypes.sorts.${key}`) }))}
        />
        <Switch
          label={t('homeworkTypes.hideSubtypes')}
          checked={filters.hideSubtypes}
          onChange={(event) => update({ hideSubtypes: event.currentTarget.checked })}
          mb={8}
        />
      </Group>
      <Title order={2} size="h4" aria-live="polite">
        {t('catalogue.resultsHeading', { total: data?.total ?? 0 })}
      </Title>
      {!data && list.isPending && <GridSkeleton count={6} height={58} cols={{ base: 1, sm: 2, md: 3 }} />}
      {list.isError && !data && <Text c="red">{t('catalogue.loadError')}</Text>}
      {data && data.results.length === 0 && <Text c="dimmed">{t('catalogue.empty')}</Text>}
      {data && data.results.length > 0 && (
        <SimpleGrid
          cols={{ base: 1, sm: 2, md: 3 }}
          spacing="sm"
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
          data-testid="homework-type-results"
        >
          {data.results.map((type) => (
            <CatalogueEntryCard
              key={type.id}
              to={`/resources/homework-types/${type.slug}`}
              name={type.name}
              taskCount={type.count}
              gap={4}
            >
              {type.parentId && (
                <Badge variant="outline" color="gray" radius="sm" size="xs">
                  {t('homeworkTypes.subtype')}
                </Badge>
              )}
            </CatalogueEntryCard>
          ))}
        </SimpleGrid>
      )}
      <PagedListPagination list={data} onPageChange={(next) => update({ page: next })} />
    </Stack>
  );
}
