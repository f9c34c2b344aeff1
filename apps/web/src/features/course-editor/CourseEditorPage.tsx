import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCourse,
  TCourseChanged,
  TCourseNode,
  TCourseNodeMove,
  TCourseNodeSave,
  TCourseSave,
} from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { BackLink } from '../../components/BackLink';
import { ApiError } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { showToast } from '../../lib/toasts';
import { ConfirmDialog } from './ConfirmDialog';
import { CourseCardForm } from './CourseCardForm';
import { CourseTreeEditor } from './CourseTreeEditor';
import { courseEditorApi, courseEditorKeys } from './course-editor-api';
import { CourseStatusBadge } from './course-status-badge';
import { NodeDialog } from './NodeDialog';
import './course-editor.pl';

const errorText = (failure: unknown, fallback: string) => (failure instanceof ApiError ? failure.message : fallback);

/** /account/courses/new: the card of a new course; once created, its editor opens. */
export function NewCoursePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useDocumentTitle(t('courseEditor.form.newTitle'));
  const create = useMutation({
    mutationFn: (body: TCourseSave) => courseEditorApi.create(body),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: courseEditorKeys.all });
      queryClient.setQueryData(courseEditorKeys.course(result.course.id), result.course);
      showToast({ variant: 'success', message: result.message });
      void navigate(`/account/courses/${result.course.id}/edit`);
    },
  });
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={900}>
      <BackToMyCourses />
      <Title order={1}>{t('courseEditor.form.newTitle')}</Title>
      <CourseCardForm course={null} pending={create.isPending} failure={create.error} onSave={create.mutate} />
    </Stack>
  );
}

function BackToMyCourses() {
  const { t } = useTranslation();
  return <BackLink to="/account/courses">{t('courseEditor.form.back')}</BackLink>;
}

/** /account/courses/{id}/edit: the card, the tree of nodes and the course's state changes. */
export function CourseEditorPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const course = useQuery({
    queryKey: courseEditorKeys.course(id),
    queryFn: ({ signal }) => courseEditorApi.course(id, signal),
  });
  useDocumentTitle(course.data ? course.data.title : t('courseEditor.form.editTitle'));

  if (course.isPending)
    return (
      <Stack gap="md" maw={900} aria-busy>
        <Skeleton height={36} width="50%" />
        <Skeleton height={320} radius="md" />
        <Skeleton height={160} radius="md" />
      </Stack>
    );
  if (course.isError)
    return (
      <Stack gap="md" maw={900}>
        <BackToMyCourses />
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(course.error, t('courseEditor.loadError'))}</Text>
            <Button
              size="xs"
              variant="light"
              onClick={() => void queryClient.invalidateQueries({ queryKey: courseEditorKeys.course(id) })}
            >
              {t('courseEditor.retry')}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  return <CourseEditor course={course.data} />;
}

type TDialog = { node: TCourseNode | null; parentId: string | null } | null;
type TConfirm = { kind: 'course' } | { kind: 'node'; node: TCourseNode } | null;

