import { Alert, Badge, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { masteryStates } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { learningApi, learningKeys } from './learning-api';
import { masteryColors } from './mastery-colors';
import './learning.pl';

/**
 * A linked student's mastery and newest answers, for their teacher on /account/students (issue 36): the server
 * shows them only while the link is accepted.
 */
export function StudentProgress({ studentId, labelledBy }: { studentId: string; labelledBy: string }) {
  const { t } = useTranslation();
  const progress = useQuery({
    queryKey: learningKeys.student(studentId),
    queryFn: ({ signal }) => learningApi.studentProgress(studentId, signal),
  });
  if (progress.isPending) return <Skeleton h={80} role="status" aria-label={t('app.loading')} />;
  if (progress.isError) {
    return (
      <Alert color="red" role="alert">
        {t('learning.student.loadError')}
      </Alert>
    );
  }
  const { mastery, attempts, since } = progress.data;
  if (attempts.length === 0 && mastery.length === 0) {
    return (
      <Text size="sm">
        {since ? t('learning.student.emptySince', { date: formatDate(since) }) : t('learning.student.empty')}
      </Text>
    );
  }
  const names = new Map(mastery.map((concept) => [concept.conceptId, concept.name]));
  return (
    <Stack gap="sm" aria-labelledby={labelledBy} data-testid="student-progress">
      {since && (
        <Text size="sm" c="dimmed">
          {t('learning.student.since', { date: formatDate(since) })}
        </Text>
      )}
      <div>
        <Title order={3} size="h5" mb={4}>
          {t('learning.student.mastery')}
        </Title>
        <Group gap={6}>
          {[...masteryStates].reverse().flatMap((state) =>
            mastery
              .filter((concept) => concept.state === state)
              .map((concept) => (
                <Badge key={concept.conceptId} color={masteryColors[state]} variant="light" radius="sm" tt="none">
                  {concept.name}: {t(`learning.map.states.${state}`)}
                </Badge>
              )),
          )}
        </Group>
      </div>
      <div>
        <Title order={3} size="h5" mb={4}>
          {t('learning.student.attempts')}
        </Title>
        <List size="sm" spacing={2}>
          {attempts.map((attempt) => (
            <List.Item key={attempt.id}>
              <Text span size="sm" c={attempt.correct ? 'teal' : 'red'} fw={600}>
                {attempt.correct ? t('learning.student.right') : t('learning.student.wrong')}
              </Text>{' '}
              <Text span size="sm">
                {attempt.conceptIds
                  .map((id) => names.get(id))
                  .filter(Boolean)
                  .join(', ')}{' '}
                · {formatDateTime(attempt.createdAt)}
              </Text>
            </List.Item>
          ))}
        </List>
      </div>
    </Stack>
  );
}
