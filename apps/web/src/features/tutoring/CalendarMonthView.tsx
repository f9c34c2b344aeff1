import { Box, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { eventName, eventRoleKey, type TDayEvents } from './calendar-events';
import { tutoringPl } from './tutoring.pl';
import { bookingStatusColors, formatDayHeading, warsawToday } from './tutoring-format';

const weekdayShort = ['pon.', 'wt.', 'śr.', 'czw.', 'pt.', 'sob.', 'niedz.'];

/** Whole weeks of the month; each day with its lessons as chips. */
export function CalendarMonthView({ groups, month }: { groups: TDayEvents[]; month: string }) {
  const { t } = useTranslation();
  const current = month.slice(0, 7);
  const today = warsawToday();
  return (
    <Box data-testid="month-view">
      <SimpleGrid cols={7} spacing={2} mb={2} aria-hidden>
        {weekdayShort.map((day) => (
          <Text key={day} size="xs" c="dimmed" ta="center">
            {day}
          </Text>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={7} spacing={2}>
        {groups.map((group) => (
          <Paper
            key={group.date}
            withBorder
            p={4}
            radius="sm"
            mih={72}
            component="section"
            aria-label={formatDayHeading(group.date)}
            bg={group.date === today ? 'var(--mantine-color-blue-light)' : undefined}
            style={{ minWidth: 0, opacity: group.date.slice(0, 7) === current ? 1 : 0.55 }}
          >
            <Text size="xs" fw={600}>
              {Number(group.date.slice(8, 10))}
            </Text>
            <Stack gap={2}>
              {group.times.map((event) => (
                <UnstyledButton
                  key={event.lessonId}
                  component={Link}
                  to={`/account/lessons/${event.lessonId}`}
                  data-testid="calendar-chip"
                  aria-label={`${event.time} ${eventName(event)} (${t(eventRoleKey(event))}, ${
                    tutoringPl.statuses[event.bookingStatus]
                  })`}
                  style={{
                    borderRadius: 4,
                    padding: '0 4px',
                    background: `var(--mantine-color-${bookingStatusColors[event.bookingStatus]}-light)`,
                    textDecoration: event.bookingStatus === 'cancelled' ? 'line-through' : undefined,
                  }}
                >
                  <Text size="xs" truncate>
                    {event.time} {eventName(event)}
                  </Text>
                </UnstyledButton>
              ))}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Box>
  );
}
