import type { ZHomeworkTypeList } from '@zadania/shared';
import { homeworkTypeEndpoints } from '@zadania/shared';
import type { z } from 'zod';
import { callEndpoint, type TEndpointQuery } from '../../lib/api/call-endpoint';

export type THomeworkTypeList = z.infer<typeof ZHomeworkTypeList>;
export type THomeworkTypeListQuery = TEndpointQuery<typeof homeworkTypeEndpoints.list>;

/** Reading task types (everyone); the admins' writes are in homework-type-admin-api.ts. */
export const homeworkTypesApi = {
  list: (query: THomeworkTypeListQuery, signal?: AbortSignal) =>
    callEndpoint(homeworkTypeEndpoints.list, { query, signal }),
  /** The page shows its own 404 state, so no toast here. */
  get: (idOrSlug: string, signal?: AbortSignal) =>
    callEndpoint(homeworkTypeEndpoints.get, { params: { id: idOrSlug }, signal, errorToast: false }),
};
