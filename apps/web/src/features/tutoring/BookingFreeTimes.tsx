import { ActionIcon, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { addDays } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/ErrorAlert';
import { formatDayHeading, formatLocalDate } from './tutoring-format';
import { type TBookingFlow, weekDays } from './useTutoringBookingPage';
import './tutoring.pl';

/** The arrow to the previous or the next week of free times (off at the first / last week one may book). */
function WeekStepButton({ flow, step }: { flow: TBookingFlow; step: 'previous' | 'next' }) {
  const { t } = useTranslation();
  const previous = step === 'previous';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={t(previous ? 'tutoring.booking.previousWeek' : 'tutoring.booking.nextWeek')}
      disabled={previous ? flow.firstWeek : flow.lastWeek}
      onClick={previous ? flow.previousWeek : flow.nextWeek}
    >
      {previous ? <IconChevronLeft size={18} /> : <IconChevronRight size={18} />}
    </ActionIcon>
  );
}

/** A week of the teacher's free times in Warsaw time, a day a card; a signed-in student picks times here. */
export function BookingFreeTimes({ flow }: { flow: TBookingFlow }) {
  const { t } = useTranslation();
  const { free } = flow;
  return (
    <Stack gap="sm" component="section" aria-labelledby="free-times-title">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Title order={2} id="free-times-title">
            {t('tutoring.booking.times')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('tutoring.booking.timesHelp')}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <WeekStepButton flow={flow} step="previous" />
          <Text size="sm" fw={600} aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
            {t('tutoring.booking.week', {
              from: formatLocalDate(flow.from),
              to: formatLocalDate(addDays(flow.from, weekDays - 1)),
            })}
          </Text>
          <WeekStepButton flow={flow} step="next" />
        </Group>
      </Group>

      {free.isPending && flow.optionId !== '' && (
        <Stack gap="xs" aria-busy="true" role="status" aria-label={t('app.loading')}>
          <Skeleton height={60} />
          <Skeleton height={60} />
        </Stack>
      )}
      {free.isError && (
        <RetryAlert
          message={t('tutoring.loadError')}
          retryLabel={t('tutoring.retry')}
          onRetry={() => void free.refetch()}
        />
      )}
      {free.data && free.data.times.length === 0 && <Text c="dimmed">{t('tutoring.booking.noTimes')}</Text>}
      {free.data && free.data.times.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" style={{ opacity: free.isPlaceholderData ? 0.6 : 1 }}>
          {flow.groups.map((group) => (
            <FreeDay key={group.date} group={group} flow={flow} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** One day's free times: buttons to pick for a student who may book, plain badges for anyone else. */
function FreeDay({ group, flow }: { group: TBookingFlow['groups'][number]; flow: TBookingFlow }) {
  const { t } = useTranslation();
  const headingId = `day-${group.date}`;
  const day = formatDayHeading(group.date);
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby={headingId} data-testid="free-day">
      <Text fw={600} component="h3" m={0} mb="xs" size="sm" id={headingId} tt="capitalize">
        {day}
      </Text>
      {group.times.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('tutoring.booking.noTimesDay')}
        </Text>
      ) : (
        <Group gap={6} wrap="wrap">
          {group.times.map((time) => {
            const selected = flow.picked.includes(time.startsAt);
            if (!flow.signedIn || flow.own)
              return (
                <Badge key={time.startsAt} variant="outline" radius="sm" size="lg" tt="none">
                  {time.time}
                </Badge>
              );
            return (
              <Button
                key={time.startsAt}
                size="compact-sm"
                variant={selected ? 'filled' : 'default'}
                aria-pressed={selected}
                aria-label={t('tutoring.booking.timeLabel', { day, time: time.time })}
                disabled={!selected && flow.full && flow.needed > 1}
                leftSection={selected ? <IconCheck size={14} aria-hidden /> : undefined}
                onClick={() => flow.toggle(time.startsAt)}
              >
                {time.time}
              </Button>
            );
          })}
        </Group>
      )}
    </Card>
  );
}
