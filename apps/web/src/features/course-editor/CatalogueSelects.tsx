import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { courseEditorApi, courseEditorKeys } from './course-editor-api';
import './course-editor.pl';

type TProps = { value: string | null; onChange: (id: string | null) => void; error?: string };

type TCatalogueItem = { id: string; name: string };

/**
 * A required select over a catalogue searched on the server as one types. A saved node's choice may be outside the
 * first page: its name is then fetched by id.
 */
function CatalogueSelect<TItem extends TCatalogueItem>({
  value,
  onChange,
  error,
  label,
  placeholder,
  searchKey,
  search: searchCatalogue,
  savedKey,
  fetchSaved,
  optionLabel,
}: TProps & {
  label: string;
  placeholder: string;
  searchKey: (search: string) => QueryKey;
  search: (search: string, signal: AbortSignal) => Promise<{ results: TItem[] }>;
  savedKey: (id: string) => QueryKey;
  fetchSaved: (id: string, signal: AbortSignal) => Promise<TCatalogueItem>;
  optionLabel: (item: TItem) => string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const found = useQuery({
    queryKey: searchKey(debounced),
    queryFn: ({ signal }) => searchCatalogue(debounced, signal),
  });
  const [labels, setLabels] = useState<Record<string, string>>({});
  const data = (found.data?.results ?? []).map((item) => ({ value: item.id, label: optionLabel(item) }));
  const missing = !!value && !labels[value] && !data.some((item) => item.value === value);
  const saved = useQuery({
    queryKey: savedKey(value ?? ''),
    queryFn: ({ signal }) => fetchSaved(value ?? '', signal),
    enabled: missing,
  });
  if (value && !data.some((item) => item.value === value))
    data.unshift({ value, label: labels[value] ?? saved.data?.name ?? '…' });
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={value}
      onChange={(id, option) => {
        if (id && option) setLabels((current) => ({ ...current, [id]: option.label }));
        onChange(id);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={t('courseEditor.node.searchEmpty')}
      error={error}
      required
    />
  );
}

/** EXAM: an exam from GET /api/exam, searched by its name on the server as one types. */
export function ExamSelect(props: TProps) {
  const { t } = useTranslation();
  return (
    <CatalogueSelect
      {...props}
      label={t('courseEditor.node.exam')}
      placeholder={t('courseEditor.node.examSearch')}
      searchKey={courseEditorKeys.exams}
      search={courseEditorApi.exams}
      savedKey={courseEditorKeys.exam}
      fetchSaved={courseEditorApi.exam}
      optionLabel={(exam) => exam.name}
    />
  );
}

/** HOMEWORK_TYPE: a task type from GET /api/homework-type, by name. */
export function HomeworkTypeSelect(props: TProps) {
  const { t } = useTranslation();
  return (
    <CatalogueSelect
      {...props}
      label={t('courseEditor.node.homeworkType')}
      placeholder={t('courseEditor.node.typeSearch')}
      searchKey={courseEditorKeys.types}
      search={courseEditorApi.homeworkTypes}
      savedKey={courseEditorKeys.type}
      fetchSaved={courseEditorApi.homeworkType}
      optionLabel={(type) => `${type.name} (${type.count})`}
    />
  );
}
