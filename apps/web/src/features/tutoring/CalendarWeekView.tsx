import { Badge, Card, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TCalendarEvent } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { eventName, eventRoleKey, type TDayEvents } from './calendar-events';
import { tutoringPl } from './tutoring.pl';
import { bookingStatusColors, formatDayHeading, warsawClock, warsawToday } from './tutoring-format';

/** Seven columns on wide screens; on phones a vertical list of days. */
export function CalendarWeekView({ groups }: { groups: TDayEvents[] }) {
  const today = warsawToday();
  return (
    <SimpleGrid cols={{ base: 1, md: 7 }} spacing="xs" data-testid="week-view">
      {groups.map((group) => (
        <Paper
          key={group.date}
          withBorder
          p="xs"
          radius="md"
          component="section"
          aria-label={formatDayHeading(group.date)}
          bg={group.date === today ? 'var(--mantine-color-blue-light)' : undefined}
        >
          <Text size="sm" fw={600} mb={6}>
            {formatDayHeading(group.date)}
          </Text>
          <Stack gap={6}>
            {group.times.length === 0 && (
              <Text size="xs" c="dimmed" aria-hidden>
                —
              </Text>
            )}
            {group.times.map((event) => (
              <EventCard key={event.lessonId} event={event} />
            ))}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** One lesson of the week view: its time, who it is with, their role, its status; a link to the lesson. */
function EventCard({ event }: { event: TCalendarEvent }) {
  const { t } = useTranslation();
  const start = warsawClock(event.startsAt).time;
  const end = warsawClock(event.endsAt).time;
  return (
    <Card
      component={Link}
      to={`/account/lessons/${event.lessonId}`}
      withBorder
      padding={6}
      radius="sm"
      data-testid="calendar-event"
      td={event.bookingStatus === 'cancelled' ? 'line-through' : undefined}
    >
      <Text size="sm" fw={600}>
        {start}–{end}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {eventName(event)}
      </Text>
      <Text size="xs" c="dimmed">
        {t(eventRoleKey(event))}
      </Text>
      <Group gap={4} mt={4}>
        <Badge size="xs" variant="light" radius="sm" tt="none" color={bookingStatusColors[event.bookingStatus]}>
          {tutoringPl.statuses[event.bookingStatus]}
        </Badge>
        {event.confirmation && (
          <Badge size="xs" variant="outline" radius="sm" tt="none" color="teal">
            {tutoringPl.confirmations[event.confirmation]}
          </Badge>
        )}
      </Group>
    </Card>
  );
}
