import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationKeys, notificationsApi } from '../notifications';

/** The review queues' counts (no realtime event tells of them) are polled every minute. */
export const notificationPollMs = 60_000;
export const bellPageSize = 5;

/** The latest notifications with the unread count; CreatedNotification refetches them (notifications-realtime.ts). */
export function useLatestNotifications() {
  const query = { page: 1, pageSize: bellPageSize };
  return useQuery({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) => notificationsApi.list(query, signal),
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
