import { Anchor, Button, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import './courses.pl';

/** While a course loads: a skeleton of its title and syllabus. */
export function CourseSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" data-testid="course-skeleton">
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
      <Skeleton height={36} width="60%" radius="sm" />
      <Skeleton height={16} width="40%" radius="sm" />
      <Skeleton height={120} radius="md" />
      <Skeleton height={200} radius="md" />
    </Stack>
  );
}

/** A course that could not be read: not found (the server's message) or another failure with a retry. */
export function CourseLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 403);
  return (
    <Stack gap="xs" align="flex-start">
      <Text c="red" role="alert">
        {notFound ? error.message : t('courses.courseLoadError')}
      </Text>
      {!notFound && (
        <Button variant="light" onClick={onRetry}>
          {t('courses.retry')}
        </Button>
      )}
      <Anchor component={Link} to="/courses">
        {t('courses.backToCatalogue')}
      </Anchor>
    </Stack>
  );
}
