import { Alert, Button, Group, List, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { TBooking } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '../../components/TitledSection';
import { BookingCheckout } from './BookingCheckout';
import { formatLessonRange, warsawClock } from './tutoring-format';
import './tutoring.pl';

/** The booking just made: its lessons, until when it is held, and paying it. */
export function BookingReservation({
  booking,
  message,
  onAnother,
}: {
  booking: TBooking;
  message: string;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  return (
    <TitledCard id="reservation-title" title={t('tutoring.booking.reservedTitle')} gap="md">
      <Alert color="teal" icon={<IconCheck aria-hidden />} role="status">
        {message}
      </Alert>
      <List size="sm">
        {booking.lessons.map((lesson) => (
          <List.Item key={lesson.id}>{formatLessonRange(lesson.startsAt, lesson.endsAt)}</List.Item>
        ))}
      </List>
      {booking.expiresAt && (
        <Text size="sm" fw={600}>
          {t('tutoring.booking.expiresAt', { time: warsawClock(booking.expiresAt).time })}
        </Text>
      )}
      {booking.policies.pay && <BookingCheckout booking={booking} />}
      <Group>
        <Button variant="subtle" onClick={onAnother}>
          {t('tutoring.booking.bookAnother')}
        </Button>
      </Group>
    </TitledCard>
  );
}
