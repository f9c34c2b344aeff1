import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while a page rendered on the server is being hydrated (and on the server), true from then on: what only
 * the browser knows (localStorage) is shown right after hydration, so that the first render matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
