import { Box, Checkbox, Group, Input, ScrollArea, Stack, Text } from '@mantine/core';
import { numberLineTickValue } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { formatGameNumber } from '../games';
import { previewTickCount, type TLevelValue, toNumber } from './game-form';
import './games-admin.pl';

/**
 * The level's line as the child will see it: one tick per number from `start` with `step`, and under each tick a
 * checkbox that makes it a slot to fill.
 */
export function NumberLinePreview({
  level,
  error,
  onSlotsChange,
}: {
  level: TLevelValue;
  error?: string;
  onSlotsChange: (slots: number[]) => void;
}) {
  const { t } = useTranslation();
  const count = previewTickCount(level);
  const start = toNumber(level.start);
  const step = toNumber(level.step);
  const valid = start !== undefined && step !== undefined && Number.isFinite(start) && Number.isFinite(step);
  const ticks = Array.from({ length: count }, (_, tick) => ({
    tick,
    label: valid ? formatGameNumber(numberLineTickValue({ start, step }, tick)) : String(tick + 1),
  }));
  const toggle = (tick: number, checked: boolean) =>
    onSlotsChange(checked ? [...level.slots, tick].sort((a, b) => a - b) : level.slots.filter((slot) => slot !== tick));

  return (
    <Input.Wrapper
      label={t('gamesAdmin.slots')}
      description={t('gamesAdmin.slotsHelp')}
      error={error}
      labelElement="div"
    >
      <ScrollArea type="auto" offsetScrollbars mt="xs">
        <Group
          gap={0}
          wrap="nowrap"
          style={{ borderTop: '2px solid var(--mantine-color-text)', minWidth: 'max-content' }}
        >
          {ticks.map(({ tick, label }) => (
            <Stack key={tick} gap={4} align="center" px={6} miw={56}>
              <Box w={2} h={10} bg="var(--mantine-color-text)" aria-hidden />
              <Text size="sm" ff="monospace" aria-hidden>
                {label}
              </Text>
              <Checkbox
                aria-label={t('gamesAdmin.slot', { value: label })}
                checked={level.slots.includes(tick)}
                onChange={(event) => toggle(tick, event.currentTarget.checked)}
              />
            </Stack>
          ))}
        </Group>
      </ScrollArea>
    </Input.Wrapper>
  );
}
