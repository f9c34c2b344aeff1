import type {
  THomeworkType,
  THomeworkTypeSave,
  ZHomeworkTypeHistory,
  ZHomeworkTypeList,
  ZMathConceptList,
} from '@zadania/shared';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api/client';

export type THomeworkTypeHistory = z.infer<typeof ZHomeworkTypeHistory>;
export type THomeworkTypeHistoryEntry = THomeworkTypeHistory['results'][number];
type TSaveBody = Partial<THomeworkTypeSave> & Pick<THomeworkTypeSave, 'name'>;

const typePath = (id: string, action = '') => `/homework-type/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/** ADMIN: task types (create, edit, delete, the done toggle, history) and the pickers of the form. */
export const homeworkTypeAdminApi = {
  /** The form shows the server's message itself, so no toast. */
  create: (body: TSaveBody) => apiRequest<THomeworkType>('/homework-type', { method: 'POST', body, errorToast: false }),
  update: (id: string, body: TSaveBody) =>
    apiRequest<THomeworkType>(typePath(id), { method: 'PUT', body, errorToast: false }),
  remove: (id: string) => apiRequest<{ message: string }>(typePath(id), { method: 'DELETE' }),
  toggleDone: (id: string) => apiRequest<THomeworkType>(typePath(id, 'toggle-done'), { method: 'PUT' }),
  history: (id: string, signal?: AbortSignal) =>
    apiRequest<THomeworkTypeHistory>(typePath(id, 'history'), { signal, errorToast: false }),
  /** Top-level types, the candidates for a parent. */
  parents: (signal?: AbortSignal) =>
    apiRequest<z.infer<typeof ZHomeworkTypeList>>('/homework-type', {
      query: { hideSubtypes: true, pageSize: 100, sort: 'name:ASC' },
      signal,
    }),
  /** Concepts of every kind matching the search, 30 at a time. */
  concepts: (search: string, signal?: AbortSignal) =>
    apiRequest<z.infer<typeof ZMathConceptList>>('/math-concept', {
      query: { search, pageSize: 30 },
      signal,
    }),
};

export const homeworkTypeAdminKeys = {
  history: (id: string) => ['homework-type', 'history', id] as const,
  parents: ['homework-type', 'parents'] as const,
  conceptPicker: (search: string) => ['math-concept', 'type-picker', search] as const,
};
