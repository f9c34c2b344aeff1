import {
  paymentProviders,
  paymentStatuses,
  purchasableKinds,
  purchaseMethods,
  subscriptionStatuses,
  tokenLedgerReasons,
  tokenReferenceTypes,
} from '@zadania/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { homeworks } from './catalogue';
import { chatRooms } from './chat';
import { createdAt, nonNegativeCheck, primaryId, refCascade, timestamps, timestampTz, updatedAt } from './columns';
import { userPrimaryKey, userRefCascade, userRefSetNull } from './references';

export const paymentStatusEnum = pgEnum('payment_status', paymentStatuses);
export const purchaseMethodEnum = pgEnum('purchase_method', purchaseMethods);
export const paymentProviderEnum = pgEnum('payment_provider', paymentProviders);
export const purchasableKindEnum = pgEnum('purchasable_kind', purchasableKinds);
export const tokenLedgerReasonEnum = pgEnum('token_ledger_reason', tokenLedgerReasons);
export const tokenReferenceTypeEnum = pgEnum('token_reference_type', tokenReferenceTypes);
export const subscriptionStatusEnum = pgEnum('subscription_status', subscriptionStatuses);
export const homeworkUnlockTypeEnum = pgEnum('homework_unlock_type', ['PAID_SOLUTION', 'HINT']);
export const invoiceKindEnum = pgEnum('invoice_kind', ['VAT', 'CORRECTION']);

/**
 * One purchase and its money. Kept when the buyer's account is deleted (user_id set null): payments and
 * their invoices are accounting records. `buyer` is the invoice buyer as chosen at checkout (a snapshot of the
 * personal or company data then). Moves between statuses only through `transitionPayment` (shared).
 */
