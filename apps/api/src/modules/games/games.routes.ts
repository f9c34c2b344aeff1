import {
  ZGame,
  ZGameCheckInput,
  ZGameCheckResult,
  ZGameIdParams,
  ZGameList,
  ZGameListQuery,
  ZGameSave,
  ZMessageResponse,
} from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDoor, errorResponses, routeOptions, usualErrors } from '../../lib/routes/route-options';

const premiumRule =
  "Levels from premiumFromLevel (1-based; null: none) on need Premium (ADMIN or an active subscription): for anyone else such a level comes with locked: true and no content, and checking it answers 403 'Aby kontynuować musisz posiadać Konto Premium!'.";

/**
 * Interactive exercises for children (issue 18): number line and number comparison, with levels. The spec names no
 * paths; ours are /api/game and /api/game/{id}, with /api/game/{id}/check for a level's answers.
 */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.games;
  const { signedIn, publicRoute } = routeOptions(app, { tags: ['Games'], errors: usualErrors });

  app.get(
    '/game',
    publicRoute({
      summary: 'Interactive exercises, by name',
      description:
        "Public. completedLevels is the signed-in viewer's number of completed levels (null signed out); policies.create tells whether the viewer may add games (ADMIN).",
      querystring: ZGameListQuery,
      response: { 200: ZGameList },
      errors: errorResponses(400),
    }),
    async (request) => service.list(request.viewer, request.query),
  );

  app.get(
    '/game/:id',
    publicRoute({
      summary: 'One exercise as its player sees it',
      description: `Public. Each level comes without its answers (a comparison's pairs; a number line's start, step, ticks, empty ticks and shuffled chips). ${premiumRule} progress lists the signed-in viewer's completed levels (0-based; null signed out): the player resumes at the first level not in it. definition (the levels with their answers) is sent only to ADMIN.`,
      params: ZGameIdParams,
      response: { 200: ZGame },
      errors: errorResponses(400, 404),
    }),
    async (request) => service.get(request.viewer, request.params.id),
  );

  app.post(
    '/game',
    signedIn(
      {
        summary: 'Create an exercise (ADMIN)',
        description: 'The whole game with its levels and answers; the messages of invalid fields are Polish.',
        body: ZGameSave,
        response: { 200: ZGame },
      },
      { door: adminDoor },
    ),
    async (request) => service.create(request.viewer!, request.body),
  );

  app.put(
    '/game/:id',
    signedIn(
      {
        summary: 'Replace an exercise (ADMIN)',
        description: "Players' progress on levels that no longer exist is forgotten.",
        params: ZGameIdParams,
        body: ZGameSave,
        response: { 200: ZGame },
      },
      { door: adminDoor },
    ),
    async (request) => service.update(request.viewer!, request.params.id, request.body),
  );

  app.delete(
    '/game/:id',
    signedIn(
      {
        summary: 'Delete an exercise (ADMIN)',
        description: "Answers 'Usunięto!'. Articles that embed it show that the exercise is gone.",
        params: ZGameIdParams,
        response: { 200: ZMessageResponse },
      },
      { door: adminDoor },
    ),
    async (request) => service.remove(request.viewer!, request.params.id),
  );

  app.post(
    '/game/:id/check',
    publicRoute({
      summary: "Check one level's answers",
      description: `Public: children play the free levels signed out too. NumberComparison: one of '<', '=', '>' (or null) per pair, right when it is the expected symbol; NumberLine: one number per empty tick in the order of slots (or null), right when each slot holds its own number. Answers of the wrong count or kind: 400 'Niepoprawna odpowiedź.'. ${premiumRule} Signed in, a level answered all right is saved as completed (idempotent). Rate-limited ('gameCheck'; signed out, per address).`,
      params: ZGameIdParams,
      body: ZGameCheckInput,
      response: { 200: ZGameCheckResult },
      errors: errorResponses(400, 403, 404, 429),
    }),
    async (request) => service.check(request.viewer, request.params.id, request.body, { ip: request.ip }),
  );
};
