import './mock-exams-styles';
import { Alert, Anchor, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../components/number-format';
import { AttemptInProgress } from './AttemptInProgress';
import { MockResultView } from './MockResultView';
import { mockExamsPl } from './mock-exams.pl';
import { useMockAttemptPage } from './useMockAttemptPage';
import '../exams';

/**
 * /mock/{attemptId} (issue 37): a paper against the server's clock. Every change is saved as the student goes
 * (a reload or a second tab shows the saved answers); "Oddaj arkusz" or the end of the time hands it in, and the
 * same address then shows the result.
 */
export function MockAttemptPage() {
  const { t } = useTranslation();
  const { attempt, missing, notice, setNotice } = useMockAttemptPage();

  if (attempt.isPending) {
    return (
      <Container size="md" px={0} py="lg" aria-busy="true">
        <Skeleton h={32} w={280} mb="md" />
        <Skeleton h={56} mb="md" />
        <Skeleton h={220} />
      </Container>
    );
  }
  if (attempt.isError) {
    return (
      <Container size="md" px={0} py="lg">
        <Alert
          color={missing ? 'yellow' : 'red'}
          role="alert"
          title={missing ? t('mockExams.attempt.notFound') : t('mockExams.attempt.loadError')}
        >
          {missing ? (
            <Anchor component={Link} to="/exams">
              {t('exams.backToList')}
            </Anchor>
          ) : (
            <Button variant="light" onClick={() => attempt.refetch()}>
              {t('mockExams.attempt.retry')}
            </Button>
          )}
        </Alert>
      </Container>
    );
  }

  const data = attempt.data;
  return (
    <Container size="md" px={0} py="lg">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {data.title}
          </Title>
          <Text c="dimmed" size="sm">
            {formatCount(data.durationMinutes, mockExamsPl.counts.minutes)},{' '}
            {data.calculatorAllowed ? t('mockExams.calculator') : t('mockExams.noCalculator')}
          </Text>
        </Stack>
        {data.submittedAt && data.result ? (
          <MockResultView attempt={data} result={data.result} notice={notice} />
        ) : (
          <AttemptInProgress key={data.attemptId} attempt={data} onRefused={setNotice} />
        )}
      </Stack>
    </Container>
  );
}
