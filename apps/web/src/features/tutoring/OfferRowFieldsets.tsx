import { ActionIcon, Fieldset, Group, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { tutoringLimits as limits } from '@zadania/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddRowButton, InlineError } from '../../components/FormParts';
import type { TOfferForm } from './useTutoringOfferForm';
import './tutoring.pl';

/** The offer's lesson options: a duration and a price each. */
export function OfferLessonOptions({ form }: { form: TOfferForm }) {
  const { t } = useTranslation();
  const rows = form.values.lessonOptions;
  return (
    <RowsFieldset
      legend={t('tutoring.offer.lessonOptions')}
      error={form.errors.lessonOptions}
      rows={rows}
      testId="lesson-option"
      removeLabel={(number) => t('tutoring.offer.removeOption', { number })}
      onRemove={form.removeOption}
      add={{
        full: rows.length >= limits.maxLessonOptions,
        onAdd: form.addOption,
        label: t('tutoring.offer.addOption'),
      }}
    >
      {(option, index, number) => {
        const field = form.rowField(t('tutoring.offer.lessonOption', { number }), `lessonOptions.${index}`);
        return (
          <>
            <NumberInput
              {...field(t('tutoring.offer.duration'), 'durationMinutes')}
              value={option.durationMinutes}
              onChange={(durationMinutes) => form.patchOption(index, { durationMinutes })}
              min={limits.minDurationMinutes}
              max={limits.maxDurationMinutes}
              step={limits.minuteStep}
              allowDecimal={false}
              allowNegative={false}
            />
            <TextInput
              {...field(t('tutoring.offer.price'), 'priceGross')}
              placeholder={t('tutoring.offer.pricePlaceholder')}
              inputMode="decimal"
              value={option.price}
              onChange={(event) => form.patchOption(index, { price: event.currentTarget.value })}
            />
          </>
        );
      }}
    </RowsFieldset>
  );
}

/** The offer's packages: a number of lessons at a discount each. */
export function OfferPackages({ form }: { form: TOfferForm }) {
  const { t } = useTranslation();
  const rows = form.values.packages;
  return (
    <RowsFieldset
      legend={t('tutoring.offer.packages')}
      intro={t('tutoring.offer.packagesHelp')}
      error={form.errors.packages}
      rows={rows}
      testId="package"
      removeLabel={(number) => t('tutoring.offer.removePackage', { number })}
      onRemove={form.removePackage}
      add={{ full: rows.length >= limits.maxPackages, onAdd: form.addPackage, label: t('tutoring.offer.addPackage') }}
    >
      {(option, index, number) => {
        const field = form.rowField(t('tutoring.offer.package', { number }), `packages.${index}`);
        return (
          <>
            <NumberInput
              {...field(t('tutoring.offer.packageLessons'), 'lessonCount')}
              value={option.lessonCount}
              onChange={(lessonCount) => form.patchPackage(index, { lessonCount })}
              min={limits.minPackageLessons}
              max={limits.maxPackageLessons}
              allowDecimal={false}
              allowNegative={false}
            />
            <NumberInput
              {...field(t('tutoring.offer.packageDiscount'), 'discountPercent')}
              value={option.discountPercent}
              onChange={(discountPercent) => form.patchPackage(index, { discountPercent })}
              min={limits.minPackageDiscount}
              max={limits.maxPackageDiscount}
              allowDecimal={false}
              allowNegative={false}
            />
          </>
        );
      }}
    </RowsFieldset>
  );
}

type TRowsFieldsetProps<TRow extends { key: string }> = {
  legend: string;
  /** A hint under the legend. */
  intro?: string;
  /** The message about the list as a whole. */
  error: string | undefined;
  rows: TRow[];
  testId: string;
  removeLabel: (number: number) => string;
  onRemove: (index: number) => void;
  add: { full: boolean; onAdd: () => void; label: string };
  /** The fields of a row; `number` is its 1-based number. */
  children: (row: TRow, index: number, number: number) => ReactNode;
};

/** A list of the offer as a fieldset: its message, its numbered removable rows, the button that adds one more. */
function RowsFieldset<TRow extends { key: string }>(props: TRowsFieldsetProps<TRow>) {
  const { legend, intro, error, rows, testId, removeLabel, onRemove, add, children } = props;
  return (
    <Fieldset legend={legend} radius="md">
      <Stack gap="sm">
        {intro && (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        )}
        <InlineError message={error} />
        {rows.map((row, index) => (
          <RemovableRow
            key={row.key}
            testId={testId}
            removeLabel={removeLabel(index + 1)}
            onRemove={() => onRemove(index)}
          >
            {children(row, index, index + 1)}
          </RemovableRow>
        ))}
        <AddRowButton full={add.full} onAdd={add.onAdd}>
          {add.label}
        </AddRowButton>
      </Stack>
    </Fieldset>
  );
}

type TRemovableRowProps = { testId: string; removeLabel: string; onRemove: () => void; children: ReactNode };

/** One numbered row of a list of the offer: its fields, then the button that removes it. */
function RemovableRow({ testId, removeLabel, onRemove, children }: TRemovableRowProps) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Group gap="sm" align="flex-start" wrap="wrap">
        {children}
        <ActionIcon variant="subtle" color="red" mt={{ base: 0, xs: 28 }} aria-label={removeLabel} onClick={onRemove}>
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
