import { gameEndpoints, type TGameListQuery, type TGameSaveInput } from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

/** ADMIN: interactive exercises with their answers (the player has its own client in features/games). */
export const gamesAdminApi = {
  list: (query: Partial<TGameListQuery>, signal?: AbortSignal) =>
    callEndpoint(gameEndpoints.list, { query, signal, errorToast: false }),
  /** The edit page shows its own not-found state. */
  get: (id: string, signal?: AbortSignal) =>
    callEndpoint(gameEndpoints.get, { params: { id }, signal, errorToast: false }),
  /** The form shows the server's messages at their fields. */
  create: (body: TGameSaveInput) => callEndpoint(gameEndpoints.create, { body, errorToast: false }),
  update: (id: string, body: TGameSaveInput) =>
    callEndpoint(gameEndpoints.update, { params: { id }, body, errorToast: false }),
  remove: (id: string) => callEndpoint(gameEndpoints.remove, { params: { id } }),
};

export const gamesAdminKeys = {
  all: ['game'] as const,
  list: (page: number) => ['game', 'admin-list', page] as const,
  one: (id: string) => ['game', 'admin', id] as const,
};
