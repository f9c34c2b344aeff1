import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { moderationApi, moderationKeys } from './moderation-api';

/** Until realtime delivery arrives, the header polls for new notifications every minute. */
export const notificationPollMs = 60_000;
export const bellPageSize = 5;

/** The latest notifications with the unread count, polled. */
export function useLatestNotifications() {
  const query = { page: 1, pageSize: bellPageSize };
  return useQuery({
    queryKey: moderationKeys.notificationList(query),
    queryFn: ({ signal }) => moderationApi.notifications(query, signal),
    refetchInterval: notificationPollMs,
  });
}

/** Mark one or all read; every notification list refreshes afterwards. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: moderationKeys.notifications });
  const markOne = useMutation({ mutationFn: moderationApi.markRead, onSuccess });
  const markAll = useMutation({ mutationFn: moderationApi.markAllRead, onSuccess });
  return { markOne, markAll };
}
