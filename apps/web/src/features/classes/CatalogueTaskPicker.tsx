import { Alert, Badge, Box, Button, Group, Loader, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconEye, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { homeworkEndpoints, requirementText, type TClassLevel, type THomeworkCard } from '@zadania/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../components/catalogue.pl';
import { PlainList } from '../../components/PlainList';
import { callEndpoint } from '../../lib/api/call-endpoint';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { classSchoolLevel } from '../assignments';
import { TaskPreviewModal } from './TaskPreviewModal';
import { taskCheckable, taskName, useTaskDetails } from './task-details';
import './task-picker.pl';

type TProps = {
  /** The class's level: the search keeps to its school (SP: primary, LO: secondary) until widened. */
  classLevel: TClassLevel;
  /** The tasks already among the items. */
  chosen: string[];
  onAdd: (taskId: string) => void;
  /** No room for more items. */
  full?: boolean;
};

/**
 * Searches the catalogue (GET /api/homework?search=…&levels=…) for tasks to set: each result with its statement
 * rendered (formulas included), its level, exams, requirements in words and whether its answer is checked by machine;
 * only those can be added, the others say why. 'Podgląd' opens the whole statement.
 */
export function CatalogueTaskPicker({ classLevel, chosen, onAdd, full = false }: TProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [searched, setSearched] = useState('');
  const [wide, setWide] = useState(false);
  const [previewed, setPreviewed] = useState<string | null>(null);
  const schoolLevel = classSchoolLevel(classLevel);
  const levels = wide ? undefined : [schoolLevel];
  const results = useQuery({
    queryKey: ['assignments', 'catalogue-search', searched, levels ?? 'all'] as const,
    queryFn: ({ signal }) =>
      callEndpoint(homeworkEndpoints.list, {
        query: { search: searched, levels, pageSize: 10 },
        signal,
        errorToast: false,
      }),
    enabled: searched.length > 0,
  });

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Text fw={500} size="sm" id={headingId}>
        {t('taskPicker.label')}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          type="search"
          label={t('taskPicker.search')}
          description={t('taskPicker.searchHint')}
          placeholder={t('taskPicker.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            setSearched(search.trim());
          }}
          rightSection={results.isFetching ? <Loader size={14} /> : null}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          variant="default"
          leftSection={<IconSearch size={16} aria-hidden />}
          onClick={() => setSearched(search.trim())}
        >
          {t('taskPicker.searchButton')}
        </Button>
      </Group>
      <Stack gap={2}>
        <Switch
          label={t('taskPicker.otherLevels')}
          checked={wide}
          onChange={(event) => setWide(event.currentTarget.checked)}
        />
        <Text size="xs" c="dimmed">
          {wide
            ? t('taskPicker.allLevels')
            : t('taskPicker.levelOnly', { level: t(`catalogue.levels.${schoolLevel}`) })}
        </Text>
      </Stack>
      {searched.length === 0 ? null : results.isPending ? (
        <Text size="sm" c="dimmed" role="status">
          {t('taskPicker.loading')}
        </Text>
      ) : results.isError ? (
        <Alert color="red" role="alert">
          <Group gap="xs" justify="space-between">
            <span>{t('taskPicker.loadError')}</span>
            <Button size="xs" variant="light" color="red" onClick={() => void results.refetch()}>
              {t('taskPicker.retry')}
            </Button>
          </Group>
        </Alert>
      ) : results.data.results.length === 0 ? (
        <Text size="sm" c="dimmed">
          {wide ? t('taskPicker.emptyWide') : t('taskPicker.empty')}
        </Text>
      ) : (
        <PlainList gap="sm" aria-label={t('taskPicker.results')}>
          {results.data.results.map((task) => (
            <CatalogueResult
              key={task.id}
              task={task}
              chosen={chosen.includes(task.id)}
              full={full}
              onAdd={() => onAdd(task.id)}
              onPreview={() => setPreviewed(task.id)}
            />
          ))}
        </PlainList>
      )}
      <TaskPreviewModal taskId={previewed} onClose={() => setPreviewed(null)} />
    </Stack>
  );
}

function CatalogueResult({
  task,
  chosen,
  full,
  onAdd,
  onPreview,
}: {
  task: THomeworkCard;
  chosen: boolean;
  full: boolean;
  onAdd: () => void;
  onPreview: () => void;
}) {
  const { t } = useTranslation();
  const details = useTaskDetails(task.id);
  const name = taskName(task);
  const checkable = details.data ? taskCheckable(details.data) : null;
  const exams = details.data?.homeworkExams.map((homeworkExam) => homeworkExam.exam.name) ?? [];
  const requirements = details.data?.requirements ?? [];
  return (
    <Stack component="li" gap={4} pb="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      {task.title && (
        <Text size="sm" fw={600}>
          {name}
        </Text>
      )}
      <Box style={{ maxHeight: '7.5em', overflow: 'hidden' }} fz="sm">
        <RichContent html={task.description} copyable={false} />
      </Box>
      <Group gap={4}>
        <Badge size="sm" variant="light" tt="none">
          {t('taskPicker.level', { level: t(`catalogue.levels.${task.level}`) })}
        </Badge>
        {exams.map((exam) => (
          <Badge key={exam} size="sm" variant="outline" tt="none">
            {exam}
          </Badge>
        ))}
        {checkable !== null && (
          <Badge size="sm" variant="light" color={checkable ? 'teal' : 'gray'} tt="none">
            {checkable ? t('taskPicker.checkable') : t('taskPicker.notCheckable')}
          </Badge>
        )}
      </Group>
      {requirements.length > 0 && (
        <Text size="xs" c="dimmed">
          {requirements
            .map(({ system, code }) => {
              const words = requirementText(system, code);
              return words ? `${code}: ${words}` : code;
            })
            .join(' · ')}
        </Text>
      )}
      {checkable === false && (
        <Text size="xs" c="dimmed">
          {t('taskPicker.notCheckableWhy')}
        </Text>
      )}
      <Group gap="xs" justify="flex-end">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconEye size={14} aria-hidden />}
          onClick={onPreview}
          aria-label={t('taskPicker.previewTask', { title: name })}
        >
          {t('taskPicker.preview')}
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={chosen || full || checkable !== true}
          onClick={onAdd}
          aria-label={t('taskPicker.addTask', { title: name })}
        >
          {chosen ? t('taskPicker.added') : t('taskPicker.add')}
        </Button>
      </Group>
    </Stack>
  );
}
