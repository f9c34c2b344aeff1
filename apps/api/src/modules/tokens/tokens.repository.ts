import type { TTokenLedgerReason } from '@zadania/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client';
import { homeworks, homeworkUnlocks, payments, solutionChecks, tokenLedger, tokenWallets } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import type { TUnlockType } from '../homework/solution-access';

export type TTokenLedgerRow = typeof tokenLedger.$inferSelect;

/**
 * All SQL of the token wallet: balances, the append-only ledger, what was unlocked with tokens and the
 * solution checks. A balance changes only by one statement that also refuses to go below zero (and the
 * table's check backs it); the caller writes the ledger row in the same transaction.
 */
export function createTokensRepository(db: TDb) {
  return {
    async findBalance(userId: string) {
      const [row] = await db
        .select({ balance: tokenWallets.balance })
        .from(tokenWallets)
        .where(eq(tokenWallets.userId, userId));
      return row?.balance ?? 0;
    },

    /** The balance, with the wallet's row locked until the transaction ends (0 and no lock without a wallet). */
    async lockBalance(userId: string) {
      const rows = rowsOf<{ balance: number }>(
        await db.execute(sql`select balance from token_wallets where user_id = ${userId} for update`),
      );
      return rows[0]?.balance ?? 0;
    },

    /** Adds tokens, creating the wallet on its first credit; the new balance. */
    async credit(userId: string, amount: number) {
      const rows = rowsOf<{ balance: number }>(
        await db.execute(sql`insert into token_wallets (user_id, balance) values (${userId}, ${amount})
          on conflict (user_id) do update
            set balance = token_wallets.balance + excluded.balance, updated_at = now()
          returning balance`),
      );
      return rows[0]!.balance;
    },

    /** Takes tokens unless that would leave the balance negative: the new balance, or null when too few. */
    async debit(userId: string, amount: number) {
      const rows = rowsOf<{ balance: number }>(
        await db.execute(sql`update token_wallets
          set balance = balance - ${amount}, updated_at = now()
          where user_id = ${userId} and balance - ${amount} >= 0
          returning balance`),
      );
      return rows[0]?.balance ?? null;
    },

    async findLedgerEntry(userId: string, reason: TTokenLedgerReason, referenceId: string) {
      const [row] = await db
        .select()
        .from(tokenLedger)
        .where(
          and(eq(tokenLedger.userId, userId), eq(tokenLedger.reason, reason), eq(tokenLedger.referenceId, referenceId)),
        );
      return row;
    },

    async insertLedgerEntry(values: typeof tokenLedger.$inferInsert) {
      const [row] = await db.insert(tokenLedger).values(values).returning();
      return row!;
    },

    /**
     * One page of the ledger, newest first, each row with what its reference shows while it still exists: the
     * task of a spend (through the solution check for a check), or the payment of a purchase.
     */
    listLedger(userId: string, page: { limit: number; offset: number }) {
      const checkedHomeworks = alias(homeworks, 'checked_homeworks');
      return db
        .select({
          entry: tokenLedger,
          slug: sql<string | null>`coalesce(${homeworks.slug}, ${checkedHomeworks.slug})`,
          paymentId: payments.id,
        })
        .from(tokenLedger)
        .leftJoin(homeworks, and(eq(tokenLedger.referenceType, 'HOMEWORK'), eq(homeworks.id, tokenLedger.referenceId)))
        .leftJoin(
          solutionChecks,
          and(eq(tokenLedger.referenceType, 'SOLUTION_CHECK'), eq(solutionChecks.id, tokenLedger.referenceId)),
        )
        .leftJoin(checkedHomeworks, eq(checkedHomeworks.id, solutionChecks.homeworkId))
        .leftJoin(payments, and(eq(tokenLedger.referenceType, 'PAYMENT'), eq(payments.id, tokenLedger.referenceId)))
        .where(eq(tokenLedger.userId, userId))
        .orderBy(desc(tokenLedger.createdAt), desc(tokenLedger.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** Records an unlock; false when the user had it already (another click or tab was first). */
    async insertUnlock(userId: string, homeworkId: string, type: TUnlockType) {
      const rows = await db
        .insert(homeworkUnlocks)
        .values({ userId, homeworkId, type })
        .onConflictDoNothing()
        .returning({ type: homeworkUnlocks.type });
      return rows.length > 0;
    },

    async hasUnlock(userId: string, homeworkId: string, type: TUnlockType) {
      const [row] = await db
        .select({ type: homeworkUnlocks.type })
        .from(homeworkUnlocks)
        .where(
          and(
            eq(homeworkUnlocks.userId, userId),
            eq(homeworkUnlocks.homeworkId, homeworkId),
            eq(homeworkUnlocks.type, type),
          ),
        );
      return !!row;
    },

    async insertSolutionCheck(values: typeof solutionChecks.$inferInsert) {
      const [row] = await db.insert(solutionChecks).values(values).returning();
      return row!;
    },
  };
}

export type TTokensRepository = ReturnType<typeof createTokensRepository>;
