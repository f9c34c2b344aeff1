import {
  Badge,
  Button,
  Group,
  NativeSelect,
  ScrollArea,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { generatorExams, type TClassLevel, type TGeneratorSummary } from '@zadania/shared';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListNotLoaded } from '../../components/ListLoadStates';
import { PlainList } from '../../components/PlainList';
import { generatorFitsClass } from './class-level-fit';
import '../classes/task-picker.pl';
import { assignmentKeys, assignmentsApi } from './assignments-api';
import './assignments.pl';

/** The task generators (GET /api/generator), so that a form can name one by its id. */
export const useGenerators = () =>
  useQuery({ queryKey: assignmentKeys.generators, queryFn: ({ signal }) => assignmentsApi.generators(signal) });

/**
 * Adds generator items: the generators filtered by exam and by words of their title, section or requirement codes,
 * each with its exam, section and requirements. Every pupil gets their own variant of an added generator. Given a
 * class's level, only the generators of its stages are offered until 'Pokaż generatory z innych poziomów' is on.
 */
export function GeneratorPicker({
  onAdd,
  classLevel,
}: {
  onAdd: (generator: TGeneratorSummary) => void;
  classLevel?: TClassLevel;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const generators = useGenerators();
  const [exam, setExam] = useState('');
  const [search, setSearch] = useState('');
  const [wide, setWide] = useState(false);
  const shown = useMemo(() => {
    const words = search.trim().toLocaleLowerCase('pl');
    return (generators.data?.results ?? []).filter(
      (generator) =>
        (wide || !classLevel || generatorFitsClass(generator, classLevel)) &&
        (!exam || generator.exam === exam) &&
        (!words ||
          [generator.title, generator.section, ...generator.requirements.map((requirement) => requirement.code)]
            .join(' ')
            .toLocaleLowerCase('pl')
            .includes(words)),
    );
  }, [generators.data, exam, search, wide, classLevel]);

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Text fw={500} size="sm" id={headingId}>
        {t('assignments.form.generators')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('assignments.form.generatorsHint')}
      </Text>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('assignments.form.exam')}
          value={exam}
          onChange={(event) => setExam(event.currentTarget.value)}
          data={[
            { value: '', label: t('assignments.form.allExams') },
            ...generatorExams.map((value) => ({ value, label: t(`assignments.exams.${value}`) })),
          ]}
        />
        <TextInput
          type="search"
          label={t('assignments.form.generatorSearch')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 180px' }}
        />
      </Group>
      {classLevel && (
        <Stack gap={2}>
          <Switch
            label={t('taskPicker.generatorsOtherLevels')}
            checked={wide}
            onChange={(event) => setWide(event.currentTarget.checked)}
          />
          {!wide && (
            <Text size="xs" c="dimmed">
              {t('taskPicker.generatorsLevelOnly', { level: classLevel })}
            </Text>
          )}
        </Stack>
      )}
      {!generators.data ? (
        <ListNotLoaded
          list={generators}
          skeleton={<Skeleton height={120} radius="sm" />}
          message={t('assignments.form.generatorsError')}
          retryLabel={t('assignments.retry')}
        />
      ) : shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('assignments.form.generatorsEmpty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
          <PlainList gap={6} aria-label={t('assignments.form.generators')}>
            {shown.map((generator) => (
              <GeneratorRow key={generator.id} generator={generator} onAdd={() => onAdd(generator)} />
            ))}
          </PlainList>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}

function GeneratorRow({ generator, onAdd }: { generator: TGeneratorSummary; onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" fw={500}>
          {generator.title}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`assignments.exams.${generator.exam}`)} · {generator.section}
        </Text>
        {generator.requirements.length > 0 && (
          <Group gap={4}>
            {generator.requirements.map((requirement) => (
              <Badge key={`${requirement.system}:${requirement.code}`} size="xs" variant="light" tt="none">
                {requirement.code}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={onAdd}
        aria-label={t('assignments.form.addGenerator', { title: generator.title })}
        style={{ flex: 'none' }}
      >
        {t('assignments.form.add')}
      </Button>
    </Group>
  );
}
