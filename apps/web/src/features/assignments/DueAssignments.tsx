import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListLoadFailed } from '../../components/ListLoadStates';
import { PlainList } from '../../components/PlainList';
import { useViewer } from '../../lib/session/useViewer';
import { AssignmentListItem } from './AssignmentListItem';
import { useMyAssignments } from './PupilAssignmentsPage';
import './assignments.pl';

/** How many open assignments the dashboard shows before 'Wszystkie zadane'. */
const shownOnDashboard = 5;

/**
 * 'Zadane' on a pupil's home: the open assignments, nearest due date first (as the server orders them). Nothing for
 * other roles, and nothing while nothing is set.
 */
export function DueAssignments() {
  const { t } = useTranslation();
  const isPupil = useViewer().viewer?.role === 'USER';
  const list = useMyAssignments(isPupil);
  if (!isPupil) return null;
  if (list.isError)
    return (
      <ListLoadFailed
        message={t('assignments.pupil.loadError')}
        retryLabel={t('assignments.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  const open = list.data?.items.filter((item) => item.progress?.status !== 'DONE') ?? [];
  if (open.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="due-assignments" mb="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id="due-assignments">
          {t('assignments.pupil.dashboardTitle')}
        </Title>
        <Anchor component={Link} to="/assignments" size="sm">
          {t('assignments.pupil.all')}
        </Anchor>
      </Group>
      <PlainList gap="sm">
        {open.slice(0, shownOnDashboard).map((item) => (
          <AssignmentListItem key={item.id} assignment={item} />
        ))}
      </PlainList>
    </Stack>
  );
}
