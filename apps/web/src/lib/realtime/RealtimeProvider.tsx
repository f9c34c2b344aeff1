import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { getToken, subscribeToSession } from '../api/token-storage';
import type { TRealtimeClient } from './realtime-client';

export const RealtimeContext = createContext<TRealtimeClient | null>(null);

/**
 * Opens the realtime socket while somebody is signed in in this tab, and closes it when they sign out. The
 * socket client loads only then: a visitor who is not signed in never downloads it.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const signedIn = useSyncExternalStore(
    subscribeToSession,
    () => getToken() !== null,
    () => false,
  );
  const [client, setClient] = useState<TRealtimeClient | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    let opened: TRealtimeClient | null = null;
    let cancelled = false;
    void import('./realtime-client').then(({ createRealtimeClient }) => {
      if (cancelled) return;
      opened = createRealtimeClient();
      setClient(opened);
    });
    return () => {
      cancelled = true;
      opened?.close();
      setClient(null);
    };
  }, [signedIn]);

  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}

/** The tab's realtime client, or null while signed out (or before it opened). */
export const useRealtimeClient = () => useContext(RealtimeContext);
