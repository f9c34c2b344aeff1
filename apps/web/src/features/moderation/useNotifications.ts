import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationKeys, notificationsApi } from '../notifications/notifications-api';

/** Until realtime delivery arrives, the header polls for new notifications every minute. */
export const notificationPollMs = 60_000;
export const bellPageSize = 5;

/** The latest notifications with the unread count, polled. */
export function useLatestNotifications() {
  const query = { page: 1, pageSize: bellPageSize };
  return useQuery({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) => notificationsApi.list(query, signal),
    refetchInterval: notificationPollMs,
  });
}

/** Mark one or all read; every notification list refreshes afterwards. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const markOne = useMutation({ mutationFn: notificationsApi.markRead, onSuccess });
  const markAll = useMutation({ mutationFn: notificationsApi.markAllRead, onSuccess });
  return { markOne, markAll };
}
