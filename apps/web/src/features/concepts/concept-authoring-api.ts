import type { ZMathConceptChangePending } from '@zadania/shared';
import { mathConceptChangeEndpoints, mathConceptEndpoints } from '@zadania/shared';
import type { z } from 'zod';
import { callEndpoint, type TEndpointBody } from '../../lib/api/call-endpoint';

export type TMathConceptCreate = TEndpointBody<typeof mathConceptEndpoints.create>;
export type TMathConceptUpdate = TEndpointBody<typeof mathConceptEndpoints.update>;
export type TMathConceptChangeCreate = TEndpointBody<typeof mathConceptChangeEndpoints.propose>;
export type TMathConceptChangePending = z.infer<typeof ZMathConceptChangePending>;

/** Writing concepts: creation by anyone signed in, the admins' edits and deletion, proposed changes. */
export const conceptAuthoringApi = {
  /** Forms show the server's message themselves, so no toast. */
  create: (body: TMathConceptCreate) => callEndpoint(mathConceptEndpoints.create, { body, errorToast: false }),
  update: (id: string, body: TMathConceptUpdate) => callEndpoint(mathConceptEndpoints.update, { params: { id }, body }),
  remove: (id: string) => callEndpoint(mathConceptEndpoints.remove, { params: { id } }),
  propose: (body: TMathConceptChangeCreate) =>
    callEndpoint(mathConceptChangeEndpoints.propose, { body, errorToast: false }),
  pending: (conceptId: string, signal?: AbortSignal) =>
    callEndpoint(mathConceptChangeEndpoints.pending, { params: { id: conceptId }, signal, errorToast: false }),
};

export const conceptAuthoringKeys = {
  /** Under 'math-concept-change' so that a decision on /admin/concept-changes refreshes it too. */
  pending: (conceptId: string) => ['math-concept-change', 'pending', conceptId] as const,
};
