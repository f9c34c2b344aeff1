import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { formatPln, type TOpenGroup, type TTutoringOffer } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { formatWarsawDateTime } from './tutoring-format';
import './tutoring.pl';

/** The teacher's group lessons with a free seat: joining one picks its time. */
export function BookingOpenGroups({
  offer,
  picked,
  bookable,
  onPick,
}: {
  offer: TTutoringOffer;
  picked: string[];
  bookable: boolean;
  onPick: (group: TOpenGroup) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="open-groups-title">
      <Stack gap={0}>
        <Title order={2} id="open-groups-title">
          {t('tutoring.booking.openGroups')}
        </Title>
        <Text size="sm" c="dimmed">
          {offer.openGroups.length ? t('tutoring.booking.openGroupsHelp') : t('tutoring.booking.noOpenGroups')}
        </Text>
      </Stack>
      {offer.openGroups.length > 0 && (
        <Group gap="xs" wrap="wrap" data-testid="open-groups">
          {offer.openGroups.map((group) => {
            const label = t('tutoring.booking.openGroupLabel', {
              time: formatWarsawDateTime(group.startsAt),
              duration: group.durationMinutes,
              price: formatPln(group.seatPriceGross),
              taken: group.seatsTaken,
              capacity: group.capacity,
            });
            const selected = picked.includes(group.startsAt);
            return bookable ? (
              <Button
                key={group.id}
                variant={selected ? 'filled' : 'default'}
                aria-pressed={selected}
                leftSection={selected ? <IconCheck size={14} aria-hidden /> : undefined}
                onClick={() => onPick(group)}
              >
                {label}
              </Button>
            ) : (
              <Badge key={group.id} variant="outline" radius="sm" size="lg" tt="none">
                {label}
              </Badge>
            );
          })}
        </Group>
      )}
    </Stack>
  );
}
