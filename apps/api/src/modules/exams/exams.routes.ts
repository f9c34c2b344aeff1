import { ZErrorResponse, ZExam, ZExamList, ZExamListQuery, ZIdOrSlugParams } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['Exams'];

export const examsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.exams;

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Exams, newest first, with the number and points of their public tasks; private ones for ADMIN',
        querystring: ZExamListQuery,
        response: { 200: ZExamList, 400: ZErrorResponse },
      },
    },
    async (request) => service.list(request.viewer, request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One exam by id or slug, with its public tasks in order and their points',
        params: ZIdOrSlugParams,
        response: { 200: ZExam, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => service.get(request.viewer, request.params.id),
  );
};
