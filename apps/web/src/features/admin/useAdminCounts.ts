import type { TViewer } from '@zadania/shared';
import { useConceptChangeCount } from '../concept-changes';
import { usePendingCount } from '../moderation';
import { useOpenHelpCount } from '../safeguarding';
import { usePendingVerificationCount } from '../teacher-verification';
import type { TAdminCount } from './admin-sections';

/** The pending counts shown beside the admin sections (idle for anybody but an ADMIN). */
export function useAdminCounts(viewer: TViewer): Record<TAdminCount, number | undefined> {
  return {
    openHelpRequests: useOpenHelpCount(viewer).data?.count,
    pendingHomeworks: usePendingCount(viewer).data?.count,
    pendingConceptChanges: useConceptChangeCount(viewer).data?.count,
    pendingVerifications: usePendingVerificationCount(viewer).data,
  };
}
