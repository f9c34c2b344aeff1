import { ActionIcon, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { TAvailabilitySlot } from '@zadania/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { describeSlot } from './tutoring-format';
import './tutoring.pl';
import { PlainList } from '../../components/PlainList';

type TSlotListProps = {
  slots: TAvailabilitySlot[];
  onEdit: (slot: TAvailabilitySlot) => void;
  onDelete: (slot: TAvailabilitySlot) => void;
};

/** Every slot the teacher defined, as Polish text ('Co tydzień, czwartek 17:00–19:00, od 26.11.2026'), to edit or delete. */
export function AvailabilitySlotList({ slots, onEdit, onDelete }: TSlotListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack gap="xs">
      <Title order={3} size="h4" id={headingId}>
        {t('tutoring.availability.allSlots')}
      </Title>
      {slots.length === 0 ? (
        <Text c="dimmed">{t('tutoring.availability.empty')}</Text>
      ) : (
        <PlainList gap="xs" aria-labelledby={headingId}>
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
                      onClick={() => onEdit(slot)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('tutoring.availability.delete', { slot: text })}
                      onClick={() => onDelete(slot)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </PlainList>
      )}
    </Stack>
  );
}
