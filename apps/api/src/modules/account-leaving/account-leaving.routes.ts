import { userEndpoints } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { errorResponses } from '../../lib/routes/route-options';

/** /api/user/me/export: the data download offered before an account is deleted (issue 14 point 8). */
export const accountLeavingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.accountLeaving;
  const route = endpointRoutes(app, { tags: ['User'], errors: errorResponses(401, 404, 429) });

  route.signedIn(
    userEndpoints.exportData,
    {
      summary: 'Download everything the platform keeps about the signed-in account, as one JSON document',
      description:
        'Offered before deleting the account: the account, personal and company data, payout methods (unmasked: they are the owner\'s), authored tasks of every status, ratings given, reviews written and received, the list of uploaded files (with links to the public ones), the number of chat messages written, every answer of the attempt log, what the platform inferred from them (the student model: level, due date and memory per concept; the Elo rating; practice sessions and their items), exercise progress, bookings, requests, payments, invoices, tokens, subscriptions, notes, reports, lists, courses and mock exams (answers and result). Sent with Content-Disposition: attachment. Deleting the account keeps only its PUBLIC tasks, shown under the author name "Konto usunięte".',
    },
    async (request, reply) => {
      const data = await service.exportData(request.viewer, request);
      const day = data.exportedAt.slice(0, 10);
      void reply.header(
        'content-disposition',
        `attachment; filename="zadania-moje-dane-${data.account.username}-${day}.json"`,
      );
      void reply.header('cache-control', 'no-store');
      return data;
    },
  );
};
