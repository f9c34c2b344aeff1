import { ZErrorResponse, ZHomework, ZIdOrSlugParams, ZSolution } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHomeworkRepository } from './homework.repository';
import { createHomeworkService } from './homework.service';

const tags = ['Homework'];
const errors = { 400: ZErrorResponse, 404: ZErrorResponse };

export const homeworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createHomeworkService(createHomeworkRepository(app.db));

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'A task by id or slug; a non-public task only for its author or an ADMIN',
        params: ZIdOrSlugParams,
        response: { 200: ZHomework, ...errors },
      },
    },
    async (request) => service.get(request.viewer, request.params.id),
  );

  app.get(
    '/:id/solution',
    {
      schema: {
        tags,
        summary: 'The solution of a task: its steps in order, and the solution media',
        params: ZIdOrSlugParams,
        response: { 200: ZSolution, ...errors },
      },
    },
    async (request) => service.getSolution(request.viewer, request.params.id),
  );
};
