import { ActionIcon, Badge, Button, Group, Input, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { courseEditorApi, courseEditorKeys } from './course-editor-api';
import './course-editor.pl';
import { PlainList } from '../../components/PlainList';

/** The plain text of task HTML, cut to `max` characters. */
export function excerpt(html: string, max = 140): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A chosen task: its excerpt fetched by id (GET /api/homework/{id}). */
function ChosenTask({ id, onRemove }: { id: string; onRemove: () => void }) {
  const { t } = useTranslation();
  const task = useQuery({
    queryKey: courseEditorKeys.homework(id),
    queryFn: ({ signal }) => courseEditorApi.homework(id, signal),
  });
  const text = task.data ? excerpt(task.data.description) : task.isError ? id : '…';
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" lineClamp={2}>
        {text}
      </Text>
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={onRemove}
        aria-label={`${t('courseEditor.node.remove')}: ${text}`}
      >
        <IconX size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

type TProps = {
  label: string;
  /** One task (HOMEWORK) or several (HOMEWORKS_LIST, QUIZ). */
  multiple: boolean;
  /** Closed-answer tasks only (a quiz). */
  closed?: boolean;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
  /** Lists the chosen tasks above the search (off where the page lists them itself, e.g. among other items). */
  showChosen?: boolean;
};

/** Picks public tasks by searching the catalogue (GET /api/homework?search=…), showing each one's excerpt. */
export function TaskPicker({ label, multiple, closed = false, value, onChange, error, showChosen = true }: TProps) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  // Searched on Enter or the button (a field inside the node form, so no form of its own).
  const [debounced, setDebounced] = useState('');
  const results = useQuery({
    queryKey: courseEditorKeys.homeworks(debounced, closed),
    queryFn: ({ signal }) => courseEditorApi.searchHomeworks(debounced, closed, signal),
    enabled: debounced.length > 0,
  });
  const choose = (taskId: string) => {
    if (value.includes(taskId)) return;
    onChange(multiple ? [...value, taskId] : [taskId]);
  };

  return (
    <Input.Wrapper label={label} error={error} required id={id} labelElement="div">
      <Stack gap="xs" mt={4}>
        {showChosen && value.length > 0 && (
          <Paper withBorder p="xs" radius="sm">
            <Text size="xs" c="dimmed" mb={4}>
              {t('courseEditor.node.chosenCount', { count: value.length })}
            </Text>
            <PlainList gap={4} aria-label={t('courseEditor.node.chosen')}>
              {value.map((taskId) => (
                <ChosenTask
                  key={taskId}
                  id={taskId}
                  onRemove={() => onChange(value.filter((item) => item !== taskId))}
                />
              ))}
            </PlainList>
          </Paper>
        )}
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            type="search"
            aria-label={t('courseEditor.node.search')}
            placeholder={t('courseEditor.node.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              setDebounced(search.trim());
            }}
            rightSection={results.isFetching ? <Loader size={14} /> : null}
            style={{ flex: 1 }}
          />
          <Button
            variant="default"
            leftSection={<IconSearch size={16} aria-hidden />}
            onClick={() => setDebounced(search.trim())}
          >
            {t('courseEditor.node.searchButton')}
          </Button>
        </Group>
        {results.data && results.data.results.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('courseEditor.node.searchEmpty')}
          </Text>
        )}
        {results.data && results.data.results.length > 0 && (
          <PlainList gap={4}>
            {results.data.results.map((task) => {
              const text = excerpt(task.description);
              const chosen = value.includes(task.id);
              return (
                <Group component="li" key={task.id} justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={0}>
                    <Text size="sm" lineClamp={2}>
                      {text}
                    </Text>
                    {task.closed && (
                      <Badge size="xs" variant="light" w="fit-content">
                        {t('courseEditor.node.closedBadge')}
                      </Badge>
                    )}
                  </Stack>
                  <Button
                    size="xs"
                    variant="light"
                    disabled={chosen}
                    onClick={() => choose(task.id)}
                    aria-label={`${t('courseEditor.node.choose')}: ${text}`}
                  >
                    {chosen ? t('courseEditor.node.chosen') : t('courseEditor.node.choose')}
                  </Button>
                </Group>
              );
            })}
          </PlainList>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
