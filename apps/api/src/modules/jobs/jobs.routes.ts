import { jobEndpoints } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { adminDoor, errorResponses, usualErrors } from '../../lib/routes/route-options';

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.jobs;
  const route = endpointRoutes(app, { tags: ['Jobs'], errors: errorResponses(401, 403) });

  route.signedIn(
    jobEndpoints.listFailed,
    {
      summary: 'ADMIN: background jobs whose retries ran out, newest first, with their last error',
      description:
        'Mail, event deliveries and sweeps run as jobs in the PostgreSQL queue; each is retried with backoff ' +
        'and kept here once its retries are used up (for 7 days).',
      door: adminDoor,
    },
    async (request) => service.listFailed(request.viewer),
  );

  route.signedIn(
    jobEndpoints.retry,
    {
      summary: 'ADMIN: give a failed background job one more attempt, now',
      errors: usualErrors,
      door: adminDoor,
    },
    async (request) => service.retry(request.viewer, request.params.id),
  );
};
