import './tutoring-styles';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  CopyButton,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconCalendarPlus, IconChevronLeft, IconChevronRight, IconCopy, IconRefresh } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addDays, type TCalendarEvent, type TCalendarQuery } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../components/number-format';
import { ApiError } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { showToast } from '../../lib/toasts';
import { tutoringPl } from './tutoring.pl';
import { lessonApi, tutoringKeys } from './tutoring-api';
import {
  formatDayHeading,
  formatLocalDate,
  formatMonth,
  groupByWarsawDay,
  monthGrid,
  monthStartOf,
  nextMonthStart,
  previousMonthStart,
  type TDayTimes,
  warsawClock,
  warsawToday,
  weekStartOf,
} from './tutoring-format';

type TView = 'week' | 'month';
type TDayEvents = TDayTimes<TCalendarEvent>;

const statusColors = { reserved: 'yellow', booked: 'teal', cancelled: 'gray', offered: 'blue' } as const;

/** The Warsaw days a view shows around `anchor`: a Monday-first week, or the whole weeks of a month. */
/** Who the event is with: a group lesson shows the teacher its participants, a lesson the other person. */
function eventName(event: TCalendarEvent) {
  if (event.group && event.role === 'teacher') {
    return formatCount(event.group.participants, tutoringPl.calendar.groupParticipants);
  }
  return event.counterpart.displayName;
}

export function calendarRange(view: TView, anchor: string): { from: string; days: number } {
  return view === 'week' ? { from: weekStartOf(anchor), days: 7 } : monthGrid(monthStartOf(anchor));
}

