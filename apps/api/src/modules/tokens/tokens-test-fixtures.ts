import { eq } from 'drizzle-orm';
import type { TTestApp } from '../../../test/build-test-app';
import { buildHomework } from '../../../test/factories';
import { type homeworks, payments, solutionSteps, tokenLedger, tokenWallets } from '../../db/schema';

/** A paid token purchase, as the payments module stores it (status `paid`, a manual transfer). */
export async function insertTokenPayment(app: TTestApp, userId: string, quantity = 10) {
  const [payment] = await app.db
    .insert(payments)
    .values({
      userId,
      status: 'paid',
      method: 'manual',
      provider: 'manual',
      itemKind: 'TOKENS',
      productCode: 'TOKENS_10',
      itemName: `Pakiet ${quantity} tokenów`,
      itemQuantity: quantity,
      amountGross: 999,
      buyer: { type: 'private', name: 'X', address: null },
    })
    .returning();
  return payment!;
}

type TPaymentRow = Awaited<ReturnType<typeof insertTokenPayment>>;
type TFulfilment = 'grant' | 'revoke' | 'restore';

/** Runs the tokens fulfiller in its own transaction, as the payments service does on a status change. */
export const fulfil = (app: TTestApp, action: TFulfilment, payment: TPaymentRow) =>
  app.db.transaction(async (tx) => {
    await app.services.tokens.fulfiller[action](tx, payment);
  });

/** Credits `quantity` tokens through a purchase. */
export async function grantTokens(app: TTestApp, userId: string, quantity: number) {
  const payment = await insertTokenPayment(app, userId, quantity);
  await fulfil(app, 'grant', payment);
  return payment;
}

export async function readBalance(app: TTestApp, userId: string) {
  const [row] = await app.db.select().from(tokenWallets).where(eq(tokenWallets.userId, userId));
  return row?.balance;
}

export const readLedger = (app: TTestApp, userId: string) =>
  app.db.select().from(tokenLedger).where(eq(tokenLedger.userId, userId)).orderBy(tokenLedger.createdAt);

/** A public task with a solution of `steps` steps (titles 'Krok 1', ...), paid unless told otherwise. */
export async function buildPaidTask(
  app: TTestApp,
  values: Partial<typeof homeworks.$inferInsert> & { steps?: number } = {},
) {
  const { steps = 3, ...rest } = values;
  const homework = await buildHomework(app, { paidSolution: true, ...rest });
  if (steps) {
    await app.db.insert(solutionSteps).values(
      Array.from({ length: steps }, (_, index) => ({
        homeworkId: homework.id,
        order: index + 1,
        title: `Krok ${index + 1}`,
        description: `<p>Opis kroku ${index + 1}.</p>`,
        latex: `<p>Wzór kroku ${index + 1}</p>`,
      })),
    );
  }
  return homework;
}
