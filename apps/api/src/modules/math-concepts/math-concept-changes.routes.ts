import { mathConceptChangeEndpoints, ZErrorResponse } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { adminDoor, errorResponses } from '../../lib/routes/route-options';
import { mathConceptRouteDefaults } from './math-concepts.routes';

/** Proposed changes of concepts (docs/product-spec.md section 4: submitted for acceptance, then decided by an admin). */
export const mathConceptChangesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.mathConceptAuthoring;
  const route = endpointRoutes(app, mathConceptRouteDefaults);

  route.signedIn(
    mathConceptChangeEndpoints.propose,
    {
      summary: 'Propose a change of a concept (name, article, type, aliases)',
      description:
        'A concept may have several pending proposals, one per proposer (409 while the own one waits). At most 20 attempts per hour per account (429).',
      status: 201,
      responses: { 429: ZErrorResponse },
    },
    async (request) => {
      await app.rateLimiter.consume('mathConceptChange', { ip: request.ip, account: request.viewer.id });
      return service.propose(request.viewer, request.body);
    },
  );

  route.signedIn(
    mathConceptChangeEndpoints.count,
    {
      summary: 'ADMIN: the number of proposals with the status (PENDING by default)',
      errors: errorResponses(400, 401, 403),
      door: adminDoor,
    },
    async (request) => service.count(request.viewer, request.query.status),
  );

  route.signedIn(
    mathConceptChangeEndpoints.list,
    {
      summary: 'ADMIN: proposals, newest first, as {results, total, prevPage, nextPage}',
      errors: errorResponses(400, 401, 403),
      door: adminDoor,
    },
    async (request) => service.list(request.viewer, request.query),
  );

  route.publicRoute(
    mathConceptChangeEndpoints.pending,
    {
      summary: 'The viewer’s own pending proposal of a concept (by the concept’s id), or null',
      description:
        'Pending proposals are seen by their proposer and ADMIN only: ADMIN gets the newest pending proposal of the concept; anonymous visitors and other people get null.',
      errors: errorResponses(400, 404),
    },
    async (request) => service.findPending(request.viewer, request.params.id),
  );

  route.signedIn(
    mathConceptChangeEndpoints.decide,
    {
      summary: 'ADMIN: approve (applied to the concept at once) or reject a proposal; the proposer is notified',
      door: adminDoor,
    },
    async (request) => service.decide(request.viewer, request.params.id, request.body.status),
  );
};
