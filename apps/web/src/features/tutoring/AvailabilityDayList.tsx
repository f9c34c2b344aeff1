import { Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { formatMinuteOfDay } from '@zadania/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TWeekViewProps } from './AvailabilityWeekGrid';
import { formatDayName, occurrenceLabel, repeatWords } from './availability-week';
import './tutoring.pl';
import { PlainList } from '../../components/PlainList';

/**
 * The week on a phone: day after day, each with its blocks (buttons that edit the slot) and a button that adds a
 * slot on that day; nothing wider than the screen.
 */
export function AvailabilityDayList(props: TWeekViewProps & { caption: string }) {
  const { dates, today, occurrences, canAdd, onAdd, onEdit, focusRequest, onFocusDone } = props;
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);

  // After a dialog opened from a day saves, focus goes to the saved slot's entry on that day.
  useEffect(() => {
    if (!focusRequest) return;
    const target =
      occurrences.find((item) => item.slot.id === focusRequest.slotId && item.date === focusRequest.date) ??
      occurrences.find((item) => item.slot.id === focusRequest.slotId);
    if (target) listRef.current?.querySelector<HTMLElement>(`[data-key="${target.key}"]`)?.focus();
    onFocusDone();
  });

  return (
    <PlainList ref={listRef} gap="xs" aria-label={props.caption}>
      {dates.map((date, day) => {
        const items = occurrences.filter((item) => item.day === day);
        const name = formatDayName(date);
        return (
          <Paper
            component="li"
            key={date}
            withBorder
            radius="md"
            p="xs"
            bg={date === today ? 'var(--mantine-color-blue-light)' : undefined}
            aria-current={date === today ? 'date' : undefined}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs" mb={items.length > 0 ? 6 : 0}>
              <Text component="h4" size="sm" fw={600} m={0}>
                {name}
                {date === today && ` (${t('tutoring.availability.week.todayMark')})`}
              </Text>
              {canAdd && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  aria-label={t('tutoring.availability.week.addOnDay', { day: name })}
                  onClick={() => onAdd(date, 17)}
                >
                  {t('tutoring.availability.week.addShort')}
                </Button>
              )}
            </Group>
            {items.length === 0 ? (
              <Text size="xs" c="dimmed">
                {t('tutoring.availability.week.dayEmpty')}
              </Text>
            ) : (
              <Stack gap={4}>
                {items.map((item) => (
                  <UnstyledButton
                    key={item.key}
                    data-key={item.key}
                    data-testid="availability-block"
                    aria-label={occurrenceLabel(item)}
                    onClick={() => onEdit(item)}
                    px="xs"
                    py={6}
                    style={{
                      borderRadius: 'var(--mantine-radius-sm)',
                      borderLeft: '4px solid var(--mantine-color-blue-filled)',
                      background: 'var(--mantine-color-body)',
                    }}
                  >
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      {/* One line of text: its words are the start of the button's name (WCAG 2.5.3). */}
                      <Text size="sm" component="span">
                        <Text span size="sm" fw={600}>
                          {formatMinuteOfDay(item.startMinute)}–{formatMinuteOfDay(item.endMinute)}
                        </Text>{' '}
                        <Text span size="sm" c="dimmed">
                          {repeatWords(item.slot.repeat)}
                        </Text>
                      </Text>
                      <IconPencil size={16} aria-hidden />
                    </Group>
                  </UnstyledButton>
                ))}
              </Stack>
            )}
          </Paper>
        );
      })}
    </PlainList>
  );
}
