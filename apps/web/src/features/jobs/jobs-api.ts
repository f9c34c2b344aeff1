import { jobEndpoints } from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

/** ADMIN: background jobs whose retries ran out, and one more attempt for one of them. */
export const jobsApi = {
  listFailed: (signal?: AbortSignal) => callEndpoint(jobEndpoints.listFailed, { signal, errorToast: false }),
  retry: (id: string) => callEndpoint(jobEndpoints.retry, { params: { id } }),
};

export const jobKeys = {
  failed: ['job', 'failed'] as const,
};
