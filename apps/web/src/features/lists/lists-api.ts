import { favoriteEndpoints, type TFavoriteSave } from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

/** The calls of docs/product-spec.md section 7 "Favorites" the lists UI makes (the PDF one excepted). */
export const listsApi = {
  page: (query: { page: number; pageSize: number; search?: string; custom?: boolean }, signal?: AbortSignal) =>
    callEndpoint(favoriteEndpoints.list, {
      query: {
        page: query.page,
        pageSize: query.pageSize,
        search: query.search || undefined,
        ...(query.custom ? { omitHiddenList: true, omitSolvedList: true } : {}),
      },
      signal,
    }),
  /** The page shows its own 404 state, so no toast here. */
  detail: (id: string, signal?: AbortSignal) =>
    callEndpoint(favoriteEndpoints.detail, { params: { id }, signal, errorToast: false }),
  target: (homeworkId: string, signal?: AbortSignal) =>
    callEndpoint(favoriteEndpoints.target, { query: { type: 'HOMEWORK', id: homeworkId }, signal }),
  /** Built-in lists back the buttons' state: failing to read them shows no toast. */
  hidden: (signal?: AbortSignal) => callEndpoint(favoriteEndpoints.hidden, { signal, errorToast: false }),
  solved: (signal?: AbortSignal) => callEndpoint(favoriteEndpoints.solved, { signal, errorToast: false }),
  /** Forms show the errors under their fields. */
  create: (body: TFavoriteSave) => callEndpoint(favoriteEndpoints.create, { body, errorToast: false }),
  update: (id: string, body: TFavoriteSave) =>
    callEndpoint(favoriteEndpoints.update, { params: { id }, body, errorToast: false }),
  remove: (id: string) => callEndpoint(favoriteEndpoints.remove, { params: { id } }),
  addHomework: (favoriteId: string, homeworkId: string) =>
    callEndpoint(favoriteEndpoints.addHomework, { params: { favoriteId }, body: { id: homeworkId } }),
  removeHomework: (favoriteId: string, homeworkId: string) =>
    callEndpoint(favoriteEndpoints.removeHomework, { params: { favoriteId }, body: { id: homeworkId } }),
  toggleHidden: (homeworkId: string) => callEndpoint(favoriteEndpoints.toggleHidden, { body: { id: homeworkId } }),
  toggleSolved: (homeworkId: string) => callEndpoint(favoriteEndpoints.toggleSolved, { body: { id: homeworkId } }),
  reorder: (entryIds: string[]) => callEndpoint(favoriteEndpoints.reorder, { body: { homeworks: entryIds } }),
};

export const listKeys = {
  all: ['favorite'] as const,
  pages: (search: string) => ['favorite', 'pages', search] as const,
  /** My own lists, as the add-to-list menu shows them. */
  custom: ['favorite', 'custom'] as const,
  detail: (id: string) => ['favorite', 'one', id] as const,
  target: (homeworkId: string) => ['favorite', 'target', homeworkId] as const,
  builtIn: (kind: 'hidden' | 'solved') => ['favorite', kind] as const,
};
