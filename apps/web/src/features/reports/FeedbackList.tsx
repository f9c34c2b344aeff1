import { Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { TFeedback } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { PagedListPagination } from '../../components/ResultsPagination';
import { formatDateTime } from '../../i18n/dates';
import { AdminLoadError } from './AdminLoadError';
import { SupportFileLinks } from './SupportAttachments';
import { useFeedbackList } from './useAdminSupportPage';
import './reports.pl';

/** The feedback sent from any page, a page at a time; unread items can be marked read. */
export function FeedbackList() {
  const { t } = useTranslation();
  const { list, setPage, read } = useFeedbackList();
  if (!list.data && list.isPending)
    return <Skeleton height={160} aria-busy="true" role="status" aria-label={t('app.loading')} />;
  if (!list.data) return <AdminLoadError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Stack gap="sm">
      {list.data.results.length === 0 && <Text c="dimmed">{t('reports.admin.emptyFeedback')}</Text>}
      {list.data.results.map((item: TFeedback) => (
        <FeedbackCard key={item.id} item={item} marking={read.isPending} onMarkRead={() => read.mutate(item.id)} />
      ))}
      <PagedListPagination list={list.data} onPageChange={setPage} />
    </Stack>
  );
}

/** One feedback item: who sent it from which page and when, its rating, message and files. */
function FeedbackCard({ item, marking, onMarkRead }: { item: TFeedback; marking: boolean; onMarkRead: () => void }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="feedback">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="xs" c="dimmed">
            {item.author
              ? t('reports.admin.feedbackFrom', { name: item.author.displayName, page: item.page })
              : t('reports.admin.feedbackAnonymous', { page: item.page })}{' '}
            · {formatDateTime(item.createdAt)}
          </Text>
          <Group gap="xs">
            {item.rating !== null && (
              <Badge variant="light" radius="sm" tt="none">
                {`${item.rating}/5`}
              </Badge>
            )}
            {item.status === 'NEW' && (
              <Badge color="blue" radius="sm" tt="none">
                {t('reports.admin.unread')}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {item.message}
        </Text>
        <SupportFileLinks files={item.files} />
        {item.status === 'NEW' && (
          <Group justify="flex-end">
            <Button size="compact-sm" variant="light" loading={marking} onClick={onMarkRead}>
              {t('reports.admin.markRead')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
