import { commerceEndpoints } from '@zadania/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { errorResponses } from '../../lib/routes/route-options';
import { buildContentDisposition } from '../files/file-serving';
import type { TInvoiceFile } from './invoices.service';

const ZBinary = z.string().meta({ format: 'binary' }).describe('The file bytes');
const readers =
  'The buyer and ADMIN (purchasePolicy.read); anyone else gets 404, as for an invoice that does not exist.';

const sendFile = (reply: FastifyReply, file: TInvoiceFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', buildContentDisposition('attachment', file.fileName))
    .header('cache-control', 'private, no-store')
    .send(file.body);

/**
 * /api/invoice: the signed-in account's invoices (issue 15 point 5), each as JSON, a PDF, and for a company
 * buyer the KSeF FA(3) XML. Invoices are issued by the payments flow, never through these routes.
 */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.invoices;
  const route = endpointRoutes(app, { tags: ['Invoices'], errors: errorResponses(400, 401, 404) });
  app.addHook('onClose', async () => service.close());

  route.signedIn(
    commerceEndpoints.myInvoices,
    {
      summary: "The signed-in account's invoices and corrections, newest first",
      description:
        'Amounts in grosze. Numbers are gap-free per series (FV: VAT invoices, FK: corrections) and month in Europe/Warsaw.',
      errors: errorResponses(400, 401),
    },
    async (request) => service.listMine(request.viewer, request.query),
  );

  route.signedIn(
    commerceEndpoints.invoice,
    {
      summary: 'One invoice or correction, as issued',
      description: readers,
    },
    async (request) => service.get(request.viewer, request.params.id),
  );

  route.signedIn(
    commerceEndpoints.invoicePdf,
    {
      summary: 'The invoice as a PDF (A4), as an attachment named like Faktura-FV-2026-11-0001.pdf',
      description: `${readers} Printed by headless Chromium from the issued invoice.`,
      responses: { 200: ZBinary.describe('application/pdf') },
    },
    async (request, reply) => sendFile(reply, await service.pdf(request.viewer, request.params.id)),
  );

  route.signedIn(
    commerceEndpoints.invoiceKsef,
    {
      summary: 'The structured e-invoice of KSeF (schema FA(3), XML) of an invoice made out to a company',
      description: `${readers} A private buyer's invoice answers 400 'Fakturę ustrukturyzowaną (KSeF) wystawiamy tylko dla firm.' Sending it to KSeF is not configured here.`,
      responses: { 200: ZBinary.describe('application/xml (UTF-8)') },
    },
    async (request, reply) => sendFile(reply, await service.ksef(request.viewer, request.params.id)),
  );
};
