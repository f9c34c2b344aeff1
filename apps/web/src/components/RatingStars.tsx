import { Group, Rating, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cataloguePl } from './catalogue.pl';
import { formatCount, formatRating, roundToHalfStar } from './number-format';

/** A rating as 5 stars with half fills, the value with two decimals and the number of ratings. */
export function RatingStars({
  value,
  count,
  size = 'sm',
}: {
  value: number;
  count: number;
  size?: 'xs' | 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const formatted = formatRating(value);
  // Nobody rated it yet: say so, as the profile does, rather than grey stars and "0,00 (0 ocen)".
  if (count === 0) {
    return (
      <Text size={size} c="dimmed" role="img" aria-label={t('catalogue.noRatings')}>
        {t('catalogue.noRatings')}
      </Text>
    );
  }
  return (
    <Group
      gap={6}
      wrap="nowrap"
      role="img"
      aria-label={`${t('catalogue.rating', { value: formatted })}, ${formatCount(count, cataloguePl.ratingCount)}`}
    >
      <Rating value={roundToHalfStar(value)} fractions={2} readOnly size={size} aria-hidden />
      <Text size={size} fw={600} aria-hidden>
        {formatted}
      </Text>
      <Text size={size} c="dimmed" aria-hidden>
        ({formatCount(count, cataloguePl.ratingCount)})
      </Text>
    </Group>
  );
}
