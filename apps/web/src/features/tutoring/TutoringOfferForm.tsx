import {
  ActionIcon,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import {
  tutoringLimits as limits,
  schoolLevelLabels,
  schoolLevels,
  subjects,
  type TSchoolLevel,
  type TSubject,
  type TTutoringOfferSave,
} from '@zadania/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddRowButton, FormSaveFooter, InlineError } from '../../components/FormParts';
import { useCheckedForm } from '../../lib/forms/useCheckedForm';
import {
  emptyLessonOption,
  emptyPackage,
  type TLessonOptionValue,
  type TOfferFormValues,
  type TPackageValue,
  validateOffer,
} from './offer-form';
import './tutoring.pl';

type TOfferFormProps = {
  initialValues: TOfferFormValues;
  /** Saves the validated offer; a rejected ApiError's field messages are shown at their fields. */
  onSubmit: (offer: TTutoringOfferSave) => Promise<unknown>;
};

const breakOptions = Array.from({ length: limits.maxBreakMinutes / limits.minuteStep + 1 }, (_, index) =>
  String(index * limits.minuteStep),
);

/** The TEACHER's offer: on or off, description, subjects, levels, lesson options, packages, group lessons, break. */
export function TutoringOfferForm({ initialValues, onSubmit }: TOfferFormProps) {
  const { t } = useTranslation();
  // The fields show their own messages; the alert repeats the server's first, in case its field is hidden (group off).
  const { values, setValues, errors, clear, alert, pending, submit } = useCheckedForm({
    initialValues,
    check: validateOffer,
    onSubmit,
    fixErrorsMessage: t('tutoring.fixErrors'),
  });

  const patch = (change: Partial<TOfferFormValues>, ...cleared: string[]) => {
    setValues((old) => ({ ...old, ...change }));
    clear(...cleared);
  };
  const patchOption = (index: number, change: Partial<TLessonOptionValue>) => {
    setValues((old) => ({
      ...old,
      lessonOptions: old.lessonOptions.map((row, i) => (i === index ? { ...row, ...change } : row)),
    }));
    clear(`lessonOptions.${index}.`, 'lessonOptions');
  };
  const patchPackage = (index: number, change: Partial<TPackageValue>) => {
    setValues((old) => ({
      ...old,
      packages: old.packages.map((row, i) => (i === index ? { ...row, ...change } : row)),
    }));
    clear('packages');
  };
  /** The props of a field in a numbered row: its label, also named with the row's name, its message, its width. */
  const rowField = (rowName: string, rowPath: string) => (label: string, key: string) => ({
    label,
    'aria-label': `${rowName}: ${label}`,
    error: errors[`${rowPath}.${key}`],
    w: { base: '100%', xs: 170 },
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t('tutoring.offer.title')}>
      <Stack gap="lg">
        <Switch
          label={t('tutoring.offer.enabled')}
          description={t('tutoring.offer.enabledHelp')}
          checked={values.enabled}
          onChange={(event) => patch({ enabled: event.currentTarget.checked }, 'lessonOptions', 'subjects', 'levels')}
        />
        <Textarea
          label={t('tutoring.offer.description')}
          description={t('tutoring.offer.descriptionHelp', { max: limits.descriptionMaxLength })}
          value={values.description}
          onChange={(event) => patch({ description: event.currentTarget.value }, 'description')}
          maxLength={limits.descriptionMaxLength}
          rows={5}
          error={errors.description}
        />

        <Checkbox.Group
          label={t('tutoring.offer.subjects')}
          value={values.subjects}
          onChange={(next) => patch({ subjects: next as TSubject[] }, 'subjects')}
          error={errors.subjects}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt="xs">
            {subjects.map((subject) => (
              <Checkbox key={subject} value={subject} label={t(`tutoring.subjects.${subject}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>

        <Checkbox.Group
          label={t('tutoring.offer.levels')}
          value={values.levels}
          onChange={(next) => patch({ levels: next as TSchoolLevel[] }, 'levels')}
          error={errors.levels}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" mt="xs">
            {schoolLevels.map((level) => (
              <Checkbox key={level} value={level} label={schoolLevelLabels[level]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>

        <Fieldset legend={t('tutoring.offer.lessonOptions')} radius="md">
          <Stack gap="sm">
            <InlineError message={errors.lessonOptions} />
            {values.lessonOptions.map((option, index) => {
              const number = index + 1;
              const field = rowField(t('tutoring.offer.lessonOption', { number }), `lessonOptions.${index}`);
              return (
                <RemovableRow
                  key={option.key}
                  testId="lesson-option"
                  removeLabel={t('tutoring.offer.removeOption', { number })}
                  onRemove={() =>
                    patch({ lessonOptions: values.lessonOptions.filter((_, i) => i !== index) }, 'lessonOptions')
                  }
                >
                  <NumberInput
                    {...field(t('tutoring.offer.duration'), 'durationMinutes')}
                    value={option.durationMinutes}
                    onChange={(durationMinutes) => patchOption(index, { durationMinutes })}
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
                    onChange={(event) => patchOption(index, { price: event.currentTarget.value })}
                  />
                </RemovableRow>
              );
            })}
            <AddRowButton
              full={values.lessonOptions.length >= limits.maxLessonOptions}
              onAdd={() => patch({ lessonOptions: [...values.lessonOptions, emptyLessonOption()] }, 'lessonOptions')}
            >
              {t('tutoring.offer.addOption')}
            </AddRowButton>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('tutoring.offer.packages')} radius="md">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('tutoring.offer.packagesHelp')}
            </Text>
            <InlineError message={errors.packages} />
            {values.packages.map((option, index) => {
              const number = index + 1;
              const field = rowField(t('tutoring.offer.package', { number }), `packages.${index}`);
              return (
                <RemovableRow
                  key={option.key}
                  testId="package"
                  removeLabel={t('tutoring.offer.removePackage', { number })}
                  onRemove={() => patch({ packages: values.packages.filter((_, i) => i !== index) }, 'packages')}
                >
                  <NumberInput
                    {...field(t('tutoring.offer.packageLessons'), 'lessonCount')}
                    value={option.lessonCount}
                    onChange={(lessonCount) => patchPackage(index, { lessonCount })}
                    min={limits.minPackageLessons}
                    max={limits.maxPackageLessons}
                    allowDecimal={false}
                    allowNegative={false}
                  />
                  <NumberInput
                    {...field(t('tutoring.offer.packageDiscount'), 'discountPercent')}
                    value={option.discountPercent}
                    onChange={(discountPercent) => patchPackage(index, { discountPercent })}
                    min={limits.minPackageDiscount}
                    max={limits.maxPackageDiscount}
                    allowDecimal={false}
                    allowNegative={false}
                  />
                </RemovableRow>
              );
            })}
            <AddRowButton
              full={values.packages.length >= limits.maxPackages}
              onAdd={() => patch({ packages: [...values.packages, emptyPackage()] }, 'packages')}
            >
              {t('tutoring.offer.addPackage')}
            </AddRowButton>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('tutoring.offer.group')} radius="md">
          <Stack gap="sm">
            <Switch
              label={t('tutoring.offer.groupEnabled')}
              checked={values.group.enabled}
              onChange={(event) => patch({ group: { ...values.group, enabled: event.currentTarget.checked } }, 'group')}
            />
            {values.group.enabled && (
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <NumberInput
                  label={t('tutoring.offer.groupParticipants')}
                  value={values.group.maxParticipants}
                  onChange={(maxParticipants) => patch({ group: { ...values.group, maxParticipants } }, 'group')}
                  min={limits.minGroupParticipants}
                  max={limits.maxGroupParticipants}
                  allowDecimal={false}
                  allowNegative={false}
                  error={errors['group.maxParticipants']}
                />
                <NumberInput
                  label={t('tutoring.offer.groupFee')}
                  value={values.group.feePercent}
                  onChange={(feePercent) => patch({ group: { ...values.group, feePercent } }, 'group')}
                  min={limits.minGroupFee}
                  max={limits.maxGroupFee}
                  allowDecimal={false}
                  allowNegative={false}
                  error={errors['group.feePercent']}
                />
              </SimpleGrid>
            )}
          </Stack>
        </Fieldset>

        <NativeSelect
          label={t('tutoring.offer.breakMinutes')}
          value={String(values.breakMinutes)}
          onChange={(event) => patch({ breakMinutes: Number(event.currentTarget.value) }, 'breakMinutes')}
          data={breakOptions.map((minutes) => ({ value: minutes, label: t('tutoring.minutes', { value: minutes }) }))}
          error={errors.breakMinutes}
          w={{ base: '100%', xs: 240 }}
        />

        <FormSaveFooter alert={alert} pending={pending} label={t('tutoring.offer.save')} />
      </Stack>
    </form>
  );
}

/** One numbered row of a list of the offer: its fields, then the button that removes it. */
function RemovableRow({
  testId,
  removeLabel,
  onRemove,
  children,
}: {
  testId: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
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
