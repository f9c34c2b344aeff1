import { Badge, Group, Stack, Text } from '@mantine/core';
import { schoolLevelLabels, type TTutoringOffer } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import './tutoring.pl';

/** What a teacher teaches: the description, subjects, levels and group lessons of the offer. */
export function OfferSummary({ offer }: { offer: TTutoringOffer }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {offer.description && <Text style={{ whiteSpace: 'pre-line' }}>{offer.description}</Text>}
      <Group gap={6} wrap="wrap">
        {offer.subjects.map((subject) => (
          <Badge key={subject} variant="light" radius="sm" tt="none">
            {t(`tutoring.subjects.${subject}`)}
          </Badge>
        ))}
        {offer.levels.map((level) => (
          <Badge key={level} variant="outline" color="gray" radius="sm" tt="none">
            {schoolLevelLabels[level]}
          </Badge>
        ))}
      </Group>
      {offer.group.enabled && (
        <Text size="sm" c="dimmed">
          {t('tutoring.booking.group', { count: offer.group.maxParticipants, fee: offer.group.feePercent })}
        </Text>
      )}
    </Stack>
  );
}
