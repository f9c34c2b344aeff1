import type { TMathConceptChange, ZMathConceptChangeList, ZPendingCount } from '@zadania/shared';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api/client';

export type TMathConceptChangeList = z.infer<typeof ZMathConceptChangeList>;
export type TConceptChangeDecision = 'APPROVED' | 'REJECTED';

/** ADMIN: the proposed changes of concepts and the decisions on them. */
export const conceptChangesApi = {
  list: (query: { page: number; pageSize: number }, signal?: AbortSignal) =>
    apiRequest<TMathConceptChangeList>('/math-concept-change', { query, signal, errorToast: false }),
  pendingCount: (signal?: AbortSignal) =>
    apiRequest<z.infer<typeof ZPendingCount>>('/math-concept-change/count', {
      query: { status: 'PENDING' },
      signal,
      errorToast: false,
    }),
  decide: (id: string, status: TConceptChangeDecision) =>
    apiRequest<TMathConceptChange>(`/math-concept-change/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: { status },
    }),
};

export const conceptChangeKeys = {
  all: ['math-concept-change'] as const,
  pendingCount: ['math-concept-change', 'pending-count'] as const,
  list: (query: { page: number; pageSize: number }) => ['math-concept-change', 'list', query] as const,
};
