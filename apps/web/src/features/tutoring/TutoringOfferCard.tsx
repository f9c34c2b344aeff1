import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatPln } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OfferSummary } from './OfferSummary';
import { tutoringApi, tutoringKeys } from './tutoring-api';
import './tutoring.pl';

/**
 * The tutoring offer on a teacher's card: what they teach, from what price, and the way to book. Nothing when the
 * teacher does not tutor now (the API answers 404) or the offer cannot be read.
 */
export function TutoringOfferCard({ teacherId }: { teacherId: string }) {
  const { t } = useTranslation();
  const offer = useQuery({
    queryKey: tutoringKeys.teacherOffer(teacherId),
    queryFn: ({ signal }) => tutoringApi.teacherOffer(teacherId, signal),
    retry: false,
  });
  const data = offer.data;
  if (!data?.enabled || data.lessonOptions.length === 0) return null;
  const cheapest = Math.min(...data.lessonOptions.map((option) => option.priceGross));
  const durations = [...new Set(data.lessonOptions.map((option) => option.durationMinutes))].sort((a, b) => a - b);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="tutoring-offer-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id="tutoring-offer-title">
            {t('tutoring.card.title')}
          </Title>
          <Text fw={600}>{t('tutoring.search.priceFrom', { price: formatPln(cheapest) })}</Text>
        </Group>
        <OfferSummary offer={data} />
        <Text size="sm" c="dimmed">
          {t('tutoring.search.durations', { durations: durations.join(', ') })}
        </Text>
        <Group gap="sm">
          <Button component={Link} to={`/tutoring/${teacherId}`}>
            {t('tutoring.card.book')}
          </Button>
          <Anchor component={Link} to="/tutoring" size="sm">
            {t('tutoring.card.others')}
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
