import {
  ZErrorResponse,
  ZIdParams,
  ZMathConceptChange,
  ZMathConceptChangeCountQuery,
  ZMathConceptChangeCreate,
  ZMathConceptChangeDecision,
  ZMathConceptChangeList,
  ZMathConceptChangeListQuery,
  ZMathConceptChangePending,
  ZPendingCount,
} from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDoor, errorResponses, routeOptions } from '../../lib/routes/route-options';
import { mathConceptRouteDefaults } from './math-concepts.routes';

/** Proposed changes of concepts (docs/product-spec.md section 4: submitted for acceptance, then decided by an admin). */
export const mathConceptChangesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.mathConceptAuthoring;
  const { signedIn, publicRoute } = routeOptions(app, mathConceptRouteDefaults);

  app.post(
    '/',
    signedIn({
      summary: 'Propose a change of a concept (name, article, type, aliases)',
      description:
        'A concept may have several pending proposals, one per proposer (409 while the own one waits). At most 20 attempts per hour per account (429).',
      body: ZMathConceptChangeCreate,
      response: { 201: ZMathConceptChange, 429: ZErrorResponse },
    }),
    async (request, reply) => {
      await app.rateLimiter.consume('mathConceptChange', { ip: request.ip, account: request.viewer!.id });
      return reply.status(201).send(await service.propose(request.viewer!, request.body));
    },
  );

  app.get(
    '/count',
    signedIn(
      {
        summary: 'ADMIN: the number of proposals with the status (PENDING by default)',
        querystring: ZMathConceptChangeCountQuery,
        response: { 200: ZPendingCount },
        errors: errorResponses(400, 401, 403),
      },
      { door: adminDoor },
    ),
    async (request) => service.count(request.viewer!, request.query.status),
  );

  app.get(
    '/',
    signedIn(
      {
        summary: 'ADMIN: proposals, newest first, as {results, total, prevPage, nextPage}',
        querystring: ZMathConceptChangeListQuery,
        response: { 200: ZMathConceptChangeList },
        errors: errorResponses(400, 401, 403),
      },
      { door: adminDoor },
    ),
    async (request) => service.list(request.viewer!, request.query),
  );

  app.get(
    '/:id/pending',
    publicRoute({
      summary: 'The viewer’s own pending proposal of a concept (by the concept’s id), or null',
      description:
        'Pending proposals are seen by their proposer and ADMIN only: ADMIN gets the newest pending proposal of the concept; anonymous visitors and other people get null.',
      params: ZIdParams,
      response: { 200: ZMathConceptChangePending },
      errors: errorResponses(400, 404),
    }),
    async (request) => service.findPending(request.viewer, request.params.id),
  );

  app.put(
    '/:id',
    signedIn(
      {
        summary: 'ADMIN: approve (applied to the concept at once) or reject a proposal; the proposer is notified',
        params: ZIdParams,
        body: ZMathConceptChangeDecision,
        response: { 200: ZMathConceptChange },
      },
      { door: adminDoor },
    ),
    async (request) => service.decide(request.viewer!, request.params.id, request.body.status),
  );
};
