import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { TMockAttemptSummary } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlainList } from '../../components/PlainList';
import { formatDate, formatDateTime } from '../../i18n/dates';
import './mock-exams.pl';

/** The student's attempts: the one in progress to resume, the others with their score, self-assessment and forecast. */
export function MockAttemptList({
  attempts,
  showTitles = false,
}: {
  attempts: readonly TMockAttemptSummary[];
  /** Name each attempt's paper (the dashboard lists several papers; the exam page one). */
  showTitles?: boolean;
}) {
  return (
    <PlainList gap="xs" data-testid="mock-attempts">
      {attempts.map((attempt) => (
        <AttemptRow key={attempt.attemptId} attempt={attempt} showTitle={showTitles} />
      ))}
    </PlainList>
  );
}

function AttemptRow({ attempt, showTitle }: { attempt: TMockAttemptSummary; showTitle: boolean }) {
  const { t } = useTranslation();
  const { result } = attempt;
  const date = formatDate(attempt.submittedAt ?? attempt.startedAt);
  const action = result ? t('mockExams.history.open') : t('mockExams.history.resume');
  const facts: string[] = result
    ? [
        t('mockExams.history.score', { points: result.points, max: result.maxPoints, percent: result.percent }),
        result.selfAssessmentMaxPoints > 0
          ? result.selfAssessedPoints === null
            ? t('mockExams.history.selfAssessPending', { max: result.selfAssessmentMaxPoints })
            : t('mockExams.history.selfAssessed', {
                points: result.selfAssessedPoints,
                max: result.selfAssessmentMaxPoints,
              })
          : null,
        result.forecast ? t('mockExams.history.forecast', { percent: result.forecast.percent }) : null,
      ].filter((fact) => fact !== null)
    : [];
  return (
    <Stack component="li" gap={2} data-testid="mock-attempt">
      <Group gap="xs" wrap="wrap">
        {showTitle ? <Text fw={600}>{attempt.title}</Text> : null}
        <Text size="sm" c="dimmed">
          {attempt.submittedAt
            ? t('mockExams.history.handedIn', { date: formatDateTime(attempt.submittedAt) })
            : t('mockExams.history.inProgress', { time: formatDateTime(attempt.endsAt) })}
          {attempt.submittedBy === 'TIME' ? `, ${t('mockExams.history.byTime')}` : ''}
        </Text>
        {attempt.practice ? (
          <Badge variant="light" color="gray" radius="sm" tt="none">
            {t('mockExams.history.practice')}
          </Badge>
        ) : null}
      </Group>
      {facts.length ? <Text size="sm">{facts.join(' · ')}</Text> : null}
      <Anchor
        component={Link}
        to={`/mock/${attempt.attemptId}`}
        size="sm"
        fw={600}
        w="fit-content"
        aria-label={t('mockExams.history.named', { action, title: attempt.title, date })}
      >
        {action}
      </Anchor>
    </Stack>
  );
}
