import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowRight } from '@tabler/icons-react';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { TCourse, TCourseNode } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { filesApi } from '../../components/files/files-api';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { toPlainText } from '../../lib/rich-text/plain-text';
import { CourseAttachments } from './CourseAttachments';
import { CourseQuiz } from './CourseQuiz';
import { isGroupNode, learnPath } from './course-tree';
import { courseKeys, coursesApi, homeworkQuery } from './courses-api';
import './courses.pl';

function LoadingLine() {
  const { t } = useTranslation();
  return <Skeleton height={60} radius="md" role="status" aria-label={t('courses.player.homeworkLoading')} />;
}

function HomeworkNode({ homeworkId }: { homeworkId: string }) {
  const { t } = useTranslation();
  const homework = useQuery(homeworkQuery(homeworkId));
  if (homework.isPending) return <LoadingLine />;
  if (!homework.data)
    return (
      <Text c="red" role="alert">
        {t('courses.player.homeworkError')}
      </Text>
    );
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <RichContent html={homework.data.description} />
        <Group>
          <Button
            component={Link}
            to={`/homeworks/${encodeURIComponent(homework.data.slug)}`}
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            {t('courses.player.homework')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function HomeworksListNode({ homeworkIds }: { homeworkIds: string[] }) {
  const { t } = useTranslation();
  const tasks = useQueries({ queries: homeworkIds.map((id) => homeworkQuery(id)) });
  return (
    <Stack component="ol" gap="xs" m={0} pl="lg">
      {homeworkIds.map((id, index) => {
        const task = tasks[index];
        const label = t('courses.player.taskNumber', { number: index + 1 });
        return (
          <li key={id}>
            {task?.data ? (
              <Anchor component={Link} to={`/homeworks/${encodeURIComponent(task.data.slug)}`}>
                {label}
                {': '}
                {toPlainText(task.data.description, 100)}
              </Anchor>
            ) : task?.isPending ? (
              <Skeleton height={18} width="70%" radius="sm" />
            ) : (
              <Text c="dimmed">{label}</Text>
            )}
          </li>
        );
      })}
    </Stack>
  );
}

function ExamNode({ examId }: { examId: string }) {
  const { t } = useTranslation();
  const exam = useQuery({
    queryKey: courseKeys.exam(examId),
    queryFn: ({ signal }) => coursesApi.exam(examId, signal),
  });
  if (exam.isPending) return <LoadingLine />;
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" gap="sm">
        <Text fw={600}>{exam.data?.name ?? t('courses.player.examFallback')}</Text>
        <Button
          component={Link}
          to={`/exams/${encodeURIComponent(exam.data?.slug ?? examId)}`}
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          {t('courses.player.exam')}
        </Button>
      </Group>
    </Card>
  );
}

function GroupNode({ course, node }: { course: TCourse; node: TCourseNode }) {
  const { t } = useTranslation();
  const children = course.nodes.filter((child) => child.parentId === node.id).sort((a, b) => a.position - b.position);
  if (children.length === 0) return <Text c="dimmed">{t('courses.player.groupEmpty')}</Text>;
  return (
    <Stack gap="xs">
      <Text>{t('courses.player.group', { type: t(`courses.nodeTypes.${node.type}`).toLowerCase() })}</Text>
      <Stack component="ul" gap={4} m={0} pl="lg">
        {children.map((child) => (
          <li key={child.id}>
            <Anchor component={Link} to={learnPath(course.slug, child.id)}>
              {child.title}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * What a node shows by its type, then its attachments as download links (a node the viewer may open; locked
 * ones are handled by the player).
 */
export function CourseNodeContent({ course, node }: { course: TCourse; node: TCourseNode }) {
  if (isGroupNode(node)) return <GroupNode course={course} node={node} />;
  return (
    <Stack gap="lg">
      <NodeBody node={node} />
      <CourseAttachments attachments={node.attachments} />
    </Stack>
  );
}

/**
 * A course video. A <video> element sends no Authorization header, and a paid course's video is held back, so it
 * plays from the signed link the API gives whoever may watch it (valid for hours, read once per node).
 */
function CourseVideo({ fileId, title }: { fileId: string; title: string }) {
  const { t } = useTranslation();
  const link = useQuery({
    queryKey: courseKeys.videoUrl(fileId),
    queryFn: () => filesApi.preview(fileId),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  if (link.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle />}>
        {t('courses.player.videoFailed')}
      </Alert>
    );
  if (!link.data) return <Skeleton style={{ aspectRatio: '16 / 9' }} w="100%" />;
  return (
    // biome-ignore lint/a11y/useMediaCaption: uploaded course videos come without caption tracks
    <video
      controls
      preload="metadata"
      src={link.data.url}
      aria-label={title}
      style={{ width: '100%', maxHeight: '70vh', display: 'block', background: 'black' }}
    >
      {t('courses.player.videoFallback')}
    </video>
  );
}

function NodeBody({ node }: { node: TCourseNode }) {
  const { t } = useTranslation();
  switch (node.type) {
    case 'ARTICLE':
      return <RichContent html={node.content ?? ''} />;
    case 'VIDEO':
      if (!node.fileId)
        return (
          <Alert color="yellow" icon={<IconAlertCircle />}>
            {t('courses.player.videoMissing')}
          </Alert>
        );
      return <CourseVideo key={node.fileId} fileId={node.fileId} title={node.title} />;
    case 'HOMEWORK':
      return node.homeworkId ? <HomeworkNode homeworkId={node.homeworkId} /> : null;
    case 'HOMEWORKS_LIST':
      return <HomeworksListNode homeworkIds={node.homeworkIds} />;
    case 'QUIZ':
      return <CourseQuiz node={node} />;
    case 'EXAM':
      return node.examId ? <ExamNode examId={node.examId} /> : null;
    case 'HOMEWORK_TYPE':
      return node.homeworkTypeId ? (
        <Group>
          <Button
            component={Link}
            to={`/homeworks?typesIds=${encodeURIComponent(node.homeworkTypeId)}`}
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            {t('courses.player.homeworkType')}
          </Button>
        </Group>
      ) : null;
    default:
      return null;
  }
}
