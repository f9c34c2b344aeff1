import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Drawer,
  Grid,
  Group,
  Progress,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCircle, IconCircleCheck, IconList, IconLock } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCourse, TCourseNode } from '@zadania/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useIsAuthenticated } from '../../lib/session/useSession';
import { CourseAccessActions, useCourse, useStoreCourse } from './CourseActions';
import { CourseLoadError, CourseSkeleton } from './CourseLoadState';
import { CourseNodeContent } from './CourseNodeContent';
import { CourseSyllabus, NodeTypeIcon } from './CourseSyllabus';
import { isGroupNode, learnPath, readingOrder } from './course-tree';
import { courseKeys, coursesApi } from './courses-api';
import './courses.pl';

/** /courses/{slug}/learn/{nodeId}: the course's node list, the node's content, previous/next and progress. */
export function CoursePlayerPage() {
  const { t } = useTranslation();
  const { slug = '', nodeId = '' } = useParams();
  const query = useCourse(slug);
  const course = query.data;
  const node = course?.nodes.find((item) => item.id === nodeId) ?? null;
  useDocumentTitle(course ? (node ? `${node.title} – ${course.title}` : course.title) : null);
  const [drawer, setDrawer] = useState(false);
  // Moving to another node puts the keyboard focus on its title (the page changes without a reload).
  const shownNode = useRef<string | null>(null);
  useEffect(() => {
    if (!course || shownNode.current === nodeId) return;
    const moved = shownNode.current !== null;
    shownNode.current = nodeId;
    if (moved) document.getElementById('course-node-title')?.focus();
  }, [course, nodeId]);

  if (!course) {
    if (query.isError) return <CourseLoadError error={query.error} onRetry={() => void query.refetch()} />;
    return <CourseSkeleton />;
  }
  const syllabus = (onNavigate?: () => void) => (
    <CourseSyllabus
      slug={course.slug}
      nodes={course.nodes}
      currentId={nodeId}
      onNavigate={onNavigate}
      free={course.priceGross === null}
    />
  );

  return (
    <Stack gap="md" px={{ base: 'xs', sm: 0 }}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Anchor component={Link} to={`/courses/${encodeURIComponent(course.slug)}`} fw={600}>
          {course.title}
        </Anchor>
        {course.enrolled && <PlayerProgress course={course} />}
      </Group>
      <Button
        hiddenFrom="md"
        variant="default"
        leftSection={<IconList size={18} aria-hidden />}
        onClick={() => setDrawer(true)}
        aria-expanded={drawer}
      >
        {t('courses.player.showNodes')}
      </Button>
      <Drawer opened={drawer} onClose={() => setDrawer(false)} title={t('courses.player.nodes')} hiddenFrom="md">
        {syllabus(() => setDrawer(false))}
      </Drawer>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }} visibleFrom="md">
          <Card withBorder radius="md" padding="sm" component="nav" aria-label={t('courses.player.nodes')}>
            <Text fw={700} mb="xs">
              {t('courses.player.nodes')}
            </Text>
            <ScrollArea.Autosize mah="75vh">{syllabus()}</ScrollArea.Autosize>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {node ? (
            <NodeView key={node.id} course={course} node={node} />
          ) : (
            <Text c="red" role="alert">
              {t('courses.player.nodeNotFound')}
            </Text>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function PlayerProgress({ course }: { course: TCourse }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" miw={180}>
      <Progress value={course.progress.percent} aria-label={t('courses.progressLabel')} w={120} radius="xl" />
      <Text size="sm" fw={600} data-testid="player-progress">
        {t('courses.progress', { percent: course.progress.percent })}
      </Text>
    </Group>
  );
}

/**
 * The content before and after a node in reading order. A group is not content itself: before it comes the
 * content read before it, after it its own first content (or what follows it).
 */
function neighbours(nodes: readonly TCourseNode[], id: string) {
  const all = readingOrder(nodes);
  const at = all.findIndex((item) => item.id === id);
  const content = (item: TCourseNode) => !isGroupNode(item);
  const previous = at > 0 ? all.slice(0, at).reverse().find(content) : undefined;
  const next = at >= 0 ? all.slice(at + 1).find(content) : undefined;
  return { previous, next };
}

/** The node: its title, content (or the lock), the done toggle and previous/next in reading order. */
function NodeView({ course, node }: { course: TCourse; node: TCourseNode }) {
  const { t } = useTranslation();
  const { previous, next } = useMemo(() => neighbours(course.nodes, node.id), [course.nodes, node.id]);

  useRememberPosition(course, node);

  return (
    <Stack gap="lg" component="article" aria-labelledby="course-node-title">
      <Group gap="xs" wrap="nowrap" align="center">
        <NodeTypeIcon type={node.type} />
        <Title order={1} size="h2" id="course-node-title" tabIndex={-1} style={{ overflowWrap: 'anywhere' }}>
          {node.title}
        </Title>
      </Group>
      {node.locked ? (
        <Stack gap="sm">
          <Alert color="yellow" icon={<IconLock />} role="status">
            {course.priceGross === null ? t('courses.player.lockedFree') : t('courses.player.locked')}
          </Alert>
          <CourseAccessActions course={course} />
        </Stack>
      ) : (
        <Box>
          <CourseNodeContent course={course} node={node} />
        </Box>
      )}
      {!node.locked && !isGroupNode(node) && <DoneToggle course={course} node={node} />}
      <Group justify="space-between" gap="sm" component="nav" aria-label={t('courses.player.nodes')}>
        {previous ? (
          <Button
            component={Link}
            to={learnPath(course.slug, previous.id)}
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            title={previous.title}
          >
            {t('courses.player.previous')}
          </Button>
        ) : (
          <span />
        )}
        {next && (
          <Button
            component={Link}
            to={learnPath(course.slug, next.id)}
            rightSection={<IconArrowRight size={18} aria-hidden />}
            title={next.title}
          >
            {t('courses.player.next')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** Opening a content node of a course one follows saves it as the last position (its done mark unchanged). */
function useRememberPosition(course: TCourse, node: TCourseNode) {
  const queryClient = useQueryClient();
  const remember = course.enrolled && !node.locked && !isGroupNode(node) && course.progress.lastNodeId !== node.id;
  const done = node.done;
  const id = node.id;
  const remembered = useRef<string | null>(null);
  useEffect(() => {
    if (!remember || remembered.current === id) return;
    remembered.current = id;
    coursesApi
      .saveProgress(id, done)
      .then(() => queryClient.invalidateQueries({ queryKey: courseKeys.courses, refetchType: 'none' }))
      .catch(() => undefined);
  }, [remember, id, done, queryClient]);
}

function DoneToggle({ course, node }: { course: TCourse; node: TCourseNode }) {
  const { t } = useTranslation();
  const signedIn = useIsAuthenticated();
  const { pathname } = useLocation();
  const store = useStoreCourse();
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (done: boolean) => coursesApi.saveProgress(node.id, done),
    onSuccess: (result) => {
      setError(null);
      store(result.course);
    },
    onError: (failure) => setError(failure instanceof ApiError ? failure.message : t('courses.player.failed')),
  });
  if (!signedIn)
    return (
      <Anchor component={Link} to={`/login?redirect=${encodeURIComponent(pathname)}`} size="sm">
        {t('courses.player.loginForProgress')}
      </Anchor>
    );
  if (!course.enrolled && !course.policies.access && !node.freePreview) return null;
  return (
    <Stack gap="xs">
      <Group>
        <Button
          variant={node.done ? 'light' : 'default'}
          color={node.done ? 'teal' : undefined}
          aria-pressed={node.done}
          loading={save.isPending}
          leftSection={node.done ? <IconCircleCheck size={18} aria-hidden /> : <IconCircle size={18} aria-hidden />}
          onClick={() => save.mutate(!node.done)}
        >
          {t('courses.player.markDone')}
        </Button>
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
