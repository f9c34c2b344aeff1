import type { TInvoiceBuyer, TPaymentStatus, TPurchaseMethod } from '@zadania/shared';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  paymentStatusChanges,
  payments,
  stripeWebhookEvents,
  userCompanies,
  userPersonalData,
  users,
} from '../../db/schema';
import { isUuid } from '../../lib/ids';
import { buildContainsPattern } from '../../lib/sql-search';
import { userNameColumns } from '../users/avatar';
import type { TPaymentRow } from './purchase-fulfilment';

export type TNewPayment = Omit<typeof payments.$inferInsert, 'id' | 'status' | 'buyer'> & { buyer: TInvoiceBuyer };
export type TPaymentUserRow = { id: string; username: string; displayName: string };

/** All SQL of payments: the rows, their status history, Stripe's delivered events and the buyer's data. */
export function createPaymentsRepository(db: TDb) {
  return {
    /** The new payment, or undefined when its transfer title is taken (the caller draws another). */
    async insert(values: TNewPayment) {
      const [row] = await db
        .insert(payments)
        .values(values)
        .onConflictDoNothing({ target: payments.transferTitle })
        .returning();
      return row;
    },

    /** The buyer's payments for one item that still wait for money (at most one, by the unique index). */
    listOpenFor(userId: string, itemKind: TPaymentRow['itemKind'], productCode: string) {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.userId, userId),
            eq(payments.itemKind, itemKind),
            eq(payments.productCode, productCode),
            inArray(payments.status, ['unpaid', 'processing', 'failed']),
          ),
        );
    },

    /** Marks a payment whose money arrived for something that could not be given (see `payments.undelivered`). */
    async markUndelivered(id: string) {
      const [row] = await db
        .update(payments)
        .set({ undelivered: true, updatedAt: new Date() })
        .where(eq(payments.id, id))
        .returning();
      return row!;
    },

    async find(id: string) {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    /**
     * The payment, locked until the transaction ends: status changes of one payment queue here. 'no key update'
     * still lets rows that reference the payment in (their foreign key takes a key-share lock).
     */
    async lock(id: string) {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('no key update');
      return row;
    },

    async findByProviderSession(sessionId: string) {
      const [row] = await db.select().from(payments).where(eq(payments.providerSessionId, sessionId));
      return row;
    },

    async findByProviderPayment(paymentIntentId: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.providerPaymentId, paymentIntentId))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row;
    },

    async findByTransferTitle(title: string) {
      const [row] = await db.select().from(payments).where(eq(payments.transferTitle, title));
      return row;
    },

    async setProviderIds(id: string, ids: { providerSessionId?: string; providerPaymentId?: string }) {
      const [row] = await db
        .update(payments)
        .set({ ...ids, updatedAt: new Date() })
        .where(eq(payments.id, id))
        .returning();
      return row!;
    },

    async setStatus(id: string, status: TPaymentStatus, paidAt?: Date) {
      const [row] = await db
        .update(payments)
        .set({ status, updatedAt: new Date(), ...(paidAt && { paidAt }) })
        .where(eq(payments.id, id))
        .returning();
      return row!;
    },

    /** One line of the history; clock_timestamp() keeps the order of several changes in one transaction. */
    async insertStatusChange(values: Omit<typeof paymentStatusChanges.$inferInsert, 'createdAt'>) {
      await db.insert(paymentStatusChanges).values({ ...values, createdAt: sql`clock_timestamp()` });
    },

    /** Records a delivered Stripe event; false when it was recorded before (a replay: do nothing). */
    async recordWebhookEvent(values: { eventId: string; type: string; paymentId: string | null }) {
      const inserted = await db
        .insert(stripeWebhookEvents)
        .values(values)
        .onConflictDoNothing({ target: stripeWebhookEvents.eventId })
        .returning({ eventId: stripeWebhookEvents.eventId });
      return inserted.length > 0;
    },

    /** A page of the account's payments, newest first, with one row more than asked when another page follows. */
    async listOwn(userId: string, page: { limit: number; offset: number }) {
      return db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** Every payment with its buyer's account (null once deleted), filtered, newest first. */
    async listAll(
      filters: { status?: TPaymentStatus; method?: TPurchaseMethod; search?: string },
      page: { limit: number; offset: number },
    ) {
      const conditions: (SQL | undefined)[] = [
        filters.status && eq(payments.status, filters.status),
        filters.method && eq(payments.method, filters.method),
      ];
      const search = filters.search?.trim();
      if (search) {
        const pattern = buildContainsPattern(search);
        conditions.push(
          or(
            ilike(payments.transferTitle, pattern),
            ilike(users.email, pattern),
            ilike(users.username, pattern),
            isUuid(search) ? eq(payments.id, search) : undefined,
          ),
        );
      }
      return db
        .select({
          payment: payments,
          user: userNameColumns,
        })
        .from(payments)
        .leftJoin(users, eq(users.id, payments.userId))
        .where(and(...conditions))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** What the invoice buyer is made of: the account's name, its personal data and its company, if any. */
    /** Where a buyer's receipts go: their e-mail and login (none for a deleted account). */
    async findRecipient(userId: string) {
      const [row] = await db
        .select({ email: users.email, username: users.username })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** The login and name of accounts (the children payments were bought for). */
    async namesOf(ids: string[]): Promise<TPaymentUserRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, username: users.username, displayName: users.displayName })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
    },

    /** Who pays: the role and the birth year (minors do not pay, start-checkout.ts). */
    async findPayer(userId: string) {
      const [row] = await db
        .select({ role: users.role, birthYear: users.birthYear })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async findBuyerData(userId: string) {
      const [row] = await db
        .select({
          displayName: users.displayName,
          personal: userPersonalData,
          company: userCompanies,
        })
        .from(users)
        .leftJoin(userPersonalData, eq(userPersonalData.userId, users.id))
        .leftJoin(userCompanies, eq(userCompanies.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },
  };
}

export type TPaymentsRepository = ReturnType<typeof createPaymentsRepository>;
export type { TPaymentRow };
