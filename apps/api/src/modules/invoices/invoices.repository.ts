import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { invoices, payments } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import type { TInvoiceSeries } from './invoice-numbering';

export type TInvoiceRow = typeof invoices.$inferSelect;
export type TInvoiceKind = TInvoiceRow['kind'];

/** All SQL of invoices: the gap-free counters and the frozen invoice documents. */
export function createInvoicesRepository(db: TDb) {
  return {
    /**
     * Locks the payment's row until the transaction ends, so that two issuers of one payment's invoice (a
     * replayed webhook next to an ADMIN's confirmation) queue here: the second then finds the first one's
     * invoice instead of drawing a number it would not use.
     */
    async lockPayment(paymentId: string) {
      await db.select({ id: payments.id }).from(payments).where(eq(payments.id, paymentId)).for('no key update');
    },

    /**
     * The next number of a series in a month. The counter row stays locked until the transaction ends, so
     * concurrent issuers take their numbers one after another, and a transaction that rolls back takes its
     * increment with it: no gaps, no repeats.
     */
    async nextSequence(series: TInvoiceSeries, period: string): Promise<number> {
      const [row] = rowsOf<{ last_number: number }>(
        await db.execute(sql`
          INSERT INTO invoice_counters (series, period, last_number) VALUES (${series}, ${period}, 1)
          ON CONFLICT (series, period) DO UPDATE SET last_number = invoice_counters.last_number + 1
          RETURNING last_number`),
      );
      return Number(row!.last_number);
    },

    async findByPayment(paymentId: string, kind: TInvoiceKind): Promise<TInvoiceRow | null> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.paymentId, paymentId), eq(invoices.kind, kind)));
      return row ?? null;
    },

    async findById(id: string): Promise<TInvoiceRow | null> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
      return row ?? null;
    },

    async insert(values: typeof invoices.$inferInsert): Promise<TInvoiceRow> {
      const [row] = await db.insert(invoices).values(values).returning();
      return row!;
    },

    /** A page of an account's invoices, newest first; one row more than asked tells whether a next page exists. */
    async listByUser(userId: string, page: number, pageSize: number): Promise<TInvoiceRow[]> {
      return db
        .select()
        .from(invoices)
        .where(eq(invoices.userId, userId))
        .orderBy(desc(invoices.createdAt), desc(invoices.issueDate), desc(invoices.sequence), desc(invoices.id))
        .limit(pageSize + 1)
        .offset((page - 1) * pageSize);
    },

    /** The invoice and correction ids of payments. */
    async idsForPayments(paymentIds: string[]) {
      if (paymentIds.length === 0) return [];
      return db
        .select({ paymentId: invoices.paymentId, kind: invoices.kind, id: invoices.id })
        .from(invoices)
        .where(inArray(invoices.paymentId, paymentIds));
    },
  };
}
export type TInvoicesRepository = ReturnType<typeof createInvoicesRepository>;
