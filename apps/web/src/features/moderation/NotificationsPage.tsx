import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CardListSkeleton } from '../../components/PageSkeleton';
import { pageParamSetter } from '../../components/page-param';
import { PagedListPagination } from '../../components/ResultsPagination';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { parsePage } from '../../lib/page-param';
import { notificationKeys, notificationsApi } from '../notifications';
import { NotificationContent } from './NotificationItem';
import { describeNotification } from './notification-text';
import { useMarkNotificationsRead } from './useNotifications';
import './moderation.pl';
import '../../components/catalogue.pl';

const pageSize = 10;

/** /account/notifications: every notification, paged (the page in the URL). */
export function NotificationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const query = { page, pageSize };
  const list = useQuery({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) => notificationsApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
  const { markOne, markAll } = useMarkNotificationsRead();
  useDocumentTitle(t('moderation.notifications'));
  const data = list.data;

  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={760}>
      <Group justify="space-between" gap="sm">
        <Title order={1}>{t('moderation.notifications')}</Title>
        <Button
          variant="light"
          disabled={!data || data.unreadCount === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('moderation.markAllRead')}
        </Button>
      </Group>
      <Title order={2} size="h4" aria-live="polite">
        {t('catalogue.resultsHeading', { total: data?.total ?? 0 })}
      </Title>
      {list.isError && !data && (
        <Alert color="red" title={t('moderation.notificationsError')}>
          <Button size="xs" variant="light" color="red" onClick={() => list.refetch()}>
            {t('catalogue.retry')}
          </Button>
        </Alert>
      )}
      {!data && !list.isError && <CardListSkeleton />}
      {data && data.results.length === 0 && <Text c="dimmed">{t('moderation.notificationsEmpty')}</Text>}
      {data?.results.map((notification) => {
        const { href } = describeNotification(notification, t);
        const onOpen = () => {
          if (notification.readAt === null) markOne.mutate(notification.id);
        };
        return (
          <Card key={notification.id} withBorder radius="md" padding="sm" component="article">
            {href ? (
              <Anchor component={Link} to={href} c="inherit" underline="never" onClick={onOpen}>
                <NotificationContent notification={notification} />
              </Anchor>
            ) : (
              <NotificationContent notification={notification} />
            )}
          </Card>
        );
      })}
      <PagedListPagination list={data} onPageChange={pageParamSetter(setParams)} />
    </Stack>
  );
}
