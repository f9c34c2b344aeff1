import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TLesson, type TLessonChanged, type TUploadedFile, ZDisputeOpen } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { downloadFile } from '../../components/files/download-file';
import { ApiError, errorText, retryUnlessRefused } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { showToast } from '../../lib/toasts';
import { lessonApi, tutoringKeys } from './tutoring-api';
import './tutoring.pl';

/** The lesson of /account/lessons/{id}; a refusal is not retried, a 404 is the page's absence. */
export function useLessonPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const lesson = useQuery({
    queryKey: tutoringKeys.lesson(id),
    queryFn: ({ signal }) => lessonApi.lesson(id, signal),
    retry: retryUnlessRefused,
  });
  useDocumentTitle(t('tutoring.lesson.title'));
  return {
    lesson,
    missing: lesson.isError && lesson.error instanceof ApiError && lesson.error.status === 404,
    loadError: errorText(lesson.error, t('tutoring.loadError')),
    retry: () => void lesson.refetch(),
  };
}

/** What the viewer may do with a lesson: join its meeting, confirm it, rate it, open a dispute about it. */
export function useLessonActions(lesson: TLesson) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [disputing, setDisputing] = useState(false);
  const changed = (result: TLessonChanged) => {
    queryClient.setQueryData(tutoringKeys.lesson(lesson.id), result.lesson);
    void queryClient.invalidateQueries({ queryKey: ['tutoring', 'calendar'] });
    showToast({ variant: 'success', message: result.message });
  };
  const failed = (error: unknown) =>
    showToast({ variant: 'error', message: errorText(error, t('tutoring.loadError')) });
  const join = useMutation({
    mutationFn: () => lessonApi.meeting(lesson.id),
    onSuccess: (meeting) => navigate(`/chat?chatRoomId=${encodeURIComponent(meeting.roomId)}`),
    onError: failed,
  });
  const confirm = useMutation({ mutationFn: () => lessonApi.confirm(lesson.id), onSuccess: changed, onError: failed });
  const rate = useMutation({
    mutationFn: (rating: number) => lessonApi.rate(lesson.id, rating),
    onSuccess: changed,
    onError: failed,
  });
  return {
    /** Shows a changed lesson: the lesson's data replaced, the calendar read again, the server's message. */
    changed,
    join: () => join.mutate(),
    joining: join.isPending,
    confirm: () => confirm.mutate(),
    confirming: confirm.isPending,
    rate: (rating: number) => rate.mutate(rating),
    rating: rate.isPending,
    disputing,
    openDispute: () => setDisputing(true),
    closeDispute: () => setDisputing(false),
  };
}

export type TLessonActions = ReturnType<typeof useLessonActions>;

/** The lesson's files: downloading one, and attaching an uploaded one (its failure shown under the upload). */
export function useLessonFiles(lesson: TLesson, onChanged: (result: TLessonChanged) => void) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attach = useMutation({
    mutationFn: (fileId: string) => lessonApi.attach(lesson.id, fileId),
    onSuccess: (result) => {
      setAdding(false);
      setError(null);
      onChanged(result);
    },
    onError: (failure) => setError(errorText(failure, t('tutoring.loadError'))),
  });
  return {
    adding,
    add: () => setAdding(true),
    stopAdding: () => setAdding(false),
    error,
    uploaded: (files: TUploadedFile[]) => {
      const file = files[0];
      if (file) attach.mutate(file.id);
    },
    download: (file: TLesson['files'][number]) =>
      void downloadFile({ id: file.id, originalname: file.name }).catch((failure: unknown) =>
        showToast({ variant: 'error', message: errorText(failure, t('tutoring.loadError')) }),
      ),
  };
}

/** The dispute about a lesson: its reason, checked with the shared schema before it is sent. */
export function useLessonDispute(lesson: TLesson, onClose: () => void, onChanged: (result: TLessonChanged) => void) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (text: string) => lessonApi.dispute(lesson.id, { reason: text }),
    onSuccess: (result) => {
      setReason('');
      setError(null);
      onClose();
      onChanged(result);
    },
    onError: (failure) => setError(errorText(failure, t('tutoring.loadError'))),
  });
  const submit = () => {
    const parsed = ZDisputeOpen.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    send.mutate(parsed.data.reason);
  };
  return { reason, setReason, error, submit, sending: send.isPending };
}
