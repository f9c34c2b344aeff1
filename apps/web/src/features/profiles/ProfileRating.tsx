import { Group, Stack, Text } from '@mantine/core';
import type { TUserRating } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { RatingStars } from '../../components/RatingStars';
import './profiles.pl';
import { PlainList } from '../../components/PlainList';

const kinds = [
  { key: 'homeworks', rating: 'homeworkRating', count: 'homeworkCount' },
  { key: 'courses', rating: 'courseRating', count: 'courseCount' },
  { key: 'lectures', rating: 'lectureRating', count: 'lectureCount' },
] as const satisfies readonly { key: string; rating: keyof TUserRating; count: keyof TUserRating }[];

/** A teacher's overall rating with half stars and its breakdown: tasks, courses, tutoring (section 2). */
export function ProfileRating({ rating }: { rating: TUserRating }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} data-testid="profile-rating">
      <RatingStars value={rating.rating} count={rating.count} size="md" />
      <PlainList gap={4} aria-label={t('profiles.ratingBreakdown')}>
        {kinds.map((kind) => (
          <Group key={kind.key} component="li" gap="sm" wrap="wrap" data-kind={kind.key}>
            <Text size="sm" c="dimmed" w={110}>
              {t(`profiles.${kind.key}`)}
            </Text>
            {rating[kind.count] > 0 ? (
              <RatingStars value={rating[kind.rating]} count={rating[kind.count]} size="xs" />
            ) : (
              <Text size="sm" c="dimmed" fs="italic">
                {t('profiles.noRatings')}
              </Text>
            )}
          </Group>
        ))}
      </PlainList>
    </Stack>
  );
}
