import {
  ZErrorResponse,
  ZHomework,
  ZHomeworkList,
  ZHomeworkListQuery,
  ZIdOrSlugParams,
  ZRandomHomework,
  ZSolution,
} from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHomeworkRepository } from './homework.repository';
import { createHomeworkService } from './homework.service';
import { createHomeworkListRepository } from './homework-list.repository';
import { createHomeworkListService } from './homework-list.service';

const tags = ['Homework'];
const errors = { 400: ZErrorResponse, 404: ZErrorResponse };

export const homeworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createHomeworkService(createHomeworkRepository(app.db), app.files);
  const listService = createHomeworkListService(createHomeworkListRepository(app.db));

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Tasks with filters, search, sort, pagination and disjunctive facet counts',
        description:
          'Everybody sees public tasks; ADMIN may filter by status. examLevels, statuses, unsolved, withoutType and underReview are ADMIN only (403); type and typesIds need ADMIN or Premium (403).',
        querystring: ZHomeworkListQuery,
        response: { 200: ZHomeworkList, 400: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request) => listService.list(request.viewer, request.query),
  );

  app.get(
    '/random',
    {
      schema: {
        tags,
        summary: 'The slug of a random task matching the same filters as the list (null when none)',
        querystring: ZHomeworkListQuery,
        response: { 200: ZRandomHomework, 400: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request) => listService.pickRandom(request.viewer, request.query),
  );

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
