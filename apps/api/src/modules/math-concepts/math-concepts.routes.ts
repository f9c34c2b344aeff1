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
import { adminDoor, errorResponses, routeOptions } from '../../lib/routes/route-options';

/** The tags and usual errors of the concept routes and of their proposed changes (math-concept-changes.routes.ts). */
export const mathConceptRouteDefaults = { tags: ['Math concepts'], errors: errorResponses(400, 401, 403, 404, 409) };

export const mathConceptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mathConcepts: service, mathConceptAuthoring: authoring } = app.services;
  const { signedIn, publicRoute } = routeOptions(app, mathConceptRouteDefaults);

  app.post(
    '/',
    signedIn({
      summary: 'Create a concept: DOMAIN by ADMIN only, DEFINITION, THEOREM or TAG by anyone signed in',
      description:
        'A name already used by a concept of the same type (any letter case) answers 409. At most 20 attempts per hour per account (429).',
      body: ZMathConceptCreate,
      response: { 201: ZMathConcept, 429: ZErrorResponse },
    }),
    async (request, reply) => {
      await app.rateLimiter.consume('mathConceptCreate', { ip: request.ip, account: request.viewer!.id });
      const id = await authoring.create(request.viewer!, request.body);
      return reply.status(201).send(await service.get(request.viewer, id));
    },
  );

  app.put(
    '/:id',
    signedIn(
      {
        summary: 'ADMIN: edit a concept’s name, aliases or article (rich HTML, sanitized)',
        params: ZIdParams,
        body: ZMathConceptUpdate,
        response: { 200: ZMathConcept },
      },
      { door: adminDoor },
    ),
    async (request) => {
      await authoring.update(request.viewer!, request.params.id, request.body);
      return service.get(request.viewer, request.params.id);
    },
  );

  app.delete(
    '/:id',
    signedIn(
      {
        summary: 'ADMIN: delete a concept (its links to tasks and types go with it)',
        params: ZIdParams,
        response: { 200: ZMessageResponse },
      },
      { door: adminDoor },
    ),
    async (request) => authoring.remove(request.viewer!, request.params.id),
  );

  app.get(
    '/',
    publicRoute({
      summary: 'Concepts (domains, theorems, definitions, tags) with their public task counts',
      querystring: ZMathConceptListQuery,
      response: { 200: ZMathConceptList },
      errors: errorResponses(400),
    }),
    async (request) => service.list(request.query),
  );

  app.get(
    '/:id',
    publicRoute({
      summary: 'One concept with its article, by id or slug',
      description: '`policies` answers, for the viewer of the request, which actions on the concept they may take.',
      params: ZIdOrSlugParams,
      response: { 200: ZMathConcept },
      errors: errorResponses(400, 404),
    }),
    async (request) => service.get(request.viewer, request.params.id),
  );
};
