import { ActionIcon, Group, Input, NumberInput, Select, Stack, Switch, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { homeworkSaveLimits, timings } from '@zadania/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddRowButton } from '../../components/FormParts';
import { ClosedAnswersField } from './ClosedAnswersField';
import { homeworkEditorApi } from './homework-editor-api';
import { emptyAnswer, type TAnswerValue, type TExamValue } from './homework-form';
import '../exams';
import './homework-editor.pl';

type TExamsFieldProps = {
  exams: TExamValue[];
  /** The task's answers as an exam repeats them: where an exam's own answers start from. */
  taskAnswers: TAnswerValue[];
  errors: Record<string, unknown>;
  onChange: (index: number, patch: Partial<TExamValue>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
};

const messageOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The exams a task belongs to, each with its points (> 0) and the task's answers or its own. */
export function ExamsField({ exams, taskAnswers, errors, onChange, onAdd, onRemove }: TExamsFieldProps) {
  const { t } = useTranslation();
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
                <ExamSelect
                  label={`${t('homeworkEditor.exam')} ${number}`}
                  exam={exam}
                  onChange={(examId, examName) => onChange(index, { examId, examName })}
                  error={messageOf(errors[`exams.${index}.examId`])}
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
              <Switch
                label={t('homeworkEditor.ownExamAnswers')}
                aria-label={`${t('homeworkEditor.exam')} ${number}: ${t('homeworkEditor.ownExamAnswers')}`}
                checked={exam.answers !== null}
                onChange={(event) =>
                  onChange(index, {
                    answers: event.currentTarget.checked
                      ? taskAnswers.map((answer) => ({
                          ...emptyAnswer(),
                          answer: answer.answer,
                          correct: answer.correct,
                        }))
                      : null,
                  })
                }
              />
              {exam.answers ? (
                <ClosedAnswersField
                  label={`${t('homeworkEditor.exam')} ${number}: ${t('homeworkEditor.answers').toLowerCase()}`}
                  namePrefix={`${t('homeworkEditor.exam')} ${number}: `}
                  errorPrefix={`exams.${index}.`}
                  answers={exam.answers}
                  errors={errors}
                  onChange={(answerIndex, patch) =>
                    onChange(index, {
                      answers: (exam.answers ?? []).map((answer, at) =>
                        at === answerIndex ? { ...answer, ...patch } : answer,
                      ),
                    })
                  }
                  onAdd={() => onChange(index, { answers: [...(exam.answers ?? []), emptyAnswer()] })}
                  onRemove={(answerIndex) =>
                    onChange(index, { answers: (exam.answers ?? []).filter((_, at) => at !== answerIndex) })
                  }
                />
              ) : (
                messageOf(errors[`exams.${index}.answers`]) && (
                  <Text size="sm" c="red" role="alert">
                    {messageOf(errors[`exams.${index}.answers`])}
                  </Text>
                )
              )}
            </Stack>
          );
        })}
        <AddRowButton full={exams.length >= homeworkSaveLimits.maxExams} onAdd={onAdd}>
          {t('homeworkEditor.addExam')}
        </AddRowButton>
      </Stack>
    </Input.Wrapper>
  );
}

/**
 * One exam of the task, searched on the server by the words of its title (every exam can be found,
 * not only the newest 50). While the box shows the chosen exam, the newest exams are offered.
 */
function ExamSelect({
  label,
  exam,
  onChange,
  error,
}: {
  label: string;
  exam: TExamValue;
  onChange: (examId: string | null, examName: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search === exam.examName ? '' : search, timings.debounceMs);
  const list = useQuery({
    queryKey: ['exam', 'picker', debounced],
    queryFn: ({ signal }) => homeworkEditorApi.exams(debounced, signal),
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
  const data = useMemo(() => {
    const map = new Map<string, string>();
    if (exam.examId) map.set(exam.examId, exam.examName);
    for (const item of list.data?.results ?? []) map.set(item.id, item.name);
    return [...map].map(([value, name]) => ({ value, label: name }));
  }, [exam.examId, exam.examName, list.data]);

  return (
    <Select
      label={label}
      placeholder={t('homeworkEditor.examPlaceholder')}
      data={data}
      value={exam.examId}
      onChange={(examId) => onChange(examId, data.find((item) => item.value === examId)?.label ?? '')}
      searchable
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={list.isFetching ? undefined : t('homeworkEditor.nothingFound')}
      error={error}
      style={{ flex: '1 1 16rem' }}
    />
  );
}
