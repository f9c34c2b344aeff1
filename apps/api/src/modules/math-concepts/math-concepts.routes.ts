import { mathConceptEndpoints, ZErrorResponse } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { adminDoor, errorResponses } from '../../lib/routes/route-options';

/** The tags and usual errors of the concept routes and of their proposed changes (math-concept-changes.routes.ts). */
export const mathConceptRouteDefaults = { tags: ['Math concepts'], errors: errorResponses(400, 401, 403, 404, 409) };

export const mathConceptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mathConcepts: service, mathConceptAuthoring: authoring } = app.services;
  const route = endpointRoutes(app, mathConceptRouteDefaults);

  route.signedIn(
    mathConceptEndpoints.create,
    {
      summary: 'Create a concept: DOMAIN by ADMIN only, DEFINITION, THEOREM or TAG by anyone signed in',
      description:
        'A name already used by a concept of the same type (any letter case) answers 409. At most 20 attempts per hour per account (429).',
      status: 201,
      responses: { 429: ZErrorResponse },
    },
    async (request) => {
      await app.rateLimiter.consume('mathConceptCreate', { ip: request.ip, account: request.viewer.id });
      const id = await authoring.create(request.viewer, request.body);
      return service.get(request.viewer, id);
    },
  );

  route.signedIn(
    mathConceptEndpoints.update,
    {
      summary: 'ADMIN: edit a concept’s name, aliases or article (rich HTML, sanitized)',
      door: adminDoor,
    },
    async (request) => {
      await authoring.update(request.viewer, request.params.id, request.body);
      return service.get(request.viewer, request.params.id);
    },
  );

  route.signedIn(
    mathConceptEndpoints.remove,
    {
      summary: 'ADMIN: delete a concept (its links to tasks and types go with it)',
      door: adminDoor,
    },
    async (request) => authoring.remove(request.viewer, request.params.id),
  );

  route.publicRoute(
    mathConceptEndpoints.list,
    {
      summary: 'Concepts (domains, theorems, definitions, tags) with their public task counts',
      errors: errorResponses(400),
    },
    async (request) => service.list(request.query),
  );

  route.publicRoute(
    mathConceptEndpoints.get,
    {
      summary: 'One concept with its article, by id or slug',
      description: '`policies` answers, for the viewer of the request, which actions on the concept they may take.',
      errors: errorResponses(400, 404),
    },
    async (request) => service.get(request.viewer, request.params.id),
  );
};
