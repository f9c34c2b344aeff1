import {
  ZErrorResponse,
  ZIdOrSlugParams,
  ZMathConcept,
  ZMathConceptList,
  ZMathConceptListQuery,
} from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMathConceptsRepository } from './math-concepts.repository';
import { createMathConceptsService } from './math-concepts.service';

const tags = ['Math concepts'];

export const mathConceptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMathConceptsService(createMathConceptsRepository(app.db));

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Concepts (domains, theorems, definitions, tags) with their public task counts',
        querystring: ZMathConceptListQuery,
        response: { 200: ZMathConceptList, 400: ZErrorResponse },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One concept with its article, by id or slug',
        params: ZIdOrSlugParams,
        response: { 200: ZMathConcept, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => service.get(request.params.id),
  );
};
