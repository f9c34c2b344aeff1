import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconClockPlay } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAssignmentMock } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { mockExamsApi, mockExamsKeys, withClockOffset } from '../mock-exams';
import './assignments.pl';

/**
 * A mock paper item as its pupil sees it: the paper's time and points, their best handed-in result, and the button
 * that starts the paper against the clock (or returns to the attempt in progress). The paper is solved on its own page.
 */
export function AssignmentMockItem({
  mock,
  maxPoints,
  canStart,
}: {
  mock: TAssignmentMock;
  maxPoints: number;
  /** False past a due date that refuses late work. */
  canStart: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: () => mockExamsApi.start(mock.examId, false),
    onSuccess: (attempt) => {
      queryClient.setQueryData(mockExamsKeys.attempt(attempt.attemptId), withClockOffset(attempt));
      void navigate(`/mock/${attempt.attemptId}`);
    },
  });
  const label = mock.openAttemptId
    ? t('assignments.mock.continue')
    : mock.best
      ? t('assignments.mock.again')
      : t('assignments.mock.start');
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('assignments.mock.facts', { minutes: mock.durationMinutes, points: maxPoints })}</Text>
      <Text size="sm" c="dimmed">
        {t('assignments.mock.howItCounts')}
      </Text>
      {mock.best && (
        <Text fw={600} c="teal">
          {t('assignments.mock.best', { points: mock.best.points, maxPoints: mock.best.maxPoints })}
        </Text>
      )}
      {start.isError && (
        <Alert color="red" role="alert" p="xs">
          {start.error.message}
        </Alert>
      )}
      <Group gap="sm">
        {canStart &&
          (mock.openAttemptId ? (
            <Button
              component={Link}
              to={`/mock/${mock.openAttemptId}`}
              leftSection={<IconClockPlay size={18} aria-hidden />}
            >
              {label}
            </Button>
          ) : (
            <Button
              onClick={() => start.mutate()}
              loading={start.isPending}
              leftSection={<IconClockPlay size={18} aria-hidden />}
              variant={mock.best ? 'light' : 'filled'}
            >
              {label}
            </Button>
          ))}
        {mock.best && (
          <Button component={Link} to={`/mock/${mock.best.attemptId}`} variant="subtle">
            {t('assignments.mock.review')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
