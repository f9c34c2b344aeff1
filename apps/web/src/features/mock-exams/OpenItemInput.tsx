import { Alert, Box, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { mockExamLimits, type TMockItemForStudent, type TOpenAnswer } from '@zadania/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { plainTextWithMathToHtml } from './mock-answers';
import './mock-exams.pl';

type TOpenItem = Extract<TMockItemForStudent, { type: 'OPEN' }>;

/**
 * An open item: a field for the result of each rubric step ("Wynik kroku 1: …", named by the step's description)
 * and the final answer. Proofs and justifications (not machine-scorable) get text areas.
 */
export function OpenItemInput({
  item,
  answer,
  onChange,
}: {
  item: TOpenItem;
  answer: TOpenAnswer | undefined;
  onChange: (answer: TOpenAnswer) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const steps = item.rubric.steps.map((_, index) => answer?.steps[index] ?? '');
  const final = answer?.final ?? '';
  const change = (next: Partial<TOpenAnswer>) => onChange({ final, steps, ...next });
  const Field = item.machineScorable ? TextInput : Textarea;
  const fieldProps = item.machineScorable ? {} : { rows: 3 };

  return (
    <Stack gap="sm">
      <Alert color="blue" variant="light" p="xs">
        <Text size="sm">
          {item.machineScorable ? t('mockExams.items.stepsNote') : t('mockExams.items.selfAssessedNote')}
        </Text>
      </Alert>
      <Text size="xs" c="dimmed" id={hintId}>
        {t('mockExams.items.answerHint')}
      </Text>
      {item.rubric.steps.map((step, index) => (
        <StepField
          // biome-ignore lint/suspicious/noArrayIndexKey: rubric steps are fixed, in order
          key={index}
          n={index + 1}
          description={step.description}
          points={step.points}
          hintId={hintId}
          value={steps[index] ?? ''}
          multiline={!item.machineScorable}
          onChange={(value) => change({ steps: steps.map((old, at) => (at === index ? value : old)) })}
        />
      ))}
      <Field
        {...fieldProps}
        label={t('mockExams.items.final')}
        aria-describedby={hintId}
        value={final}
        maxLength={mockExamLimits.answerMaxLength}
        autoComplete="off"
        onChange={(event) => change({ final: event.currentTarget.value })}
      />
    </Stack>
  );
}

function StepField({
  n,
  description,
  points,
  hintId,
  value,
  multiline,
  onChange,
}: {
  n: number;
  description: string;
  points: number;
  hintId: string;
  value: string;
  multiline: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const labelId = useId();
  const descriptionId = useId();
  const Field = multiline ? Textarea : TextInput;
  const fieldProps = multiline ? { rows: 3 } : {};
  return (
    <Box>
      <Text component="label" htmlFor={inputId} id={labelId} size="sm" fw={500}>
        {t('mockExams.items.step', { n })}:
      </Text>
      <Box id={descriptionId} fz="sm" mb={4}>
        <RichContent html={plainTextWithMathToHtml(description)} copyable={false} />
        <Text size="xs" c="dimmed">
          {t('mockExams.pointsShort', { points })}
        </Text>
      </Box>
      <Field
        {...fieldProps}
        id={inputId}
        aria-labelledby={`${labelId} ${descriptionId}`}
        aria-describedby={hintId}
        value={value}
        maxLength={mockExamLimits.answerMaxLength}
        autoComplete="off"
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </Box>
  );
}
