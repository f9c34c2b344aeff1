import {
  ZAnswerAttemptList,
  ZCheckAnswerInput,
  ZCheckAnswerResult,
  ZCheckChoiceInput,
  ZErrorResponse,
  ZHomeworkIdParams,
} from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { routeOptions, usualErrors } from '../../lib/routes/route-options';

const equality =
  "Equal means mathematically equal for the task's answer kind: the decimal comma or dot, fractions (3/2, \\frac{3}{2}), mixed numbers (1 1/2), percentages (150%), spaces between thousands, an optional 'x =' in front, equivalent expressions (2(x+1) = 2x+2), sets in any order ({1; 2}), intervals in Polish notation ((1;3⟩ = (1, 3]); NUMBER keys may allow a tolerance.";

/** A student's answer to an open task, checked against its machine-checkable answer (issue 18 point 4). */
export const answerCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.answerCheck;
  const { signedIn } = routeOptions(app, { tags: ['Homework'], errors: usualErrors });

  /** A check of the viewer's answer to a task they may read; checks are rate-limited (429). */
  const checkRoute = <TBody extends z.ZodType>(summary: string, description: string, body: TBody) =>
    signedIn({
      summary,
      description: `Signed in, on a task the viewer may read (404 otherwise). ${description}`,
      params: ZHomeworkIdParams,
      body,
      response: { 200: ZCheckAnswerResult, 409: ZErrorResponse, 429: ZErrorResponse },
    });

  app.post(
    '/homework/:id/check-answer',
    checkRoute(
      "Check the viewer's answer to an open task: right or wrong, never the answer itself",
      `${equality} A task without a checkable answer: 400 'To zadanie nie ma odpowiedzi do sprawdzenia.'; a proof (docs/learning.md), whatever its key: 409, nothing recorded. The answer and the verdict are stored in the viewer's history (the attempt log and student model); a right answer puts the task in the viewer's 'Rozwiązane' (not a TEACHER's). Rate-limited ('answerCheck': 30 checks in 10 minutes per account).`,
      ZCheckAnswerInput,
    ),
    async (request) => service.check(request.viewer!, request.params.id, request.body, { ip: request.ip }),
  );

  app.post(
    '/homework/:id/check-choice',
    checkRoute(
      "Check the viewer's choice on a closed task, and record it",
      "`answerId` must be one of the task's answers (400 'Wybierz jedną z odpowiedzi.'); an open task: 400 'To zadanie nie jest zadaniem zamkniętym.'; a paid solution the viewer has not unlocked holds the right answer back: 403. The choice is an attempt of kind CLOSED_HOMEWORK in the viewer's log and student model; a right one puts the task in the viewer's 'Rozwiązane' (not a TEACHER's). Rate-limited with the answer checks.",
      ZCheckChoiceInput,
    ),
    async (request) => service.checkChoice(request.viewer!, request.params.id, request.body, { ip: request.ip }),
  );

  app.get(
    '/homework/:id/answer-attempts',
    signedIn({
      summary: "The viewer's latest checked answers to a task (newest first, at most 20)",
      params: ZHomeworkIdParams,
      response: { 200: ZAnswerAttemptList },
    }),
    async (request) => service.history(request.viewer!, request.params.id),
  );
};
