import { Anchor, Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';
import type { TAssignmentSummary } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDue } from './assignment-format';
import './assignments.pl';

/** One assignment set for the pupil: title, class, 'termin: jutro 8:00', progress, and late or overdue marked. */
export function AssignmentListItem({ assignment }: { assignment: TAssignmentSummary }) {
  const { t } = useTranslation();
  const progress = assignment.progress;
  const solved = progress?.correct ?? 0;
  const total = progress?.itemCount ?? assignment.itemCount;
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Anchor component={Link} to={`/assignments/${assignment.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {assignment.title}
          </Anchor>
          <Group gap={4}>
            {progress?.status === 'DONE' && (
              <Badge color="teal" variant="light" tt="none">
                {t('assignments.status.DONE')}
              </Badge>
            )}
            {progress?.status === 'LATE' && (
              <Badge color="red" variant="light" tt="none">
                {t('assignments.status.LATE')}
              </Badge>
            )}
            {progress?.late && (
              <Badge color="orange" variant="light" tt="none">
                {t('assignments.pupil.lateWork')}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm">
          {t('assignments.pupil.due', { when: formatDue(assignment.dueAt) })} · {assignment.className}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Progress
            value={total > 0 ? (solved * 100) / total : 0}
            color={progress?.status === 'LATE' ? 'red' : 'teal'}
            size="sm"
            style={{ flex: 1 }}
            aria-hidden
          />
          <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
            {t('assignments.pupil.solved', { solved, total })}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
