import { paymentTransitions, type TPaymentStatus, transitionPayment } from '@zadania/shared';
import type { TDb } from '../../db/client';
import { createPaymentsRepository } from './payments.repository';
import type { TPaymentInvoicing, TPaymentRow, TPurchaseFulfillers } from './purchase-fulfilment';

/** What caused a status change: 'stripe:evt_…', 'admin', 'buyer', 'demo', 'statement:12'; and who, when a person. */
export type TStatusChangeCause = { source: string; actorId?: string | null };

/** The reasons printed on the correction invoice. */
export const correctionReasons = {
  refund: 'Zwrot płatności',
  chargeback: 'Uznana reklamacja płatności (chargeback)',
} as const;

/**
 * The first step on a shortest allowed path from `from` to `to`, or null when the table allows none (the
 * payment is already past it: a late event about an earlier state). Entering `paid` moves on to `completed`
 * by itself, so the walk starts again from wherever the step left the payment.
 */
export function nextPaymentStep(from: TPaymentStatus, to: TPaymentStatus): TPaymentStatus | null {
  if (from === to) return null;
  const firstStep = new Map<TPaymentStatus, TPaymentStatus>();
  let frontier: TPaymentStatus[] = [from];
  const seen = new Set<TPaymentStatus>([from]);
  while (frontier.length > 0) {
    const next: TPaymentStatus[] = [];
    for (const status of frontier) {
      for (const neighbour of paymentTransitions[status]) {
        if (seen.has(neighbour)) continue;
        seen.add(neighbour);
        firstStep.set(neighbour, status === from ? neighbour : firstStep.get(status)!);
        if (neighbour === to) return firstStep.get(neighbour)!;
        next.push(neighbour);
      }
    }
    frontier = next;
  }
  return null;
}

/**
 * The one place a payment's status changes. Every caller holds the payment's row lock (`lock` in the
 * repository, at the start of its transaction), so concurrent confirmations, webhooks and refunds queue and
 * each sees the status the previous one left. A move the shared table refuses throws PaymentTransitionError
 * and changes nothing. Entering `paid` issues the invoice and grants what was bought (a payment that could
 * grant nothing is marked undelivered, to be refunded), then completes the payment; `refunded` takes it back
 * and corrects the invoice; `disputed` takes it back until a won dispute restores it. All of it commits with
 * the status or not at all.
 */
export function createPaymentTransitions(deps: {
  fulfillers: TPurchaseFulfillers;
  invoicing: TPaymentInvoicing;
  /** Inside the transaction of a payment whose money arrived for nothing it could grant (it gets refunded). */
  onUndelivered: (tx: TDb, payment: TPaymentRow) => Promise<void>;
  /** Inside the transaction of every status change, once the change and its effects are made. */
  onMoved: (tx: TDb, payment: TPaymentRow, from: TPaymentStatus) => Promise<void>;
  /** Inside the transaction of a payment whose purchase was granted (not called for an undeliverable one). */
  onGranted?: (tx: TDb, payment: TPaymentRow) => Promise<void>;
}) {
  const fulfillerOf = (payment: TPaymentRow) => {
    const fulfiller = deps.fulfillers[payment.itemKind];
    if (!fulfiller) throw new Error(`Nothing fulfils purchases of ${payment.itemKind}`);
    return fulfiller;
  };

  /** Moves a locked payment one step, with the effects of entering the new status. */
  async function moveTo(
    tx: TDb,
    payment: TPaymentRow,
    to: TPaymentStatus,
    cause: TStatusChangeCause,
  ): Promise<TPaymentRow> {
    const from = payment.status;
    const status = transitionPayment(from, to);
    const repository = createPaymentsRepository(tx);
    let row = await repository.setStatus(payment.id, status, status === 'paid' ? new Date() : undefined);
    await repository.insertStatusChange({
      paymentId: payment.id,
      fromStatus: from,
      toStatus: status,
      source: cause.source,
      actorId: cause.actorId ?? null,
    });
    switch (status) {
      case 'paid':
        await deps.invoicing.issueForPayment(tx, row);
        if ((await fulfillerOf(row).grant(tx, row)) === 'undeliverable') {
          row = await repository.markUndelivered(row.id);
          await deps.onUndelivered(tx, row);
        } else if (deps.onGranted) {
          await deps.onGranted(tx, row);
        }
        row = await moveTo(tx, row, 'completed', cause);
        break;
      case 'refunded':
        // A disputed payment was taken back when the dispute opened; an undelivered one granted nothing.
        if (from !== 'disputed' && !row.undelivered) await fulfillerOf(row).revoke(tx, row);
        await deps.invoicing.correctForPayment(
          tx,
          row,
          from === 'disputed' ? correctionReasons.chargeback : correctionReasons.refund,
        );
        break;
      case 'disputed':
        if (!row.undelivered) await fulfillerOf(row).revoke(tx, row);
        break;
      case 'completed':
        if (from === 'disputed' && !row.undelivered) await fulfillerOf(row).restore(tx, row);
        break;
    }
    // Entering `paid` moved on to `completed` above, which told its own news.
    if (status !== 'paid') await deps.onMoved(tx, row, from);
    return row;
  }

  /**
   * Brings a locked payment to `target` along the allowed path (unpaid → paid → completed → refunded), so
   * whatever order the news arrives in, the payment ends where the provider says it is. A target the table
   * cannot reach from here (an older state) changes nothing. `paid` as a target means completed.
   */
  async function syncTo(
    tx: TDb,
    payment: TPaymentRow,
    target: TPaymentStatus,
    cause: TStatusChangeCause,
  ): Promise<TPaymentRow> {
    const goal = target === 'paid' ? 'completed' : target;
    let row = payment;
    for (let step = nextPaymentStep(row.status, goal); step; step = nextPaymentStep(row.status, goal)) {
      row = await moveTo(tx, row, step, cause);
    }
    return row;
  }

  return { moveTo, syncTo };
}

export type TPaymentTransitions = ReturnType<typeof createPaymentTransitions>;
