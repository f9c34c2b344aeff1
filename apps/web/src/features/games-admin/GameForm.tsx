import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  comparisonSymbols,
  gameLimits,
  gameTypes,
  type TComparisonSymbol,
  type TGameSave,
  type TGameType,
} from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { AddRowButton, FormSaveFooter, InlineError } from '../../components/FormParts';
import { useCheckedForm } from '../../lib/forms/useCheckedForm';
import {
  emptyComparisonItem,
  emptyLevel,
  symbolFor,
  type TComparisonItemValue,
  type TGameFormValues,
  type TLevelValue,
  validateGame,
} from './game-form';
import { NumberLinePreview } from './NumberLinePreview';
import './games-admin.pl';

type TGameFormProps = {
  initialValues: TGameFormValues;
  /** Saves the validated game; a rejected ApiError's field messages are shown at their fields. */
  onSubmit: (game: TGameSave) => Promise<unknown>;
  submitLabel: string;
};

const numberProps = { decimalSeparator: ',', decimalScale: gameLimits.decimals, allowedDecimalSeparators: ['.', ','] };

/** The ADMIN's game form: type, name, the level from which Premium is needed, and the levels of the type. */
export function GameForm({ initialValues, onSubmit, submitLabel }: TGameFormProps) {
  const { t } = useTranslation();
  const { values, setValues, errors, clear, alert, pending, submit } = useCheckedForm({
    initialValues,
    check: validateGame,
    onSubmit,
    fixErrorsMessage: t('gamesAdmin.fixErrors'),
  });
  const patch = (change: Partial<TGameFormValues>) => setValues((old) => ({ ...old, ...change }));
  const patchLevel = (index: number, change: Partial<TLevelValue>) =>
    setValues((old) => ({
      ...old,
      levels: old.levels.map((level, i) => (i === index ? { ...level, ...change } : level)),
    }));
  const moveLevel = (from: number, to: number) => {
    setValues((old) => {
      const levels = [...old.levels];
      const [moved] = levels.splice(from, 1);
      if (moved) levels.splice(to, 0, moved);
      return { ...old, levels };
    });
    clear('levels');
  };

  return (
    <form noValidate onSubmit={submit} aria-label={submitLabel}>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <NativeSelect
            label={t('gamesAdmin.type')}
            value={values.type}
            onChange={(event) => {
              patch({ type: event.currentTarget.value as TGameType });
              clear('levels');
            }}
            data={gameTypes.map((type) => ({ value: type, label: t(`gamesAdmin.types.${type}`) }))}
          />
          <TextInput
            label={t('gamesAdmin.name')}
            required
            value={values.name}
            onChange={(event) => {
              patch({ name: event.currentTarget.value });
              clear('name');
            }}
            error={errors.name}
            maxLength={gameLimits.nameMaxLength}
          />
          <NumberInput
            label={t('gamesAdmin.premium')}
            description={t('gamesAdmin.premiumHelp')}
            value={values.premiumFromLevel}
            onChange={(premiumFromLevel) => {
              patch({ premiumFromLevel });
              clear('premiumFromLevel');
            }}
            min={1}
            max={values.levels.length}
            allowDecimal={false}
            allowNegative={false}
            error={errors.premiumFromLevel}
          />
        </SimpleGrid>

        <Fieldset legend={t('gamesAdmin.levels')} radius="md">
          <Stack gap="md">
            <InlineError message={errors.levels} />
            {values.levels.map((level, index) => (
              <LevelCard
                key={level.key}
                type={values.type}
                level={level}
                index={index}
                count={values.levels.length}
                errors={errors}
                onChange={(change) => {
                  patchLevel(index, change);
                  clear(`levels.${index}.`);
                }}
                onMove={(to) => moveLevel(index, to)}
                onRemove={() => {
                  setValues((old) => ({ ...old, levels: old.levels.filter((_, i) => i !== index) }));
                  clear('levels');
                }}
              />
            ))}
            <AddRowButton
              full={values.levels.length >= gameLimits.maxLevels}
              onAdd={() => {
                setValues((old) => ({ ...old, levels: [...old.levels, emptyLevel()] }));
                clear('levels');
              }}
            >
              {t('gamesAdmin.addLevel')}
            </AddRowButton>
          </Stack>
        </Fieldset>

        <FormSaveFooter alert={alert} pending={pending} label={submitLabel} />
      </Stack>
    </form>
  );
}

type TLevelCardProps = {
  type: TGameType;
  level: TLevelValue;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (change: Partial<TLevelValue>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
};

function LevelCard({ type, level, index, count, errors, onChange, onMove, onRemove }: TLevelCardProps) {
  const { t } = useTranslation();
  const number = index + 1;
  const prefix = `levels.${index}`;
  const headingId = `game-level-${level.key}`;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={headingId} data-testid="game-level">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} id={headingId}>
            {t('gamesAdmin.level', { number })}
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={t('gamesAdmin.moveUp', { number })}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('gamesAdmin.moveDown', { number })}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('gamesAdmin.removeLevel', { number })}
              disabled={count <= 1}
              onClick={onRemove}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
        {type === 'NumberComparison' ? (
          <ComparisonItems level={level} prefix={prefix} errors={errors} onChange={onChange} />
        ) : (
          <NumberLineFields level={level} prefix={prefix} errors={errors} onChange={onChange} />
        )}
      </Stack>
    </Paper>
  );
}

type TLevelFieldsProps = {
  level: TLevelValue;
  prefix: string;
  errors: Record<string, string>;
  onChange: (change: Partial<TLevelValue>) => void;
};

function ComparisonItems({ level, prefix, errors, onChange }: TLevelFieldsProps) {
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

function NumberLineFields({ level, prefix, errors, onChange }: TLevelFieldsProps) {
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
