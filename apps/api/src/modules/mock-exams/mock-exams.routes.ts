import {
  mockAttemptEndpoints,
  mockAttemptHistoryEndpoints,
  mockAttemptMessages,
  mockHistoryMessages,
  ZErrorResponse,
} from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { errorResponses } from '../../lib/routes/route-options';

const clock =
  "The clock is the server's: `endsAt` is fixed at the start (125 minutes for the egzamin ósmoklasisty, 180 for the basic matura, or the paper's extended time); an attempt past it is submitted by the clock when it is next opened or saved.";

/** Mock exams against the clock, scored the CKE way (issue 37, item 3). */
export const mockExamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.mockExams;
  const route = endpointRoutes(app, { tags: ['Mock exams'], errors: errorResponses(400, 401, 404) });

  route.signedIn(
    mockAttemptEndpoints.start,
    {
      summary: "Start solving an exam's paper against the clock (or return the attempt in progress)",
      description: `Signed in. An exam without a paper: 404 '${mockAttemptMessages.noPaper}'. One attempt in progress per student and paper: starting again (a second tab, a double click) returns it; an attempt whose time ran out is submitted. A paper handed in today (by the student or the clock) starts again from tomorrow, Europe/Warsaw: 409 '${mockAttemptMessages.retakeTomorrow('21.11.2026')}'; a later attempt is \`practice\`: scored and shown with its key, but the student model does not learn from it and its result has no forecast. Rate limited per account and per IP (429). ${clock} Items come without their keys.`,
      errors: { ...errorResponses(400, 401, 404, 429), 409: ZErrorResponse },
    },
    async (request) => {
      await app.rateLimiter.consume('mockExamStart', { ip: request.ip, account: request.viewer.id });
      return service.startAttempt(request.viewer, request.params.id, request.body ?? {});
    },
  );

  route.signedIn(
    mockAttemptEndpoints.get,
    {
      summary:
        'One of the viewer’s attempts: its items, saved answers and clock; once submitted its result and solutions',
      description: `Only its student (404 otherwise). ${clock}`,
    },
    async (request) => service.getAttempt(request.viewer, request.params.attemptId),
  );

  route.signedIn(
    mockAttemptEndpoints.saveAnswers,
    {
      summary: 'Save answers as the student goes (each replaces the item’s earlier answer)',
      description: `Only its student (404 otherwise). Each answer carries the \`version\` of the item's answer the page read (0 before the first save; the attempt lists each answer's version and the response the new ones): made from an older version than the one saved (a stale tab), the request is refused with 409 '${mockAttemptMessages.staleAnswer}' and nothing of it is saved. An answer must have its item's shape: \`{choice}\` for a closed item, \`{values}\` for prawda/fałsz, \`{choices}\` for dobieranie, \`{final, steps}\` for an open one (400 '${mockAttemptMessages.answerType}'; an unknown position: 400 '${mockAttemptMessages.unknownPosition}'); one bad answer refuses the whole request. After \`endsAt\`: 409 '${mockAttemptMessages.timeUp}' (the attempt is then submitted with the answers saved in time); submitted: 409 '${mockAttemptMessages.submitted}'.`,
      errors: { ...errorResponses(400, 401, 404), 409: ZErrorResponse },
    },
    async (request) => service.saveAnswers(request.viewer, request.params.attemptId, request.body),
  );

  route.signedIn(
    mockAttemptEndpoints.submit,
    {
      summary: 'Hand the attempt in and score it the CKE way, with a forecast of the real exam',
      description:
        'Only its student (404 otherwise). Rate limited per account and per IP (429). Closed items 0/1; prawda/fałsz 1 point only when every statement is judged right; dobieranie all or per prompt; open items from the rubric’s steps and the final answer (the Polish answer checker), with the n−1 rule where the rubric allows it. Items no machine can score are `selfAssessment`: 0 points here, the model solution and rubric are shown instead. `forecast` is the real exam’s percent with an 80 % interval, from this attempt and the student model (docs/mock-exams.md). Submitting again returns the same result.',
      errors: errorResponses(400, 401, 404, 429),
    },
    async (request) => {
      await app.rateLimiter.consume('mockExamSubmit', { ip: request.ip, account: request.viewer.id });
      return service.submitAttempt(request.viewer, request.params.attemptId);
    },
  );

  route.signedIn(
    mockAttemptHistoryEndpoints.list,
    {
      summary: "The viewer's attempts, newest first: the one in progress to resume, the others with their results",
      description:
        "Signed in; only the viewer's own attempts (at one exam's paper with `examId`). An attempt whose time ran out unnoticed is handed in by the clock first. `selfAssessedPoints` stays null until the student assesses the items no machine scores.",
      errors: errorResponses(400, 401),
    },
    async (request) => service.listAttempts(request.viewer, request.query),
  );

  route.signedIn(
    mockAttemptHistoryEndpoints.selfAssess,
    {
      summary: 'The points the student gives themselves, step by step against the rubric, for the self-assessed items',
      description: `Only its student (404 otherwise), after hand-in (409 '${mockHistoryMessages.notSubmitted}'). Per item, per rubric step whether its points were earned; each item given replaces its earlier assessment. An item the machine scores: 400 '${mockHistoryMessages.notSelfAssessed}'; a step list of another length than the rubric's: 400 '${mockHistoryMessages.steps}'. Counted apart (\`result.selfAssessment\`): the machine's points and the forecast stay as they are.`,
      errors: { ...errorResponses(400, 401, 404), 409: ZErrorResponse },
    },
    async (request) => service.selfAssess(request.viewer, request.params.attemptId, request.body),
  );

  route.signedIn(
    mockAttemptHistoryEndpoints.shown,
    {
      summary: "The page shows the attempt's items: the seconds they took to appear are given back",
      description: `Only its student (404 otherwise). Once per attempt, before its first saved answer: the seconds since the start (at most 60) are added to \`endsAt\`; later calls change nothing and answer the clock. Handed in: 409 '${mockAttemptMessages.submitted}'.`,
      errors: { ...errorResponses(400, 401, 404), 409: ZErrorResponse },
    },
    async (request) => service.markItemsShown(request.viewer, request.params.attemptId),
  );

  route.publicRoute(
    mockAttemptHistoryEndpoints.paper,
    {
      summary: "An exam's paper to print: its items as a student sees them, without keys or solutions",
      description: `Public for a public exam (any exam for ADMIN); an exam without a paper: 404 '${mockAttemptMessages.noPaper}'.`,
      errors: errorResponses(400, 404),
    },
    async (request) => service.getPrintPaper(request.viewer, request.params.id),
  );
};
