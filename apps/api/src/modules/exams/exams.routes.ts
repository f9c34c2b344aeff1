import { ZExam, ZExamList, ZExamListQuery, ZIdOrSlugParams } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, routeOptions } from '../../lib/routes/route-options';

export const examsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.exams;
  const { publicRoute } = routeOptions(app, { tags: ['Exams'], errors: errorResponses(400, 404) });

  app.get(
    '/',
    publicRoute({
      summary: 'Exams, newest first, with the number and points of their public tasks; private ones for ADMIN',
      querystring: ZExamListQuery,
      response: { 200: ZExamList },
      errors: errorResponses(400),
    }),
    async (request) => service.list(request.viewer, request.query),
  );

  app.get(
    '/:id',
    publicRoute({
      summary: 'One exam by id or slug, with its public tasks in order and their points',
      params: ZIdOrSlugParams,
      response: { 200: ZExam },
    }),
    async (request) => service.get(request.viewer, request.params.id),
  );
};
