import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { timings } from '@zadania/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { homeworkTypeAdminApi, homeworkTypeAdminKeys } from './homework-type-admin-api';
import type { TLinkedConcept } from './homework-type-form';
import './homework-types.pl';
import '../../components/catalogue.pl';

/** Concepts of any kind (domains, theorems, definitions, tags), searched on the server 30 at a time. */
export function LinkedConceptsSelect({
  value,
  onChange,
  error,
}: {
  value: TLinkedConcept[];
  onChange: (value: TLinkedConcept[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, timings.debounceMs);
  const [opened, setOpened] = useState(false);
  const concepts = useQuery({
    queryKey: homeworkTypeAdminKeys.conceptPicker(debounced),
    queryFn: ({ signal }) => homeworkTypeAdminApi.concepts(debounced, signal),
    enabled: opened,
    staleTime: 60_000,
  });
  const known = useMemo(() => {
    const map = new Map<string, TLinkedConcept>();
    for (const item of value) map.set(item.id, item);
    for (const item of concepts.data?.results ?? []) {
      if (item.type !== 'HOMEWORK_TYPE') map.set(item.id, { id: item.id, name: item.name, type: item.type });
    }
    return map;
  }, [value, concepts.data]);
  const data = useMemo(
    () =>
      [...known.values()].map((item) => ({
        value: item.id,
        label: `${item.name} (${t(`catalogue.conceptTypes.${item.type}`)})`,
      })),
    [known, t],
  );

  return (
    <MultiSelect
      label={t('homeworkTypeAdmin.concepts')}
      placeholder={value.length === 0 ? t('homeworkTypeAdmin.conceptsPlaceholder') : undefined}
      data={data}
      value={value.map((item) => item.id)}
      onChange={(ids) => onChange(ids.map((id) => known.get(id)).filter((item): item is TLinkedConcept => !!item))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched names and aliases.
      filter={({ options }) => options}
      onDropdownOpen={() => setOpened(true)}
      nothingFoundMessage={concepts.isFetching ? undefined : t('homeworkTypeAdmin.nothingFound')}
      clearable
      error={error}
      maxDropdownHeight={220}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
