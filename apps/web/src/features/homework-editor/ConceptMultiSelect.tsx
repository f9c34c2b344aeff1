import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { homeworkSaveLimits, maxSelectedMessage, timings } from '@zadania/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { homeworkEditorApi, type TConceptKind } from './homework-editor-api';
import type { TConceptOption } from './homework-form';
import './homework-editor.pl';

type TConceptMultiSelectProps = {
  kind: TConceptKind;
  label: string;
  value: TConceptOption[];
  onChange: (value: TConceptOption[]) => void;
  error?: string;
};

/**
 * Concepts of one kind: domains are loaded all at once and filtered here; theorems, definitions and
 * tags are searched on the server, 30 at a time. Chosen options keep their names across searches.
 */
export function ConceptMultiSelect({ kind, label, value, onChange, error }: TConceptMultiSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, timings.debounceMs);
  const serverSearch = kind === 'DOMAIN' ? '' : debounced;
  const [opened, setOpened] = useState(false);
  const [limitError, setLimitError] = useState<string | null>(null);
  const concepts = useQuery({
    queryKey: ['math-concept', 'picker', kind, serverSearch],
    queryFn: ({ signal }) => homeworkEditorApi.concepts(kind, serverSearch, signal),
    enabled: opened || kind === 'DOMAIN',
    staleTime: 60_000,
  });

  const known = useMemo(() => {
    const map = new Map<string, TConceptOption>();
    for (const item of value) map.set(item.id, item);
    for (const item of concepts.data?.results ?? []) map.set(item.id, { id: item.id, name: item.name });
    return map;
  }, [value, concepts.data]);
  const data = useMemo(() => [...known.values()].map((item) => ({ value: item.id, label: item.name })), [known]);

  return (
    <MultiSelect
      label={label}
      placeholder={value.length === 0 ? t('homeworkEditor.conceptsPlaceholder') : undefined}
      data={data}
      value={value.map((item) => item.id)}
      onChange={(ids) => {
        // Past the limit the choice is refused with the spec's message; removing one clears it.
        if (ids.length > homeworkSaveLimits.maxConcepts) {
          setLimitError(maxSelectedMessage(homeworkSaveLimits.maxConcepts));
          return;
        }
        setLimitError(null);
        onChange(ids.map((id) => known.get(id)).filter((item): item is TConceptOption => !!item));
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched names and aliases; only the domain list is filtered here.
      filter={kind === 'DOMAIN' ? undefined : ({ options }) => options}
      onDropdownOpen={() => setOpened(true)}
      nothingFoundMessage={concepts.isFetching ? undefined : t('homeworkEditor.nothingFound')}
      clearable
      error={limitError ?? error}
      maxDropdownHeight={180}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
