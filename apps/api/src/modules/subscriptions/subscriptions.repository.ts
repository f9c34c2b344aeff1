import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, max, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { subscriptionSettings, subscriptions, users } from '../../db/schema';

export type TSubscriptionRow = typeof subscriptions.$inferSelect;

const iso = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** All SQL of Premium periods and the accounts' renewal choice. */
export function createSubscriptionsRepository(db: TDb) {
  return {
    /**
     * Locks the account's row until the transaction ends, so periods of one account are queued one after
     * another (two payments confirmed at once never both start now). NO KEY UPDATE: rows that merely
     * reference the account are not held up.
     */
    async lockAccount(userId: string) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
      return !!row;
    },

    async findByPayment(paymentId: string) {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.paymentId, paymentId));
      return row;
    },

    /** The end of the account's latest period that was not revoked (null when it has none). */
    async latestEnd(userId: string) {
      const [row] = await db
        .select({ endsAt: max(subscriptions.endsAt) })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.revokedAt)));
      return row?.endsAt ?? null;
    },

    /** The new period, or undefined when the payment has one already (a repeat). */
    async insert(values: typeof subscriptions.$inferInsert) {
      const [row] = await db
        .insert(subscriptions)
        .values(values)
        .onConflictDoNothing({ target: subscriptions.paymentId })
        .returning();
      return row;
    },

    /** Every period of the account, newest first. */
    async listForUser(userId: string) {
      return db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.startsAt), desc(subscriptions.createdAt));
    },

    async findWithAccount(id: string) {
      const [row] = await db
        .select({ subscription: subscriptions, email: users.email, username: users.username })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(eq(subscriptions.id, id));
      return row;
    },

    async isCanceledAtPeriodEnd(userId: string) {
      const [row] = await db
        .select({ value: subscriptionSettings.cancelAtPeriodEnd })
        .from(subscriptionSettings)
        .where(eq(subscriptionSettings.userId, userId));
      return row?.value ?? false;
    },

    async setCancelAtPeriodEnd(userId: string, value: boolean, at: Date) {
      await db
        .insert(subscriptionSettings)
        .values({ userId, cancelAtPeriodEnd: value, updatedAt: at })
        .onConflictDoUpdate({ target: subscriptionSettings.userId, set: { cancelAtPeriodEnd: value, updatedAt: at } });
    },

    /** Revokes the payment's period (if not revoked already); answers the rows it changed. */
    async revokeByPayment(paymentId: string, at: Date) {
      return db
        .update(subscriptions)
        .set({ revokedAt: at, status: 'REVOKED' })
        .where(and(eq(subscriptions.paymentId, paymentId), isNull(subscriptions.revokedAt)))
        .returning();
    },

    /** Undoes the revocation of the payment's period: its status follows the clock again. */
    async restoreByPayment(paymentId: string, at: Date) {
      return db
        .update(subscriptions)
        .set({
          revokedAt: null,
          status: sql`case when ${subscriptions.endsAt} <= ${iso(at)} then 'EXPIRED'
            when ${subscriptions.startsAt} > ${iso(at)} then 'SCHEDULED' else 'ACTIVE' end::subscription_status`,
        })
        .where(and(eq(subscriptions.paymentId, paymentId), isNotNull(subscriptions.revokedAt)))
        .returning();
    },

    /** Periods (scheduled or running) whose end has passed become EXPIRED. */
    async expireDue(at: Date) {
      return db
        .update(subscriptions)
        .set({ status: 'EXPIRED' })
        .where(
          and(
            inArray(subscriptions.status, ['SCHEDULED', 'ACTIVE']),
            isNull(subscriptions.revokedAt),
            lte(subscriptions.endsAt, at),
          ),
        )
        .returning({ id: subscriptions.id });
    },

    /** Scheduled periods whose start has come become ACTIVE; answers them for SubscriptionActivated. */
    async activateDue(at: Date) {
      return db
        .update(subscriptions)
        .set({ status: 'ACTIVE' })
        .where(
          and(
            eq(subscriptions.status, 'SCHEDULED'),
            isNull(subscriptions.revokedAt),
            lte(subscriptions.startsAt, at),
            gt(subscriptions.endsAt, at),
          ),
        )
        .returning({ id: subscriptions.id, userId: subscriptions.userId });
    },

    /**
     * Marks the periods whose account is due a renewal reminder, once each, and answers them: the period
     * Premium ends with (no later period of the account that is not revoked), ending within `windowMs`
     * of `at` and not yet ended, of an account that did not cancel at period end.
     */
    async claimDueReminders(at: Date, windowMs: number) {
      const until = new Date(at.getTime() + windowMs);
      const due = db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            isNull(subscriptions.revokedAt),
            isNull(subscriptions.reminderSentAt),
            gt(subscriptions.endsAt, at),
            lte(subscriptions.endsAt, until),
            sql`not exists (select 1 from ${subscriptionSettings} where ${subscriptionSettings.userId} = ${subscriptions.userId} and ${subscriptionSettings.cancelAtPeriodEnd})`,
            sql`not exists (select 1 from subscriptions later where later.user_id = ${subscriptions.userId}
              and later.revoked_at is null and later.ends_at > ${subscriptions.endsAt})`,
          ),
        );
      return db
        .update(subscriptions)
        .set({ reminderSentAt: at })
        .where(inArray(subscriptions.id, due))
        .returning({ id: subscriptions.id, userId: subscriptions.userId });
    },
  };
}

export type TSubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
