import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/ErrorAlert';
import { DeleteSlotDialog, SlotDialog } from './AvailabilityDialogs';
import { AvailabilitySlotList } from './AvailabilitySlotList';
import { AvailabilityWeek } from './AvailabilityWeek';
import { useAvailability } from './useAvailability';
import './tutoring.pl';

export { toSlotSave } from './AvailabilityDialogs';

/**
 * The TEACHER's time slots in Warsaw time: a week grid (a day-by-day list on phones) where a free hour adds a slot
 * and a block edits its slot, then every slot as Polish text; adding and editing in a dialog, deleting after
 * confirming.
 */
export function AvailabilityEditor() {
  const { t } = useTranslation();
  const headingId = useId();
  const availability = useAvailability();
  const { list, slots, editing, deleting } = availability;

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
          <Skeleton height={36} />
          <Skeleton height={320} />
        </Stack>
      )}
      {list.isError && (
        <RetryAlert
          message={t('tutoring.loadError')}
          retryLabel={t('tutoring.retry')}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data && (
        <>
          <AvailabilityWeek availability={availability} />
          <AvailabilitySlotList
            slots={slots}
            onEdit={(slot) => availability.edit(slot)}
            onDelete={availability.askDelete}
          />
        </>
      )}
      {editing && (
        <SlotDialog
          key={editing.slot?.id ?? 'new'}
          slot={editing.slot}
          initialValues={editing.values}
          onSubmit={availability.save}
          onCancel={availability.closeEditing}
          onDelete={availability.askDelete}
          focusTime={editing.fromDate !== null}
        />
      )}
      <DeleteSlotDialog
        slot={deleting}
        pending={availability.removing}
        onConfirm={availability.confirmDelete}
        onCancel={availability.closeDeleting}
      />
    </Stack>
  );
}
