import { examEndpoints } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { errorResponses } from '../../lib/routes/route-options';

export const examsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.exams;
  const route = endpointRoutes(app, { tags: ['Exams'], errors: errorResponses(400, 404) });

  route.publicRoute(
    examEndpoints.list,
    {
      summary: 'Exams, newest first, with the number and points of their public tasks; private ones for ADMIN',
      errors: errorResponses(400),
    },
    async (request) => service.list(request.viewer, request.query),
  );

  route.publicRoute(
    examEndpoints.get,
    {
      summary: 'One exam by id or slug, with its public tasks in order and their points',
    },
    async (request) => service.get(request.viewer, request.params.id),
  );
};
