import { ActionIcon, Button, Group, NumberInput, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { comparisonSymbols, gameLimits, type TComparisonSymbol } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../components/FormParts';
import { emptyComparisonItem, symbolFor, type TComparisonItemValue, type TLevelValue } from './game-form';
import { NumberLinePreview } from './NumberLinePreview';
import './games-admin.pl';

type TLevelFieldsProps = {
  level: TLevelValue;
  prefix: string;
  errors: Record<string, string>;
  onChange: (change: Partial<TLevelValue>) => void;
};

const numberProps = { decimalSeparator: ',', decimalScale: gameLimits.decimals, allowedDecimalSeparators: ['.', ','] };

/** A number comparison level: its pairs of numbers with the symbol expected between them, added and removed. */
export function ComparisonItems({ level, prefix, errors, onChange }: TLevelFieldsProps) {
  const { t } = useTranslation();
  const setItem = (index: number, change: Partial<TComparisonItemValue>) =>
    onChange({
      items: level.items.map((item, i) => {
        if (i !== index) return item;
        const next = { ...item, ...change };
        // A new number suggests its symbol; the admin may still choose another.
        const suggested = 'expected' in change ? null : symbolFor(next.left, next.right);
        return suggested ? { ...next, expected: suggested } : next;
      }),
    });
  return (
    <Stack gap="xs">
      <InlineError message={errors[`${prefix}.items`]} />
      {level.items.map((item, index) => {
        const pair = index + 1;
        const itemPrefix = `${prefix}.items.${index}`;
        return (
          <Group key={item.key} gap="sm" align="flex-end" wrap="wrap" data-testid="comparison-pair">
            <NumberInput
              {...numberProps}
              label={t('gamesAdmin.left')}
              aria-label={`${t('gamesAdmin.pair', { number: pair })}: ${t('gamesAdmin.left')}`}
              value={item.left}
              onChange={(left) => setItem(index, { left })}
              error={errors[`${itemPrefix}.left`]}
              w={150}
            />
            <SegmentedControl
              aria-label={`${t('gamesAdmin.pair', { number: pair })}: ${t('gamesAdmin.expected')}`}
              value={item.expected}
              onChange={(expected) => setItem(index, { expected: expected as TComparisonSymbol })}
              data={comparisonSymbols.map((symbol) => ({ value: symbol, label: symbol }))}
            />
            <NumberInput
              {...numberProps}
              label={t('gamesAdmin.right')}
              aria-label={`${t('gamesAdmin.pair', { number: pair })}: ${t('gamesAdmin.right')}`}
              value={item.right}
              onChange={(right) => setItem(index, { right })}
              error={errors[`${itemPrefix}.right`]}
              w={150}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('gamesAdmin.removePair', { number: pair })}
              disabled={level.items.length <= 1}
              onClick={() => onChange({ items: level.items.filter((_, i) => i !== index) })}
              mb={6}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        );
      })}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => onChange({ items: [...level.items, emptyComparisonItem()] })}
        disabled={level.items.length >= gameLimits.maxComparisonItems}
        w="fit-content"
      >
        {t('gamesAdmin.addPair')}
      </Button>
    </Stack>
  );
}

/** A number line level: start, step, number of ticks, and the preview on which the slots are chosen. */
export function NumberLineFields({ level, prefix, errors, onChange }: TLevelFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <NumberInput
          {...numberProps}
          label={t('gamesAdmin.start')}
          value={level.start}
          onChange={(start) => onChange({ start })}
          error={errors[`${prefix}.start`]}
        />
        <NumberInput
          {...numberProps}
          label={t('gamesAdmin.step')}
          value={level.step}
          onChange={(step) => onChange({ step })}
          error={errors[`${prefix}.step`]}
          allowNegative={false}
        />
        <NumberInput
          label={t('gamesAdmin.tickCount')}
          value={level.tickCount}
          onChange={(tickCount) =>
            onChange({
              tickCount,
              slots: typeof tickCount === 'number' ? level.slots.filter((slot) => slot < tickCount) : level.slots,
            })
          }
          min={gameLimits.minTicks}
          max={gameLimits.maxTicks}
          allowDecimal={false}
          allowNegative={false}
          error={errors[`${prefix}.tickCount`]}
        />
      </SimpleGrid>
      <NumberLinePreview
        level={level}
        error={errors[`${prefix}.slots`]}
        onSlotsChange={(slots) => onChange({ slots })}
      />
    </Stack>
  );
}
