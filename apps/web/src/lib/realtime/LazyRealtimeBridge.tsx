import { lazy, Suspense } from 'react';
import { useIsAuthenticated } from '../../features/auth/useSession';

const RealtimeBridge = lazy(() => import('./RealtimeBridge').then((module) => ({ default: module.RealtimeBridge })));

/** The realtime bridge (chat, notifications, Premium, logout elsewhere) loads only for a signed-in tab. */
export function LazyRealtimeBridge({ onLoggedOut }: { onLoggedOut: () => void }) {
  const signedIn = useIsAuthenticated();
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <RealtimeBridge onLoggedOut={onLoggedOut} />
    </Suspense>
  );
}
