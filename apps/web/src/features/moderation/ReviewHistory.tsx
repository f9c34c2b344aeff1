import { Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../components/TitledSection';
import { formatDateTime } from '../../i18n/dates';
import { moderationApi, moderationKeys } from './moderation-api';
import './moderation.pl';

/** The review decisions of a task, newest first: status, comment, date (and who decided). */
export function ReviewHistory({ homeworkId }: { homeworkId: string }) {
  const { t } = useTranslation();
  const reviews = useQuery({
    queryKey: moderationKeys.reviews(homeworkId),
    queryFn: ({ signal }) => moderationApi.reviews(homeworkId, signal),
  });
  return (
    <TitledSection id="review-history-heading" title={t('moderation.history')} titleSize="h4" gap="xs">
      {reviews.isPending && <Skeleton height={60} radius="md" />}
      {reviews.isError && <Text c="red">{t('moderation.historyError')}</Text>}
      {reviews.data && reviews.data.results.length === 0 && <Text c="dimmed">{t('moderation.historyEmpty')}</Text>}
      {reviews.data?.results.map((review) => (
        <Card key={review.id} withBorder radius="md" padding="sm" component="article">
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Badge color={review.status === 'APPROVED' ? 'green' : 'red'} variant="light" radius="sm">
                {t(`moderation.reviewStatuses.${review.status}`)}
              </Badge>
              <Text size="xs" c="dimmed" component="time" dateTime={review.createdAt}>
                {formatDateTime(review.createdAt)}
              </Text>
            </Group>
            <Text
              size="sm"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              c={review.comment ? undefined : 'dimmed'}
            >
              {review.comment || t('moderation.noComment')}
            </Text>
            {review.reviewer && (
              <Text size="xs" c="dimmed">
                {t('moderation.reviewer', { name: review.reviewer.displayName })}
              </Text>
            )}
          </Stack>
        </Card>
      ))}
    </TitledSection>
  );
}
