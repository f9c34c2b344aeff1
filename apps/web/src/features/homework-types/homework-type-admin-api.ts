import type { THomeworkTypeSave, ZHomeworkTypeHistory } from '@zadania/shared';
import { homeworkTypeEndpoints, mathConceptEndpoints } from '@zadania/shared';
import type { z } from 'zod';
import { callEndpoint } from '../../lib/api/call-endpoint';

export type THomeworkTypeHistory = z.infer<typeof ZHomeworkTypeHistory>;
export type THomeworkTypeHistoryEntry = THomeworkTypeHistory['results'][number];
type TSaveBody = Partial<THomeworkTypeSave> & Pick<THomeworkTypeSave, 'name'>;

/** ADMIN: task types (create, edit, delete, the done toggle, history) and the pickers of the form. */
export const homeworkTypeAdminApi = {
  /** The form shows the server's message itself, so no toast. */
  create: (body: TSaveBody) => callEndpoint(homeworkTypeEndpoints.create, { body, errorToast: false }),
  update: (id: string, body: TSaveBody) =>
    callEndpoint(homeworkTypeEndpoints.update, { params: { id }, body, errorToast: false }),
  remove: (id: string) => callEndpoint(homeworkTypeEndpoints.remove, { params: { id } }),
  toggleDone: (id: string) => callEndpoint(homeworkTypeEndpoints.toggleDone, { params: { id } }),
  history: (id: string, signal?: AbortSignal) =>
    callEndpoint(homeworkTypeEndpoints.history, { params: { id }, signal, errorToast: false }),
  /** Top-level types, the candidates for a parent. */
  parents: (signal?: AbortSignal) =>
    callEndpoint(homeworkTypeEndpoints.list, {
      query: { hideSubtypes: true, pageSize: 100, sort: 'name:ASC' },
      signal,
    }),
  /** Concepts of every kind matching the search, 30 at a time. */
  concepts: (search: string, signal?: AbortSignal) =>
    callEndpoint(mathConceptEndpoints.list, { query: { search, pageSize: 30 }, signal }),
};

export const homeworkTypeAdminKeys = {
  history: (id: string) => ['homework-type', 'history', id] as const,
  parents: ['homework-type', 'parents'] as const,
  conceptPicker: (search: string) => ['math-concept', 'type-picker', search] as const,
};
