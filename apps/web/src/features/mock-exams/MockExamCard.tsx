import { Alert, Anchor, Button, Checkbox, Text, Title } from '@mantine/core';
import { IconArrowRight, IconClockPlay, IconLogin } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMockPaperSummary } from '@zadania/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatCount } from '../../components/number-format';
import { TitledCard } from '../../components/TitledSection';
import { formatDateTime } from '../../i18n/dates';
import { useIsAuthenticated } from '../../lib/session/useSession';
import { MockAttemptList } from './MockAttemptList';
import { mockExamsPl } from './mock-exams.pl';
import { mockExamsApi, mockExamsKeys, withClockOffset } from './mock-exams-api';
import { useMockAttempts } from './useMockAttempts';

/**
 * "Rozwiąż arkusz na czas" on an exam's page: the paper's time and points, the extended time and the start, or the
 * attempt in progress to go back to; below, the student's attempts with their results.
 */
export function MockExamCard({ examId, paper }: { examId: string; paper: TMockPaperSummary }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useIsAuthenticated();
  const [extendedTime, setExtendedTime] = useState(false);
  const headingId = useId();
  const attemptsHeadingId = useId();
  const attempts = useMockAttempts(examId);
  const listed = attempts.data?.attempts ?? [];
  const running = listed.find((attempt) => attempt.submittedAt === null);
  const start = useMutation({
    mutationFn: () => mockExamsApi.start(examId, extendedTime),
    onSuccess: (attempt) => {
      queryClient.setQueryData(mockExamsKeys.attempt(attempt.attemptId), withClockOffset(attempt));
      void queryClient.invalidateQueries({ queryKey: mockExamsKeys.attempts });
      void navigate(`/mock/${attempt.attemptId}`);
    },
  });
  const facts = [
    formatCount(paper.durationMinutes, mockExamsPl.counts.minutes),
    formatCount(paper.items, mockExamsPl.counts.items),
    formatCount(paper.maxPoints, mockExamsPl.counts.points),
    paper.calculatorAllowed ? t('mockExams.calculator') : t('mockExams.noCalculator'),
  ].join(', ');

  return (
    <TitledCard id={headingId} title={t('mockExams.card.title')} titleSize="h3">
      <Text fw={600} data-testid="mock-paper-facts">
        {facts}
      </Text>
      <Text size="sm" c="dimmed">
        {t('mockExams.card.intro')}
      </Text>
      {signedIn && running ? (
        <>
          <Text size="sm">{t('mockExams.card.running', { time: formatDateTime(running.endsAt) })}</Text>
          <Button
            component={Link}
            to={`/mock/${running.attemptId}`}
            w="fit-content"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {t('mockExams.card.resume')}
          </Button>
        </>
      ) : signedIn ? (
        <>
          <Checkbox
            label={t('mockExams.card.extendedTime', {
              time: formatCount(paper.extendedDurationMinutes, mockExamsPl.counts.minutes),
            })}
            checked={extendedTime}
            onChange={(event) => setExtendedTime(event.currentTarget.checked)}
          />
          {start.isError ? (
            <Alert color="red" role="alert" p="xs">
              {start.error.message}
            </Alert>
          ) : null}
          <Button
            w="fit-content"
            leftSection={<IconClockPlay size={18} aria-hidden />}
            onClick={() => start.mutate()}
            loading={start.isPending}
          >
            {t('mockExams.card.start')}
          </Button>
        </>
      ) : (
        <Anchor component={Link} to={`/login?redirect=${encodeURIComponent(pathname)}`} fw={600}>
          <IconLogin size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
          {t('mockExams.card.signIn')}
        </Anchor>
      )}
      {listed.length > 0 ? (
        <section aria-labelledby={attemptsHeadingId}>
          <Title order={3} size="h5" id={attemptsHeadingId} mb="xs">
            {t('mockExams.history.title')}
          </Title>
          <MockAttemptList attempts={listed} />
        </section>
      ) : null}
    </TitledCard>
  );
}
