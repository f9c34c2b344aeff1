import {
  commerceMessages,
  type TCommerceConfig,
  type TSubscription,
  type TSubscriptionState,
  type TSubscriptionStatus,
  type TViewerIn,
} from '@zadania/shared';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TJobQueue } from '../../lib/jobs/job-queue';
import type { TUnitOfWork } from '../../lib/uow';
import type { TMailer } from '../mail/mail.service';
import { ownerOf, type TPaymentRow, type TPurchaseFulfiller } from '../payments/purchase-fulfilment';
import type { TNumberedDelivery } from '../realtime/numbered-delivery';
import { renewalReminderDays, renewalReminderMailJob } from './subscriptions.jobs';
import { buildRenewalReminderMail } from './subscriptions.mail';
import { createSubscriptionsRepository, type TSubscriptionRow } from './subscriptions.repository';

const dayMs = 24 * 60 * 60 * 1000;

/** A period's status at a moment: what the sweep job sets, so a page never shows a status it lags behind. */
export const periodStatusAt = (
  row: Pick<TSubscriptionRow, 'startsAt' | 'endsAt' | 'revokedAt'>,
  at: Date,
): TSubscriptionStatus => {
  if (row.revokedAt) return 'REVOKED';
  if (row.endsAt <= at) return 'EXPIRED';
  return row.startsAt > at ? 'SCHEDULED' : 'ACTIVE';
};

const toSubscription = (row: TSubscriptionRow, at: Date): TSubscription => ({
  id: row.id,
  planCode: row.planCode,
  planName: row.planName,
  status: periodStatusAt(row, at),
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  paymentId: row.paymentId,
});

/**
 * The account's Premium at `at` from its periods. Premium runs while `at` lies in a period that is not
 * revoked; it lasts until the end of the chain of periods that follow one another without a gap.
 */
export function describeSubscription(rows: TSubscriptionRow[], canceled: boolean, at: Date): TSubscriptionState {
  const valid = rows.filter((row) => !row.revokedAt).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const current = valid.find((row) => row.startsAt <= at && row.endsAt > at) ?? null;
  let activeUntil: Date | null = null;
  if (current) {
    activeUntil = current.endsAt;
    for (const row of valid) {
      if (row.startsAt <= activeUntil && row.endsAt > activeUntil) activeUntil = row.endsAt;
    }
  }
  return {
    hasActiveSubscription: !!current,
    current: current && toSubscription(current, at),
    activeUntil: activeUntil?.toISOString() ?? null,
    cancelAtPeriodEnd: canceled,
    renewsAt: activeUntil && !canceled ? activeUntil.toISOString() : null,
    periods: rows.map((row) => toSubscription(row, at)),
  };
}

/**
 * Premium periods: granted by a confirmed payment (the payments module calls `fulfiller`), queued one after
 * another, revoked by a refund or dispute, kept in step with the clock by the sweep job.
 *
 * A revoked period takes its days away at once and the periods after it keep their dates (they are not
 * moved earlier): the account keeps exactly the days it was told it paid for, with a gap where the revoked
 * one was. A restored period gets its own dates back, even if a period bought meanwhile overlaps it.
 */
