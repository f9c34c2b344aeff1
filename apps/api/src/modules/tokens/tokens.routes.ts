import { commerceEndpoints } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { errorResponses } from '../../lib/routes/route-options';

/** The token wallet and the spends on tasks (issue 15 point 3); registered under /api. */
export const tokensRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.tokens;
  /** Spending: 402 with too few tokens. */
  const route = endpointRoutes(app, { tags: ['Tokens'], errors: errorResponses(400, 401, 402, 404) });

  route.signedIn(
    commerceEndpoints.tokenWallet,
    {
      summary: "The signed-in account's token balance and what each spend costs",
      errors: errorResponses(401),
    },
    async (request) => service.getTokenWallet(request.viewer),
  );

  route.signedIn(
    commerceEndpoints.tokenHistory,
    {
      summary: 'The token ledger, newest first: every credit and spend with its reason, reference and balance after',
      description:
        "Append-only. href is the task page ('/homeworks/{slug}') of a spend while the task exists, or '/account/payments' for a purchase, its revocation and restoration.",
      errors: errorResponses(400, 401),
    },
    async (request) => service.getTokenHistory(request.viewer, request.query),
  );

  route.signedIn(
    commerceEndpoints.unlockHomework,
    {
      summary: "Spend tokens on a task's paid solution (PAID_SOLUTION) or its hint (HINT)",
      description:
        '404 for a task the viewer may not see. 400: the author or ADMIN (they see everything), a free solution (its hint is free too), a task without a hint. Already unlocked: 200 with spent 0. Too few tokens: 402 and nothing written. The balance never goes below zero, also under concurrent spends.',
    },
    async (request) => service.unlockHomework(request.viewer, request.params.id, request.body.type),
  );

  route.signedIn(
    commerceEndpoints.requestSolutionCheck,
    {
      summary: "Send one's own solution (1–5 uploaded files and a comment) to the task's author for checking",
      description:
        "Spends SOLUTION_CHECK tokens and posts the request with the files in the direct chat room of the student and the author (created when missing), all in one transaction; the author answers there. 400: one's own task, an author whose account is gone, files that are not the viewer's own uploads. 402: too few tokens. 403: an ADMIN (who moderates the task and writes to its author in the chat for free).",
    },
    async (request) => service.requestSolutionCheck(request.viewer, request.params.id, request.body),
  );
};
