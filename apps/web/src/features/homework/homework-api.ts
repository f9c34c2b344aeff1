import { homeworkEndpoints } from '@zadania/shared';
import { callEndpoint, type TEndpointQuery } from '../../lib/api/call-endpoint';

type THomeworkListQuery = TEndpointQuery<typeof homeworkEndpoints.list>;

export const homeworkApi = {
  list: (query: THomeworkListQuery, signal?: AbortSignal) => callEndpoint(homeworkEndpoints.list, { query, signal }),
  random: (query: THomeworkListQuery) => callEndpoint(homeworkEndpoints.random, { query }),
  /** The page shows its own 404 state, so no toast here. */
  get: (idOrSlug: string, signal?: AbortSignal) =>
    callEndpoint(homeworkEndpoints.get, { params: { idOrSlug }, signal, errorToast: false }),
  solution: (homeworkId: string, signal?: AbortSignal) =>
    callEndpoint(homeworkEndpoints.solution, { params: { id: homeworkId }, signal, errorToast: false }),
};
