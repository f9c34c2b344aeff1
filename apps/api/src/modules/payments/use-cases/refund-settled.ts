import { commerceMessages, isPaymentSettled, type TPaymentStatus } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TStatusChangeCause } from '../payment-transitions';
import { onlineUnavailable, type TPaymentsContext } from '../payments.context';
import type { TPaymentRow } from '../payments.repository';
import { isStripeRefusal } from '../stripe-gateway';

/** The money of a settled payment goes back (400 'not refundable' otherwise); its purchase is revoked. */
export async function refundSettled(ctx: TPaymentsContext, payment: TPaymentRow, cause: TStatusChangeCause) {
  const { stripe, log, transitions, withLocked, syncWithStripe } = ctx;
  const { id } = payment;
  const refundable = (status: TPaymentStatus) => isPaymentSettled(status) && status !== 'refunded';
  if (!refundable(payment.status)) throw AppError.badRequest(commerceMessages.notRefundable);

  if (payment.provider === 'stripe') {
    if (!stripe) throw onlineUnavailable();
    const intentId =
      payment.providerPaymentId ??
      (
        await stripe.readPaymentState({
          paymentId: payment.id,
          sessionId: payment.providerSessionId,
          paymentIntentId: null,
        })
      ).intent?.id;
    if (!intentId) throw AppError.badRequest(commerceMessages.notRefundable);
    try {
      await stripe.refund(payment.id, intentId);
    } catch (error) {
      if (!isStripeRefusal(error)) throw error;
      log.warn({ err: error, paymentId: id }, 'Stripe refused a refund');
    }
    const row = await withLocked(id, (tx, locked) => syncWithStripe(tx, locked, cause, intentId));
    if (row.status !== 'refunded') throw AppError.badRequest(commerceMessages.notRefundable);
    return row;
  }

  return withLocked(id, async (tx, locked) => {
    if (!refundable(locked.status)) throw AppError.badRequest(commerceMessages.notRefundable);
    return transitions.moveTo(tx, locked, 'refunded', cause);
  });
}
