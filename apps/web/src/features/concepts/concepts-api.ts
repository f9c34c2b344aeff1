import type { ZMathConceptList } from '@zadania/shared';
import { mathConceptEndpoints } from '@zadania/shared';
import type { z } from 'zod';
import { callEndpoint, type TEndpointQuery } from '../../lib/api/call-endpoint';

export type TMathConceptList = z.infer<typeof ZMathConceptList>;
type TConceptListQuery = TEndpointQuery<typeof mathConceptEndpoints.list>;

export const conceptsApi = {
  list: (query: TConceptListQuery, signal?: AbortSignal) => callEndpoint(mathConceptEndpoints.list, { query, signal }),
  /** The page shows its own 404 state, so no toast here. */
  get: (idOrSlug: string, signal?: AbortSignal) =>
    callEndpoint(mathConceptEndpoints.get, { params: { id: idOrSlug }, signal, errorToast: false }),
};
