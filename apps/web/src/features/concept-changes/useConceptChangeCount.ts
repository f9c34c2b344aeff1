import { useQuery } from '@tanstack/react-query';
import { can, catalogue, type TViewer } from '@zadania/shared';
import { notificationPollMs } from '../moderation';
import { conceptChangeKeys, conceptChangesApi } from './concept-changes-api';

/** ADMIN: how many concept proposals wait (the badge next to 'Propozycje pojęć'); idle for everybody else. */
export function useConceptChangeCount(viewer: TViewer) {
  return useQuery({
    queryKey: conceptChangeKeys.pendingCount,
    queryFn: ({ signal }) => conceptChangesApi.pendingCount(signal),
    enabled: can(viewer, 'reviewConceptChanges', catalogue),
    refetchInterval: notificationPollMs,
  });
}
