import { generatorEndpoints, ZErrorResponse } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { errorResponses } from '../../lib/routes/route-options';

/** Task generators (issue 37 point 2), public like the catalogue. */
export const generatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.generators;
  const route = endpointRoutes(app, { tags: ['Generators'], errors: errorResponses(400, 404) });

  route.publicRoute(
    generatorEndpoints.list,
    {
      summary: 'Every task generator with its exam, section, requirement codes and concepts',
      description: 'Public. Requirement codes: PP2017, e.g. SP7-8.V (klasy VII–VIII), LO-P.II.1 (matura podstawowa).',
      errors: {},
    },
    async () => service.list(),
  );

  route.publicRoute(
    generatorEndpoints.variant,
    {
      summary: 'One variant of a generator, without its answer',
      description:
        "Public. The same seed always gives the same variant; without a seed a random one is drawn and returned. Every variant's answer is verified by the CAS and every solution step checked equivalent to the previous one before it is served. Unknown generator: 404 'Nie znaleziono generatora zadań.'. Rate-limited ('generator' per account; signed out 'generatorSignedOut', per address).",
      errors: errorResponses(400, 404, 429),
    },
    async (request) => service.variant(request.viewer, request.params.id, request.body, { ip: request.ip }),
  );

  route.publicRoute(
    generatorEndpoints.check,
    {
      summary: 'Check an answer to a variant; returns the verdict, the right answer and the worked solution',
      description:
        'Public. The variant is regenerated from its seed; the answer is compared the Polish way (decimal comma, fractions, sets in any order, Polish interval notation), like the answer checker of tasks. Nothing is recorded. Rate-limited ("generator" per account; signed out "generatorSignedOut", per address).',
      errors: errorResponses(400, 404, 429),
      responses: { 404: ZErrorResponse },
    },
    async (request) => service.check(request.viewer, request.params.id, request.body, { ip: request.ip }),
  );
};
