import { isPaymentOpen } from '@zadania/shared';
import type { TStatusChangeCause } from '../payment-transitions';
import type { TPaymentsContext } from '../payments.context';
import type { TPaymentRow } from '../payments.repository';
import { isStripeRefusal } from '../stripe-gateway';

/**
 * Cancels a payment that is still open (its Stripe session expired first); one that was paid meanwhile is
 * synced instead, so its purchase is granted. Answers the payment as it ends.
 */
export async function cancelOpen(ctx: TPaymentsContext, payment: TPaymentRow, cause: TStatusChangeCause) {
  const { stripe, log, transitions, withLocked, syncWithStripe } = ctx;
  if (stripe && payment.provider === 'stripe' && payment.providerSessionId && isPaymentOpen(payment.status)) {
    try {
      await stripe.expireCheckoutSession(payment.providerSessionId);
    } catch (error) {
      // Not open any more at Stripe: the sync below learns what happened instead.
      if (!isStripeRefusal(error)) throw error;
    }
  }
  const ended = await withLocked(payment.id, async (tx, locked) => {
    if (!isPaymentOpen(locked.status)) return locked;
    const synced = locked.provider === 'stripe' ? await syncWithStripe(tx, locked, cause) : locked;
    return isPaymentOpen(synced.status) ? transitions.moveTo(tx, synced, 'canceled', cause) : synced;
  });
  // Its Stripe page opened after we read it (a checkout still on its way): that page closes too.
  if (stripe && ended.status === 'canceled' && ended.providerSessionId !== payment.providerSessionId) {
    await stripe.expireCheckoutSession(ended.providerSessionId!).catch((error) => {
      log.warn({ err: error, paymentId: payment.id }, 'Could not expire the page of a canceled payment');
    });
  }
  return ended;
}
