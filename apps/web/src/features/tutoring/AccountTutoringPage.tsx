import './tutoring-styles';
import { Alert, Anchor, Button, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { can, type TTutoringOfferSave, tutoring } from '@zadania/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../components/LinkButton';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useViewer } from '../../lib/session/useViewer';
import { showToast } from '../../lib/toasts';
import { AvailabilityEditor } from './AvailabilityEditor';
import { valuesFromOffer } from './offer-form';
import { TutoringOfferForm } from './TutoringOfferForm';
import { tutoringApi, tutoringKeys } from './tutoring-api';
import './tutoring.pl';

/** /account/tutoring: a TEACHER's offer and availability; anybody else reads that only teachers tutor. */
export function AccountTutoringPage() {
  const { t } = useTranslation();
  const { viewer, ready } = useViewer();
  const allowed = can(viewer, 'offerLessons', tutoring);
  useDocumentTitle(t('tutoring.account.title'));

  return (
    <Stack gap="xl" px={{ base: 'xs', sm: 0 }} maw={960}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>{t('tutoring.account.title')}</Title>
        <LinkButton to="/account/bookings" icon={IconCalendarEvent} variant="light">
          {t('tutoring.account.myBookings')}
        </LinkButton>
      </Group>
      {!ready && <Skeleton height={200} aria-hidden />}
      {ready && !allowed && <NotATeacher />}
      {ready && allowed && <TeacherTutoring />}
    </Stack>
  );
}

function NotATeacher() {
  const { t } = useTranslation();
  return (
    <Alert color="blue" icon={<IconInfoCircle aria-hidden />} title={t('tutoring.account.teachersOnlyTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('tutoring.account.teachersOnly')}</Text>
        <Anchor component={Link} to="/tutoring" size="sm">
          <Group gap={4} component="span">
            <IconSearch size={14} aria-hidden />
            {t('tutoring.account.findTeacher')}
          </Group>
        </Anchor>
      </Stack>
    </Alert>
  );
}

function TeacherTutoring() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const offer = useQuery({ queryKey: tutoringKeys.offer, queryFn: ({ signal }) => tutoringApi.offer(signal) });
  const data = offer.data;
  const initialValues = useMemo(() => (data ? valuesFromOffer(data) : null), [data]);

  const save = async (body: TTutoringOfferSave) => {
    const saved = await tutoringApi.saveOffer(body);
    queryClient.setQueryData(tutoringKeys.offer, saved);
    void queryClient.invalidateQueries({ queryKey: ['tutoring', 'search'] });
    showToast({ variant: 'success', message: t('tutoring.offer.saved') });
  };

  return (
    <>
      <Stack gap="md" component="section" aria-label={t('tutoring.offer.title')}>
        <Title order={2}>{t('tutoring.offer.title')}</Title>
        {offer.isPending && (
          <Stack gap="sm" aria-busy="true" role="status" aria-label={t('app.loading')}>
            <Skeleton height={36} />
            <Skeleton height={120} />
            <Skeleton height={200} />
          </Stack>
        )}
        {offer.isError && (
          <Alert color="red" role="alert">
            <Stack gap="xs" align="flex-start">
              {t('tutoring.loadError')}
              <Button size="xs" variant="light" color="red" onClick={() => void offer.refetch()}>
                {t('tutoring.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {initialValues && data && (
          <TutoringOfferForm key={data.updatedAt ?? 'new'} initialValues={initialValues} onSubmit={save} />
        )}
      </Stack>
      <Divider />
      <AvailabilityEditor />
    </>
  );
}
