import { ActionIcon, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { assignmentLimits, type TAssignmentItemInput } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { PlainList } from '../../components/PlainList';
import {
  ItemKindBadge,
  isAnswered,
  itemKey,
  savedTitle,
  useGenerators,
  useMockPaperExams,
  withItemWeight,
} from '../assignments';
import { courseEditorApi, courseEditorKeys } from '../course-editor';
import { taskName } from './task-details';
import '../assignments';

/** The items in their order: move up or down, remove. */
export function ChosenItems({
  items,
  onChange,
}: {
  items: TAssignmentItemInput[];
  onChange: (items: TAssignmentItemInput[]) => void;
}) {
  const { t } = useTranslation();
  const movable = (index: number) => {
    const item = items[index];
    return !!item && !isAnswered(item);
  };
  const move = (index: number, by: number) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    onChange(next);
  };
  return (
    <PlainList gap={6} aria-label={t('assignments.form.chosen')}>
      {items.map((item, index) => (
        <ChosenItem
          key={itemKey(item)}
          item={item}
          position={index + 1}
          first={index === 0 || !movable(index) || !movable(index - 1)}
          last={index === items.length - 1 || !movable(index) || !movable(index + 1)}
          onUp={() => move(index, -1)}
          onDown={() => move(index, 1)}
          onRemove={() => onChange(items.filter((_, other) => other !== index))}
          onWeight={(weight) =>
            onChange(items.map((other, at) => (at === index ? withItemWeight(other, weight) : other)))
          }
        />
      ))}
    </PlainList>
  );
}

function ChosenItem({
  item,
  position,
  first,
  last,
  onUp,
  onDown,
  onRemove,
  onWeight,
}: {
  item: TAssignmentItemInput;
  position: number;
  first: boolean;
  last: boolean;
  onUp: () => void;
  onDown: () => void;
  onRemove: () => void;
  onWeight: (weight: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const name = useItemName(item);
  const label = `${position}. ${name}`;
  const answered = isAnswered(item);
  return (
    <Stack component="li" gap={2}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <ItemKindBadge kind={item.kind} />
          <Text size="sm" lineClamp={2}>
            {label}
          </Text>
        </Group>
        <Group gap={2} wrap="nowrap" style={{ flex: 'none' }}>
          <ActionIcon
            variant="subtle"
            disabled={first}
            onClick={onUp}
            aria-label={t('assignments.form.up', { name: label })}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            disabled={last}
            onClick={onDown}
            aria-label={t('assignments.form.down', { name: label })}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          <NativeSelect
            size="xs"
            aria-label={t('assignments.weights.item', { name: label })}
            value={item.weight === undefined || item.weight === null ? '' : String(item.weight)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onWeight(value === '' ? undefined : Number(value));
            }}
            data={[
              {
                value: '',
                label: item.kind === 'MOCK' ? t('assignments.weights.mockDefault') : t('assignments.weights.default'),
              },
              { value: '0', label: t('assignments.weights.notCounted') },
              ...Array.from({ length: assignmentLimits.maxItemWeight }, (_, index) => ({
                value: String(index + 1),
                label: t('assignments.weights.times', { n: index + 1 }),
              })),
            ]}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            disabled={answered}
            onClick={onRemove}
            aria-label={t('assignments.form.remove', { name: label })}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      {answered && (
        <Text size="xs" c="dimmed">
          {t('assignments.edit.answeredItem')}
        </Text>
      )}
    </Stack>
  );
}

/** A chosen item's name: a catalogue task's title (or the start of its text), a generator's title. */
function useItemName(item: TAssignmentItemInput): string {
  const { t } = useTranslation();
  const saved = savedTitle(item);
  const homeworkId = item.kind === 'HOMEWORK' ? item.homeworkId : '';
  const task = useQuery({
    queryKey: courseEditorKeys.homework(homeworkId),
    queryFn: ({ signal }) => courseEditorApi.homework(homeworkId, signal),
    enabled: item.kind === 'HOMEWORK',
  });
  const generators = useGenerators();
  const mockExams = useMockPaperExams();
  if (saved !== null) return saved;
  if (item.kind === 'GOAL') {
    const codes = item.requirements.map((key) => key.slice(key.indexOf(':') + 1)).join(', ');
    return t('assignments.form.goalName', { codes, level: t(`assignments.goalLevels.${item.level}`) });
  }
  if (item.kind === 'MOCK') return mockExams.data?.results.find((exam) => exam.id === item.examId)?.name ?? '…';
  if (item.kind === 'GENERATOR')
    return generators.data?.results.find((generator) => generator.id === item.generatorId)?.title ?? item.generatorId;
  if (task.data) return taskName(task.data);
  return task.isError ? item.homeworkId : '…';
}
