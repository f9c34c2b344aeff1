import {
  ZErrorResponse,
  ZIdOrSlugParams,
  ZIdParams,
  ZMathConcept,
  ZMathConceptCreate,
  ZMathConceptList,
  ZMathConceptListQuery,
  ZMathConceptUpdate,
  ZMessageResponse,
} from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mathConceptAuthoringMessages } from './math-concept-authoring.service';

const tags = ['Math concepts'];
const security = [{ bearerAuth: [] }];
const writeErrors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};

export const mathConceptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mathConcepts: service, mathConceptAuthoring: authoring } = app.services;

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Create a concept: DOMAIN by ADMIN only, DEFINITION, THEOREM or TAG by anyone signed in',
        description:
          'A name already used by a concept of the same type (any letter case) answers 409. At most 20 attempts per hour per account (429).',
        body: ZMathConceptCreate,
        response: { 201: ZMathConcept, ...writeErrors, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.consume('mathConceptCreate', { ip: request.ip, account: request.viewer!.id });
      const id = await authoring.create(request.viewer!, request.body);
      return reply.status(201).send(await service.get(request.viewer, id));
    },
  );

  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'ADMIN: edit a concept’s name, aliases or article (rich HTML, sanitized)',
        params: ZIdParams,
        body: ZMathConceptUpdate,
        response: { 200: ZMathConcept, ...writeErrors },
      },
    },
    async (request) => {
      await authoring.update(request.viewer!, request.params.id, request.body);
      return service.get(request.viewer, request.params.id);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'ADMIN: delete a concept (its links to tasks and types go with it)',
        params: ZIdParams,
        response: { 200: ZMessageResponse, ...writeErrors },
      },
    },
    async (request) => {
      await authoring.remove(request.viewer!, request.params.id);
      return { message: mathConceptAuthoringMessages.deleted };
    },
  );

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
        description: '`policies` answers, for the viewer of the request, which actions on the concept they may take.',
        params: ZIdOrSlugParams,
        response: { 200: ZMathConcept, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => service.get(request.viewer, request.params.id),
  );
};