/** /account/calendar: the viewer's lessons by Warsaw day, a week or a month at a time, and the iCalendar feed. */
export function CalendarPage() {
  const { t } = useTranslation();
  const [view, setView] = useState<TView>('week');
  const [anchor, setAnchor] = useState(() => warsawToday());
  useDocumentTitle(t('tutoring.calendar.title'));

  const { from, days } = calendarRange(view, anchor);
  const query: TCalendarQuery = { from, to: addDays(from, days) };
  const calendar = useQuery({
    queryKey: tutoringKeys.calendar(query),
    queryFn: ({ signal }) => lessonApi.calendar(query, signal),
    placeholderData: keepPreviousData,
  });
  const groups = calendar.data ? groupByWarsawDay(calendar.data.events, from, days) : null;
  const step = (direction: 1 | -1) =>
    setAnchor((current) =>
      view === 'week'
        ? addDays(current, 7 * direction)
        : direction === 1
          ? nextMonthStart(current)
          : previousMonthStart(current),
    );
  const heading =
    view === 'week'
      ? `${formatLocalDate(from)} – ${formatLocalDate(addDays(from, 6))}`
      : formatMonth(monthStartOf(anchor));

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={1200}>
      <Title order={1}>{t('tutoring.calendar.title')}</Title>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="default"
            size="sm"
            px={8}
            onClick={() => step(-1)}
            aria-label={t('tutoring.calendar.previous')}
          >
            <IconChevronLeft size={16} aria-hidden />
          </Button>
          <Button variant="default" size="sm" onClick={() => setAnchor(warsawToday())}>
            {t('tutoring.calendar.today')}
          </Button>
          <Button variant="default" size="sm" px={8} onClick={() => step(1)} aria-label={t('tutoring.calendar.next')}>
            <IconChevronRight size={16} aria-hidden />
          </Button>
          <Text fw={600} aria-live="polite" data-testid="calendar-range">
            {heading}
          </Text>
        </Group>
        <SegmentedControl
          aria-label={t('tutoring.calendar.view')}
          value={view}
          onChange={(value) => setView(value === 'month' ? 'month' : 'week')}
          data={[
            { value: 'week', label: t('tutoring.calendar.week') },
            { value: 'month', label: t('tutoring.calendar.month') },
          ]}
        />
      </Group>
      {!groups && calendar.isPending && (
        <Skeleton height={240} aria-busy="true" role="status" aria-label={t('app.loading')} />
      )}
      {!groups && calendar.isError && (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            {calendar.error instanceof ApiError && calendar.error.status < 500
              ? calendar.error.message
              : t('tutoring.loadError')}
            <Button size="xs" variant="light" color="red" onClick={() => void calendar.refetch()}>
              {t('tutoring.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {groups && calendar.data?.events.length === 0 && <Text c="dimmed">{t('tutoring.calendar.empty')}</Text>}
      {groups && (view === 'week' ? <WeekView groups={groups} /> : <MonthView groups={groups} month={anchor} />)}
      <FeedBox />
    </Stack>
  );
}

/** Seven columns on wide screens; on phones a vertical list of days. */
function WeekView({ groups }: { groups: TDayEvents[] }) {
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
        {event.group
          ? t('tutoring.calendar.group')
          : event.role === 'teacher'
            ? t('tutoring.roles.student')
            : t('tutoring.roles.teacher')}
      </Text>
      <Group gap={4} mt={4}>
        <Badge size="xs" variant="light" radius="sm" tt="none" color={statusColors[event.bookingStatus]}>
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

const weekdayShort = ['pon.', 'wt.', 'śr.', 'czw.', 'pt.', 'sob.', 'niedz.'];

/** Whole weeks of the month; each day with its lessons as chips. */
function MonthView({ groups, month }: { groups: TDayEvents[]; month: string }) {
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
                  aria-label={`${event.time} ${eventName(event)} (${
                    event.group
                      ? t('tutoring.calendar.group')
                      : event.role === 'teacher'
                        ? t('tutoring.roles.student')
                        : t('tutoring.roles.teacher')
                  }, ${tutoringPl.statuses[event.bookingStatus]})`}
                  style={{
                    borderRadius: 4,
                    padding: '0 4px',
                    background: `var(--mantine-color-${statusColors[event.bookingStatus]}-light)`,
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

/** The private iCalendar feed: turn on, copy, rotate, turn off. */
function FeedBox() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rotating, setRotating] = useState(false);
  const feed = useQuery({ queryKey: tutoringKeys.feed, queryFn: ({ signal }) => lessonApi.feed(signal) });
  const onError = (error: unknown) =>
    showToast({ variant: 'error', message: error instanceof ApiError ? error.message : t('tutoring.loadError') });
  const create = useMutation({
    mutationFn: lessonApi.createFeed,
    onSuccess: (result, rotate: boolean) => {
      queryClient.setQueryData(tutoringKeys.feed, result);
      setRotating(false);
      showToast({
        variant: 'success',
        message: rotate ? t('tutoring.calendar.feedRotated') : t('tutoring.calendar.feedEnabled'),
      });
    },
    onError,
  });
  const revoke = useMutation({
    mutationFn: lessonApi.revokeFeed,
    onSuccess: (result) => {
      queryClient.setQueryData(tutoringKeys.feed, { url: null });
      showToast({ variant: 'success', message: result.message });
    },
    onError,
  });
  const url = feed.data?.url ?? null;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-feed-title">
          {t('tutoring.calendar.feedTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('tutoring.calendar.feedIntro')}
        </Text>
        {feed.isPending && <Skeleton height={36} />}
        {feed.isError && (
          <Text c="red" size="sm" role="alert">
            {t('tutoring.loadError')}
          </Text>
        )}
        {feed.data && !url && (
          <Button
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
            onClick={() => create.mutate(false)}
            loading={create.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('tutoring.calendar.feedEnable')}
          </Button>
        )}
        {url && (
          <>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={t('tutoring.calendar.feedUrl')}
                value={url}
                readOnly
                style={{ flex: 1, minWidth: 0 }}
                onFocus={(event) => event.currentTarget.select()}
              />
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy} leftSection={<IconCopy size={16} aria-hidden />}>
                    {copied ? t('tutoring.calendar.feedCopied') : t('tutoring.calendar.feedCopy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="sm">{t('tutoring.calendar.feedHint')}</Text>
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={() => setRotating(true)}
              >
                {t('tutoring.calendar.feedRotate')}
              </Button>
              <Button variant="default" color="red" loading={revoke.isPending} onClick={() => revoke.mutate()}>
                {t('tutoring.calendar.feedDisable')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <Modal
        opened={rotating}
        onClose={() => setRotating(false)}
        title={t('tutoring.calendar.feedRotateTitle')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('tutoring.calendar.feedRotateText')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRotating(false)}>
              {t('tutoring.calendar.cancel')}
            </Button>
            <Button loading={create.isPending} onClick={() => create.mutate(true)}>
              {t('tutoring.calendar.feedRotateConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
