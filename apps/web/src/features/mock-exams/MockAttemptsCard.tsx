import { Alert, Anchor, Button, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TitledCard } from '../../components/TitledSection';
import { MockAttemptList } from './MockAttemptList';
import { useMockAttempts } from './useMockAttempts';
import './mock-exams.pl';

/** For the dashboard: the student's latest attempts at papers against the clock, each with its result and a link. */
export function MockAttemptsCard({ limit = 5 }: { limit?: number }) {
  const { t } = useTranslation();
  const attempts = useMockAttempts(null, limit);
  return (
    <TitledCard id="mock-attempts-title" title={t('mockExams.history.dashboardTitle')} titleSize="h4">
      {attempts.isPending ? (
        <Skeleton h={48} aria-hidden />
      ) : attempts.isError ? (
        <Alert color="red" role="alert" p="xs">
          <Text size="sm" mb={4}>
            {t('mockExams.history.loadError')}
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => attempts.refetch()}>
            {t('mockExams.attempt.retry')}
          </Button>
        </Alert>
      ) : attempts.data.attempts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('mockExams.history.empty')}
        </Text>
      ) : (
        <MockAttemptList attempts={attempts.data.attempts} showTitles />
      )}
      <Anchor component={Link} to="/exams" size="sm">
        {t('mockExams.history.browse')}
      </Anchor>
    </TitledCard>
  );
}
