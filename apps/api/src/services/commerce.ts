import { createPdfRenderer } from '../lib/pdf/pdf-renderer';
import { createInvoicesService, type TInvoicesService } from '../modules/invoices/invoices.service';
import { createPaymentsService } from '../modules/payments/payments.service';
import type { TPaymentFamily, TPurchaseFulfiller } from '../modules/payments/purchase-fulfilment';
import type { TNumberedDelivery } from '../modules/realtime/numbered-delivery';
import { createSubscriptionsService, type TSubscriptionsService } from '../modules/subscriptions/subscriptions.service';
import { createTokensService, type TTokensService } from '../modules/tokens/tokens.service';
import type { TServiceBase } from './inputs';

/** What is sold and billed before payments exist: tokens, subscriptions, invoices and the PDFs they print on. */
export function buildCommerceServices({ inputs, uow, outbox }: TServiceBase, numbered: TNumberedDelivery) {
  const { db, config, jobs } = inputs;
  const commerce = config.commerce;
  const tokens = createTokensService({
    db,
    uow,
    commerce,
    outbox,
    numbered,
    videoEmbedUrlTemplate: config.files.videoEmbedUrlTemplate,
  });
  const subscriptions = createSubscriptionsService({
    db,
    uow,
    numbered,
    commerce,
    jobs,
    mailer: inputs.mailer,
    publicUrl: config.publicUrl,
  });
  // One browser prints every PDF of this node (invoices and list PDFs).
  const pdf = createPdfRenderer({ executablePath: config.pdf.chromiumPath });
  const invoices = createInvoicesService({ db, uow, commerce, publicUrl: config.publicUrl, pdf });
  return { tokens, subscriptions, pdf, invoices };
}

/** A fulfiller that reads the real one at each call: for what is built after payments, yet sold through them. */
function lateFulfiller(fulfiller: () => TPurchaseFulfiller): TPurchaseFulfiller {
  return {
    grant: (tx, payment) => fulfiller().grant(tx, payment),
    revoke: (tx, payment) => fulfiller().revoke(tx, payment),
    restore: (tx, payment) => fulfiller().restore(tx, payment),
  };
}

/**
 * Payments, with the fulfiller of every kind of purchase. Tutoring bookings, homework requests and courses sell
 * through payments, and payments fulfil them: their fulfillers are bound late, once they exist.
 */
export function buildPaymentsService(
  { inputs, uow, outbox }: TServiceBase,
  sold: {
    subscriptions: TSubscriptionsService;
    tokens: TTokensService;
    invoices: TInvoicesService;
    /** Parents paying for their children (the parents module, which payments do not import). */
    family: TPaymentFamily;
  },
  later: {
    tutoring: () => TPurchaseFulfiller;
    homeworkRequests: () => TPurchaseFulfiller;
    courses: () => TPurchaseFulfiller;
  },
) {
  const { db, config } = inputs;
  const tutoringFulfiller = lateFulfiller(later.tutoring);
  const homeworkRequestFulfiller = lateFulfiller(later.homeworkRequests);
  const courseFulfiller = lateFulfiller(later.courses);
  return createPaymentsService({
    db,
    uow,
    config,
    family: sold.family,
    fulfillers: {
      SUBSCRIPTION: sold.subscriptions.fulfiller,
      TOKENS: sold.tokens.fulfiller,
      TUTORING: tutoringFulfiller,
      TUTORING_PACKAGE: tutoringFulfiller,
      HOMEWORK_REQUEST: homeworkRequestFulfiller,
      COURSE: courseFulfiller,
    },
    invoicing: sold.invoices.invoicing,
    outbox,
    mailer: inputs.mailer,
    limiter: inputs.rateLimiter,
    log: inputs.log,
  });
}
