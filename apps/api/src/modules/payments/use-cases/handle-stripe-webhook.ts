import { commerceMessages } from '@zadania/shared';
import type Stripe from 'stripe';
import { AppError } from '../../../lib/app-error';
import { isUuid } from '../../../lib/ids';
import type { TPaymentsContext } from '../payments.context';
import { createPaymentsRepository } from '../payments.repository';
import { isStripeRefusal, referencesOfEvent } from '../stripe-gateway';

/** The Stripe events that can change a payment; any other is recorded and ignored. */
export const handledStripeEvents: ReadonlySet<string> = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'payment_intent.succeeded',
  'payment_intent.processing',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.closed',
]);

/** Our payment an event is about: by the id in its metadata, its Checkout Session or its PaymentIntent. */
async function findPaymentOfEvent(ctx: TPaymentsContext, reference: ReturnType<typeof referencesOfEvent>) {
  const { repository, stripe } = ctx;
  const byId = async (paymentId: string | null) =>
    paymentId && isUuid(paymentId) ? repository.find(paymentId) : undefined;
  const found =
    (await byId(reference.paymentId)) ??
    (reference.sessionId ? await repository.findByProviderSession(reference.sessionId) : undefined) ??
    (reference.paymentIntentId ? await repository.findByProviderPayment(reference.paymentIntentId) : undefined);
  if (found || !reference.paymentIntentId || !stripe) return found;
  // A charge or dispute event may come before we learned the PaymentIntent: it names us in its metadata.
  try {
    return await byId(await stripe.findPaymentIdOfIntent(reference.paymentIntentId));
  } catch (error) {
    // A PaymentIntent Stripe does not know for our key is none of ours.
    if (isStripeRefusal(error)) return undefined;
    throw error;
  }
}

/**
 * POST /payment/webhook/stripe: verifies the signature on the raw body (400 and nothing changes when it is
 * wrong or older than the tolerance), records the event id in the transaction of its effect (a replay does
 * nothing), and brings the payment to the status Stripe reports now, so events may arrive in any order.
 */
export async function handleStripeWebhook(ctx: TPaymentsContext, rawBody: Buffer, signature: string | undefined) {
  const { stripe, uow, syncWithStripe } = ctx;
  if (!stripe || !signature) throw AppError.badRequest(commerceMessages.invalidSignature);
  let event: Stripe.Event;
  try {
    event = await stripe.verifyEvent(rawBody, signature);
  } catch {
    throw AppError.badRequest(commerceMessages.invalidSignature);
  }
  const reference = referencesOfEvent(event);
  const payment = await findPaymentOfEvent(ctx, reference);
  await uow.run(async (tx) => {
    const payments = createPaymentsRepository(tx);
    // The payment's lock first: deliveries about one payment queue here, replays of one event included.
    const locked = payment ? await payments.lock(payment.id) : undefined;
    const fresh = await payments.recordWebhookEvent({
      eventId: event.id,
      type: event.type,
      paymentId: locked?.id ?? null,
    });
    if (!fresh || locked?.provider !== 'stripe' || !handledStripeEvents.has(event.type)) return;
    await syncWithStripe(tx, locked, { source: `stripe:${event.id}` }, reference.paymentIntentId);
  });
  return { received: true } as const;
}