export function createSubscriptionsService(deps: {
  db: TDb;
  uow: TUnitOfWork;
  numbered: Pick<TNumberedDelivery, 'record'>;
  commerce: TCommerceConfig;
  jobs: Pick<TJobQueue, 'send'>;
  mailer: TMailer;
  publicUrl: string;
  /** The clock (tests pass their own). */
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  const announceActivated = (tx: TDb, period: { id: string; userId: string }) =>
    deps.numbered.record(tx, period.id, [period.userId], 'SubscriptionActivated', { subscriptionId: period.id });

  const readState = async (db: TDb, userId: string, at: Date) => {
    const repository = createSubscriptionsRepository(db);
    const rows = await repository.listForUser(userId);
    return describeSubscription(rows, await repository.isCanceledAtPeriodEnd(userId), at);
  };

  const setCancelAtPeriodEnd = (viewer: TViewerIn, value: boolean) =>
    deps.uow.run(async (tx) => {
      const at = now();
      const repository = createSubscriptionsRepository(tx);
      const rows = await repository.listForUser(viewer.id);
      if (!rows.some((row) => !row.revokedAt && row.endsAt > at)) {
        throw AppError.badRequest(commerceMessages.noSubscription);
      }
      await repository.setCancelAtPeriodEnd(viewer.id, value, at);
      return readState(tx, viewer.id, at);
    });

  const periodDays = (payment: TPaymentRow) => {
    const plan = deps.commerce.premiumPlans.find((candidate) => candidate.code === payment.productCode);
    const days = plan?.durationDays ?? payment.itemQuantity;
    if (!Number.isInteger(days) || days <= 0) throw new Error(`Payment ${payment.id} buys no Premium days`);
    return { days, planName: plan?.name ?? payment.itemName };
  };

  const fulfiller: TPurchaseFulfiller = {
    /**
     * One period per payment (a repeat does nothing), from now or from the end of the account's last
     * period that is not revoked, whichever is later. Its length is the plan's (the payment's days when the
     * plan is no longer sold). Starting now, it is announced to the account's tabs once the payment commits.
     */
    async grant(tx, payment) {
      if (payment.itemKind !== 'SUBSCRIPTION') throw new Error(`Payment ${payment.id} is no subscription`);
      // An account deleted before its money arrived: nobody to grant to (the money goes back).
      // The period is the owner's: the child a parent paid for, else the buyer (ownerOf).
      const owner = ownerOf(payment);
      if (!owner) return 'undeliverable';
      const repository = createSubscriptionsRepository(tx);
      if (!(await repository.lockAccount(owner))) return 'undeliverable';
      if (await repository.findByPayment(payment.id)) return 'granted';
      const { days, planName } = periodDays(payment);
      const at = now();
      const latestEnd = await repository.latestEnd(owner);
      const startsAt = latestEnd && latestEnd > at ? latestEnd : at;
      const period = await repository.insert({
        userId: owner,
        planCode: payment.productCode,
        planName,
        status: startsAt > at ? 'SCHEDULED' : 'ACTIVE',
        startsAt,
        endsAt: new Date(startsAt.getTime() + days * dayMs),
        paymentId: payment.id,
      });
      if (period?.status === 'ACTIVE') await announceActivated(tx, period);
      return 'granted';
    },

    /** The payment's period ends at once (REVOKED); the periods after it keep their dates. */
    async revoke(tx, payment) {
      await createSubscriptionsRepository(tx).revokeByPayment(payment.id, now());
    },

    /** The payment's period comes back with its own dates; announced when that puts it in force now. */
    async restore(tx, payment) {
      const restored = await createSubscriptionsRepository(tx).restoreByPayment(payment.id, now());
      for (const period of restored) if (period.status === 'ACTIVE') await announceActivated(tx, period);
    },
  };

  return {
    fulfiller,

    /** GET /subscription: the signed-in account's Premium. */
    getState: (viewer: TViewerIn) => readState(deps.db, viewer.id, now()),

    /** No renewal reminder: Premium ends with the periods paid for. Only with Premium now or scheduled. */
    async cancel(viewer: TViewerIn) {
      return { message: commerceMessages.canceled, subscription: await setCancelAtPeriodEnd(viewer, true) };
    },

    async resume(viewer: TViewerIn) {
      return { message: commerceMessages.resumed, subscription: await setCancelAtPeriodEnd(viewer, false) };
    },

    /**
     * The sweep job's work at `at`: ended periods EXPIRED, started ones ACTIVE (announced), and the
     * reminders due queued, each once (the period is marked in the same transaction).
     */
    sweep: (at: Date) =>
      deps.uow.run(async (tx) => {
        const repository = createSubscriptionsRepository(tx);
        const expired = await repository.expireDue(at);
        const activated = await repository.activateDue(at);
        for (const period of activated) await announceActivated(tx, period);
        const reminded = await repository.claimDueReminders(at, renewalReminderDays * dayMs);
        for (const period of reminded) {
          await deps.jobs.send(renewalReminderMailJob, { subscriptionId: period.id }, { tx, singletonKey: period.id });
        }
        return { expired: expired.length, activated: activated.length, reminded: reminded.length };
      }),

    mailHandlers: {
      /** Sends the reminder unless the period was revoked meanwhile. */
      async renewalReminder({ subscriptionId }: { subscriptionId: string }) {
        const found = await createSubscriptionsRepository(deps.db).findWithAccount(subscriptionId);
        if (!found?.email || found.subscription.revokedAt) return;
        await deps.mailer.send(
          buildRenewalReminderMail({
            to: found.email,
            username: found.username,
            endsAt: found.subscription.endsAt,
            link: `${deps.publicUrl}/subscription`,
          }),
        );
      },
    },
  };
}
export type TSubscriptionsService = ReturnType<typeof createSubscriptionsService>;
