import {
  ActionIcon,
  Alert,
  Button,
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
import { IconAlertCircle, IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  tutoringLimits as limits,
  schoolLevelLabels,
  schoolLevels,
  subjects,
  type TSchoolLevel,
  type TSubject,
  type TTutoringOfferSave,
} from '@zadania/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error';
import { focusFirstInvalid } from '../../lib/forms/focus-first-invalid';
import {
  emptyLessonOption,
  emptyPackage,
  type TLessonOptionValue,
  type TOfferFormValues,
  type TPackageValue,
  validateOffer,
} from './offer-form';

type TOfferFormProps = {
  initialValues: TOfferFormValues;
  /** Saves the validated offer; a rejected ApiError's field messages are shown at their fields. */
  onSubmit: (offer: TTutoringOfferSave) => Promise<unknown>;
};

const breakOptions = Array.from({ length: limits.maxBreakMinutes / limits.minuteStep + 1 }, (_, index) =>
  String(index * limits.minuteStep),
);

/** A message under a group of fields (a list, the checkboxes), read out when it appears. */
function GroupError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Text size="sm" c="red" role="alert">
      {message}
    </Text>
  );
}

/** The TEACHER's offer: on or off, description, subjects, levels, lesson options, packages, group lessons, break. */
export function TutoringOfferForm({ initialValues, onSubmit }: TOfferFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const clear = (...prefixes: string[]) =>
    setErrors((old) =>
      Object.fromEntries(Object.entries(old).filter(([key]) => !prefixes.some((prefix) => key.startsWith(prefix)))),
    );
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateOffer(values);
    if (!result.ok) {
      setErrors(result.errors);
      setAlert(t('tutoring.fixErrors'));
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    setErrors({});
    setAlert(null);
    setPending(true);
    try {
      await onSubmit(result.data);
    } catch (error) {
      // The fields show their own messages; the alert repeats the first, in case its field is hidden (group off).
      if (error instanceof ApiError && error.fieldErrors.length > 0)
        setErrors(Object.fromEntries(error.fieldErrors.map((item) => [item.path, item.message])));
      setAlert(error instanceof Error ? error.message : t('toasts.serverError'));
    } finally {
      setPending(false);
    }
  };

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
            <GroupError message={errors.lessonOptions} />
            {values.lessonOptions.map((option, index) => {
              const number = index + 1;
              const name = t('tutoring.offer.lessonOption', { number });
              return (
                <Paper key={option.key} withBorder radius="md" p="sm" data-testid="lesson-option">
                  <Group gap="sm" align="flex-start" wrap="wrap">
                    <NumberInput
                      label={t('tutoring.offer.duration')}
                      aria-label={`${name}: ${t('tutoring.offer.duration')}`}
                      value={option.durationMinutes}
                      onChange={(durationMinutes) => patchOption(index, { durationMinutes })}
                      min={limits.minDurationMinutes}
                      max={limits.maxDurationMinutes}
                      step={limits.minuteStep}
                      allowDecimal={false}
                      allowNegative={false}
                      error={errors[`lessonOptions.${index}.durationMinutes`]}
                      w={{ base: '100%', xs: 170 }}
                    />
                    <TextInput
                      label={t('tutoring.offer.price')}
                      aria-label={`${name}: ${t('tutoring.offer.price')}`}
                      placeholder={t('tutoring.offer.pricePlaceholder')}
                      inputMode="decimal"
                      value={option.price}
                      onChange={(event) => patchOption(index, { price: event.currentTarget.value })}
                      error={errors[`lessonOptions.${index}.priceGross`]}
                      w={{ base: '100%', xs: 170 }}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mt={{ base: 0, xs: 28 }}
                      aria-label={t('tutoring.offer.removeOption', { number })}
                      onClick={() =>
                        patch({ lessonOptions: values.lessonOptions.filter((_, i) => i !== index) }, 'lessonOptions')
                      }
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Paper>
              );
            })}
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => patch({ lessonOptions: [...values.lessonOptions, emptyLessonOption()] }, 'lessonOptions')}
              disabled={values.lessonOptions.length >= limits.maxLessonOptions}
              w="fit-content"
            >
              {t('tutoring.offer.addOption')}
            </Button>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('tutoring.offer.packages')} radius="md">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('tutoring.offer.packagesHelp')}
            </Text>
            <GroupError message={errors.packages} />
            {values.packages.map((option, index) => {
              const number = index + 1;
              const name = t('tutoring.offer.package', { number });
              return (
                <Paper key={option.key} withBorder radius="md" p="sm" data-testid="package">
                  <Group gap="sm" align="flex-start" wrap="wrap">
                    <NumberInput
                      label={t('tutoring.offer.packageLessons')}
                      aria-label={`${name}: ${t('tutoring.offer.packageLessons')}`}
                      value={option.lessonCount}
                      onChange={(lessonCount) => patchPackage(index, { lessonCount })}
                      min={limits.minPackageLessons}
                      max={limits.maxPackageLessons}
                      allowDecimal={false}
                      allowNegative={false}
                      error={errors[`packages.${index}.lessonCount`]}
                      w={{ base: '100%', xs: 170 }}
                    />
                    <NumberInput
                      label={t('tutoring.offer.packageDiscount')}
                      aria-label={`${name}: ${t('tutoring.offer.packageDiscount')}`}
                      value={option.discountPercent}
                      onChange={(discountPercent) => patchPackage(index, { discountPercent })}
                      min={limits.minPackageDiscount}
                      max={limits.maxPackageDiscount}
                      allowDecimal={false}
                      allowNegative={false}
                      error={errors[`packages.${index}.discountPercent`]}
                      w={{ base: '100%', xs: 170 }}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mt={{ base: 0, xs: 28 }}
                      aria-label={t('tutoring.offer.removePackage', { number })}
                      onClick={() => patch({ packages: values.packages.filter((_, i) => i !== index) }, 'packages')}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Paper>
              );
            })}
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => patch({ packages: [...values.packages, emptyPackage()] }, 'packages')}
              disabled={values.packages.length >= limits.maxPackages}
              w="fit-content"
            >
              {t('tutoring.offer.addPackage')}
            </Button>
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

        {alert && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {alert}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={pending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
            {t('tutoring.offer.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
