import { ActionIcon, Badge, Checkbox, Group, Input, Paper, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { homeworkSaveLimits } from '@zadania/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { AddRowButton, fieldErrorProps, InlineError } from '../../components/FormParts';
import { answerLabel, type TAnswerValue } from './homework-form';
import './homework-editor.pl';

type TClosedAnswersFieldProps = {
  answers: TAnswerValue[];
  errors: Record<string, unknown>;
  onChange: (index: number, patch: Partial<TAnswerValue>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** An exam's own answers: their heading, the start of every control's name and of their error keys. */
  label?: string;
  namePrefix?: string;
  errorPrefix?: string;
};

/** Closed answers: letter A, B, C… by position, rich text, a 'correct' checkbox; add and remove. */
export function ClosedAnswersField({
  answers,
  errors,
  onChange,
  onAdd,
  onRemove,
  label: heading,
  namePrefix = '',
  errorPrefix = '',
}: TClosedAnswersFieldProps) {
  const { t } = useTranslation();
  const listError = errors[`${errorPrefix}answers`];
  const errorIdBase = useId();
  return (
    <Input.Wrapper
      label={heading ?? t('homeworkEditor.answers')}
      description={t('homeworkEditor.answersHint')}
      error={typeof listError === 'string' ? listError : null}
      labelElement="div"
      required
    >
      <Stack gap="sm" mt="xs">
        {answers.map((item, index) => {
          const label = answerLabel(index);
          const error = errors[`${errorPrefix}answers.${index}.answer`];
          const errorId = `${errorIdBase}-${item.key}-error`;
          return (
            <Paper key={item.key} withBorder radius="md" p="sm" data-testid="closed-answer">
              <Stack gap="xs">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    <Badge size="lg" radius="sm" variant="light" aria-hidden>
                      {label}
                    </Badge>
                    <Checkbox
                      label={t('homeworkEditor.correct')}
                      aria-label={namePrefix + t('homeworkEditor.correctOf', { label })}
                      checked={item.correct}
                      onChange={(event) => onChange(index, { correct: event.currentTarget.checked })}
                    />
                  </Group>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => onRemove(index)}
                    aria-label={namePrefix + t('homeworkEditor.removeAnswer', { label })}
                    title={namePrefix + t('homeworkEditor.removeAnswer', { label })}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
                <RichTextEditor
                  variant="question"
                  height={120}
                  value={item.answer}
                  onChange={(html) => onChange(index, { answer: html })}
                  aria-label={namePrefix + t('homeworkEditor.answerEditor', { label })}
                  {...fieldErrorProps(errorId, error)}
                />
                <InlineError id={errorId} message={typeof error === 'string' ? error : null} />
              </Stack>
            </Paper>
          );
        })}
        <AddRowButton full={answers.length >= homeworkSaveLimits.maxAnswers} onAdd={onAdd}>
          {t('homeworkEditor.addAnswer')}
        </AddRowButton>
      </Stack>
    </Input.Wrapper>
  );
}
