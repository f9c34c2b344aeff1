import { Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconShoppingCart } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCourse } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ApiError } from '../../lib/api/api-error';
import { useIsAuthenticated } from '../../lib/session/useSession';
import { showToast } from '../../lib/toasts';
import { ItemCheckoutForm } from '../commerce';
import { learnPath, resumeNodeId } from './course-tree';
import { courseKeys, coursesApi } from './courses-api';
import './courses.pl';

/** A course by its slug, as the viewer sees it. */
export function useCourse(slug: string) {
  const signedIn = useIsAuthenticated();
  return useQuery({
    queryKey: courseKeys.course(slug, signedIn),
    queryFn: ({ signal }) => coursesApi.course(slug, signal),
  });
}

/** The viewer's progress on a course: a bar with the percent and how many elements are done. */
export function CourseProgress({ course }: { course: TCourse }) {
  const { t } = useTranslation();
  const { done, total, percent } = course.progress;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {t('courses.progress', { percent })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('courses.progressDetail', { done, total })}
        </Text>
      </Group>
      <Progress value={percent} aria-label={t('courses.progressLabel')} size="md" radius="xl" />
    </Stack>
  );
}

/** The course after a change: stored under its slug, and the other course queries read again. */
export function useStoreCourse() {
  const queryClient = useQueryClient();
  const signedIn = useIsAuthenticated();
  return (course: TCourse) => {
    queryClient.setQueryData(courseKeys.course(course.slug, signedIn), course);
    void queryClient.invalidateQueries({ queryKey: courseKeys.all, refetchType: 'none' });
  };
}

/** Joining a free course or buying a paid one; a signed-out viewer gets a login link back here. */
export function CourseAccessActions({ course }: { course: TCourse }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signedIn = useIsAuthenticated();
  const store = useStoreCourse();
  const [buying, setBuying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const join = useMutation({
    mutationFn: () => coursesApi.join(course.id),
    onSuccess: (result) => {
      store(result.course);
      showToast({ variant: 'success', message: result.message });
    },
    onError: (failure) => setError(failure instanceof ApiError ? failure.message : t('courses.player.failed')),
  });
  const free = course.priceGross === null;

  if (!signedIn)
    return (
      <Anchor component={Link} to={`/login?redirect=${encodeURIComponent(pathname)}`} fw={600}>
        {free ? t('courses.loginToJoin') : t('courses.loginToBuy')}
      </Anchor>
    );
  return (
    <Stack gap="sm">
      <ErrorAlert message={error} />
      {course.policies.join && (
        <Group>
          <Button loading={join.isPending} onClick={() => join.mutate()}>
            {t('courses.join')}
          </Button>
        </Group>
      )}
      {course.policies.buy && course.priceGross !== null && !buying && (
        <Group>
          <Button leftSection={<IconShoppingCart size={18} aria-hidden />} onClick={() => setBuying(true)}>
            {t('courses.buy')}
          </Button>
        </Group>
      )}
      {course.policies.buy && course.priceGross !== null && buying && (
        <ItemCheckoutForm
          amountGross={course.priceGross}
          formLabel={t('courses.buyTitle')}
          pay={(body) => coursesApi.checkout(course.id, body)}
          invalidate={courseKeys.all}
        />
      )}
    </Stack>
  );
}

/** The action of a course's page: start or continue (with progress) for those with access, else join or buy. */
export function CourseActions({ course }: { course: TCourse }) {
  const { t } = useTranslation();
  if (course.policies.access) {
    const target = resumeNodeId(course.nodes, course.progress.lastNodeId);
    const started = course.progress.lastNodeId !== null || course.progress.done > 0;
    return (
      <Stack gap="sm">
        {course.enrolled && <CourseProgress course={course} />}
        {target && (
          <Group>
            <Button
              component={Link}
              to={learnPath(course.slug, target)}
              leftSection={<IconPlayerPlay size={18} aria-hidden />}
            >
              {started ? t('courses.continue') : t('courses.start')}
            </Button>
          </Group>
        )}
      </Stack>
    );
  }
  return <CourseAccessActions course={course} />;
}
