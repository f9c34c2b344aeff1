import { asc, desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { homeworkUnlocks, invoices, payments, subscriptions, tokenLedger } from '../../db/schema';

/** The account's money for its data download: payments, invoices, tokens, subscriptions and unlocked solutions. */
export function createAccountCommerceExport(db: TDb) {
  return {
    /** The account's payments, with the buyer data each was made with (newest first). */
    listPayments(userId: string) {
      return db
        .select({
          id: payments.id,
          status: payments.status,
          method: payments.method,
          itemKind: payments.itemKind,
          itemName: payments.itemName,
          amountGross: payments.amountGross,
          currency: payments.currency,
          buyer: payments.buyer,
          transferTitle: payments.transferTitle,
          undelivered: payments.undelivered,
          createdAt: payments.createdAt,
          paidAt: payments.paidAt,
        })
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt));
    },

    /** The invoices issued to the account (their documents are downloaded at /invoice?id=…). */
    listInvoices(userId: string) {
      return db
        .select({
          id: invoices.id,
          number: invoices.number,
          kind: invoices.kind,
          paymentId: invoices.paymentId,
          issueDate: invoices.issueDate,
        })
        .from(invoices)
        .where(eq(invoices.userId, userId))
        .orderBy(desc(invoices.createdAt));
    },

    /** The account's token ledger, oldest first (each row with the balance after it). */
    listTokenLedger(userId: string) {
      return db
        .select({
          delta: tokenLedger.delta,
          balanceAfter: tokenLedger.balanceAfter,
          reason: tokenLedger.reason,
          description: tokenLedger.description,
          createdAt: tokenLedger.createdAt,
        })
        .from(tokenLedger)
        .where(eq(tokenLedger.userId, userId))
        .orderBy(asc(tokenLedger.createdAt), asc(tokenLedger.id));
    },

    listSubscriptions(userId: string) {
      return db
        .select({
          planName: subscriptions.planName,
          status: subscriptions.status,
          startsAt: subscriptions.startsAt,
          endsAt: subscriptions.endsAt,
          revokedAt: subscriptions.revokedAt,
        })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(asc(subscriptions.startsAt));
    },

    listUnlocks(userId: string) {
      return db
        .select({
          homeworkId: homeworkUnlocks.homeworkId,
          type: homeworkUnlocks.type,
          createdAt: homeworkUnlocks.createdAt,
        })
        .from(homeworkUnlocks)
        .where(eq(homeworkUnlocks.userId, userId))
        .orderBy(asc(homeworkUnlocks.createdAt));
    },
  };
}
