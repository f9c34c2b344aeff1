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
import { useNavigate, useParams } from 'react-router';
import { errorText } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { showToast } from '../../lib/toasts';
import { courseEditorApi, courseEditorKeys } from './course-editor-api';
import './course-editor.pl';

/** /account/courses/new: creating the course; once created, its editor opens. */
export function useNewCoursePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useDocumentTitle(t('courseEditor.form.newTitle'));
  return useMutation({
    mutationFn: (body: TCourseSave) => courseEditorApi.create(body),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: courseEditorKeys.all });
      queryClient.setQueryData(courseEditorKeys.course(result.course.id), result.course);
      showToast({ variant: 'success', message: result.message });
      void navigate(`/account/courses/${result.course.id}/edit`);
    },
  });
}

/** /account/courses/{id}/edit: the course being edited; the page's title is its title once loaded. */
export function useCourseEditorPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const course = useQuery({
    queryKey: courseEditorKeys.course(id),
    queryFn: ({ signal }) => courseEditorApi.course(id, signal),
  });
  useDocumentTitle(course.data ? course.data.title : t('courseEditor.form.editTitle'));
  return {
    course,
    /** The server's message for a failed load; the generic one for anything else. */
    loadError: errorText(course.error, t('courseEditor.loadError')),
    retry: () => void queryClient.invalidateQueries({ queryKey: courseEditorKeys.course(id) }),
  };
}

/** The node dialog: the node being edited (null: a new one) and where a new one goes. */
type TDialog = { node: TCourseNode | null; parentId: string | null } | null;
/** What the delete question is about. */
export type TConfirm = { kind: 'course' } | { kind: 'node'; node: TCourseNode } | null;

/** The editor's changes to a loaded course: its card, its nodes, its state, deleting; each result updates the cache. */
export function useCourseEditor(course: TCourse) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<TDialog>(null);
  const [confirm, setConfirm] = useState<TConfirm>(null);

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

  return {
    dialog,
    confirm,
    setConfirm,
    save,
    saveNode,
    move,
    transition,
    /** Opens the node dialog for a new node under `parentId`, or for `node`; a previous save's error is cleared. */
    openNodeDialog: (node: TCourseNode | null, parentId: string | null) => {
      saveNode.reset();
      setDialog({ node, parentId });
    },
    closeNodeDialog: () => setDialog(null),
    saveDialogNode: (body: TCourseNodeSave) => saveNode.mutate({ node: dialog?.node ?? null, body }),
    removing: removeNode.isPending || removeCourse.isPending,
    /** Deletes what the question is about. */
    confirmRemove: () => {
      if (confirm?.kind === 'node') removeNode.mutate(confirm.node);
      else if (confirm?.kind === 'course') removeCourse.mutate();
    },
  };
}
