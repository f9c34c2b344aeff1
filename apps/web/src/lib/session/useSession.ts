import { useSyncExternalStore } from 'react';
import { getToken, subscribeToSession } from '../api/token-storage';

const hasToken = () => getToken() !== null;

/** True while an access token is stored; re-renders on login, logout and changes in other tabs. */
export function useIsAuthenticated(): boolean {
  return useSyncExternalStore(subscribeToSession, hasToken, () => false);
}
