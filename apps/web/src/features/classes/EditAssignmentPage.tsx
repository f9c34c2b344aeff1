import { Alert, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAssignment } from '@zadania/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '../../components/BackLink';
import { TitledSection } from '../../components/TitledSection';
import { errorText } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { showToast } from '../../lib/toasts';
import { assignmentKeys, assignmentsApi } from '../assignments';
import { ConfirmedButton } from './ConfirmedButton';
import { AssignmentForm } from './NewAssignmentPage';
import { useClass } from './useClassPage';

/**
 * /assignments/{id}/edit: a teacher changes an assignment with the form that set it (title, dates, attempts, late
 * work, weight, category, items and their weights), and deletes it while nobody answered it, else archives it; an
 * archived one is only restored.
 */
export function EditAssignmentPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const assignment = useQuery({
    queryKey: assignmentKeys.assignment(id),
    queryFn: ({ signal }) => assignmentsApi.get(id, signal),
  });
  useDocumentTitle(t('assignments.edit.title'));
  const data = assignment.data;

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={900}>
      {data && <BackLink to={`/assignments/${id}/results`}>{data.title}</BackLink>}
      <Group gap="sm">
        <Title order={1}>{t('assignments.edit.title')}</Title>
        {data?.archivedAt && (
          <Badge color="gray" variant="light" tt="none">
            {t('assignments.edit.archivedBadge')}
          </Badge>
        )}
      </Group>
      {assignment.isPending ? (
        <Stack gap="md" aria-busy="true" role="status" aria-label={t('app.loading')}>
          <Skeleton height={40} />
          <Skeleton height={240} radius="md" />
        </Stack>
      ) : assignment.isError || !data ? (
        <Alert color="red" role="alert">
          {errorText(assignment.error, t('assignments.edit.loadError'))}
        </Alert>
      ) : (
        <>
          {data.archivedAt ? (
            <Text size="sm">{t('assignments.edit.archivedNote')}</Text>
          ) : (
            data.policies.update && <EditForm key={data.updatedAt} assignment={data} />
          )}
          <DeleteOrArchive assignment={data} />
        </>
      )}
    </Stack>
  );
}

/** Delete (nobody answered), else archive; an archived one: restore. Each asks first. */
function DeleteOrArchive({ assignment }: { assignment: TAssignment }) {
  const { t } = useTranslation();
  const headingId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const title = assignment.title;
  const refused = (failure: unknown) =>
    showToast({ variant: 'error', message: errorText(failure, t('assignments.edit.failed')) });
  const remove = useMutation({
    mutationFn: () => assignmentsApi.remove(assignment.id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: assignmentKeys.assignment(assignment.id) });
      await queryClient.invalidateQueries({ queryKey: assignmentKeys.ofClass(assignment.classId) });
      showToast({ variant: 'success', message: t('assignments.edit.deleted') });
      void navigate(`/classes/${assignment.classId}`);
    },
    onError: refused,
  });
  const archive = useMutation({
    mutationFn: (archived: boolean) => assignmentsApi.update(assignment.id, { archived }),
    onSuccess: async (saved, archived) => {
      queryClient.setQueryData(assignmentKeys.assignment(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: assignmentKeys.ofClass(saved.classId) });
      showToast({
        variant: 'success',
        message: archived ? t('assignments.edit.archived') : t('assignments.edit.restored'),
      });
    },
    onError: refused,
  });
  const canDelete = assignment.policies.delete && !assignment.hasAnswers;
  if (!canDelete && !assignment.policies.archive) return null;

  return (
    <TitledSection id={headingId} title={t('assignments.edit.dangerTitle')} titleSize="h3">
      {assignment.archivedAt ? (
        <ConfirmedButton
          variant="light"
          w="fit-content"
          label={t('assignments.edit.restore')}
          title={t('assignments.edit.restoreTitle')}
          message={t('assignments.edit.restoreMessage', { title })}
          confirmLabel={t('assignments.edit.restore')}
          pending={archive.isPending}
          onConfirm={(close) => archive.mutate(false, { onSuccess: close })}
        />
      ) : canDelete ? (
        <>
          <Text size="sm" c="dimmed">
            {t('assignments.edit.deleteHint')}
          </Text>
          <ConfirmedButton
            color="red"
            variant="light"
            w="fit-content"
            label={t('assignments.edit.delete')}
            title={t('assignments.edit.deleteTitle')}
            message={t('assignments.edit.deleteMessage', { title })}
            confirmLabel={t('assignments.edit.deleteConfirm')}
            pending={remove.isPending}
            onConfirm={() => remove.mutate()}
          />
        </>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('assignments.edit.archiveHint')}
          </Text>
          <ConfirmedButton
            variant="light"
            w="fit-content"
            label={t('assignments.edit.archive')}
            title={t('assignments.edit.archiveTitle')}
            message={t('assignments.edit.archiveMessage', { title })}
            confirmLabel={t('assignments.edit.archive')}
            pending={archive.isPending}
            onConfirm={(close) => archive.mutate(true, { onSuccess: close })}
          />
        </>
      )}
    </TitledSection>
  );
}

/** The form once the class is known: its pickers offer what fits the class's level. */
function EditForm({ assignment }: { assignment: TAssignment }) {
  const { t } = useTranslation();
  const schoolClass = useClass(assignment.classId);
  if (schoolClass.isPending) return <Skeleton height={240} radius="md" role="status" aria-label={t('app.loading')} />;
  if (schoolClass.isError) {
    return (
      <Alert color="red" role="alert">
        {errorText(schoolClass.error, t('assignments.edit.loadError'))}
      </Alert>
    );
  }
  return <AssignmentForm mode={{ kind: 'edit', assignment, classLevel: schoolClass.data.level }} />;
}
