import './tutoring-styles';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/ErrorAlert';
import { CalendarFeed } from './CalendarFeed';
import { CalendarMonthView } from './CalendarMonthView';
import { CalendarToolbar } from './CalendarToolbar';
import { CalendarWeekView } from './CalendarWeekView';
import { useCalendarPage } from './useCalendarPage';
import './tutoring.pl';

/** /account/calendar: the viewer's lessons by Warsaw day, a week or a month at a time, and the iCalendar feed. */
export function CalendarPage() {
  const { t } = useTranslation();
  const page = useCalendarPage();
  const { calendar, groups } = page;

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={1200}>
      <Title order={1}>{t('tutoring.calendar.title')}</Title>
      <CalendarToolbar page={page} />
      {!groups && calendar.isPending && (
        <Skeleton height={240} aria-busy="true" role="status" aria-label={t('app.loading')} />
      )}
      {!groups && calendar.isError && (
        <RetryAlert icon={null} message={page.loadError} retryLabel={t('tutoring.retry')} onRetry={page.retry} />
      )}
      {groups && calendar.data?.events.length === 0 && <Text c="dimmed">{t('tutoring.calendar.empty')}</Text>}
      {groups &&
        (page.view === 'week' ? (
          <CalendarWeekView groups={groups} />
        ) : (
          <CalendarMonthView groups={groups} month={page.anchor} />
        ))}
      <CalendarFeed />
    </Stack>
  );
}
