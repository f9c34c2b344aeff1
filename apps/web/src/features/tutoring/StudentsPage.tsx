import './tutoring-styles';
import { Avatar, Badge, Button, Card, Group, Select, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  can,
  studentTeacherStatusLabels,
  type TStudentTeacherLink,
  type TStudentTeacherStatus,
  timings,
  tutoring,
} from '@zadania/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListNotLoadedAlert } from '../../components/ListLoadStates';
import { PagedListPagination } from '../../components/ResultsPagination';
import { ApiError } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { showToast } from '../../lib/toasts';
import { useViewer } from '../auth/useViewer';
import { StudentProgress } from '../learning/StudentProgress';
import { initialsOf } from '../profiles/profile-paths';
import { lessonApi, tutoringKeys } from './tutoring-api';
import { formatLocalDate, warsawClock } from './tutoring-format';
import '../learning/learning.pl';
import './tutoring.pl';

type TSide = 'student' | 'teacher';

const statusColors: Record<TStudentTeacherStatus, string> = {
  PENDING: 'yellow',
  ACCEPTED: 'teal',
  REJECTED: 'gray',
  ENDED: 'gray',
};

const errorText = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** /account/students: a TEACHER's students (and invitations), and everyone's teachers and invitations received. */
export function StudentsPage() {
  const { t } = useTranslation();
  const { viewer, ready } = useViewer();
  const [params, setParams] = useSearchParams();
  const teaches = can(viewer, 'offerLessons', tutoring);
  const side: TSide = teaches && params.get('as') !== 'student' ? 'teacher' : 'student';
  useDocumentTitle(teaches ? t('tutoring.students.title') : t('tutoring.students.myTeachers'));

  const content = ready && (
    <Stack gap="md">
      {side === 'teacher' && <InviteForm />}
      <LinkList side={side} />
    </Stack>
  );
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={960}>
      <Title order={1}>{teaches ? t('tutoring.students.title') : t('tutoring.students.myTeachers')}</Title>
      {!ready && <Skeleton height={160} aria-hidden />}
      {ready && teaches ? (
        <Tabs
          value={side}
          onChange={(value) =>
            setParams(value === 'student' ? new URLSearchParams({ as: 'student' }) : new URLSearchParams())
          }
        >
          <Tabs.List>
            <Tabs.Tab value="teacher">{t('tutoring.students.myStudents')}</Tabs.Tab>
            <Tabs.Tab value="student">{t('tutoring.students.myTeachers')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value={side} pt="md">
            {content}
          </Tabs.Panel>
        </Tabs>
      ) : (
        content
      )}
    </Stack>
  );
}

/** A TEACHER picks a user (not yet linked) and invites them as a student. */
function InviteForm() {
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (studentId) invite.mutate(studentId);
  };
  const options = (users.data?.results ?? []).map((user) => ({
    value: user.id,
    label: user.displayName === user.username ? user.username : `${user.displayName} (${user.username})`,
  }));
  return (
    <Card withBorder radius="md" padding="md" component="form" onSubmit={submit}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('tutoring.students.invite')}
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('tutoring.students.pickStudent')}
            placeholder={t('tutoring.students.pickPlaceholder')}
            searchable
            clearable
            data={options}
            value={studentId}
            onChange={setStudentId}
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options: all }) => all}
            nothingFoundMessage={t('tutoring.students.nobody')}
            error={error}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button
            type="submit"
            leftSection={<IconUserPlus size={16} aria-hidden />}
            disabled={!studentId}
            loading={invite.isPending}
          >
            {t('tutoring.students.send')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function LinkList({ side }: { side: TSide }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: tutoringKeys.linkList(side, page),
    queryFn: ({ signal }) => lessonApi.links(side, page, signal),
    placeholderData: keepPreviousData,
  });
  if (!list.data)
    return (
      <ListNotLoadedAlert
        list={list}
        skeletonHeight={120}
        message={t('tutoring.loadError')}
        retryLabel={t('tutoring.retry')}
      />
    );
  return (
    <Stack gap="sm">
      {list.data.results.length === 0 && <Text c="dimmed">{t('tutoring.students.empty')}</Text>}
      {list.data.results.map((link) => (
        <LinkCard key={link.id} link={link} side={side} />
      ))}
      <PagedListPagination list={list.data} onPageChange={setPage} />
    </Stack>
  );
}

type TAction = 'accept' | 'reject' | 'end';

function LinkCard({ link, side }: { link: TStudentTeacherLink; side: TSide }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const other = side === 'teacher' ? link.student : link.teacher;
  const nameId = `link-${link.id}`;
  const [showProgress, setShowProgress] = useState(false);
  const act = useMutation({
    mutationFn: (action: TAction) =>
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
  const button = (action: TAction, label: string, variant: string, color?: string) => (
    <Button
      size="sm"
      variant={variant}
      color={color}
      loading={act.isPending && act.variables === action}
      disabled={act.isPending}
      onClick={() => act.mutate(action)}
      aria-describedby={nameId}
    >
      {label}
    </Button>
  );
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={nameId} data-testid="link">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar src={other.avatar?.url} alt="" size={40} radius="xl" color="blue">
            {initialsOf(other.displayName)}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} id={nameId} style={{ overflowWrap: 'anywhere' }}>
              {other.displayName}
            </Text>
            <Text size="xs" c="dimmed">
              {t('tutoring.students.since', { date: formatLocalDate(warsawClock(link.createdAt).date) })}
            </Text>
          </Stack>
          <Badge color={statusColors[link.status]} variant="light" radius="sm" tt="none">
            {studentTeacherStatusLabels[link.status]}
          </Badge>
        </Group>
        <Group gap="xs">
          {side === 'teacher' && link.status === 'ACCEPTED' && (
            <Button
              size="sm"
              variant="light"
              onClick={() => setShowProgress((shown) => !shown)}
              aria-expanded={showProgress}
              aria-describedby={nameId}
            >
              {showProgress ? t('learning.student.hide') : t('learning.student.show')}
            </Button>
          )}
          {link.policies.accept && button('accept', t('tutoring.students.accept'), 'filled')}
          {link.policies.reject && button('reject', t('tutoring.students.reject'), 'default')}
          {link.policies.end && button('end', t('tutoring.students.end'), 'default', 'red')}
        </Group>
      </Group>
      {showProgress && (
        <Stack mt="sm">
          <StudentProgress studentId={link.student.id} labelledBy={nameId} />
        </Stack>
      )}
    </Card>
  );
}
