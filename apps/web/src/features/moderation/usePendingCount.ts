import { useQuery } from '@tanstack/react-query';
import type { TViewer } from '@zadania/shared';
import { can, catalogue } from '@zadania/shared';
import { moderationApi, moderationKeys } from './moderation-api';
import { notificationPollMs } from './useNotifications';

/** ADMIN: how many tasks wait for review (the badge next to 'Recenzje'); idle for everybody else. */
export function usePendingCount(viewer: TViewer) {
  return useQuery({
    queryKey: moderationKeys.pendingCount,
    queryFn: ({ signal }) => moderationApi.pendingCount(signal),
    enabled: can(viewer, 'reviewHomework', catalogue),
    refetchInterval: notificationPollMs,
  });
}
