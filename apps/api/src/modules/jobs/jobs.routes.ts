import { ZFailedJobList, ZIdParams, ZMessageResponse } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDoor, errorResponses, routeOptions, usualErrors } from '../../lib/routes/route-options';

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.jobs;
  const { signedIn } = routeOptions(app, { tags: ['Jobs'], errors: errorResponses(401, 403) });

  app.get(
    '/failed',
    signedIn(
      {
        summary: 'ADMIN: background jobs whose retries ran out, newest first, with their last error',
        description:
          'Mail, event deliveries and sweeps run as jobs in the PostgreSQL queue; each is retried with backoff ' +
          'and kept here once its retries are used up (for 7 days).',
        response: { 200: ZFailedJobList },
      },
      { door: adminDoor },
    ),
    async (request) => service.listFailed(request.viewer!),
  );

  app.put(
    '/:id/retry',
    signedIn(
      {
        summary: 'ADMIN: give a failed background job one more attempt, now',
        params: ZIdParams,
        response: { 200: ZMessageResponse },
        errors: usualErrors,
      },
      { door: adminDoor },
    ),
    async (request) => service.retry(request.viewer!, request.params.id),
  );
};
