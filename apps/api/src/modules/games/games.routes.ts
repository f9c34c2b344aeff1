import { gameEndpoints } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { adminDoor, errorResponses, usualErrors } from '../../lib/routes/route-options';

const premiumRule =
  "Levels from premiumFromLevel (1-based; null: none) on need Premium (ADMIN or an active subscription): for anyone else such a level comes with locked: true and no content, and checking it answers 403 'Aby kontynuować musisz posiadać Konto Premium!'.";

/**
 * Interactive exercises for children (issue 18): number line and number comparison, with levels. The spec names no
 * paths; ours are /api/game and /api/game/{id}, with /api/game/{id}/check for a level's answers.
 */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.games;
  const route = endpointRoutes(app, { tags: ['Games'], errors: usualErrors });

  route.publicRoute(
    gameEndpoints.list,
    {
      summary: 'Interactive exercises, by name',
      description:
        "Public. completedLevels is the signed-in viewer's number of completed levels (null signed out); policies.create tells whether the viewer may add games (ADMIN).",
      errors: errorResponses(400),
    },
    async (request) => service.list(request.viewer, request.query),
  );

  route.publicRoute(
    gameEndpoints.get,
    {
      summary: 'One exercise as its player sees it',
      description: `Public. Each level comes without its answers (a comparison's pairs; a number line's start, step, ticks, empty ticks and shuffled chips). ${premiumRule} progress lists the signed-in viewer's completed levels (0-based; null signed out): the player resumes at the first level not in it. definition (the levels with their answers) is sent only to ADMIN.`,
      errors: errorResponses(400, 404),
    },
    async (request) => service.get(request.viewer, request.params.id),
  );

  route.signedIn(
    gameEndpoints.create,
    {
      summary: 'Create an exercise (ADMIN)',
      description: 'The whole game with its levels and answers; the messages of invalid fields are Polish.',
      door: adminDoor,
    },
    async (request) => service.create(request.viewer, request.body),
  );

  route.signedIn(
    gameEndpoints.update,
    {
      summary: 'Replace an exercise (ADMIN)',
      description: "Players' progress on levels that no longer exist is forgotten.",
      door: adminDoor,
    },
    async (request) => service.update(request.viewer, request.params.id, request.body),
  );

  route.signedIn(
    gameEndpoints.remove,
    {
      summary: 'Delete an exercise (ADMIN)',
      description: "Answers 'Usunięto!'. Articles that embed it show that the exercise is gone.",
      door: adminDoor,
    },
    async (request) => service.remove(request.viewer, request.params.id),
  );

  route.publicRoute(
    gameEndpoints.check,
    {
      summary: "Check one level's answers",
      description: `Public: children play the free levels signed out too. NumberComparison: one of '<', '=', '>' (or null) per pair, right when it is the expected symbol; NumberLine: one number per empty tick in the order of slots (or null), right when each slot holds its own number. Answers of the wrong count or kind: 400 'Niepoprawna odpowiedź.'. ${premiumRule} Signed in, a level answered all right is saved as completed (idempotent). Rate-limited ('gameCheck'; signed out, per address).`,
      errors: errorResponses(400, 403, 404, 429),
    },
    async (request) => service.check(request.viewer, request.params.id, request.body, { ip: request.ip }),
  );
};
