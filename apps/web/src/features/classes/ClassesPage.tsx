import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useViewer } from '../../lib/session/useViewer';
import { MoodlePanel } from '../lti';
import { PupilClasses } from './PupilClasses';
import { TeacherClasses } from './TeacherClasses';
import './classes.pl';

/** /classes ('Klasy'): a TEACHER's (or ADMIN's) classes to run, a pupil's classes to join and leave. */
export function ClassesPage() {
  const { t } = useTranslation();
  const { viewer, ready } = useViewer();
  useDocumentTitle(t('classes.title'));
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={900}>
      {!ready || !viewer ? (
        <Skeleton height={160} aria-busy="true" role="status" aria-label={t('app.loading')} />
      ) : viewer.role === 'USER' ? (
        <PupilClasses />
      ) : (
        <>
          <TeacherClasses />
          <MoodlePanel />
        </>
      )}
    </Stack>
  );
}
