import { ZErrorResponse, ZFailedJobList, ZIdParams, ZMessageResponse } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['Jobs'];
const security = [{ bearerAuth: [] }];

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.jobs;

  app.get(
    '/failed',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'ADMIN: background jobs whose retries ran out, newest first, with their last error',
        description:
          'Mail, event deliveries and sweeps run as jobs in the PostgreSQL queue; each is retried with backoff ' +
          'and kept here once its retries are used up (for 7 days).',
        response: { 200: ZFailedJobList, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request) => service.listFailed(request.viewer!),
  );

  app.put(
    '/:id/retry',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'ADMIN: give a failed background job one more attempt, now',
        params: ZIdParams,
        response: {
          200: ZMessageResponse,
          400: ZErrorResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
        },
      },
    },
    async (request) => service.retry(request.viewer!, request.params.id),
  );
};
