import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { assignmentMessages, type TAssignment } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../components/BackLink';
import { RetryAlert } from '../../components/ErrorAlert';
import { PlainList } from '../../components/PlainList';
import { ApiError, errorText, retryUnlessRefused } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import type { TMathFieldModule } from '../homework';
import { AssignmentItemCard } from './AssignmentItemCard';
import { formatDue, formatWarsaw } from './assignment-format';
import { assignmentKeys, assignmentsApi } from './assignments-api';
import { ClassroomPanel } from './ClassroomPanel';
import { ItemKindBadge } from './ItemKindBadge';
import './assignments.pl';

/**
 * /assignments/{id}: a pupil works through the items one after another (their own variants), with the attempts left,
 * a warning past the due date and the solutions after it when the teacher opened them. A teacher sees what was set
 * and the way to the results.
 */
export function AssignmentPage({ loadMathField }: { loadMathField?: () => Promise<TMathFieldModule> }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: assignmentKeys.assignment(id),
    queryFn: ({ signal }) => assignmentsApi.get(id, signal),
    retry: retryUnlessRefused,
  });
  useDocumentTitle(query.data?.title ?? t('assignments.pupil.title'));

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={860}>
      {query.isPending ? (
        <Stack gap="md" aria-busy="true" role="status" aria-label={t('app.loading')}>
          <Skeleton height={40} width="60%" />
          <Skeleton height={220} radius="md" />
        </Stack>
      ) : query.isError ? (
        query.error instanceof ApiError && query.error.status < 500 ? (
          <Alert color="red" role="alert">
            {errorText(query.error, t('assignments.item.loadError'))}
          </Alert>
        ) : (
          <RetryAlert
            message={t('assignments.item.loadError')}
            retryLabel={t('assignments.retry')}
            onRetry={() => void query.refetch()}
          />
        )
      ) : query.data.pupils !== null ? (
        <TeacherView assignment={query.data} />
      ) : (
        <PupilView assignment={query.data} loadMathField={loadMathField} />
      )}
    </Stack>
  );
}

function PupilView({
  assignment,
  loadMathField,
}: {
  assignment: TAssignment;
  loadMathField?: () => Promise<TMathFieldModule>;
}) {
  const { t } = useTranslation();
  const overdue = Date.parse(assignment.dueAt) < Date.now();
  const refused = overdue && assignment.late === 'REFUSE';
  const progress = assignment.progress;
  return (
    <>
      <BackLink to="/assignments">{t('assignments.pupil.title')}</BackLink>
      <Stack gap={4}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {assignment.title}
        </Title>
        <Text size="sm" c="dimmed">
          {assignment.className}
        </Text>
        <Group gap="xs">
          <Text fw={600}>{t('assignments.pupil.due', { when: formatDue(assignment.dueAt) })}</Text>
          {progress && (
            <Badge variant="light" color={progress.status === 'DONE' ? 'teal' : 'blue'} tt="none">
              {t('assignments.pupil.solved', { solved: progress.correct, total: progress.itemCount })}
            </Badge>
          )}
        </Group>
      </Stack>
      {overdue ? (
        <Alert color={refused ? 'red' : 'yellow'} role="alert">
          {refused ? assignmentMessages.lateRefused : t('assignments.pupil.lateAccepted')}
        </Alert>
      ) : assignment.solutionsAfterDue ? (
        <Text size="sm" c="dimmed">
          {t('assignments.pupil.solutionsLater')}
        </Text>
      ) : null}
      {assignment.items.map((item) => (
        <AssignmentItemCard
          key={item.position}
          assignmentId={assignment.id}
          item={item}
          total={assignment.items.length}
          canAnswer={assignment.policies.answer && !refused}
          loadMathField={loadMathField}
        />
      ))}
    </>
  );
}

function TeacherView({ assignment }: { assignment: TAssignment }) {
  const { t } = useTranslation();
  return (
    <>
      <BackLink to={`/classes/${assignment.classId}`}>{assignment.className}</BackLink>
      <Stack gap={4}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {assignment.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('assignments.results.meta', { className: assignment.className, due: formatWarsaw(assignment.dueAt) })}
        </Text>
      </Stack>
      {assignment.policies.readResults && (
        <Button
          component={Link}
          to={`/assignments/${assignment.id}/results`}
          leftSection={<IconTable size={16} aria-hidden />}
          w="fit-content"
        >
          {t('assignments.teacher.results')}
        </Button>
      )}
      <ClassroomPanel assignmentId={assignment.id} />
      <PlainList gap="xs" aria-label={t('assignments.teacher.items')}>
        {assignment.items.map((item) => (
          <Card component="li" key={item.position} withBorder radius="md" padding="sm">
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>
                {item.position}. {item.title}
              </Text>
              <ItemKindBadge kind={item.kind} />
              {item.requirements.map((requirement) => (
                <Badge key={`${requirement.system}:${requirement.code}`} size="sm" variant="outline" tt="none">
                  {requirement.code}
                </Badge>
              ))}
            </Group>
          </Card>
        ))}
      </PlainList>
      <Text size="sm" c="dimmed">
        {t('assignments.teacher.pupils', { names: (assignment.pupils ?? []).map((pupil) => pupil.name).join(', ') })}
      </Text>
      <Anchor component={Link} to={`/classes/${assignment.classId}`} size="sm">
        {t('assignments.form.backToClass')}
      </Anchor>
    </>
  );
}
