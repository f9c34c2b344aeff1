import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  minutesPerDay,
  repeatKindLabels,
  repeatKinds,
  type TAvailabilitySlot,
  type TAvailabilitySlotSave,
  type TRepeatKind,
  ZAvailabilitySlotSave,
} from '@zadania/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ApiError } from '../../lib/api/api-error';
import { formPathOf } from './offer-form';
import { describeSlot, endMinuteOptions, startMinuteOptions, warsawToday } from './tutoring-format';
import './tutoring.pl';

export type TSlotFormValues = {
  date: string;
  startMinute: string;
  endMinute: string;
  repeat: TRepeatKind;
  until: string;
};

const slotFields = ['date', 'startMinute', 'endMinute', 'repeat', 'until'] as const;

/** The request body: the local day and minutes of that day (Warsaw), `until` only for a repeating slot. */
export function toSlotSave(values: TSlotFormValues): TAvailabilitySlotSave {
  return {
    date: values.date,
    startMinute: Number(values.startMinute),
    endMinute: Number(values.endMinute),
    repeat: values.repeat,
    until: values.repeat !== 'NO_REPEAT' && values.until ? values.until : null,
  };
}

/** A new slot's fields: one hour from `hour` (17:00 unless a cell of the grid says otherwise) on `date`. */
export const newSlotValues = (date: string = warsawToday(), hour = 17): TSlotFormValues => ({
  date,
  startMinute: String(hour * 60),
  endMinute: String(Math.min(minutesPerDay, (hour + 1) * 60)),
  repeat: 'NO_REPEAT',
  until: '',
});

export const valuesOfSlot = (slot: TAvailabilitySlot): TSlotFormValues => ({
  date: slot.date,
  startMinute: String(slot.startMinute),
  endMinute: String(slot.endMinute),
  repeat: slot.repeat,
  until: slot.until ?? '',
});

type TSlotDialogProps = {
  /** The slot being edited, or null for a new one. */
  slot: TAvailabilitySlot | null;
  initialValues: TSlotFormValues;
  onSubmit: (body: TAvailabilitySlotSave) => Promise<unknown>;
  onCancel: () => void;
  /** Asks to delete the slot being edited (the confirmation follows). */
  onDelete: (slot: TAvailabilitySlot) => void;
  /** Opened from the grid, whose cell gave the day: the start time takes the focus instead of the date. */
  focusTime?: boolean;
};

/** The dialog adding or editing a slot: its day, start and end on the 5-minute grid, how it repeats and until when. */
export function SlotDialog({ slot, initialValues, onSubmit, onCancel, onDelete, focusTime = false }: TSlotDialogProps) {
  const { t } = useTranslation();
  const title = slot ? t('tutoring.availability.editTitle') : t('tutoring.availability.addTitle');
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const patch = (change: Partial<TSlotFormValues>, field: string) => {
    setValues((old) => ({ ...old, ...change }));
    setErrors((old) => ({ ...old, [field]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = toSlotSave(values);
    const parsed = ZAvailabilitySlotSave.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[formPathOf(issue.path)] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setAlert(null);
    setPending(true);
    try {
      await onSubmit(body);
    } catch (error) {
      const known =
        error instanceof ApiError
          ? error.fieldErrors.filter((item) => (slotFields as readonly string[]).includes(item.path))
          : [];
      if (known.length > 0) setErrors(Object.fromEntries(known.map((item) => [item.path, item.message])));
      else setAlert(error instanceof Error ? error.message : t('toasts.serverError'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal opened onClose={onCancel} title={title} size="lg" centered>
      <form noValidate onSubmit={submit} aria-label={title}>
        <Stack gap="sm">
          <TextInput
            type="date"
            label={t('tutoring.availability.date')}
            required
            data-autofocus={focusTime ? undefined : true}
            value={values.date}
            onChange={(event) => patch({ date: event.currentTarget.value }, 'date')}
            error={errors.date || undefined}
            w={{ base: '100%', xs: 240 }}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NativeSelect
              label={t('tutoring.availability.start')}
              data-autofocus={focusTime ? true : undefined}
              value={values.startMinute}
              onChange={(event) => patch({ startMinute: event.currentTarget.value }, 'startMinute')}
              data={startMinuteOptions}
              error={errors.startMinute || undefined}
            />
            <NativeSelect
              label={t('tutoring.availability.end')}
              value={values.endMinute}
              onChange={(event) => patch({ endMinute: event.currentTarget.value }, 'endMinute')}
              data={endMinuteOptions}
              error={errors.endMinute || undefined}
            />
            <NativeSelect
              label={t('tutoring.availability.repeat')}
              value={values.repeat}
              onChange={(event) => patch({ repeat: event.currentTarget.value as TRepeatKind }, 'repeat')}
              data={repeatKinds.map((kind) => ({ value: kind, label: repeatKindLabels[kind] }))}
              error={errors.repeat || undefined}
            />
            {values.repeat !== 'NO_REPEAT' && (
              <TextInput
                type="date"
                label={t('tutoring.availability.until')}
                value={values.until}
                min={values.date}
                onChange={(event) => patch({ until: event.currentTarget.value }, 'until')}
                error={errors.until || undefined}
              />
            )}
          </SimpleGrid>
          <ErrorAlert message={alert} />
          <Group gap="sm" justify="space-between">
            <Group gap="sm">
              <Button type="submit" loading={pending}>
                {t('tutoring.availability.save')}
              </Button>
              <Button variant="default" onClick={onCancel}>
                {t('tutoring.availability.cancel')}
              </Button>
            </Group>
            {slot && (
              <Button variant="subtle" color="red" onClick={() => onDelete(slot)}>
                {t('tutoring.availability.deleteSlot')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type TDeleteDialogProps = {
  slot: TAvailabilitySlot | null;
  pending: boolean;
  onConfirm: (slot: TAvailabilitySlot) => void;
  onCancel: () => void;
};

/** Asks before deleting a slot; booked lessons stay. */
export function DeleteSlotDialog({ slot, pending, onConfirm, onCancel }: TDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={slot !== null} onClose={onCancel} title={t('tutoring.availability.deleteTitle')} centered>
      <Stack gap="md">
        <Text size="sm">{slot && t('tutoring.availability.deleteText', { slot: describeSlot(slot) })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('tutoring.availability.cancel')}
          </Button>
          <Button
            color="red"
            loading={pending}
            onClick={() => {
              if (slot) onConfirm(slot);
            }}
          >
            {t('tutoring.availability.deleteConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
