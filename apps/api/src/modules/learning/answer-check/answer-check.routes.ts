import { answerCheckEndpoints, ZErrorResponse } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../../lib/routes/endpoint-route';
import { usualErrors } from '../../../lib/routes/route-options';

const equality =
  "Equal means mathematically equal for the task's answer kind: the decimal comma or dot, fractions (3/2, \\frac{3}{2}), mixed numbers (1 1/2), percentages (150%), spaces between thousands, an optional 'x =' in front, equivalent expressions (2(x+1) = 2x+2), sets in any order ({1; 2}), intervals in Polish notation ((1;3⟩ = (1, 3]); NUMBER keys may allow a tolerance.";

/** A check of the viewer's answer to a task they may read; checks are rate-limited (429). */
const checkDoc = (summary: string, description: string) => ({
  summary,
  description: `Signed in, on a task the viewer may read (404 otherwise). ${description}`,
  responses: { 409: ZErrorResponse, 429: ZErrorResponse },
});

/** A student's answer to an open task, checked against its machine-checkable answer (issue 18 point 4). */
export const answerCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.answerCheck;
  const route = endpointRoutes(app, { tags: ['Homework'], errors: usualErrors });

  route.signedIn(
    answerCheckEndpoints.checkAnswer,
    checkDoc(
      "Check the viewer's answer to an open task: right or wrong, never the answer itself",
      `${equality} A task without a checkable answer: 400 'To zadanie nie ma odpowiedzi do sprawdzenia.'; a proof (docs/learning.md), whatever its key: 409, nothing recorded. The answer and the verdict are stored in the viewer's history (the attempt log and student model); a right answer puts the task in the viewer's 'Rozwiązane' (not a TEACHER's). Rate-limited ('answerCheck': 30 checks in 10 minutes per account).`,
    ),
    async (request) => service.check(request.viewer, request.params.id, request.body, { ip: request.ip }),
  );

  route.signedIn(
    answerCheckEndpoints.checkChoice,
    checkDoc(
      "Check the viewer's choice on a closed task, and record it",
      "`answerId` must be one of the task's answers (400 'Wybierz jedną z odpowiedzi.'); an open task: 400 'To zadanie nie jest zadaniem zamkniętym.'; a paid solution the viewer has not unlocked holds the right answer back: 403. The choice is an attempt of kind CLOSED_HOMEWORK in the viewer's log and student model; a right one puts the task in the viewer's 'Rozwiązane' (not a TEACHER's). Rate-limited with the answer checks.",
    ),
    async (request) => service.checkChoice(request.viewer, request.params.id, request.body, { ip: request.ip }),
  );

  route.signedIn(
    answerCheckEndpoints.answerAttempts,
    {
      summary: "The viewer's latest checked answers to a task (newest first, at most 20)",
    },
    async (request) => service.history(request.viewer, request.params.id),
  );
};
