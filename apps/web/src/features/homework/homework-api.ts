import { homeworkEndpoints, ratingEndpoints } from '@zadania/shared';
import { callEndpoint, type TEndpointQuery } from '../../lib/api/call-endpoint';

type THomeworkListQuery = TEndpointQuery<typeof homeworkEndpoints.list>;

export const homeworkApi = {
  list: (query: THomeworkListQuery, signal?: AbortSignal) => callEndpoint(homeworkEndpoints.list, { query, signal }),
  random: (query: THomeworkListQuery) => callEndpoint(homeworkEndpoints.random, { query }),
  /** The page shows its own 404 state, so no toast here. */
  get: (idOrSlug: string, signal?: AbortSignal) =>
    callEndpoint(homeworkEndpoints.get, { params: { id: idOrSlug }, signal, errorToast: false }),
  solution: (homeworkId: string, signal?: AbortSignal) =>
    callEndpoint(homeworkEndpoints.solution, { params: { id: homeworkId }, signal, errorToast: false }),
  /** The stars are a side widget: failing to read them shows no toast. */
  rating: (homeworkId: string, signal?: AbortSignal) =>
    callEndpoint(ratingEndpoints.homeworkRating, { params: { id: homeworkId }, signal, errorToast: false }),
  rate: (homeworkId: string, rating: number) =>
    callEndpoint(ratingEndpoints.rateHomework, { params: { id: homeworkId }, body: { rating } }),
  unrate: (homeworkId: string) => callEndpoint(ratingEndpoints.unrateHomework, { params: { id: homeworkId } }),
};
