import { defineSubscriber } from '../../lib/events/domain-events';
import { bindUseCases } from '../../lib/use-cases';
import { buildPaymentReceiptMail, buildRefundMail } from './payment-receipts.mail';
import { createPaymentsContext, type TPaymentsDeps } from './payments.context';
import { cancelOpen } from './use-cases/cancel-open';
import { cancelPayment } from './use-cases/cancel-payment';
import { checkPayer } from './use-cases/check-payer';
import { checkoutProduct } from './use-cases/checkout-product';
import { confirmPayment } from './use-cases/confirm-payment';
import { getPayment } from './use-cases/get-payment';
import { handleStripeWebhook } from './use-cases/handle-stripe-webhook';
import { importStatement } from './use-cases/import-statement';
import { listAll } from './use-cases/list-all';
import { listOwn } from './use-cases/list-own';
import { mailAbout } from './use-cases/mail-about';
import { payDemo } from './use-cases/pay-demo';
import { readCatalog } from './use-cases/read-catalog';
import { refundPayment } from './use-cases/refund-payment';
import { refundSettled } from './use-cases/refund-settled';
import { refundUndelivered } from './use-cases/refund-undelivered';
import { startCheckout } from './use-cases/start-checkout';

export { handledStripeEvents } from './use-cases/handle-stripe-webhook';
export { statementReasons } from './use-cases/import-statement';

/**
 * Payments (issue 15 point 4): checkout of what the platform sells, paid through Stripe (card, BLIK,
 * Przelewy24), the local demo provider, or a Polish bank transfer matched by its title; Stripe's webhooks;
 * refunds; the buyer's and the ADMIN's lists. Every status change goes through `createPaymentTransitions`
 * with the payment's row locked; Stripe's word is read from Stripe itself, never from a webhook's payload.
 */
export function createPaymentsService(deps: TPaymentsDeps) {
  const ctx = createPaymentsContext(deps);
  return {
    ...bindUseCases(ctx, {
      readCatalog,
      checkoutProduct,
      listOwn,
      listAll,
      getPayment,
      cancelPayment,
      confirmPayment,
      refundPayment,
      payDemo,
      importStatement,
      handleStripeWebhook,
    }),
    /**
     * For the modules that sell their own items (tutoring): who may pay (checkPayer), checkout of an item,
     * cancelling and refunding it.
     */
    purchases: {
      ...bindUseCases(ctx, { startCheckout, checkPayer, cancelOpen, refundSettled }),
      find: (id: string) => ctx.repository.find(id),
    },
    subscribers: [
      defineSubscriber('payments.refund-undelivered', 'payment.undelivered', (event) =>
        refundUndelivered(ctx, event.payload.paymentId),
      ),
      defineSubscriber('payments.receipt-mail', 'payment.completed', (event) =>
        mailAbout(ctx, event.payload.paymentId, buildPaymentReceiptMail),
      ),
      defineSubscriber('payments.refund-mail', 'payment.refunded', (event) =>
        mailAbout(ctx, event.payload.paymentId, buildRefundMail),
      ),
    ],
  };
}
export type TPaymentsService = ReturnType<typeof createPaymentsService>;
