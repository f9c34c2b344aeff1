import { Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListNotLoaded } from '../../components/ListLoadStates';
import { PageTitleWithIntro } from '../../components/PageTitleWithIntro';
import { PlainList } from '../../components/PlainList';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useViewer } from '../../lib/session/useViewer';
import { AssignmentListItem } from './AssignmentListItem';
import { assignmentKeys, assignmentsApi } from './assignments-api';
import './assignments.pl';

/** A pupil's assignments (GET /assignment): what is set, nearest due date first; for the dashboard and /assignments. */
export const useMyAssignments = (enabled = true) =>
  useQuery({ queryKey: assignmentKeys.mine, queryFn: ({ signal }) => assignmentsApi.mine(signal), enabled });

/** /assignments: everything set for the pupil in their classes, open work first, then what is done. */
export function PupilAssignmentsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('assignments.pupil.title'));
  const { viewer, ready } = useViewer();
  const isPupil = viewer?.role === 'USER';
  const list = useMyAssignments(isPupil);
  const items = list.data?.items;
  const open = items?.filter((item) => item.progress?.status !== 'DONE') ?? [];
  const done = items?.filter((item) => item.progress?.status === 'DONE') ?? [];

  if (ready && viewer && !isPupil)
    return (
      <Stack gap="md" px={{ base: 'xs', sm: 0 }} maw={800}>
        <Title order={1}>{t('assignments.pupil.title')}</Title>
        <Text>
          {t('assignments.pupil.forTeachers')}{' '}
          <Anchor component={Link} to="/classes">
            {t('assignments.pupil.classesLink')}
          </Anchor>
        </Text>
      </Stack>
    );

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={800}>
      <PageTitleWithIntro title={t('assignments.pupil.title')} intro={t('assignments.pupil.intro')} />
      {!items ? (
        <ListNotLoaded
          list={list}
          enabled={isPupil}
          skeleton={
            <Stack gap="sm">
              <Skeleton height={96} radius="md" />
              <Skeleton height={96} radius="md" />
            </Stack>
          }
          message={t('assignments.pupil.loadError')}
          retryLabel={t('assignments.retry')}
        />
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('assignments.pupil.empty')}</Text>
      ) : (
        <>
          {open.length === 0 ? (
            <Text c="dimmed">{t('assignments.pupil.allDone')}</Text>
          ) : (
            <PlainList gap="sm" aria-label={t('assignments.pupil.openList')}>
              {open.map((item) => (
                <AssignmentListItem key={item.id} assignment={item} />
              ))}
            </PlainList>
          )}
          {done.length > 0 && (
            <Stack gap="sm" component="section" aria-labelledby="assignments-done">
              <Title order={2} size="h3" id="assignments-done">
                {t('assignments.pupil.doneTitle')}
              </Title>
              <PlainList gap="sm">
                {done.map((item) => (
                  <AssignmentListItem key={item.id} assignment={item} />
                ))}
              </PlainList>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
