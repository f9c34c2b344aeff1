import { Anchor, Stack } from '@mantine/core';
import type { TMockAttempt, TMockResult } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TitledSection } from '../../components/TitledSection';
import { MockItemReview } from './MockItemReview';
import { NextStepCard, RequirementScores, ResultScoreCard } from './MockResultSections';
import { useMockResult } from './useMockResult';
import './mock-exams.pl';

/**
 * The scored attempt: the score, the forecast of the real exam with how to read it, what to practise next, the
 * points per requirement with links to practise each, and per item the points, the right answer, the model
 * solution and the rubric. Items no machine scores say so and are left to the student.
 */
export function MockResultView({
  attempt,
  result,
  notice,
}: {
  attempt: TMockAttempt;
  result: TMockResult;
  notice: string | null;
}) {
  const { t } = useTranslation();
  const { heading, nameOf, requirements, weakest } = useMockResult(result);

  return (
    <Stack gap="lg">
      <ResultScoreCard attempt={attempt} result={result} notice={notice} heading={heading} />
      <NextStepCard weakest={weakest} nameOf={nameOf} />
      <RequirementScores requirements={requirements} nameOf={nameOf} />

      <TitledSection id="mock-items-title" title={t('mockExams.result.itemsTitle')} titleSize="h3">
        <MockItemReview attempt={attempt} result={result} />
      </TitledSection>

      <Anchor component={Link} to={`/exams/${attempt.examId}`}>
        {t('mockExams.result.backToExam')}
      </Anchor>
    </Stack>
  );
}
