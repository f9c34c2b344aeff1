import type { THomeworkSave } from '@zadania/shared';
import { examEndpoints, homeworkEndpoints, homeworkTypeEndpoints, mathConceptEndpoints } from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

export type TConceptKind = 'DOMAIN' | 'THEOREM' | 'DEFINITION' | 'TAG';

/** The calls of the task form. Saving shows its errors in the form, so no toast there. */
export const homeworkEditorApi = {
  create: (body: THomeworkSave) => callEndpoint(homeworkEndpoints.create, { body, errorToast: false }),
  update: (id: string, body: THomeworkSave) =>
    callEndpoint(homeworkEndpoints.update, { params: { id }, body, errorToast: false }),
  remove: (id: string) => callEndpoint(homeworkEndpoints.remove, { params: { id } }),
  submitForReview: (id: string) => callEndpoint(homeworkEndpoints.submitForReview, { params: { id } }),
  /** The task as the server answers it now, with the viewer's policies for its new state. */
  get: (id: string) => callEndpoint(homeworkEndpoints.get, { params: { id } }),
  /** Domains all at once (9999), the other kinds searched 30 at a time (docs/product-spec.md section 9). */
  concepts: (type: TConceptKind, search: string, signal?: AbortSignal) =>
    callEndpoint(mathConceptEndpoints.list, {
      query: type === 'DOMAIN' ? { type, pageSize: 9999 } : { type, search: search.trim() || undefined, pageSize: 30 },
      signal,
      errorToast: false,
    }),
  types: (search: string, signal?: AbortSignal) =>
    callEndpoint(homeworkTypeEndpoints.list, {
      query: { pageSize: 30, search: search.trim() || undefined },
      signal,
      errorToast: false,
    }),
  /** Exams whose title has every word of the search (the newest 50 without one). */
  exams: (search: string, signal?: AbortSignal) =>
    callEndpoint(examEndpoints.list, {
      query: { search: search.trim() || undefined, pageSize: 50 },
      signal,
      errorToast: false,
    }),
};
