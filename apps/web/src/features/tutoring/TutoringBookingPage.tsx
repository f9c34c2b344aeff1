import './tutoring-styles';
import { Anchor, Avatar, Group, Skeleton, Stack, Title } from '@mantine/core';
import type { TTutoringOffer } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackLink } from '../../components/BackLink';
import { RetryAlert } from '../../components/ErrorAlert';
import { initialsOf } from '../../lib/profile-paths';
import { NotFoundPage } from '../errors';
import { BookingFlow } from './BookingFlow';
import { useTutoringBookingPage } from './useTutoringBookingPage';
import './tutoring.pl';

/** /tutoring/{teacherId}: the teacher's offer, a week of free times in Warsaw time, booking and paying. */
export function TutoringBookingPage() {
  const { t } = useTranslation();
  const { offer, teacher, title, missing, loadError, retry } = useTutoringBookingPage();

  if (missing) return <NotFoundPage />;
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={960}>
      <BackLink to="/tutoring">{t('tutoring.booking.back')}</BackLink>
      <TeacherHeading teacher={teacher} title={title} />
      {offer.isPending && (
        <Stack gap="sm" aria-busy="true" role="status" aria-label={t('app.loading')}>
          <Skeleton height={80} />
          <Skeleton height={240} />
        </Stack>
      )}
      {loadError !== null && <RetryAlert message={loadError} retryLabel={t('tutoring.retry')} onRetry={retry} />}
      {offer.data && <BookingFlow offer={offer.data} />}
    </Stack>
  );
}

/** The page's heading with the teacher's avatar and a link to their profile, once the offer is loaded. */
function TeacherHeading({ teacher, title }: { teacher: TTutoringOffer['teacher'] | null; title: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="md" wrap="nowrap" align="center">
      {teacher && (
        <Avatar src={teacher.avatar?.url} alt="" size={56} radius="xl" color="blue">
          {initialsOf(teacher.displayName)}
        </Avatar>
      )}
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Title order={1}>{title}</Title>
        {teacher && (
          <Anchor component={Link} to={`/teachers/${encodeURIComponent(teacher.username)}`} size="sm">
            {t('tutoring.booking.profile')}
          </Anchor>
        )}
      </Stack>
    </Group>
  );
}
