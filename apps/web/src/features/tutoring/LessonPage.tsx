import './tutoring-styles';
import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/BackLink';
import { RetryAlert } from '../../components/ErrorAlert';
import { NotFoundPage } from '../errors';
import { LessonDetails } from './LessonDetails';
import { useLessonPage } from './useLessonPage';
import './tutoring.pl';

/** /account/lessons/{id}: one lesson for its teacher, its student or ADMIN, with what the viewer may do. */
export function LessonPage() {
  const { t } = useTranslation();
  const { lesson, missing, loadError, retry } = useLessonPage();

  if (missing) return <NotFoundPage />;
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={960}>
      <BackLink to="/account/calendar">{t('tutoring.lesson.back')}</BackLink>
      {lesson.isPending && (
        <Stack gap="sm" aria-busy="true" role="status" aria-label={t('app.loading')}>
          <Skeleton height={40} />
          <Skeleton height={200} />
        </Stack>
      )}
      {lesson.isError && <RetryAlert message={loadError} retryLabel={t('tutoring.retry')} onRetry={retry} />}
      {lesson.data && <LessonDetails lesson={lesson.data} />}
    </Stack>
  );
}
