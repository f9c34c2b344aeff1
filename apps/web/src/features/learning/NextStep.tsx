import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { learningApi, learningKeys } from './learning-api';
import { reasonColors } from './mastery-colors';
import './learning.pl';

/**
 * What follows an answer on a task's page (issue 36): after a right one, practice of the next recommended concept
 * (issue 59: a concept, not a single task); after a wrong one, the way to the solution and a session of similar
 * tasks (the same concept).
 */
export function NextStep({
  homeworkId,
  conceptIds,
  correct,
}: {
  homeworkId: string;
  conceptIds: string[];
  correct: boolean;
}) {
  const { t } = useTranslation();
  const next = useQuery({
    queryKey: learningKeys.next,
    queryFn: ({ signal }) => learningApi.next(signal),
    enabled: correct,
  });
  if (!correct) {
    return (
      <Group gap="sm" data-testid="next-step">
        <Text size="sm">{t('learning.nextStep.solution')}</Text>
        {conceptIds[0] ? (
          <Anchor component={Link} to={`/learn/session?concept=${conceptIds[0]}`} size="sm">
            {t('learning.nextStep.similar')}
          </Anchor>
        ) : null}
      </Group>
    );
  }
  const item = next.data?.results.find((candidate) => candidate.homeworkId !== homeworkId);
  if (!item) return null;
  return (
    <Group gap="xs" data-testid="next-step" wrap="wrap">
      <Text size="sm" fw={500}>
        {t('learning.nextStep.next')}:
      </Text>
      <Badge color={reasonColors[item.reason]} variant="light" radius="sm">
        {item.reasonLabel}
      </Badge>
      <Anchor component={Link} to={item.practicePath} size="sm">
        {item.conceptName}
      </Anchor>
    </Group>
  );
}
