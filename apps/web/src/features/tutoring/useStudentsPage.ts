import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { can, type TStudentTeacherLink, timings, tutoring } from '@zadania/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useViewer } from '../../lib/session/useViewer';
import { showToast } from '../../lib/toasts';
import { lessonApi, tutoringKeys } from './tutoring-api';
import './tutoring.pl';

export type TLinkSide = 'student' | 'teacher';
type TLinkAction = 'accept' | 'reject' | 'end';

/** The side of /account/students from the URL: a TEACHER starts at their students, anyone else at their teachers. */
export function useStudentsPage() {
  const { t } = useTranslation();
  const { viewer, ready } = useViewer();
  const [params, setParams] = useSearchParams();
  const teaches = can(viewer, 'offerLessons', tutoring);
  const side: TLinkSide = teaches && params.get('as') !== 'student' ? 'teacher' : 'student';
  const title = teaches ? t('tutoring.students.title') : t('tutoring.students.myTeachers');
  useDocumentTitle(title);
  return {
    ready,
    teaches,
    side,
    title,
    chooseSide: (value: string | null) =>
      setParams(value === 'student' ? new URLSearchParams({ as: 'student' }) : new URLSearchParams()),
  };
}

/** A TEACHER's invitation: the users found by what is typed (debounced), the one picked, sending the invitation. */
export function useInviteStudent() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, timings.debounceMs);
  const [studentId, setStudentId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const users = useQuery({
    queryKey: tutoringKeys.selectableStudents(debounced),
    queryFn: ({ signal }) => lessonApi.selectableStudents(debounced, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const invite = useMutation({
    mutationFn: lessonApi.invite,
    onSuccess: (result) => {
      showToast({ variant: 'success', message: result.message });
      setStudentId(null);
      setSearch('');
      setError(null);
      void queryClient.invalidateQueries({ queryKey: tutoringKeys.links });
      void queryClient.invalidateQueries({ queryKey: ['tutoring', 'selectable-students'] });
    },
    onError: (failure) => setError(errorText(failure, t('tutoring.loadError'))),
  });
  return {
    search,
    setSearch,
    studentId,
    setStudentId,
    error,
    options: (users.data?.results ?? []).map((user) => ({
      value: user.id,
      label: user.displayName === user.username ? user.username : `${user.displayName} (${user.username})`,
    })),
    submit: (event: FormEvent) => {
      event.preventDefault();
      if (studentId) invite.mutate(studentId);
    },
    inviting: invite.isPending,
  };
}

/** One page of the viewer's links on one side. */
export function useLinkList(side: TLinkSide) {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: tutoringKeys.linkList(side, page),
    queryFn: ({ signal }) => lessonApi.links(side, page, signal),
    placeholderData: keepPreviousData,
  });
  return { list, setPage };
}

/** Accepting, rejecting or ending a link; the action under way is the one that shows it. */
export function useLinkActions(link: TStudentTeacherLink) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: (action: TLinkAction) =>
      action === 'accept'
        ? lessonApi.acceptLink(link.id)
        : action === 'reject'
          ? lessonApi.rejectLink(link.id)
          : lessonApi.endLink(link.id),
    onSuccess: (result) => {
      showToast({ variant: 'success', message: result.message });
      void queryClient.invalidateQueries({ queryKey: tutoringKeys.links });
    },
    onError: (failure) => showToast({ variant: 'error', message: errorText(failure, t('tutoring.loadError')) }),
  });
  return {
    run: (action: TLinkAction) => act.mutate(action),
    busy: act.isPending,
    running: (action: TLinkAction) => act.isPending && act.variables === action,
  };
}
