import type { TAuthSession } from '@zadania/shared';

const keys = { token: 'token', refreshToken: 'refreshToken', sessionId: 'sessionId' } as const;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Pages rendered on the server have no storage: they are rendered for a visitor who is not signed in. */
const hasStorage = () => typeof localStorage !== 'undefined';

export function getToken(): string | null {
  return hasStorage() ? localStorage.getItem(keys.token) : null;
}

export function getRefreshToken(): string | null {
  return hasStorage() ? localStorage.getItem(keys.refreshToken) : null;
}

export function saveSession(session: TAuthSession): void {
  localStorage.setItem(keys.token, session.token);
  localStorage.setItem(keys.refreshToken, session.refreshToken);
  localStorage.setItem(keys.sessionId, session.sessionId);
  notify();
}

let signingOut = false;

/**
 * This tab is ending its own session (logout, deleting the account), or gave up doing so: while it is, the
 * server's Logout event for that session is no news. Forgetting the session ends it too.
 */
export function setSigningOut(on: boolean): void {
  signingOut = on;
}

export const isSigningOut = () => signingOut;

export function clearSession(): void {
  signingOut = false;
  localStorage.removeItem(keys.token);
  localStorage.removeItem(keys.refreshToken);
  localStorage.removeItem(keys.sessionId);
  notify();
}

/** Subscribes to session changes in this tab and in other tabs (storage events). */
export function subscribeToSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(keys).includes(event.key as (typeof keys)[keyof typeof keys])) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
