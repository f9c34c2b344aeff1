import { defineEndpoints } from '../api/endpoint';
import { ZMessageResponse } from '../errors/error.schemas';
import { ZFailedJobList } from './job.schemas';

export const jobEndpoints = defineEndpoints({
  listFailed: { method: 'GET', path: '/job/failed', response: ZFailedJobList },
  retry: { method: 'PUT', path: '/job/:id/retry', response: ZMessageResponse },
});
