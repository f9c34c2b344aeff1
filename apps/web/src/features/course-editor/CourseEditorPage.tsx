import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { TCourse } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/BackLink';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CourseCardForm } from './CourseCardForm';
import { CourseEditorHeader, CourseStateActions } from './CourseEditorHeader';
import { CourseTreeEditor } from './CourseTreeEditor';
import { NodeDialog } from './NodeDialog';
import { type TConfirm, useCourseEditor, useCourseEditorPage, useNewCoursePage } from './useCourseEditorPage';
import './course-editor.pl';

/** /account/courses/new: the card of a new course; once created, its editor opens. */
export function NewCoursePage() {
  const { t } = useTranslation();
  const create = useNewCoursePage();
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
  const { course, loadError, retry } = useCourseEditorPage();

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
            <Text size="sm">{loadError}</Text>
            <Button size="xs" variant="light" onClick={retry}>
              {t('courseEditor.retry')}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  return <CourseEditor course={course.data} />;
}

/** The delete question's title and text: about a node, or about the whole course. */
function useConfirmTexts(confirm: TConfirm) {
  const { t } = useTranslation();
  return confirm?.kind === 'node'
    ? {
        title: t('courseEditor.tree.delete', { title: confirm.node.title }),
        message: t('courseEditor.tree.deleteConfirm', { title: confirm.node.title }),
      }
    : { title: t('courseEditor.actions.delete'), message: t('courseEditor.actions.deleteConfirm') };
}

/** A loaded course's editor: its state and actions, its card, its tree of nodes, and their dialogs. */
function CourseEditor({ course }: { course: TCourse }) {
  const { t } = useTranslation();
  const editor = useCourseEditor(course);
  const { dialog, confirm, save, saveNode, move, transition } = editor;
  const { policies } = course;
  const confirmTexts = useConfirmTexts(confirm);

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={900}>
      <BackToMyCourses />
      <CourseEditorHeader course={course} />
      <CourseStateActions
        course={course}
        transition={transition.isPending ? (transition.variables ?? null) : null}
        onTransition={transition.mutate}
        onDelete={() => editor.setConfirm({ kind: 'course' })}
      />
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
        onAdd={(parentId) => editor.openNodeDialog(null, parentId)}
        onEdit={(node) => editor.openNodeDialog(node, node.parentId)}
        onDelete={(node) => editor.setConfirm({ kind: 'node', node })}
        onMove={(node, body) => move.mutate({ node, body })}
      />
      <NodeDialog
        opened={dialog !== null}
        node={dialog?.node ?? null}
        parentId={dialog?.parentId ?? null}
        nodes={course.nodes}
        pending={saveNode.isPending}
        failure={saveNode.error}
        onClose={editor.closeNodeDialog}
        onSave={editor.saveDialogNode}
      />
      <ConfirmDialog
        opened={confirm !== null}
        title={confirmTexts.title}
        message={confirmTexts.message}
        confirmLabel={t('courseEditor.actions.confirm')}
        cancelLabel={t('courseEditor.actions.cancel')}
        pending={editor.removing}
        onClose={() => editor.setConfirm(null)}
        onConfirm={editor.confirmRemove}
      />
    </Stack>
  );
}
