import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { TBooking } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { BookingCheckout } from './BookingCheckout';
import { formatLessonRange, warsawClock } from './tutoring-format';

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
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="reservation-title">
      <Stack gap="md">
        <Title order={2} id="reservation-title">
          {t('tutoring.booking.reservedTitle')}
        </Title>
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
      </Stack>
    </Card>
  );
}
