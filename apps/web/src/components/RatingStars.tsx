import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cataloguePl } from './catalogue.pl';
import { formatCount, formatRating, roundToHalfStar } from './number-format';

const starSizes = { xs: 14, sm: 18, md: 20 } as const;
const starPath =
  'M12 17.75l-6.172 3.245 1.179-6.873-4.993-4.867 6.9-1.002L12 2l3.086 6.253 6.9 1.002-4.993 4.867 1.179 6.873z';

function StarRow({ size, color }: { size: number; color: string }) {
  return (
    <span style={{ display: 'flex', gap: 0 }}>
      {[0, 1, 2, 3, 4].map((star) => (
        <svg
          key={star}
          aria-hidden
          width={size}
          height={size}
          viewBox="0 0 24 24"
          fill={color}
          style={{ flex: 'none' }}
        >
          <path d={starPath} />
        </svg>
      ))}
    </span>
  );
}

/**
 * Five stars filled to the value, as plain markup: the list shows one per card, and Mantine's read-only Rating (ten
 * inputs and their hooks per card) was a large part of hydrating the list on a phone. The text beside it says the
 * value; the stars are decoration.
 */
function StaticStars({ value, size }: { value: number; size: number }) {
  return (
    <span aria-hidden style={{ position: 'relative', display: 'inline-flex', flex: 'none' }}>
      <StarRow size={size} color="var(--mantine-color-default-border)" />
      <span style={{ position: 'absolute', inset: 0, width: `${(value / 5) * 100}%`, overflow: 'hidden' }}>
        <StarRow size={size} color="var(--mantine-color-yellow-filled)" />
      </span>
    </span>
  );
}

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
      <StaticStars value={roundToHalfStar(value)} size={starSizes[size]} />
      <Text size={size} fw={600} aria-hidden>
        {formatted}
      </Text>
      <Text size={size} c="dimmed" aria-hidden>
        ({formatCount(count, cataloguePl.ratingCount)})
      </Text>
    </Group>
  );
}
