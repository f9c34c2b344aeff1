import { Alert, Anchor, Box, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatPln, schoolLevelLabels, subjectLabels, type TCourseCard } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { CourseCover } from '../courses';
import { courseEditorApi, courseEditorKeys } from './course-editor-api';
import { CourseStatusBadge } from './course-status-badge';
import './course-editor.pl';
import { PlainList } from '../../components/PlainList';

/** The rejection comment is only on the full course; a rejected card fetches it. */
function RejectionComment({ id }: { id: string }) {
  const { t } = useTranslation();
  const course = useQuery({
    queryKey: courseEditorKeys.course(id),
    queryFn: ({ signal }) => courseEditorApi.course(id, signal),
  });
  const comment = course.data?.reviewComment;
  if (!comment) return null;
  return (
    <Text size="sm" c="red.8">
      {t('courseEditor.mine.rejectedComment', { comment })}
    </Text>
  );
}

/** The list's cards do not carry `coverFileId` in the contract yet: read when present, the placeholder otherwise. */
function MyCourseCard({ course }: { course: TCourseCard }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" component="li">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Box w={{ base: 88, xs: 140 }} style={{ flex: 'none' }}>
          <CourseCover title={course.title} coverFileId={course.coverFileId} />
        </Box>
        <Stack gap={6} flex={1} miw={0}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Anchor component={Link} to={`/account/courses/${course.id}/edit`} fw={600}>
              {course.title}
            </Anchor>
            <CourseStatusBadge status={course.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {subjectLabels[course.subject]} · {schoolLevelLabels[course.level]} ·{' '}
            {course.priceGross === null ? t('courseEditor.mine.free') : formatPln(course.priceGross)} ·{' '}
            {t('courseEditor.mine.nodes', { count: course.nodeCount })}
          </Text>
          {course.status === 'REJECTED' && <RejectionComment id={course.id} />}
          <Group gap="xs">
            <Button component={Link} to={`/account/courses/${course.id}/edit`} size="xs" variant="light">
              {t('courseEditor.mine.edit')}
            </Button>
            <Button component={Link} to={`/courses/${course.slug}`} size="xs" variant="default">
              {t('courseEditor.mine.preview')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

/** /account/courses: a teacher's (or ADMIN's) own courses in every state, with a link to a new one. */
export function MyCoursesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useDocumentTitle(t('courseEditor.mine.title'));
  const courses = useQuery({ queryKey: courseEditorKeys.mine, queryFn: ({ signal }) => courseEditorApi.mine(signal) });

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={900}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('courseEditor.mine.title')}</Title>
        <Button component={Link} to="/account/courses/new" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('courseEditor.mine.newCourse')}
        </Button>
      </Group>
      {courses.isPending ? (
        <Stack gap="sm" aria-busy>
          <Skeleton height={96} radius="md" />
          <Skeleton height={96} radius="md" />
        </Stack>
      ) : courses.isError ? (
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('courseEditor.loadError')}</Text>
            <Button
              size="xs"
              variant="light"
              onClick={() => void queryClient.invalidateQueries({ queryKey: courseEditorKeys.mine })}
            >
              {t('courseEditor.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : courses.data.results.length === 0 ? (
        <Text c="dimmed">{t('courseEditor.mine.empty')}</Text>
      ) : (
        <PlainList gap="sm">
          {courses.data.results.map((course) => (
            <MyCourseCard key={course.id} course={course} />
          ))}
        </PlainList>
      )}
    </Stack>
  );
}
