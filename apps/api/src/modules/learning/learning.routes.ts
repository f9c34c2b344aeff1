import { ZLearningAttemptPage, ZLearningAttemptsQuery, ZMasteryList } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, routeOptions } from '../../lib/routes/route-options';

/** The learner's loop (issue 36): the signed-in student's own attempt log. */
export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const learning = app.services.learning;
  const { signedIn } = routeOptions(app, { tags: ['Learning'], errors: errorResponses(400, 401) });

  app.get(
    '/learn/attempts',
    signedIn({
      summary: "The viewer's own attempts, newest first",
      description:
        'Every answer the signed-in student gave (an open task checked with POST /homework/{id}/check-answer today), with the concepts the item exercised, whether it was right and the time taken when the page measured it. Append-only; part of the data export; deleted with the account.',
      querystring: ZLearningAttemptsQuery,
      response: { 200: ZLearningAttemptPage },
    }),
    async (request) => learning.listAttempts(request.viewer!, request.query),
  );

  app.get(
    '/learn/mastery',
    signedIn(
      {
        summary: 'What the viewer has mastered, per concept met',
        description:
          "The student model built from the viewer's attempt log: per concept met, the mastery level (`new` never answered right, `learning` right on one day or wrong last, `review` right on two days, `mastered` right again on a later day after the scheduled interval), the next due date and stability (days) of its FSRS-6 memory, and the counts of attempts and right answers. The soonest due first.",
        response: { 200: ZMasteryList },
      },
      { errors: errorResponses(401) },
    ),
    async (request) => learning.mastery(request.viewer!),
  );
};
