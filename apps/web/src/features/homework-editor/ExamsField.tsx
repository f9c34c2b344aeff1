import { ActionIcon, Button, Group, Input, NumberInput, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { homeworkSaveLimits } from '@zadania/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { homeworkEditorApi } from './homework-editor-api';
import type { TExamValue } from './homework-form';

type TExamsFieldProps = {
  exams: TExamValue[];
  errors: Record<string, unknown>;
  onChange: (index: number, patch: Partial<TExamValue>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
};

const messageOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The exams a task belongs to, each with its points (> 0); the exam uses the task's answers. */
export function ExamsField({ exams, errors, onChange, onAdd, onRemove }: TExamsFieldProps) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: ['exam', 'picker'],
    queryFn: ({ signal }) => homeworkEditorApi.exams(signal),
    enabled: exams.length > 0,
    staleTime: 60_000,
  });
  const data = useMemo(() => {
    const map = new Map<string, string>();
    for (const exam of exams) if (exam.examId) map.set(exam.examId, exam.examName);
    for (const exam of list.data?.results ?? []) map.set(exam.id, exam.name);
    return [...map].map(([value, label]) => ({ value, label }));
  }, [exams, list.data]);

  return (
    <Input.Wrapper
      label={t('homeworkEditor.exams')}
      description={exams.length > 0 ? t('homeworkEditor.examAnswersHint') : undefined}
      error={messageOf(errors.exams)}
      labelElement="div"
    >
      <Stack gap="sm" mt="xs">
        {exams.map((exam, index) => {
          const number = index + 1;
          return (
            <Stack key={exam.key} gap={4}>
              <Group align="flex-start" gap="sm" wrap="wrap">
                <Select
                  label={`${t('homeworkEditor.exam')} ${number}`}
                  placeholder={t('homeworkEditor.examPlaceholder')}
                  data={data}
                  value={exam.examId}
                  onChange={(examId) =>
                    onChange(index, {
                      examId,
                      examName: data.find((item) => item.value === examId)?.label ?? '',
                    })
                  }
                  searchable
                  nothingFoundMessage={t('homeworkEditor.nothingFound')}
                  error={messageOf(errors[`exams.${index}.examId`])}
                  style={{ flex: '1 1 16rem' }}
                />
                <NumberInput
                  label={t('homeworkEditor.points')}
                  value={exam.points}
                  onChange={(points) => onChange(index, { points })}
                  min={0}
                  step={1}
                  decimalScale={2}
                  w={120}
                  error={messageOf(errors[`exams.${index}.points`])}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  onClick={() => onRemove(index)}
                  aria-label={t('homeworkEditor.removeExam', { number })}
                  title={t('homeworkEditor.removeExam', { number })}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
              {messageOf(errors[`exams.${index}.answers`]) && (
                <Text size="sm" c="red" role="alert">
                  {messageOf(errors[`exams.${index}.answers`])}
                </Text>
              )}
            </Stack>
          );
        })}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={onAdd}
            disabled={exams.length >= homeworkSaveLimits.maxExams}
          >
            {t('homeworkEditor.addExam')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
