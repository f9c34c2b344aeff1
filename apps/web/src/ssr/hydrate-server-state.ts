import { hydrate } from '@tanstack/react-query';
import { queryClient } from '../app/query-client';
import { getToken } from '../lib/api/token-storage';
import { serverStateElementId } from './server-state';

/**
 * The query data a page rendered on the server was rendered with, put into the cache before the router starts:
 * the page's first render then shows the same content (hydration) and its loaders find fresh data, so no
 * request is made. Imported before the app, for that reason.
 */
const element = document.getElementById(serverStateElementId);
const serverState = element?.textContent ? JSON.parse(element.textContent) : null;
if (serverState) hydrate(queryClient, serverState);

/** True when #root holds a page rendered on the server, to be hydrated rather than rendered. */
export const isServerRendered = serverState !== null;

/**
 * The server renders every page for a visitor who is not signed in (it cannot know the session, which lives in
 * localStorage): a signed-in viewer's copy of that data is refetched once the page is interactive.
 */
export function refreshServerStateForViewer(): void {
  if (!serverState || getToken() === null) return;
  const hashes = new Set<string>(
    (serverState as { queries: { queryHash: string }[] }).queries.map((query) => query.queryHash),
  );
  void queryClient.invalidateQueries({ predicate: (query) => hashes.has(query.queryHash) });
}
