import { Anchor, Avatar, Badge, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { formatPln, type TBooking, tutoringMessages } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../components/number-format';
import { initialsOf } from '../../lib/profile-paths';
import { tutoringPl } from './tutoring.pl';
import { bookingStatusColors, formatLessonRange, warsawClock } from './tutoring-format';
import { type TBookingSide, useAcceptBooking } from './useBookingsPage';

type TBookingCardProps = { booking: TBooking; side: TBookingSide; onPay: () => void; onCancel: () => void };

/** One booking: the other side, its status, group or package, its lessons, its amount and what the viewer may do. */
export function BookingCard({ booking, side, onPay, onCancel }: TBookingCardProps) {
  const { t } = useTranslation();
  const other = side === 'student' ? booking.teacher : booking.student;
  const nameId = `booking-${booking.id}`;
  const who =
    side === 'student'
      ? t('tutoring.bookings.teacher', { name: other.displayName })
      : t('tutoring.bookings.student', { name: other.displayName });
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={nameId} data-testid="booking">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={other.avatar?.url} alt="" size={40} radius="xl" color="blue">
              {initialsOf(other.displayName)}
            </Avatar>
            <Text fw={600} id={nameId} style={{ overflowWrap: 'anywhere' }}>
              {who}
            </Text>
          </Group>
          <Group gap={4} wrap="wrap">
            <Badge color={bookingStatusColors[booking.status]} variant="light" radius="sm" tt="none">
              {tutoringPl.statuses[booking.status]}
            </Badge>
            {booking.awaitingParent && (
              <Badge color="orange" variant="light" radius="sm" tt="none">
                {tutoringMessages.awaitingParent}
              </Badge>
            )}
          </Group>
        </Group>
        {booking.group && (
          <Text size="sm">
            {t('tutoring.bookings.group', { taken: booking.group.seatsTaken, capacity: booking.group.capacity })}
          </Text>
        )}
        {booking.package && (
          <Text size="sm">
            {t('tutoring.bookings.package', {
              lessons: formatCount(booking.package.lessonCount, tutoringPl.lessonCount),
              discount: booking.package.discountPercent,
            })}
          </Text>
        )}
        <List size="sm" aria-label={t('tutoring.bookings.lessons')}>
          {booking.lessons.map((lesson) => (
            <List.Item key={lesson.id} td={lesson.cancelled ? 'line-through' : undefined}>
              <Anchor component={Link} to={`/account/lessons/${lesson.id}`} inherit>
                {formatLessonRange(lesson.startsAt, lesson.endsAt)}
              </Anchor>
            </List.Item>
          ))}
        </List>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {t('tutoring.bookings.amount', { amount: formatPln(booking.amountGross) })}
            </Text>
            {booking.status === 'offered' && (
              <Text size="xs" c="dimmed">
                {t('tutoring.bookings.offeredHint')}
              </Text>
            )}
            {booking.status === 'reserved' && booking.expiresAt && (
              <Text size="xs" c="dimmed">
                {t('tutoring.bookings.expiresAt', { time: warsawClock(booking.expiresAt).time })}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            {booking.policies.accept && <AcceptButton booking={booking} describedBy={nameId} />}
            {booking.policies.pay && (
              <Button size="sm" onClick={onPay} aria-describedby={nameId}>
                {t('tutoring.bookings.pay')}
              </Button>
            )}
            {booking.policies.cancel && (
              <Button size="sm" variant="default" color="red" onClick={onCancel} aria-describedby={nameId}>
                {t('tutoring.bookings.cancel')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

/** The student takes a time the teacher offered: it becomes a reservation to pay within 15 minutes. */
function AcceptButton({ booking, describedBy }: { booking: TBooking; describedBy: string }) {
  const { t } = useTranslation();
  const { accept, accepting } = useAcceptBooking(booking);
  return (
    <Button size="sm" onClick={accept} loading={accepting} aria-describedby={describedBy}>
      {t('tutoring.bookings.accept')}
    </Button>
  );
}
