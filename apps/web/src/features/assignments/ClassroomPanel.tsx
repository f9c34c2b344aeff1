import { Alert, Anchor, Badge, Button, Card, Group, NativeSelect, Radio, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TClassroomGradeKind, TClassroomLink } from '@zadania/shared';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { PlainList } from '../../components/PlainList';
import { errorText, retryUnlessRefused } from '../../lib/api/api-error';
import { useViewer } from '../../lib/session/useViewer';
import { classroomApi, classroomKeys, classroomPl as pl } from './classroom-api';

const statusColor = { SENT: 'teal', PENDING: 'gray', NO_MATCH: 'yellow', ERROR: 'red' } as const;

/**
 * Google Classroom on a teacher's assignment page (issue 56, part 5): absent when the platform has no Google OAuth
 * client; otherwise connect, pick a course and the kind of grade, publish, then each pupil's grade status.
 */
export function ClassroomPanel({ assignmentId }: { assignmentId: string }) {
  const headingId = useId();
  const location = useLocation();
  const teacher = useViewer().viewer?.role === 'TEACHER';
  const status = useQuery({
    queryKey: classroomKeys.status,
    queryFn: ({ signal }) => classroomApi.status(signal),
    retry: retryUnlessRefused,
    enabled: teacher,
  });
  if (!teacher || !status.data?.configured) return null;
  const flag = new URLSearchParams(location.search).get('classroom') as keyof typeof pl.flags | null;
  return (
    <Card component="section" withBorder radius="md" padding="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {pl.title}
        </Title>
        {flag && pl.flags[flag] && (
          <Alert color={flag === 'connected' ? 'teal' : 'yellow'} role="status">
            {pl.flags[flag]}
          </Alert>
        )}
        {status.data.connected ? (
          <Connected assignmentId={assignmentId} />
        ) : (
          <Connect error={status.data.error ?? null} returnTo={location.pathname} />
        )}
      </Stack>
    </Card>
  );
}

function Connect({ error, returnTo }: { error: string | null; returnTo: string }) {
  const connect = useMutation({
    mutationFn: () => classroomApi.connect(returnTo),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  return (
    <>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Text size="sm">{pl.connectHint}</Text>
      {connect.isError && (
        <Alert color="red" role="alert">
          {errorText(connect.error, pl.loadFailed)}
        </Alert>
      )}
      <Button w="fit-content" loading={connect.isPending} onClick={() => connect.mutate()}>
        {pl.connect}
      </Button>
    </>
  );
}

function Connected({ assignmentId }: { assignmentId: string }) {
  const links = useQuery({
    queryKey: classroomKeys.links(assignmentId),
    queryFn: ({ signal }) => classroomApi.links(assignmentId, signal),
    retry: retryUnlessRefused,
  });
  if (links.isError) {
    return (
      <Alert color="red" role="alert">
        {errorText(links.error, pl.loadFailed)}
      </Alert>
    );
  }
  if (!links.data) return null;
  return (
    <>
      {links.data.results.map((link) => (
        <LinkStatus key={link.id} link={link} />
      ))}
      <PublishForm assignmentId={assignmentId} publishedIn={links.data.results.map((link) => link.courseId)} />
      <Disconnect />
    </>
  );
}

function Disconnect() {
  const queryClient = useQueryClient();
  const disconnect = useMutation({
    mutationFn: () => classroomApi.disconnect(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classroomKeys.status }),
  });
  return (
    <Button
      variant="subtle"
      size="xs"
      w="fit-content"
      loading={disconnect.isPending}
      onClick={() => disconnect.mutate()}
    >
      {pl.disconnect}
    </Button>
  );
}

function PublishForm({ assignmentId, publishedIn }: { assignmentId: string; publishedIn: string[] }) {
  const queryClient = useQueryClient();
  const [courseId, setCourseId] = useState('');
  const [grade, setGrade] = useState<TClassroomGradeKind>('DRAFT');
  const courses = useQuery({
    queryKey: classroomKeys.courses,
    queryFn: ({ signal }) => classroomApi.courses(signal),
    retry: retryUnlessRefused,
  });
  const publish = useMutation({
    mutationFn: () => classroomApi.publish(assignmentId, { courseId, grade }),
    onSuccess: async () => {
      setCourseId('');
      await queryClient.invalidateQueries({ queryKey: classroomKeys.links(assignmentId) });
    },
  });
  const options = (courses.data?.results ?? [])
    .filter((course) => !publishedIn.includes(course.id))
    .map((course) => ({
      value: course.id,
      label: course.section ? `${course.name} (${course.section})` : course.name,
    }));
  if (courses.isError) {
    return (
      <Alert color="red" role="alert">
        {errorText(courses.error, pl.loadFailed)}
      </Alert>
    );
  }
  if (courses.data && courses.data.results.length === 0) return <Text size="sm">{pl.noCourses}</Text>;
  if (courses.data && options.length === 0) return null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (courseId) publish.mutate();
      }}
    >
      <Stack gap="sm">
        <NativeSelect
          label={pl.course}
          data={[{ value: '', label: pl.coursePlaceholder }, ...options]}
          value={courseId}
          onChange={(event) => setCourseId(event.currentTarget.value)}
          disabled={!courses.data}
          maw={420}
        />
        <Radio.Group label={pl.grade} value={grade} onChange={(value) => setGrade(value as TClassroomGradeKind)}>
          <Group gap="md" mt={4}>
            <Radio value="DRAFT" label={pl.gradeDraft} />
            <Radio value="ASSIGNED" label={pl.gradeAssigned} />
          </Group>
        </Radio.Group>
        {publish.isError && (
          <Alert color="red" role="alert">
            {errorText(publish.error, pl.loadFailed)}
          </Alert>
        )}
        <Button type="submit" w="fit-content" disabled={!courseId} loading={publish.isPending}>
          {pl.publish}
        </Button>
      </Stack>
    </form>
  );
}

function LinkStatus({ link }: { link: TClassroomLink }) {
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{pl.published.replace('{course}', link.courseName)}</Text>
        <Badge variant="light" tt="none">
          {pl.gradeKind[link.grade]}
        </Badge>
        {link.courseWorkLink?.startsWith('https://') && (
          <Anchor href={link.courseWorkLink} target="_blank" rel="noopener noreferrer" size="sm">
            {pl.openCourseWork}
          </Anchor>
        )}
      </Group>
      <PlainList gap={4} aria-label={pl.pupils}>
        {link.pupils.map((pupil) => (
          <Group component="li" key={pupil.userId} gap="xs" wrap="wrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {pupil.name}
            </Text>
            <Badge size="sm" variant="light" tt="none" color={statusColor[pupil.status]}>
              {pupil.status === 'SENT'
                ? `${pl.status.SENT}: ${pupil.points}/${pupil.maxPoints}`
                : pl.status[pupil.status]}
            </Badge>
            {pupil.error && pupil.status === 'ERROR' && (
              <Text size="xs" c="red">
                {pupil.error}
              </Text>
            )}
          </Group>
        ))}
      </PlainList>
    </Stack>
  );
}
