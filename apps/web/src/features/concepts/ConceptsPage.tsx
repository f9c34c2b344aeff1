import { GridSkeleton } from '../../components/PageSkeleton';
import '../../components/catalogue-styles';
import { Anchor, Button, Group, NativeSelect, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { subjectLabels, subjects } from '@zadania/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CatalogueEntryCard } from '../../components/CatalogueEntryCard';
import { DebouncedSearchInput } from '../../components/DebouncedSearchInput';
import { PagedListPagination } from '../../components/ResultsPagination';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useViewer } from '../../lib/session/useViewer';
import { conceptTabs } from './concept-filters';
import { conceptListFilters, conceptListPageQuery } from './concept-list-query';
import './concepts.pl';
import '../../components/catalogue.pl';

// A form (with zod and the editor's fields) that readers never open: it loads with the first "add" click.
const CreateConceptDialog = lazy(() =>
  import('./CreateConceptDialog').then((module) => ({ default: module.CreateConceptDialog })),
);

/** /resources/concepts: domains, theorems, definitions and tags with their task counts. */
export function ConceptsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { type, subject, search } = conceptListFilters(params);
  const list = useQuery({ ...conceptListPageQuery(params), placeholderData: keepPreviousData });
  useDocumentTitle(t('concepts.title'));
  const { viewer } = useViewer();
  const [creating, setCreating] = useState(false);
  const [dialogUsed, setDialogUsed] = useState(false);
  if (creating && !dialogUsed) setDialogUsed(true);

  /** Any change other than the page goes back to page 1. */
  const update = (change: { type?: string; subject?: string; search?: string; page?: number }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(change)) {
        if (value === undefined || value === '' || (key === 'type' && value === conceptTabs[0])) next.delete(key);
        else next.set(key, String(value));
      }
      if (!('page' in change) || (change.page ?? 1) <= 1) next.delete('page');
      return next;
    });

  const data = list.data;
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }}>
      <Group justify="space-between" align="baseline">
        <Title order={1}>{t('concepts.title')}</Title>
        <Group gap="md" align="baseline">
          <Anchor component={Link} to="/resources/homework-types" size="sm">
            {t('nav.homeworkTypes')}
          </Anchor>
          {viewer && (
            <Button size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              {t('conceptAuthoring.add')}
            </Button>
          )}
        </Group>
      </Group>
      {viewer && dialogUsed && (
        <Suspense fallback={null}>
          <CreateConceptDialog
            key={creating ? 'open' : 'closed'}
            opened={creating}
            onClose={() => setCreating(false)}
            viewer={viewer}
            initialType={type}
          />
        </Suspense>
      )}
      <DebouncedSearchInput
        label={t('concepts.search')}
        placeholder={t('concepts.searchPlaceholder')}
        value={search}
        onCommit={(value) => update({ search: value })}
      />
      <NativeSelect
        label={t('concepts.subject')}
        value={subject ?? ''}
        onChange={(event) => update({ subject: event.currentTarget.value })}
        data={[
          { value: '', label: t('concepts.allSubjects') },
          ...subjects.map((value) => ({ value, label: subjectLabels[value] })),
        ]}
        maw={320}
      />
      <Tabs value={type} onChange={(value) => value && update({ type: value })}>
        <Tabs.List aria-label={t('concepts.types')}>
          {conceptTabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`concepts.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Title order={2} size="h4" aria-live="polite">
        {t('catalogue.resultsHeading', { total: data?.total ?? 0 })}
      </Title>
      {!data && list.isPending && (
        <GridSkeleton count={6} height={58} cols={{ base: 1, sm: 2, md: 3 }} testId="concepts-skeleton" />
      )}
      {list.isError && !data && <Text c="red">{t('catalogue.loadError')}</Text>}
      {data && data.results.length === 0 && <Text c="dimmed">{t('catalogue.empty')}</Text>}
      {data && data.results.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {data.results.map((concept) => (
            <CatalogueEntryCard
              key={concept.id}
              to={`/resources/concepts/${concept.slug}`}
              name={concept.name}
              taskCount={concept.count}
              gap={2}
            >
              {!subject && concept.subject !== 'MATHS' && (
                <Text size="xs" c="dimmed">
                  {subjectLabels[concept.subject]}
                </Text>
              )}
              {concept.aliases.length > 0 && (
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {concept.aliases.join(', ')}
                </Text>
              )}
            </CatalogueEntryCard>
          ))}
        </SimpleGrid>
      )}
      <PagedListPagination list={data} onPageChange={(next) => update({ page: next })} />
    </Stack>
  );
}
