import { gameEndpoints, type TGameCheckInput, type TGameListQuery } from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

/** The calls the exercise pages make (the admin's own live with its pages). */
export const gamesApi = {
  list: (query: Partial<TGameListQuery>, signal?: AbortSignal) => callEndpoint(gameEndpoints.list, { query, signal }),
  /** The player shows its own error state, so no toast here. */
  get: (id: string, signal?: AbortSignal) =>
    callEndpoint(gameEndpoints.get, { params: { id }, signal, errorToast: false }),
  /** A 403 leads to the subscription notice, not a toast; the player shows the other errors itself. */
  check: (id: string, body: TGameCheckInput) =>
    callEndpoint(gameEndpoints.check, { params: { id }, body, errorToast: false }),
};

/** Query keys of the exercises; what the server answers depends on whether someone is signed in (progress). */
export const gameKeys = {
  all: ['game'] as const,
  list: (query: Partial<TGameListQuery>, signedIn: boolean) => ['game', 'list', query, signedIn] as const,
  one: (id: string, signedIn: boolean) => ['game', 'one', id, signedIn] as const,
};
