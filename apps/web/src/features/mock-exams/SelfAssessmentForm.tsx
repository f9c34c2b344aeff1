// Fieldset is not in the app shell's stylesheets (app/mantine-styles.ts).
// biome-ignore-all assist/source/organizeImports: stylesheets first
import '@mantine/core/styles/Fieldset.css';
import { Alert, Box, Button, Checkbox, Fieldset, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMockAttempt, TMockResult } from '@zadania/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { plainTextWithMathToHtml } from './mock-answers';
import { mockExamsApi, mockExamsKeys, type TLoadedAttempt } from './mock-exams-api';
import './mock-exams.pl';

type TRubricStep = NonNullable<TMockAttempt['solutions']>[number]['rubric'][number];

/**
 * The student's own points for an item no machine scores: a box per rubric step whose points they earned, saved
 * apart from the machine's score (the result shows the self-assessed total separately).
 */
export function SelfAssessmentForm({
  attemptId,
  position,
  rubric,
  result,
}: {
  attemptId: string;
  position: number;
  rubric: readonly TRubricStep[];
  result: TMockResult;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formId = useId();
  const saved = result.selfAssessment?.items.find((item) => item.position === position);
  const [earned, setEarned] = useState<boolean[]>(() => rubric.map((_, index) => saved?.steps[index] ?? false));
  const save = useMutation({
    mutationFn: () => mockExamsApi.selfAssess(attemptId, [{ position, steps: earned }]),
    onSuccess: (next) => {
      queryClient.setQueryData<TLoadedAttempt>(mockExamsKeys.attempt(attemptId), (old) =>
        old ? { ...old, result: next } : old,
      );
      void queryClient.invalidateQueries({ queryKey: mockExamsKeys.attempts });
    },
  });
  const points = rubric.reduce((sum, step, index) => sum + (earned[index] ? step.points : 0), 0);
  const max = rubric.reduce((sum, step) => sum + step.points, 0);

  return (
    <Fieldset legend={t('mockExams.selfAssessment.legend')} radius="sm" data-testid={`self-assessment-${position}`}>
      <Stack gap="xs">
        {rubric.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rubric steps are fixed, in order
          <Box key={index}>
            <Checkbox
              size="md"
              label={t('mockExams.selfAssessment.stepEarned', { n: index + 1, points: step.points })}
              aria-describedby={`${formId}-step-${index}`}
              checked={earned[index] ?? false}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setEarned((old) => old.map((value, at) => (at === index ? checked : value)));
              }}
            />
            <Box id={`${formId}-step-${index}`} pl={36} fz="sm">
              <RichContent html={plainTextWithMathToHtml(step.description)} copyable={false} />
            </Box>
          </Box>
        ))}
        <Button w="fit-content" onClick={() => save.mutate()} loading={save.isPending}>
          {t('mockExams.selfAssessment.save')}
        </Button>
        <div role="status">
          {save.isSuccess ? <Text size="sm">{t('mockExams.selfAssessment.saved', { points, max })}</Text> : null}
        </div>
        {save.isError ? (
          <Alert color="red" role="alert" p="xs">
            {t('mockExams.selfAssessment.error', { message: save.error.message })}
          </Alert>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
