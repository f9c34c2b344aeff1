import { bankStatementMaxBytes, commerceEndpoints, ZErrorResponse } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { adminDoor, errorResponses, type TRoleDoor, usualErrors } from '../../lib/routes/route-options';

const statuses =
  'Statuses: unpaid → processing/failed → paid → completed (what was bought granted, invoice issued) → refunded/disputed; canceled and refunded are final. Every change goes through the shared transition table, with the payment row locked.';

/**
 * Payments (issue 15 point 4): the catalogue, checkout through Stripe, the demo provider or a bank transfer,
 * the buyer's and the ADMIN's lists, confirmation, refunds, the bank statement import and Stripe's webhook.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.payments;
  const route = endpointRoutes(app, { tags: ['Payments'], errors: usualErrors });
  const commerce = endpointRoutes(app, { tags: ['Commerce'], errors: {} });

  commerce.publicRoute(
    commerceEndpoints.catalog,
    {
      summary: 'What the platform sells: Premium plans, token packages, token prices, the seller, payment methods',
      description:
        'Public. Prices are gross, in grosze, at `vatRate`. methods.stripe: card, BLIK and Przelewy24 through Stripe; methods.demo: the local demo provider stands in (never in production); methods.manual: a Polish bank transfer.',
    },
    async () => service.readCatalog(),
  );

  route.signedIn(
    commerceEndpoints.checkout,
    {
      summary: 'Start paying for a Premium plan or a token package',
      description:
        "method 'stripe' answers Stripe's hosted page in redirectUrl (or the demo provider's local page, /checkout/demo/{id}, when no Stripe keys are set; 503 'Płatności online są chwilowo niedostępne…' when neither); method 'manual' answers the bank transfer details in payment.transfer, with a unique title such as ZAD-7K3M-Q9TX, and redirectUrl null. buyer 'company' needs the account's company data (400 otherwise); 'private' uses the personal data, else the display name. Rate-limited ('checkout').",
      responses: errorResponses(429, 503),
    },
    async (request) => service.checkoutProduct(request.viewer, request.body, request),
  );

  route.signedIn(
    commerceEndpoints.myPayments,
    {
      summary: "The viewer's payments, newest first",
      description: `Paged as {results, nextPage}; each with its invoice and correction ids once issued. ${statuses}`,
    },
    async (request) => service.listOwn(request.viewer, request.query),
  );

  route.signedIn(
    commerceEndpoints.adminPayments,
    {
      summary: 'ADMIN: every payment, filtered by status, method and a search',
      description:
        'search matches a transfer title, the buyer’s e-mail or login (parts of them), or a whole payment id. Each row carries its buyer’s account in `user` (null once deleted). Paged as {results, nextPage}.',
      door: adminDoor,
    },
    async (request) => service.listAll(request.viewer, request.query),
  );

  route.signedIn(
    commerceEndpoints.payment,
    {
      summary: 'One payment (its buyer or an ADMIN)',
      description: `Anybody else gets 404, as for a payment that does not exist. ${statuses}`,
    },
    async (request) => service.getPayment(request.viewer, request.params.id),
  );

  /** The doc of a change of one payment that takes no body and answers the payment as changed. */
  const paymentChange = (
    summary: string,
    description: string,
    unavailable: { 503?: typeof ZErrorResponse } = {},
    door?: TRoleDoor,
  ) => ({ summary, description, responses: unavailable, door });

  route.signedIn(
    commerceEndpoints.cancelPayment,
    paymentChange(
      'The buyer gives up a payment still open',
      "Only unpaid, processing or failed payments (else 400 'Tej płatności nie można już zmienić.'); Stripe's page is expired first, and a payment Stripe reports paid meanwhile is not canceled. Answers 'Anulowano!'.",
    ),
    async (request) => service.cancelPayment(request.viewer, request.params.id),
  );

  route.signedIn(
    commerceEndpoints.confirmPayment,
    paymentChange(
      'ADMIN: a bank transfer arrived; the purchase is fulfilled',
      "Only method 'manual' (400 otherwise) and only while open. The payment becomes paid (the invoice is issued, what was bought granted) and then completed, in one transaction. Answers 'Potwierdzono!'.",
      {},
      adminDoor,
    ),
    async (request) => service.confirmPayment(request.viewer, request.params.id),
  );

  route.signedIn(
    commerceEndpoints.refundPayment,
    paymentChange(
      'ADMIN: give the money back and revoke the purchase',
      "Only paid, completed or disputed payments (else 400 'Tej płatności nie można zwrócić.'). Stripe refunds the whole amount (a disputed charge cannot be refunded there); a bank transfer is sent back by hand and marked here. A correction invoice is issued. Answers 'Zwrócono!'.",
      { 503: ZErrorResponse },
      adminDoor,
    ),
    async (request) => service.refundPayment(request.viewer, request.params.id),
  );

  route.signedIn(
    commerceEndpoints.demoPayment,
    {
      summary: "The buyer's answer on the demo provider's page (no real money; never in production)",
      description:
        "Only the buyer, only payments of the demo provider (400 otherwise), only while open. outcome 'paid' fulfils the purchase like a real payment; 'failed' leaves it open for another try.",
    },
    async (request) => service.payDemo(request.viewer, request.params.id, request.body.outcome),
  );

  route.signedIn(
    commerceEndpoints.importBankStatement,
    {
      summary: 'ADMIN: match a bank statement (CSV) against open bank-transfer payments',
      description:
        "The CSV as Polish banks export it (; or , separated, quoted fields, a header row with a title column such as 'Tytuł' or 'Opis' and an amount column such as 'Kwota'). An incoming row whose title contains a payment's ZAD-XXXX-XXXX title and exactly its amount pays it. Importing the same statement again pays nothing more.",
      responses: errorResponses(413),
      door: adminDoor,
      // A statement of up to 2 MB of text, as JSON (escaped quotes and line breaks take more).
      bodyLimit: 3 * bankStatementMaxBytes,
    },
    async (request) => service.importStatement(request.viewer, request.body.csv),
  );

  // Stripe signs the exact bytes it sent: this route alone keeps the body as a Buffer.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    endpointRoutes(webhook, { tags: ['Payments'], errors: errorResponses(400) }).publicRoute(
      commerceEndpoints.stripeWebhook,
      {
        summary: "Stripe's webhook (signed; the raw body)",
        description:
          "Verified with the Stripe-Signature header on the raw body; a wrong signature or one older than 5 minutes answers 400 'Nieprawidłowy podpis powiadomienia.' and changes nothing. Each event id is applied once. The payment's state is read back from Stripe, so events may come in any order.",
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return service.handleStripeWebhook(body, typeof signature === 'string' ? signature : undefined);
      },
    );
  });
};
