import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import type { TAssignmentGoal } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { masteryColors, useStartSession } from '../learning';
import '../learning';
import './assignments.pl';

/**
 * A practice goal as its pupil sees it: each concept with where their student model puts it now, how many reached the
 * level, and a practice session on the concepts not there yet.
 */
export function AssignmentGoalItem({ goal }: { goal: TAssignmentGoal }) {
  const { t } = useTranslation();
  const start = useStartSession();
  const reachedAll = goal.reached >= goal.concepts.length;
  const toPractise = goal.concepts
    .filter((concept) => !(goal.level === 'review' ? ['review', 'mastered'] : ['mastered']).includes(concept.state))
    .map((concept) => concept.conceptId);
  return (
    <Stack gap="xs">
      <Text fw={600}>
        {t('assignments.goal.facts', {
          level: t(`assignments.goalLevels.${goal.level}`),
          reached: goal.reached,
          total: goal.concepts.length,
        })}
      </Text>
      <Group gap={6}>
        {goal.concepts.map((concept) => (
          <Badge key={concept.conceptId} color={masteryColors[concept.state]} variant="light" tt="none">
            {concept.name}: {t(`learning.map.states.${concept.state}`)}
          </Badge>
        ))}
      </Group>
      {start.isError && (
        <Alert color="red" role="alert" p="xs">
          {start.error.message}
        </Alert>
      )}
      {reachedAll ? (
        <Text fw={600} c="teal">
          {t('assignments.goal.reached')}
        </Text>
      ) : (
        <Button
          w="fit-content"
          leftSection={<IconTarget size={18} aria-hidden />}
          loading={start.isPending}
          onClick={() => start.mutate(toPractise)}
        >
          {t('assignments.goal.practise')}
        </Button>
      )}
      <Text size="xs" c="dimmed">
        {t('assignments.goal.howItCounts')}
      </Text>
    </Stack>
  );
}
