import type { TApprovalDecision, ZMathConceptChangeList } from '@zadania/shared';
import { mathConceptChangeEndpoints } from '@zadania/shared';
import type { z } from 'zod';
import { callEndpoint } from '../../lib/api/call-endpoint';

export type TMathConceptChangeList = z.infer<typeof ZMathConceptChangeList>;

/** ADMIN: the proposed changes of concepts and the decisions on them. */
export const conceptChangesApi = {
  list: (query: { page: number; pageSize: number }, signal?: AbortSignal) =>
    callEndpoint(mathConceptChangeEndpoints.list, { query, signal, errorToast: false }),
  pendingCount: (signal?: AbortSignal) =>
    callEndpoint(mathConceptChangeEndpoints.count, { query: { status: 'PENDING' }, signal, errorToast: false }),
  decide: (id: string, status: TApprovalDecision) =>
    callEndpoint(mathConceptChangeEndpoints.decide, { params: { id }, body: { status } }),
};

export const conceptChangeKeys = {
  all: ['math-concept-change'] as const,
  pendingCount: ['math-concept-change', 'pending-count'] as const,
  list: (query: { page: number; pageSize: number }) => ['math-concept-change', 'list', query] as const,
};
