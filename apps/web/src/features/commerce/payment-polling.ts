import type { TPayment } from '@zadania/shared';

/** How often the result page asks whether an online payment has settled. */
export const paymentPollIntervalMs = 2_000;
/** Polls after which the page stops asking by itself (five minutes) and offers a button instead. */
export const paymentPollLimit = 150;

/**
 * Whether an online payment still waits for the provider's answer (the buyer is back from Stripe before its
 * webhook, or a BLIK code awaits approval). A bank transfer waits for days: it is not polled.
 */
export const awaitsProvider = (payment: Pick<TPayment, 'status' | 'provider'>) =>
  payment.provider !== 'manual' && (payment.status === 'unpaid' || payment.status === 'processing');

/** The refetch interval of a payment query: every 2 s while it awaits the provider, never after. */
export function paymentRefetchInterval(payment: TPayment | undefined, polls: number): number | false {
  return payment && awaitsProvider(payment) && polls < paymentPollLimit ? paymentPollIntervalMs : false;
}
