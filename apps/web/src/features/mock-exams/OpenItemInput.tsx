import { Alert, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { mockExamLimits, type TMockItemForStudent, type TOpenAnswer } from '@zadania/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../components/number-format';
import { mockExamsPl } from './mock-exams.pl';

type TOpenItem = Extract<TMockItemForStudent, { type: 'OPEN' }>;

/**
 * An open item. Scored by the machine: a field for the result of each rubric step, named only by its number and
 * points (what a step does is the method, not shown before the hand-in), and the final answer. A proof or a
 * justification (self-assessed): one text area for the whole reasoning.
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
  const final = answer?.final ?? '';

  if (!item.machineScorable) {
    return (
      <Stack gap="sm">
        <Alert color="blue" variant="light" p="xs">
          <Text size="sm">{t('mockExams.items.selfAssessedNote')}</Text>
        </Alert>
        <Textarea
          label={t('mockExams.items.proof')}
          description={formatCount(item.maxPoints, mockExamsPl.counts.points)}
          rows={6}
          value={final}
          maxLength={mockExamLimits.answerMaxLength}
          autoComplete="off"
          onChange={(event) => onChange({ final: event.currentTarget.value, steps: answer?.steps ?? [] })}
        />
      </Stack>
    );
  }

  const steps = item.rubric.steps.map((_, index) => answer?.steps[index] ?? '');
  const change = (next: Partial<TOpenAnswer>) => onChange({ final, steps, ...next });
  return (
    <Stack gap="sm">
      <Alert color="blue" variant="light" p="xs">
        <Text size="sm">{t('mockExams.items.stepsNote')}</Text>
      </Alert>
      <Text size="xs" c="dimmed" id={hintId}>
        {t('mockExams.items.answerHint')}
      </Text>
      {item.rubric.steps.map((step, index) => (
        <TextInput
          // biome-ignore lint/suspicious/noArrayIndexKey: rubric steps are fixed, in order
          key={index}
          label={t('mockExams.items.step', { n: index + 1 })}
          description={t('mockExams.pointsShort', { points: step.points })}
          aria-describedby={hintId}
          value={steps[index] ?? ''}
          maxLength={mockExamLimits.answerMaxLength}
          autoComplete="off"
          onChange={(event) =>
            change({ steps: steps.map((old, at) => (at === index ? event.currentTarget.value : old)) })
          }
        />
      ))}
      <TextInput
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
