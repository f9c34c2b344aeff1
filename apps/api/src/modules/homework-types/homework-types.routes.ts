import {
  ZErrorResponse,
  ZHomeworkType,
  ZHomeworkTypeList,
  ZHomeworkTypeListQuery,
  ZIdOrSlugParams,
} from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHomeworkTypesRepository } from './homework-types.repository';
import { createHomeworkTypesService } from './homework-types.service';

const tags = ['Homework types'];

export const homeworkTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createHomeworkTypesService(createHomeworkTypesRepository(app.db));

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Task types with the count of their public tasks (subtypes included)',
        querystring: ZHomeworkTypeListQuery,
        response: { 200: ZHomeworkTypeList, 400: ZErrorResponse },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One task type by id or slug, with its parent, subtypes and concepts',
        params: ZIdOrSlugParams,
        response: { 200: ZHomeworkType, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => service.get(request.params.id),
  );
};
