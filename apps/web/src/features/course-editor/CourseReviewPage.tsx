import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  courseLimits,
  formatPln,
  schoolLevelLabels,
  subjectLabels,
  type TCourseCard,
  type TCourseReview,
} from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ApiError } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { showToast } from '../../lib/toasts';
import { courseEditorApi, courseEditorKeys } from './course-editor-api';
import './course-editor.pl';
import { PlainList } from '../../components/PlainList';

/** One course waiting for review: its card, a preview link, and 'Opublikuj' or 'Odrzuć' with a comment. */
function ReviewCard({ course }: { course: TCourseCard }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [comment, setComment] = useState('');
  const review = useMutation({
    mutationFn: (body: TCourseReview) => courseEditorApi.review(course.id, body),
    onSuccess: (result) => {
      showToast({ variant: 'success', message: result.message });
      void queryClient.invalidateQueries({ queryKey: courseEditorKeys.all });
    },
  });
  const name = course.author?.displayName || course.author?.username || '—';

  return (
    <Card withBorder radius="md" component="li" aria-label={course.title}>
      <Stack gap={6}>
        <Anchor component={Link} to={`/courses/${course.slug}`} fw={600}>
          {course.title}
        </Anchor>
        <Text size="sm">{t('courseEditor.review.author', { name })}</Text>
        <Text size="sm" c="dimmed">
          {subjectLabels[course.subject]} · {schoolLevelLabels[course.level]} ·{' '}
          {course.priceGross === null ? t('courseEditor.mine.free') : formatPln(course.priceGross)} ·{' '}
          {t('courseEditor.mine.nodes', { count: course.nodeCount })}
        </Text>
        {review.error && (
          <ErrorAlert message={review.error instanceof ApiError ? review.error.message : t('courseEditor.loadError')} />
        )}
        {rejecting ? (
          <Stack gap="xs">
            <Textarea
              label={t('courseEditor.review.comment')}
              value={comment}
              onChange={(event) => setComment(event.currentTarget.value)}
              maxLength={courseLimits.commentMaxLength}
              minRows={3}
              data-autofocus
            />
            <Group gap="xs">
              <Button
                color="red"
                loading={review.isPending}
                onClick={() => review.mutate({ decision: 'REJECT', comment: comment.trim() })}
              >
                {t('courseEditor.review.confirmReject')}
              </Button>
              <Button variant="default" onClick={() => setRejecting(false)}>
                {t('courseEditor.review.cancel')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="xs">
            <Button
              color="green"
              loading={review.isPending}
              onClick={() => review.mutate({ decision: 'APPROVE', comment: '' })}
            >
              {t('courseEditor.review.approve')}
            </Button>
            <Button variant="light" color="red" onClick={() => setRejecting(true)}>
              {t('courseEditor.review.reject')}
            </Button>
            <Button component={Link} to={`/courses/${course.slug}`} variant="default">
              {t('courseEditor.review.preview')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** /admin/courses: ADMIN's queue of courses sent for review. */
export function CourseReviewPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useDocumentTitle(t('courseEditor.review.title'));
  const queue = useQuery({
    queryKey: courseEditorKeys.review,
    queryFn: ({ signal }) => courseEditorApi.reviewQueue(signal),
  });

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={900}>
      <Title order={1}>{t('courseEditor.review.title')}</Title>
      {queue.isPending ? (
        <Stack gap="sm" aria-busy>
          <Skeleton height={120} radius="md" />
          <Skeleton height={120} radius="md" />
        </Stack>
      ) : queue.isError ? (
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{queue.error instanceof ApiError ? queue.error.message : t('courseEditor.loadError')}</Text>
            <Button
              size="xs"
              variant="light"
              onClick={() => void queryClient.invalidateQueries({ queryKey: courseEditorKeys.review })}
            >
              {t('courseEditor.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : queue.data.results.length === 0 ? (
        <Text c="dimmed">{t('courseEditor.review.empty')}</Text>
      ) : (
        <PlainList gap="sm">
          {queue.data.results.map((course) => (
            <ReviewCard key={course.id} course={course} />
          ))}
        </PlainList>
      )}
    </Stack>
  );
}
