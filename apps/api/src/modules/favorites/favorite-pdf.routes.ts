import { favoriteEndpoints } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { errorResponses } from '../../lib/routes/route-options';

/** POST /api/favorite/{id}/pdf (docs/product-spec.md section 7 "Favorites"): the list PDF, made in the background. */
export const favoritePdfRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.favoritePdf;
  const route = endpointRoutes(app, { tags: ['Favorites'], errors: errorResponses(400, 401, 404, 429) });
  // The browser is shared with the invoices, whose routes close it too; closing twice is harmless.
  app.addHook('onClose', async () => app.services.pdf.close());

  route.signedIn(
    favoriteEndpoints.pdf,
    {
      summary: "Queue a list's PDF; PdfReady {pdfId, url} or PdfError {pdfId, message} follows on the sockets",
      description:
        "The signed-in account's own list only (another user's is 404). Answers 202 'Przygotowujemy PDF…' with the pdfId at once; a job prints the list's printable view (/account/lists/{id}/pdf) with headless Chromium as the requester, stores it as their owner-only file 'Lista-{name}.pdf' and sends PdfReady with its download path (GET url with the token), or PdfError with a Polish reason (e.g. no Chromium on the server). theme light|dark; worksheet: the tasks, then the answer key on the next pages (withSolutions: the full solutions after it); numbered: 'Zadanie {n}' with the exam points when the task has them. Rate-limited ('listPdf': 10 per 10 minutes per account).",
      status: 202,
    },
    async (request) => service.request(request.viewer, request.params.id, request.body, { ip: request.ip }),
  );
};
