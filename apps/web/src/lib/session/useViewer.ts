import { can, catalogue, type TPolicyAction, type TViewer } from '@zadania/shared';
import { useMe } from './useMe';
import { useIsAuthenticated } from './useSession';

/**
 * The viewer for the shared permission functions; `ready` is false while a signed-in user's
 * profile is still loading, so that role-dependent requests wait instead of guessing.
 */
export function useViewer(): { viewer: TViewer; ready: boolean } {
  const isAuthenticated = useIsAuthenticated();
  const me = useMe();
  if (!isAuthenticated) return { viewer: null, ready: true };
  if (!me.data) return { viewer: null, ready: !me.isPending };
  return {
    viewer: { id: me.data.id, role: me.data.role, hasActiveSubscription: me.data.hasActiveSubscription },
    ready: true,
  };
}

/** Whether the viewer may do `action` on the catalogue (an admin page's rule), and whether that is known yet. */
export function useCatalogueAccess(action: TPolicyAction<'catalogue'>) {
  const { viewer, ready } = useViewer();
  return { ready, allowed: can(viewer, action, catalogue) };
}
