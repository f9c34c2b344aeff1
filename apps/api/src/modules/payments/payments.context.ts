import {
  can,
  commerce,
  commerceMessages,
  errorMessages,
  formatPln,
  PaymentTransitionError,
  subject,
  type TViewerIn,
} from '@zadania/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TEventOutbox } from '../../lib/events/event-outbox';
import type { TUnitOfWork } from '../../lib/uow';
import type { TRateLimiter } from '../../plugins/rate-limit';
import type { TMailer } from '../mail/mail.service';
import { createPaymentTransitions, type TStatusChangeCause } from './payment-transitions';
import { presentPayment, presentPaymentWithInvoices, type TInvoiceIds } from './payments.presenter';
import { createPaymentsRepository, type TPaymentRow, type TPaymentUserRow } from './payments.repository';
import type { TPaymentFamily, TPaymentInvoicing, TPurchaseFulfillers } from './purchase-fulfilment';
import { createStripeGateway, deriveStripeStatus, type TStripeGateway } from './stripe-gateway';

export const paymentNotFound = () => AppError.notFound(errorMessages.notFound);
export const onlineUnavailable = () => new AppError(503, commerceMessages.onlineUnavailable);

export type TRequestKeys = { ip: string };

export type TPaymentsDeps = {
  db: TDb;
  uow: TUnitOfWork;
  config: Pick<TConfig, 'env' | 'commerce' | 'payments' | 'publicUrl'>;
  fulfillers: TPurchaseFulfillers;
  /** Parents paying for children; none: nobody pays for anybody else (tests of payments alone). */
  family?: TPaymentFamily;
  invoicing: TPaymentInvoicing;
  outbox: Pick<TEventOutbox, 'record'>;
  mailer: Pick<TMailer, 'send'>;
  limiter: Pick<TRateLimiter, 'consume'>;
  log: FastifyBaseLogger;
};

export function createPaymentsContext(deps: TPaymentsDeps) {
  const { db, uow, config, invoicing, log } = deps;
  if (config.env === 'production' && config.payments.provider === 'demo') {
    throw new Error('The demo payment provider is refused in production: it confirms payments without money.');
  }
  const stripe: TStripeGateway | null =
    config.payments.provider === 'stripe' ? createStripeGateway(config.payments.stripe) : null;
  const repository = createPaymentsRepository(db);
  const transitions = createPaymentTransitions({
    ...deps,
    onGranted: async (tx, payment) => {
      if (payment.beneficiaryId && deps.family) await deps.family.onGrantedForChild(tx, payment);
    },
    onUndelivered: async (tx, payment) => {
      await deps.outbox.record(tx, 'payment.undelivered', { paymentId: payment.id, userId: payment.userId });
    },
    onMoved: async (tx, payment, from) => {
      const news = { paymentId: payment.id, userId: payment.userId };
      const settled = payment.status === 'completed' && from === 'paid';
      if (!settled && payment.status !== 'refunded') return;
      await deps.outbox.record(tx, settled ? 'payment.completed' : 'payment.refunded', news);
      if (!payment.userId) return;
      const amount = formatPln(payment.amountGross);
      await deps.outbox.record(tx, 'notification.requested', {
        type: 'PAYMENT_EVENT',
        recipientIds: [payment.userId],
        text: !settled
          ? `Zwrócono płatność: ${payment.itemName} (${amount}).`
          : payment.undelivered
            ? `Wpłata za „${payment.itemName}” (${amount}) wpłynęła, ale zakupu nie dało się zrealizować: pieniądze wrócą do Ciebie.`
            : `Płatność przyjęta: ${payment.itemName} (${amount}). Faktura czeka na stronie płatności.`,
        href: `/payment/${payment.id}`,
        data: { paymentId: payment.id },
      });
    },
  });

  const pageOf = <T>(rows: T[], query: { page: number; pageSize: number }) => ({
    rows: rows.slice(0, query.pageSize),
    nextPage: rows.length > query.pageSize ? query.page + 1 : null,
  });
  const window = (query: { page: number; pageSize: number }) => ({
    limit: query.pageSize + 1,
    offset: (query.page - 1) * query.pageSize,
  });

  // ---------- Reading a payment and its rules ----------

  /** The payment the viewer may read (its buyer, or an ADMIN); 404 for anybody else, as if it did not exist. */
  const readable = async (viewer: TViewerIn, id: string) => {
    const row = await repository.find(id);
    if (!row || !can(viewer, 'read', subject('purchase', { userId: row.userId }))) throw paymentNotFound();
    return row;
  };

  const requireAdmin = (viewer: TViewerIn) => {
    if (!can(viewer, 'administer', commerce)) throw AppError.forbidden();
  };

  /** Runs `work` with the payment's row locked, in one transaction; a move the table refuses is a 409. */
  const withLocked = async <T>(id: string, work: (tx: TDb, payment: TPaymentRow) => Promise<T>) => {
    try {
      return await uow.run(async (tx) => {
        const payment = await createPaymentsRepository(tx).lock(id);
        if (!payment) throw paymentNotFound();
        return work(tx, payment);
      });
    } catch (error) {
      if (error instanceof PaymentTransitionError) throw new AppError(409, commerceMessages.paymentClosed);
      throw error;
    }
  };

  /** Reads the purchase from Stripe and brings the locked payment to the status Stripe says it has. */
  async function syncWithStripe(
    tx: TDb,
    payment: TPaymentRow,
    cause: TStatusChangeCause,
    knownIntentId: string | null = null,
  ) {
    if (!stripe) return payment;
    const state = await stripe.readPaymentState({
      paymentId: payment.id,
      sessionId: payment.providerSessionId,
      paymentIntentId: payment.providerPaymentId ?? knownIntentId,
    });
    let row = payment;
    if (state.intent && row.providerPaymentId !== state.intent.id) {
      row = await createPaymentsRepository(tx).setProviderIds(row.id, { providerPaymentId: state.intent.id });
    }
    const target = deriveStripeStatus(state, { amount: row.amountGross });
    if (!target && state.intent) log.warn({ paymentId: row.id }, 'Stripe reports no status we can apply');
    return target ? transitions.syncTo(tx, row, target, cause) : row;
  }

  return {
    ...deps,
    stripe,
    repository,
    transitions,
    /** Presenting, with the platform's bank account (presenting: payments.presenter.ts). */
    toPayment: (
      row: TPaymentRow,
      ids: TInvoiceIds | undefined,
      user?: TPaymentUserRow | null,
      beneficiaries?: Map<string, TPaymentUserRow>,
    ) => presentPayment(row, ids, config.commerce.bankTransfer, user, beneficiaries),
    /** The accounts the payments were bought for (a parent's payments for a child), by id. */
    beneficiariesOf: async (rows: TPaymentRow[]) =>
      new Map(
        (await repository.namesOf(rows.flatMap((row) => (row.beneficiaryId ? [row.beneficiaryId] : [])))).map(
          (user) => [user.id, user],
        ),
      ),
    present: async (row: TPaymentRow) =>
      presentPaymentWithInvoices(
        invoicing,
        db,
        config.commerce.bankTransfer,
        row,
        row.beneficiaryId ? new Map((await repository.namesOf([row.beneficiaryId])).map((u) => [u.id, u])) : undefined,
      ),
    pageOf,
    window,
    readable,
    requireAdmin,
    withLocked,
    syncWithStripe,
  };
}
export type TPaymentsContext = ReturnType<typeof createPaymentsContext>;
