import type {
  TExamSummary,
  THomework,
  THomeworkSave,
  THomeworkStateResponse,
  THomeworkTypeSummary,
  TMathConceptSummary,
} from '@zadania/shared';
import { apiRequest } from '../../lib/api/client';

type TPaged<T> = { results: T[]; total: number; page: number; pageCount: number };

export type TConceptKind = 'DOMAIN' | 'THEOREM' | 'DEFINITION' | 'TAG';

/** The calls of the task form. Saving shows its errors in the form, so no toast there. */
export const homeworkEditorApi = {
  create: (body: THomeworkSave) => apiRequest<THomework>('/homework', { method: 'POST', body, errorToast: false }),
  update: (id: string, body: THomeworkSave) =>
    apiRequest<THomework>(`/homework/${encodeURIComponent(id)}`, { method: 'PUT', body, errorToast: false }),
  remove: (id: string) => apiRequest<{ message: string }>(`/homework/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  submitForReview: (id: string) =>
    apiRequest<THomeworkStateResponse>(`/homework/${encodeURIComponent(id)}/submit-for-review`, { method: 'PUT' }),
  /** Domains all at once (9999), the other kinds searched 30 at a time (docs/product-spec.md section 9). */
  concepts: (type: TConceptKind, search: string, signal?: AbortSignal) =>
    apiRequest<TPaged<TMathConceptSummary>>('/math-concept', {
      query: type === 'DOMAIN' ? { type, pageSize: 9999 } : { type, search: search.trim() || undefined, pageSize: 30 },
      signal,
      errorToast: false,
    }),
  types: (search: string, signal?: AbortSignal) =>
    apiRequest<TPaged<THomeworkTypeSummary>>('/homework-type', {
      query: { pageSize: 30, search: search.trim() || undefined },
      signal,
      errorToast: false,
    }),
  /** Exams whose title has every word of the search (the newest 50 without one). */
  exams: (search: string, signal?: AbortSignal) =>
    apiRequest<TPaged<TExamSummary>>('/exam', {
      query: { search: search.trim() || undefined, pageSize: 50 },
      signal,
      errorToast: false,
    }),
};
