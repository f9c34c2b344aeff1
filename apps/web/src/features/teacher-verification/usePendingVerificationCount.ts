import { useQuery } from '@tanstack/react-query';
import { isAdmin, type TViewer } from '@zadania/shared';
import { teacherVerificationApi, teacherVerificationKeys } from './teacher-verification-api';

/** How many teachers' applications wait for an ADMIN (the admin menu's badge); idle for anybody else. */
export function usePendingVerificationCount(viewer: TViewer) {
  return useQuery({
    queryKey: teacherVerificationKeys.queue,
    queryFn: ({ signal }) => teacherVerificationApi.queue(signal),
    enabled: isAdmin(viewer),
    select: (queue) => queue.pending,
  });
}
