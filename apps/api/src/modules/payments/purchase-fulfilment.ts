import type { TPurchasableKind } from '@zadania/shared';
import type { TDb } from '../../db/client';
import type { payments } from '../../db/schema';

export type TPaymentRow = typeof payments.$inferSelect;

/**
 * Whose the purchase is: the child a parent paid for (`beneficiaryId`, docs/parents.md), else the buyer. Every
 * fulfiller grants to and takes back from this account; the money, the invoice, refunds and cancelling stay the
 * buyer's (`userId`).
 */
export const ownerOf = (payment: Pick<TPaymentRow, 'userId' | 'beneficiaryId'>) =>
  payment.beneficiaryId ?? payment.userId;

/**
 * The family as payments see it (filled by the composition root from the parents module, which payments never
 * import): whether a parent may pay for a child, and what a parent's payment for a child settles once granted
 * (the child's pending purchase request becomes PAID, in the grant's transaction).
 */
export type TPaymentFamily = {
  isParentOf(parentId: string, childId: string): Promise<boolean>;
  onGrantedForChild(tx: TDb, payment: TPaymentRow): Promise<void>;
};

export type TGrantOutcome = 'granted' | 'undeliverable';

/**
 * What a purchase of one kind grants once its money is confirmed, and takes back when it is refunded or
 * disputed (restored when a dispute is won). Each runs inside the payment's transaction and is idempotent
 * per payment: the payments service calls it on the status change, once, but a retried transaction or a
 * replayed webhook must never grant twice.
 */
export type TPurchaseFulfiller = {
  /**
   * 'granted' (also for a repeat), or 'undeliverable' when the buyer cannot be given it any more: already
   * owned through another payment, a lesson time taken meanwhile, an offer withdrawn, an account deleted. The
   * payment then completes with nothing granted and is refunded (payments.undelivered).
   */
  grant(tx: TDb, payment: TPaymentRow): Promise<TGrantOutcome>;
  revoke(tx: TDb, payment: TPaymentRow): Promise<void>;
  restore(tx: TDb, payment: TPaymentRow): Promise<void>;
};

/** The fulfiller of each kind the platform sells (SUBSCRIPTION: subscriptions module; TOKENS: tokens module). */
export type TPurchaseFulfillers = Partial<Record<TPurchasableKind, TPurchaseFulfiller>>;

/** The invoices module as the payments service sees it. */
export type TPaymentInvoicing = {
  /** The VAT invoice of a payment whose money arrived (once per payment: a repeat returns the one issued). */
  issueForPayment(tx: TDb, payment: TPaymentRow): Promise<{ id: string }>;
  /** The correction of a refunded payment's invoice (once per payment), or null when it has no invoice. */
  correctForPayment(tx: TDb, payment: TPaymentRow, reason: string): Promise<{ id: string } | null>;
  /** The invoice and correction ids of payments, for their list (payment id → ids). */
  idsForPayments(
    db: TDb,
    paymentIds: string[],
  ): Promise<Map<string, { invoiceId: string | null; correctionInvoiceId: string | null }>>;
};
