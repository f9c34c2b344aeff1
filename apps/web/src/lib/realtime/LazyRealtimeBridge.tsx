import { lazy, Suspense, useState } from 'react';
import { useIsAuthenticated } from '../session/useSession';

/**
 * The realtime bridge (chat, notifications, Premium, logout elsewhere) loads only for a signed-in tab, together
 * with the features' handlers that `loadRealtimeHandlers` registers (app/realtime-handlers.ts).
 */
export function LazyRealtimeBridge({
  onLoggedOut,
  loadRealtimeHandlers,
}: {
  onLoggedOut: () => void;
  loadRealtimeHandlers: () => Promise<unknown>;
}) {
  const signedIn = useIsAuthenticated();
  const [RealtimeBridge] = useState(() =>
    lazy(() =>
      Promise.all([import('./RealtimeBridge'), loadRealtimeHandlers()]).then(([module]) => ({
        default: module.RealtimeBridge,
      })),
    ),
  );
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <RealtimeBridge onLoggedOut={onLoggedOut} />
    </Suspense>
  );
}
