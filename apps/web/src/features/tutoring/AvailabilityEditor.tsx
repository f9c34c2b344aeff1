import {
  ActionIcon,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  repeatKindLabels,
  repeatKinds,
  type TAvailabilitySlot,
  type TAvailabilitySlotSave,
  type TRepeatKind,
  tutoringLimits,
  ZAvailabilitySlotSave,
} from '@zadania/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, RetryAlert } from '../../components/ErrorAlert';
import { ApiError } from '../../lib/api/api-error';
import { showToast } from '../../lib/toasts';
import { formPathOf } from './offer-form';
import { tutoringApi, tutoringKeys } from './tutoring-api';
import { describeSlot, endMinuteOptions, startMinuteOptions, warsawToday } from './tutoring-format';

type TSlotFormValues = { date: string; startMinute: string; endMinute: string; repeat: TRepeatKind; until: string };

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

const newSlotValues = (): TSlotFormValues => ({
  date: warsawToday(),
  startMinute: String(17 * 60),
  endMinute: String(18 * 60),
  repeat: 'NO_REPEAT',
  until: '',
});

const valuesOfSlot = (slot: TAvailabilitySlot): TSlotFormValues => ({
  date: slot.date,
  startMinute: String(slot.startMinute),
  endMinute: String(slot.endMinute),
  repeat: slot.repeat,
  until: slot.until ?? '',
});

type TEditing = { slot: TAvailabilitySlot | null; values: TSlotFormValues };

/** The TEACHER's time slots in Warsaw time: listed as Polish text, added, edited and deleted (after confirming). */
export function AvailabilityEditor() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [editing, setEditing] = useState<TEditing | null>(null);
  const [deleting, setDeleting] = useState<TAvailabilitySlot | null>(null);
  const list = useQuery({
    queryKey: tutoringKeys.availability,
    queryFn: ({ signal }) => tutoringApi.availability(signal),
  });
  const remove = useMutation({
    mutationFn: (slot: TAvailabilitySlot) => tutoringApi.deleteSlot(slot.id),
    onSuccess: () => {
      showToast({ variant: 'success', message: t('tutoring.availability.deleted') });
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: tutoringKeys.availability });
    },
  });

  const save = async (body: TAvailabilitySlotSave) => {
    if (editing?.slot) await tutoringApi.updateSlot(editing.slot.id, body);
    else await tutoringApi.createSlot(body);
    showToast({
      variant: 'success',
      message: editing?.slot ? t('tutoring.availability.updated') : t('tutoring.availability.added'),
    });
    setEditing(null);
    await queryClient.invalidateQueries({ queryKey: tutoringKeys.availability });
  };

  const slots = list.data?.slots ?? [];
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Title order={2} id={headingId}>
          {t('tutoring.availability.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('tutoring.availability.help')}
        </Text>
      </Stack>
      {list.isPending && (
        <Stack gap="xs" aria-busy="true" role="status" aria-label={t('app.loading')}>
          <Skeleton height={44} />
          <Skeleton height={44} />
        </Stack>
      )}
      {list.isError && (
        <RetryAlert
          message={t('tutoring.loadError')}
          retryLabel={t('tutoring.retry')}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data && slots.length === 0 && <Text c="dimmed">{t('tutoring.availability.empty')}</Text>}
      {slots.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={headingId}>
          {slots.map((slot) => {
            const text = describeSlot(slot);
            return (
              <Paper component="li" key={slot.id} withBorder radius="md" p="sm" data-testid="availability-slot">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {text}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('tutoring.availability.edit', { slot: text })}
                      onClick={() => setEditing({ slot, values: valuesOfSlot(slot) })}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('tutoring.availability.delete', { slot: text })}
                      onClick={() => setDeleting(slot)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {editing ? (
        <SlotForm
          key={editing.slot?.id ?? 'new'}
          title={editing.slot ? t('tutoring.availability.editTitle') : t('tutoring.availability.addTitle')}
          initialValues={editing.values}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ slot: null, values: newSlotValues() })}
          disabled={slots.length >= tutoringLimits.maxSlots}
          w="fit-content"
        >
          {t('tutoring.availability.add')}
        </Button>
      )}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('tutoring.availability.deleteTitle')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{deleting && t('tutoring.availability.deleteText', { slot: describeSlot(deleting) })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('tutoring.availability.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => {
                if (deleting) remove.mutate(deleting);
              }}
            >
              {t('tutoring.availability.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

type TSlotFormProps = {
  title: string;
  initialValues: TSlotFormValues;
  onSubmit: (body: TAvailabilitySlotSave) => Promise<unknown>;
  onCancel: () => void;
};

/** One slot: its day, start and end on the 5-minute grid, how it repeats and until when. */
function SlotForm({ title, initialValues, onSubmit, onCancel }: TSlotFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
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
    <Paper withBorder radius="md" p="md">
      <form noValidate onSubmit={submit} aria-labelledby={titleId}>
        <Stack gap="sm">
          <Text fw={600} id={titleId}>
            {title}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <TextInput
              type="date"
              label={t('tutoring.availability.date')}
              required
              value={values.date}
              onChange={(event) => patch({ date: event.currentTarget.value }, 'date')}
              error={errors.date || undefined}
            />
            <NativeSelect
              label={t('tutoring.availability.start')}
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
          </SimpleGrid>
          {values.repeat !== 'NO_REPEAT' && (
            <TextInput
              type="date"
              label={t('tutoring.availability.until')}
              value={values.until}
              min={values.date}
              onChange={(event) => patch({ until: event.currentTarget.value }, 'until')}
              error={errors.until || undefined}
              w={{ base: '100%', xs: 240 }}
            />
          )}
          <ErrorAlert message={alert} />
          <Group gap="sm">
            <Button type="submit" loading={pending}>
              {t('tutoring.availability.save')}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t('tutoring.availability.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
