import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../components/BackLink';
import { errorText } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { StudentProgress } from '../learning';
import { useClass } from './useClassPage';
import './classes.pl';

/**
 * /classes/{id}/pupils/{pupilId}: a pupil's mastery map and newest answers for the class's teachers (the server shows
 * only the answers since the pupil joined, and nothing once they leave). Reached from the results matrix and the roster.
 */
export function ClassPupilPage() {
  const { t } = useTranslation();
  const { id = '', pupilId = '' } = useParams();
  const query = useClass(id);
  const headingId = useId();
  const pupil = query.data?.pupils?.find((candidate) => candidate.id === pupilId);
  useDocumentTitle(pupil ? `${pupil.name} · ${t('classes.pupilPage.title')}` : t('classes.pupilPage.title'));

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={900}>
      <BackLink to={`/classes/${id}`}>
        {query.data ? t('classes.pupilPage.backToClass', { name: query.data.name }) : t('classes.back')}
      </BackLink>
      {query.isPending ? (
        <Skeleton height={120} radius="md" role="status" aria-label={t('app.loading')} />
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {errorText(query.error, t('classes.classLoadError'))}
        </Alert>
      ) : !pupil ? (
        <Alert color="gray" role="alert">
          {t('classes.pupilPage.notInClass')}
        </Alert>
      ) : (
        <>
          <Stack gap={4}>
            <Title order={1} id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {pupil.name}
            </Title>
            <Text size="sm" c="dimmed">
              {pupil.username} · {t('classes.pupilPage.intro', { name: query.data.name })}
            </Text>
          </Stack>
          <StudentProgress studentId={pupil.id} labelledBy={headingId} />
        </>
      )}
    </Stack>
  );
}