export const payments = pgTable(
  'payments',
  {
    id: primaryId(),
    userId: userRefSetNull('user_id'),
    /** Whom the purchase is for when a parent pays for a child (docs/parents.md); null: the buyer themselves. */
    beneficiaryId: userRefSetNull('beneficiary_id'),
    status: paymentStatusEnum('status').notNull().default('unpaid'),
    method: purchaseMethodEnum('method').notNull(),
    provider: paymentProviderEnum('provider').notNull(),
    itemKind: purchasableKindEnum('item_kind').notNull(),
    productCode: text('product_code').notNull(),
    itemName: text('item_name').notNull(),
    /** For a tokens package: how many tokens it credits; for a plan: how many days. */
    itemQuantity: integer('item_quantity').notNull(),
    amountGross: integer('amount_gross').notNull(),
    currency: text('currency').notNull().default('PLN'),
    buyer: jsonb('buyer').notNull(),
    /** A manual transfer's unique title ('ZAD-7K3M-Q9TX'). */
    transferTitle: text('transfer_title'),
    /** Stripe's Checkout Session id (or the demo provider's reference). */
    providerSessionId: text('provider_session_id'),
    /** Stripe's PaymentIntent id, once known. */
    providerPaymentId: text('provider_payment_id'),
    paidAt: timestampTz('paid_at'),
    /**
     * Money arrived for something the buyer could not be given (already owned through another payment, a
     * lesson time taken, an offer withdrawn): nothing was granted, so a refund takes nothing back. Stripe and
     * demo payments are refunded automatically; a bank transfer waits for an ADMIN to send the money back.
     */
    undelivered: boolean('undelivered').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    nonNegativeCheck('payments_amount_nonnegative', t.amountGross),
    // One purchase of one thing: a buyer has at most one payment still open per item (a new checkout cancels
    // the older one first; of two at once, the second gets a 409).
    uniqueIndex('payments_one_open_per_item')
      .on(t.userId, t.itemKind, t.productCode)
      .where(sql`${t.status} in ('unpaid', 'processing', 'failed')`),
    uniqueIndex('payments_transfer_title_unique').on(t.transferTitle),
    uniqueIndex('payments_provider_session_unique').on(t.providerSessionId),
    index('payments_provider_payment_idx').on(t.providerPaymentId),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** The payment a row was paid with: nullable, set null if the payment row goes (a new builder per call). */
export const paymentRefSetNull = () => uuid('payment_id').references(() => payments.id, { onDelete: 'set null' });

/** Every status change of a payment, with what caused it (a webhook event id, an ADMIN, a statement line). */
export const paymentStatusChanges = pgTable(
  'payment_status_changes',
  {
    id: primaryId(),
    paymentId: refCascade('payment_id', () => payments.id),
    fromStatus: paymentStatusEnum('from_status').notNull(),
    toStatus: paymentStatusEnum('to_status').notNull(),
    source: text('source').notNull(),
    actorId: userRefSetNull('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_status_changes_payment_idx').on(t.paymentId, t.createdAt)],
);

/** Stripe webhook events already applied: inserted in the transaction of their effect, so a replay does nothing. */
export const stripeWebhookEvents = pgTable('stripe_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  paymentId: paymentRefSetNull(),
  receivedAt: createdAt(),
});

/** An account's token balance: never negative (the check), changed only together with a ledger row. */
export const tokenWallets = pgTable(
  'token_wallets',
  {
    userId: userPrimaryKey('user_id'),
    balance: integer('balance').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [nonNegativeCheck('token_wallets_balance_nonnegative', t.balance)],
);

/**
 * The append-only token ledger (a trigger refuses UPDATE): every change of a wallet, with its reason and
 * reference. One row per (account, reason, reference): a payment credits once, a task is unlocked once.
 */
export const tokenLedger = pgTable(
  'token_ledger',
  {
    id: primaryId(),
    userId: userRefCascade('user_id'),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: tokenLedgerReasonEnum('reason').notNull(),
    referenceType: tokenReferenceTypeEnum('reference_type'),
    referenceId: uuid('reference_id'),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('token_ledger_delta_nonzero', sql`${t.delta} <> 0`),
    nonNegativeCheck('token_ledger_balance_nonnegative', t.balanceAfter),
    uniqueIndex('token_ledger_reference_unique')
      .on(t.userId, t.reason, t.referenceId)
      .where(sql`${t.referenceId} is not null`),
    index('token_ledger_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** What an account has bought of a task with tokens: its paid solution or its hint, once. */
export const homeworkUnlocks = pgTable(
  'homework_unlocks',
  {
    userId: userRefCascade('user_id'),
    homeworkId: refCascade('homework_id', () => homeworks.id),
    type: homeworkUnlockTypeEnum('type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.homeworkId, t.type] })],
);

/** A student's own solution sent to the task's author for checking; posted in their chat room. */
export const solutionChecks = pgTable(
  'solution_checks',
  {
    id: primaryId(),
    userId: userRefSetNull('user_id'),
    homeworkId: uuid('homework_id').references(() => homeworks.id, { onDelete: 'set null' }),
    authorId: userRefSetNull('author_id'),
    roomId: uuid('room_id').references(() => chatRooms.id, { onDelete: 'set null' }),
    fileIds: uuid('file_ids').array().notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('solution_checks_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Paid Premium periods. A plan bought while another runs starts when the last one ends. Premium is active
 * while now() is in [starts_at, ends_at) and the period is not revoked; `status` follows for display (the
 * expiry job moves SCHEDULED → ACTIVE → EXPIRED), so access never waits on the job.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: primaryId(),
    userId: userRefCascade('user_id'),
    planCode: text('plan_code').notNull(),
    planName: text('plan_name').notNull(),
    status: subscriptionStatusEnum('status').notNull(),
    startsAt: timestampTz('starts_at').notNull(),
    endsAt: timestampTz('ends_at').notNull(),
    paymentId: paymentRefSetNull(),
    revokedAt: timestampTz('revoked_at'),
    reminderSentAt: timestampTz('reminder_sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('subscriptions_period_valid', sql`${t.endsAt} > ${t.startsAt}`),
    uniqueIndex('subscriptions_payment_unique').on(t.paymentId),
    index('subscriptions_user_ends_idx').on(t.userId, t.endsAt),
    index('subscriptions_status_ends_idx').on(t.status, t.endsAt),
  ],
);

/** An account's choice to let Premium end with the paid periods (no renewal reminder). */
export const subscriptionSettings = pgTable('subscription_settings', {
  userId: userPrimaryKey('user_id'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  updatedAt: updatedAt(),
});

/** The last invoice number given in a series and month: the row lock makes numbers gap-free under concurrency. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').notNull(),
    /** 'YYYY-MM' in Europe/Warsaw. */
    period: text('period').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.period] })],
);

/**
 * Issued invoices, never changed (a correction is a new invoice). `document` is the whole invoice as shown
 * and printed (the shared ZInvoice without id and createdAt), frozen at issue.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: primaryId(),
    number: text('number').notNull(),
    series: text('series').notNull(),
    period: text('period').notNull(),
    sequence: integer('sequence').notNull(),
    kind: invoiceKindEnum('kind').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /**
     * The buyer when issued. No foreign key: an invoice outlives its buyer's account unchanged (it carries
     * the buyer's data as issued, and the law keeps it for five years), so deleting the account leaves it be.
     */
    userId: uuid('user_id'),
    correctsId: uuid('corrects_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    issueDate: date('issue_date').notNull(),
    document: jsonb('document').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_series_sequence_unique').on(t.series, t.period, t.sequence),
    uniqueIndex('invoices_payment_kind_unique').on(t.paymentId, t.kind),
    index('invoices_user_created_idx').on(t.userId, t.createdAt),
  ],
);
