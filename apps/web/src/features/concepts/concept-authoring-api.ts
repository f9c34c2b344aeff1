import type {
  TMathConcept,
  TMathConceptChange,
  ZMathConceptChangeCreate,
  ZMathConceptChangePending,
  ZMathConceptCreate,
  ZMathConceptUpdate,
} from '@zadania/shared';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api/client';

export type TMathConceptCreate = z.input<typeof ZMathConceptCreate>;
export type TMathConceptUpdate = z.input<typeof ZMathConceptUpdate>;
export type TMathConceptChangeCreate = z.input<typeof ZMathConceptChangeCreate>;
export type TMathConceptChangePending = z.infer<typeof ZMathConceptChangePending>;

const conceptPath = (id: string) => `/math-concept/${encodeURIComponent(id)}`;

/** Writing concepts: creation by anyone signed in, the admins' edits and deletion, proposed changes. */
export const conceptAuthoringApi = {
  /** Forms show the server's message themselves, so no toast. */
  create: (body: TMathConceptCreate) =>
    apiRequest<TMathConcept>('/math-concept', { method: 'POST', body, errorToast: false }),
  update: (id: string, body: TMathConceptUpdate) => apiRequest<TMathConcept>(conceptPath(id), { method: 'PUT', body }),
  remove: (id: string) => apiRequest<{ message: string }>(conceptPath(id), { method: 'DELETE' }),
  propose: (body: TMathConceptChangeCreate) =>
    apiRequest<TMathConceptChange>('/math-concept-change', { method: 'POST', body, errorToast: false }),
  pending: (conceptId: string, signal?: AbortSignal) =>
    apiRequest<TMathConceptChangePending>(`/math-concept-change/${encodeURIComponent(conceptId)}/pending`, {
      signal,
      errorToast: false,
    }),
};

export const conceptAuthoringKeys = {
  /** Under 'math-concept-change' so that a decision on /admin/concept-changes refreshes it too. */
  pending: (conceptId: string) => ['math-concept-change', 'pending', conceptId] as const,
};
