import { z } from 'zod';

/** Payment statuses (docs/product-spec.md section 3), in the order a purchase usually goes through them. */
export const paymentStatuses = [
  'unpaid',
  'processing',
  'failed',
  'paid',
  'completed',
  'refunded',
  'disputed',
  'canceled',
] as const;
export const ZPaymentStatus = z.enum(paymentStatuses);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

export const paymentStatusLabels: Readonly<Record<TPaymentStatus, string>> = {
  unpaid: 'Nieopłacona',
  processing: 'W trakcie',
  failed: 'Nieudana',
  paid: 'Opłacona',
  completed: 'Zrealizowana',
  refunded: 'Zwrócona',
  disputed: 'Reklamowana',
  canceled: 'Anulowana',
};

/**
 * Every move a payment may make, and no other. `paid` is money confirmed (the invoice is issued then);
 * `completed` is what was bought granted; `refunded` and `disputed` revoke it (a won dispute returns to
 * `completed`, a lost one ends `refunded`). A `failed` attempt may be retried (BLIK code typed wrong), so it
 * goes back to `processing` or straight to `paid`; `canceled` and `refunded` are final.
 */
export const paymentTransitions: Readonly<Record<TPaymentStatus, readonly TPaymentStatus[]>> = {
  unpaid: ['processing', 'failed', 'paid', 'canceled'],
  processing: ['failed', 'paid', 'canceled'],
  failed: ['processing', 'paid', 'canceled'],
  paid: ['completed', 'refunded', 'disputed'],
  completed: ['refunded', 'disputed'],
  disputed: ['completed', 'refunded'],
  refunded: [],
  canceled: [],
};

/** Whether a payment in `from` may move to `to` (staying put is no move). */
export const canTransitionPayment = (from: TPaymentStatus, to: TPaymentStatus) => paymentTransitions[from].includes(to);

export class PaymentTransitionError extends Error {
  constructor(
    readonly from: TPaymentStatus,
    readonly to: TPaymentStatus,
  ) {
    super(`A payment cannot move from ${from} to ${to}`);
  }
}

/** The one transition function: the new status, or PaymentTransitionError for a move the table refuses. */
export function transitionPayment(from: TPaymentStatus, to: TPaymentStatus): TPaymentStatus {
  if (!canTransitionPayment(from, to)) throw new PaymentTransitionError(from, to);
  return to;
}

/** Money has been received and not given back (the statuses that carry an invoice). */
export const isPaymentSettled = (status: TPaymentStatus) =>
  status === 'paid' || status === 'completed' || status === 'disputed' || status === 'refunded';

/** The purchase still waits for money: the buyer may pay, retry or cancel. */
export const isPaymentOpen = (status: TPaymentStatus) =>
  status === 'unpaid' || status === 'processing' || status === 'failed';
