import { Button, Group, Select } from '@mantine/core';
import type { TBookNode } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { useConceptLinking } from './useBookAdminPanel';
import './coursebooks.pl';

/** Links the node to a concept found by name (concept linking inside books), imports its content, unlinks it. */
export function BookConceptLinking({ node }: { node: TBookNode }) {
  const { t } = useTranslation();
  const { search, setSearch, debounced, found, link, importContent } = useConceptLinking(node);
  return (
    <Group gap="xs" align="flex-end">
      <Select
        label={t('coursebooks.admin.concept')}
        placeholder={node.mathConcept?.name ?? t('coursebooks.admin.conceptSearch')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        data={(found.data?.results ?? []).map((concept) => ({ value: concept.id, label: concept.name }))}
        value={null}
        onChange={(value) => value && link.mutate(value)}
        nothingFoundMessage={debounced.length >= 2 && !found.isFetching ? '—' : undefined}
        w={{ base: '100%', xs: 260 }}
      />
      {node.mathConcept && (
        <>
          <Button size="xs" variant="light" onClick={() => importContent.mutate()} loading={importContent.isPending}>
            {t('coursebooks.admin.importConcept')}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => link.mutate(null)}>
            {t('coursebooks.admin.unlinkConcept')}
          </Button>
        </>
      )}
    </Group>
  );
}