function CourseEditor({ course }: { course: TCourse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<TDialog>(null);
  const [confirm, setConfirm] = useState<TConfirm>(null);
  const { policies } = course;

  const changed = (result: TCourseChanged, toast = true) => {
    queryClient.setQueryData(courseEditorKeys.course(course.id), result.course);
    void queryClient.invalidateQueries({ queryKey: courseEditorKeys.mine });
    if (toast) showToast({ variant: 'success', message: result.message });
  };
  const failed = (failure: unknown) =>
    showToast({ variant: 'error', message: errorText(failure, t('courseEditor.loadError')) });

  const save = useMutation({
    mutationFn: (body: TCourseSave) => courseEditorApi.update(course.id, body),
    onSuccess: (result) => changed(result),
  });
  const saveNode = useMutation({
    mutationFn: ({ node, body }: { node: TCourseNode | null; body: TCourseNodeSave }) =>
      node ? courseEditorApi.updateNode(node.id, body) : courseEditorApi.addNode(course.id, body),
    onSuccess: (result) => {
      changed(result);
      setDialog(null);
    },
  });
  const move = useMutation({
    mutationFn: ({ node, body }: { node: TCourseNode; body: TCourseNodeMove }) =>
      courseEditorApi.moveNode(node.id, body),
    onSuccess: (result) => changed(result, false),
    onError: failed,
  });
  const removeNode = useMutation({
    mutationFn: (node: TCourseNode) => courseEditorApi.deleteNode(node.id),
    onSuccess: (result) => {
      changed(result);
      setConfirm(null);
    },
    onError: failed,
  });
  const transition = useMutation({
    mutationFn: (action: 'submit' | 'withdraw' | 'unpublish') => courseEditorApi[action](course.id),
    onSuccess: (result) => changed(result),
    onError: failed,
  });
  const removeCourse = useMutation({
    mutationFn: () => courseEditorApi.remove(course.id),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: courseEditorKeys.all });
      queryClient.removeQueries({ queryKey: courseEditorKeys.course(course.id) });
      showToast({ variant: 'success', message: result.message });
      void navigate('/account/courses');
    },
    onError: failed,
  });

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={900}>
      <BackToMyCourses />
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1}>{course.title}</Title>
        <CourseStatusBadge status={course.status} />
      </Group>
      {course.status === 'REJECTED' && course.reviewComment && (
        <Alert color="red" icon={<IconAlertCircle />}>
          {t('courseEditor.mine.rejectedComment', { comment: course.reviewComment })}
        </Alert>
      )}
      {course.status === 'UNDER_REVIEW' && (
        <Alert color="yellow" icon={<IconAlertCircle />}>
          {t('courseEditor.actions.underReview')}
        </Alert>
      )}
      <Group gap="xs" wrap="wrap">
        {policies.submit && (
          <Button
            onClick={() => transition.mutate('submit')}
            loading={transition.isPending && transition.variables === 'submit'}
          >
            {t('courseEditor.actions.submit')}
          </Button>
        )}
        {policies.withdraw && (
          <Button
            variant="light"
            onClick={() => transition.mutate('withdraw')}
            loading={transition.isPending && transition.variables === 'withdraw'}
          >
            {t('courseEditor.actions.withdraw')}
          </Button>
        )}
        {policies.unpublish && (
          <Button
            variant="light"
            color="orange"
            onClick={() => transition.mutate('unpublish')}
            loading={transition.isPending && transition.variables === 'unpublish'}
          >
            {t('courseEditor.actions.unpublish')}
          </Button>
        )}
        <Button component={Link} to={`/courses/${course.slug}`} variant="default">
          {t('courseEditor.actions.preview')}
        </Button>
        {policies.delete && (
          <Button variant="subtle" color="red" onClick={() => setConfirm({ kind: 'course' })}>
            {t('courseEditor.actions.delete')}
          </Button>
        )}
      </Group>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <CourseCardForm
          key={course.id}
          course={course}
          disabled={!policies.update}
          pending={save.isPending}
          failure={save.error}
          onSave={save.mutate}
        />
      </Paper>
      <CourseTreeEditor
        nodes={course.nodes}
        editable={policies.update}
        busy={move.isPending}
        onAdd={(parentId) => {
          saveNode.reset();
          setDialog({ node: null, parentId });
        }}
        onEdit={(node) => {
          saveNode.reset();
          setDialog({ node, parentId: node.parentId });
        }}
        onDelete={(node) => setConfirm({ kind: 'node', node })}
        onMove={(node, body) => move.mutate({ node, body })}
      />
      <NodeDialog
        opened={dialog !== null}
        node={dialog?.node ?? null}
        parentId={dialog?.parentId ?? null}
        nodes={course.nodes}
        pending={saveNode.isPending}
        failure={saveNode.error}
        onClose={() => setDialog(null)}
        onSave={(body) => saveNode.mutate({ node: dialog?.node ?? null, body })}
      />
      <ConfirmDialog
        opened={confirm !== null}
        title={
          confirm?.kind === 'node'
            ? t('courseEditor.tree.delete', { title: confirm.node.title })
            : t('courseEditor.actions.delete')
        }
        message={
          confirm?.kind === 'node'
            ? t('courseEditor.tree.deleteConfirm', { title: confirm.node.title })
            : t('courseEditor.actions.deleteConfirm')
        }
        confirmLabel={t('courseEditor.actions.confirm')}
        cancelLabel={t('courseEditor.actions.cancel')}
        pending={removeNode.isPending || removeCourse.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm?.kind === 'node') removeNode.mutate(confirm.node);
          else if (confirm?.kind === 'course') removeCourse.mutate();
        }}
      />
    </Stack>
  );
}
