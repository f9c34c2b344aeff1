import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { courseEditorApi, courseEditorKeys } from './course-editor-api';

type TProps = { value: string | null; onChange: (id: string | null) => void; error?: string };

/** EXAM: an exam from GET /api/exam, searched by its name on the server as one types. */
export function ExamSelect({ value, onChange, error }: TProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const exams = useQuery({
    queryKey: courseEditorKeys.exams(debounced),
    queryFn: ({ signal }) => courseEditorApi.exams(debounced, signal),
  });
  const [labels, setLabels] = useState<Record<string, string>>({});
  const data = (exams.data?.results ?? []).map((exam) => ({ value: exam.id, label: exam.name }));
  const missing = !!value && !labels[value] && !data.some((item) => item.value === value);
  // A saved node's exam may be outside the first page: its name is fetched by id.
  const saved = useQuery({
    queryKey: courseEditorKeys.exam(value ?? ''),
    queryFn: ({ signal }) => courseEditorApi.exam(value ?? '', signal),
    enabled: missing,
  });
  if (value && !data.some((item) => item.value === value))
    data.unshift({ value, label: labels[value] ?? saved.data?.name ?? '…' });
  return (
    <Select
      label={t('courseEditor.node.exam')}
      placeholder={t('courseEditor.node.examSearch')}
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

/** HOMEWORK_TYPE: a task type from GET /api/homework-type, by name. */
export function HomeworkTypeSelect({ value, onChange, error }: TProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const types = useQuery({
    queryKey: courseEditorKeys.types(debounced),
    queryFn: ({ signal }) => courseEditorApi.homeworkTypes(debounced, signal),
  });
  const [labels, setLabels] = useState<Record<string, string>>({});
  const data = (types.data?.results ?? []).map((type) => ({ value: type.id, label: `${type.name} (${type.count})` }));
  const missing = !!value && !labels[value] && !data.some((item) => item.value === value);
  const saved = useQuery({
    queryKey: courseEditorKeys.type(value ?? ''),
    queryFn: ({ signal }) => courseEditorApi.homeworkType(value ?? '', signal),
    enabled: missing,
  });
  if (value && !data.some((item) => item.value === value))
    data.unshift({ value, label: labels[value] ?? saved.data?.name ?? '…' });
  return (
    <Select
      label={t('courseEditor.node.homeworkType')}
      placeholder={t('courseEditor.node.typeSearch')}
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
