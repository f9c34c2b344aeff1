import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { addDays } from '@zadania/shared';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvailabilityDayList } from './AvailabilityDayList';
import { AvailabilityWeekGrid, type TWeekViewProps } from './AvailabilityWeekGrid';
import { formatWeekRange, hourRows, weekDates, weekOccurrences } from './availability-week';
import { warsawToday, weekStartOf } from './tutoring-format';
import type { TAvailability } from './useAvailability';
import './tutoring.pl';

/** Phones (the app's 48em breakpoint) list the week day by day instead of the grid. */
const phoneQuery = '(max-width: 48em)';

/** One week of the teacher's availability (Monday to Sunday, Warsaw time), with the week before and after a click away. */
export function AvailabilityWeek({ availability }: { availability: TAvailability }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(phoneQuery) ?? false;
  const helpId = useId();
  const today = warsawToday();
  const [weekStart, setWeekStart] = useState(() => weekStartOf(today));
  const { slots } = availability;
  const dates = weekDates(weekStart);
  const occurrences = useMemo(() => weekOccurrences(slots, weekStart), [slots, weekStart]);
  const range = formatWeekRange(weekStart);
  const caption = t('tutoring.availability.week.caption', { range });

  const view: TWeekViewProps = {
    dates,
    today,
    occurrences,
    canAdd: availability.canAdd,
    onAdd: (date, hour) => availability.add({ date, hour }),
    onEdit: (occurrence) => availability.edit(occurrence.slot, occurrence.date),
    focusRequest: availability.focusRequest,
    onFocusDone: availability.focusDone,
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="wrap">
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="default"
              size="sm"
              px={8}
              aria-label={t('tutoring.availability.week.previous')}
              onClick={() => setWeekStart((start) => addDays(start, -7))}
            >
              <IconChevronLeft size={16} aria-hidden />
            </Button>
            <Button variant="default" size="sm" onClick={() => setWeekStart(weekStartOf(warsawToday()))}>
              {t('tutoring.availability.week.today')}
            </Button>
            <Button
              variant="default"
              size="sm"
              px={8}
              aria-label={t('tutoring.availability.week.next')}
              onClick={() => setWeekStart((start) => addDays(start, 7))}
            >
              <IconChevronRight size={16} aria-hidden />
            </Button>
          </Group>
          <Title order={3} size="h4" aria-live="polite" data-testid="availability-week-range">
            {range}
          </Title>
        </Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => availability.add()}
          disabled={!availability.canAdd}
        >
          {t('tutoring.availability.add')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" id={helpId}>
        {phone ? t('tutoring.availability.week.phoneHelp') : t('tutoring.availability.week.help')}
      </Text>
      {phone ? (
        <AvailabilityDayList {...view} caption={caption} />
      ) : (
        <AvailabilityWeekGrid {...view} hours={hourRows(slots)} caption={caption} helpId={helpId} />
      )}
    </Stack>
  );
}
