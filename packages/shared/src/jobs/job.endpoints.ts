import { defineEndpoints } from '../api/endpoint';
import { get, put } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import { ZFailedJobList } from './job.schemas';

export const jobEndpoints = defineEndpoints({
  listFailed: get('/job/failed', ZFailedJobList),
  retry: put('/job/:id/retry', ZMessageResponse),
});
