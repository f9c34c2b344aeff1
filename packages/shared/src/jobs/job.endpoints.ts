import { defineEndpoints, withParams } from '../api/endpoint';
import { get, put } from '../api/routes';
import { ZIdParams } from '../catalogue/homework-save.schemas';
import { ZMessageResponse } from '../errors/error.schemas';
import { ZFailedJobList } from './job.schemas';

export const jobEndpoints = defineEndpoints({
  listFailed: get('/job/failed', ZFailedJobList),
  retry: withParams(put('/job/:id/retry', ZMessageResponse), ZIdParams),
});
