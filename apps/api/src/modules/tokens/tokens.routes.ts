import {
  ZErrorResponse,
  ZIdParams,
  ZSolutionCheckRequest,
  ZSolutionCheckResponse,
  ZTokenHistory,
  ZTokenHistoryQuery,
  ZTokenWallet,
  ZUnlockRequest,
  ZUnlockResponse,
} from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const security = [{ bearerAuth: [] }];
const spendErrors = { 400: ZErrorResponse, 401: ZErrorResponse, 402: ZErrorResponse, 404: ZErrorResponse };

/** The token wallet and the spends on tasks (issue 15 point 3); registered under /api. */
export const tokensRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.tokens;

  app.get(
    '/tokens',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Tokens'],
        security,
        summary: "The signed-in account's token balance and what each spend costs",
        response: { 200: ZTokenWallet, 401: ZErrorResponse },
      },
    },
    async (request) => service.wallet(request.viewer!),
  );

  app.get(
    '/tokens/history',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Tokens'],
        security,
        summary: 'The token ledger, newest first: every credit and spend with its reason, reference and balance after',
        description:
          "Append-only. href is the task page ('/homeworks/{slug}') of a spend while the task exists, or '/account/payments' for a purchase, its revocation and restoration.",
        querystring: ZTokenHistoryQuery,
        response: { 200: ZTokenHistory, 400: ZErrorResponse, 401: ZErrorResponse },
      },
    },
    async (request) => service.history(request.viewer!, request.query),
  );

  app.post(
    '/homework/:id/unlock',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Tokens'],
        security,
        summary: "Spend tokens on a task's paid solution (PAID_SOLUTION) or its hint (HINT)",
        description:
          '404 for a task the viewer may not see. 400: the author or ADMIN (they see everything), a free solution (its hint is free too), a task without a hint. Already unlocked: 200 with spent 0. Too few tokens: 402 and nothing written. The balance never goes below zero, also under concurrent spends.',
        params: ZIdParams,
        body: ZUnlockRequest,
        response: { 200: ZUnlockResponse, ...spendErrors },
      },
    },
    async (request) => service.unlock(request.viewer!, request.params.id, request.body.type),
  );

  app.post(
    '/homework/:id/solution-check',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Tokens'],
        security,
        summary: "Send one's own solution (1–5 uploaded files and a comment) to the task's author for checking",
        description:
          "Spends SOLUTION_CHECK tokens and posts the request with the files in the direct chat room of the student and the author (created when missing), all in one transaction; the author answers there. 400: one's own task, an author whose account is gone, files that are not the viewer's own uploads. 402: too few tokens.",
        params: ZIdParams,
        body: ZSolutionCheckRequest,
        response: { 200: ZSolutionCheckResponse, ...spendErrors },
      },
    },
    async (request) => service.requestSolutionCheck(request.viewer!, request.params.id, request.body),
  );
};
