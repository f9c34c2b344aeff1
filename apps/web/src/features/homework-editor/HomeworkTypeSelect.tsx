import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { timings } from '@zadania/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { homeworkEditorApi } from './homework-editor-api';
import type { TConceptOption } from './homework-form';
import './homework-editor.pl';

/** The task type: a searchable select over GET /homework-type (30 per search, docs/product-spec.md section 9). */
export function HomeworkTypeSelect({
  value,
  onChange,
  error,
}: {
  value: TConceptOption | null;
  onChange: (value: TConceptOption | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value?.name ?? '');
  const [opened, setOpened] = useState(false);
  // The search box shows the chosen name; that is not a search.
  const term = search === value?.name ? '' : search;
  const [debounced] = useDebouncedValue(term, timings.debounceMs);
  const types = useQuery({
    queryKey: ['homework-type', 'picker', debounced],
    queryFn: ({ signal }) => homeworkEditorApi.types(debounced, signal),
    enabled: opened,
    staleTime: 60_000,
  });
  const known = useMemo(() => {
    const map = new Map<string, TConceptOption>();
    if (value) map.set(value.id, value);
    for (const item of types.data?.results ?? []) map.set(item.id, { id: item.id, name: item.name });
    return map;
  }, [value, types.data]);

  return (
    <Select
      label={t('homeworkEditor.type')}
      placeholder={t('homeworkEditor.typePlaceholder')}
      data={[...known.values()].map((item) => ({ value: item.id, label: item.name }))}
      value={value?.id ?? null}
      onChange={(id) => onChange(id ? (known.get(id) ?? null) : null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      onDropdownOpen={() => setOpened(true)}
      nothingFoundMessage={types.isFetching ? undefined : t('homeworkEditor.nothingFound')}
      clearable
      error={error}
      maxDropdownHeight={180}
    />
  );
}
