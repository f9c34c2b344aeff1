import { Group, Paper, Rating, Stack, Text } from '@mantine/core';
import type { TReview } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { initialsOf } from '../../lib/profile-paths';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { OnlineAvatar } from '../presence';
import { ReportButton } from '../reports';
import { UserHoverCard } from '../user-card';
import { DeleteReviewButton } from './DeleteReviewButton';
import './profiles.pl';

/** One review: its author (with the hover card), stars, the rich text and the date; delete where allowed. */
export function ReviewItem({ review, teacherId }: { review: TReview; teacherId: string }) {
  const { t } = useTranslation();
  const edited = review.updatedAt !== review.createdAt;
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      aria-label={t('profiles.reviews.itemLabel', { name: review.author.displayName })}
      data-testid="review"
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <OnlineAvatar
              userId={review.author.id}
              src={review.author.avatar?.url}
              alt=""
              size={36}
              radius="xl"
              color="blue"
            >
              {initialsOf(review.author.displayName)}
            </OnlineAvatar>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" truncate>
                <UserHoverCard user={review.author} />
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={review.createdAt} title={formatDateTime(review.createdAt)}>
                  {formatDate(review.createdAt)}
                </time>
                {edited && ` ${t('profiles.reviews.edited')}`}
              </Text>
            </Stack>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Rating
              value={review.rating}
              readOnly
              size="sm"
              role="img"
              aria-label={t('profiles.reviews.ratingLabel', { value: review.rating })}
            />
            {review.policies.delete && <DeleteReviewButton review={review} teacherId={teacherId} />}
            <ReportButton targetType="REVIEW" targetId={review.id} ownerId={review.author.id} />
          </Group>
        </Group>
        <RichContent html={review.review} copyable={false} />
      </Stack>
    </Paper>
  );
}
