import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TCalendarPage } from './useCalendarPage';
import './tutoring.pl';

/** The calendar's arrows, 'today', the shown range (read out when it changes) and the week / month switch. */
export function CalendarToolbar({ page }: { page: TCalendarPage }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="xs" wrap="nowrap">
        <Button variant="default" size="sm" px={8} onClick={page.previous} aria-label={t('tutoring.calendar.previous')}>
          <IconChevronLeft size={16} aria-hidden />
        </Button>
        <Button variant="default" size="sm" onClick={page.today}>
          {t('tutoring.calendar.today')}
        </Button>
        <Button variant="default" size="sm" px={8} onClick={page.next} aria-label={t('tutoring.calendar.next')}>
          <IconChevronRight size={16} aria-hidden />
        </Button>
        <Text fw={600} aria-live="polite" data-testid="calendar-range">
          {page.heading}
        </Text>
      </Group>
      <SegmentedControl
        aria-label={t('tutoring.calendar.view')}
        value={page.view}
        onChange={page.chooseView}
        data={[
          { value: 'week', label: t('tutoring.calendar.week') },
          { value: 'month', label: t('tutoring.calendar.month') },
        ]}
      />
    </Group>
  );
}
