import type { ZExamList } from '@zadania/shared';
import { examEndpoints } from '@zadania/shared';
import type { z } from 'zod';
import { callEndpoint, type TEndpointQuery } from '../../lib/api/call-endpoint';

export type TExamList = z.infer<typeof ZExamList>;
export type TExamListQuery = TEndpointQuery<typeof examEndpoints.list>;

export const examsApi = {
  list: (query: TExamListQuery, signal?: AbortSignal) => callEndpoint(examEndpoints.list, { query, signal }),
  /** The page shows its own 404 state, so no toast here. */
  get: (idOrSlug: string, signal?: AbortSignal) =>
    callEndpoint(examEndpoints.get, { params: { id: idOrSlug }, signal, errorToast: false }),
};
