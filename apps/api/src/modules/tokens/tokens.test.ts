import { errorMessages, pagingMessages } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildUser, loginAs } from '../../../test/factories';
import { homeworks, tokenLedger, tokenWallets } from '../../db/schema';
import {
  buildPaidTask,
  fulfil,
  grantTokens,
  insertTokenPayment,
  readBalance,
  readLedger,
} from './tokens-test-fixtures';

const t = useTestApp();

type THeaders = Record<string, string>;
const get = (url: string, headers: THeaders = {}) => t.app.inject({ method: 'GET', url, headers });
const unlock = (homeworkId: string, headers: THeaders, type = 'PAID_SOLUTION') =>
  t.app.inject({ method: 'POST', url: `/api/homework/${homeworkId}/unlock`, headers, payload: { type } });

describe('GET /api/tokens', () => {
  it('answers 401 signed out', async () => {
    const response = await get('/api/tokens');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(errorMessages.unauthorized);
  });

  it('shows a new account 0 tokens and the prices, without creating a wallet', async () => {
    const student = await loginAs(t.app);
    const response = await get('/api/tokens', student.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ balance: 0, prices: { PAID_SOLUTION: 3, HINT: 1, SOLUTION_CHECK: 5 } });
    expect(await t.app.db.select().from(tokenWallets)).toEqual([]);
  });

  it('shows the balance after a purchase', async () => {
    const student = await loginAs(t.app);
    await grantTokens(t.app, student.user.id, 50);
    expect((await get('/api/tokens', student.headers)).json().balance).toBe(50);
  });
});

/** The ledger entry of a first purchase of the 10-token package. */
const purchaseOfTenTokens = (paymentId: string) => ({
  delta: 10,
  balanceAfter: 10,
  reason: 'PURCHASE',
  referenceType: 'PAYMENT',
  referenceId: paymentId,
  description: 'Zakup: Pakiet 10 tokenów',
});

describe('the TOKENS fulfiller', () => {
  it('grant credits the package once per payment: replays and parallel retries credit nothing more', async () => {
    const user = await buildUser(t.app);
    const payment = await insertTokenPayment(t.app, user.id, 10);
    // Parallel first grants: the ledger's unique index lets one of them credit.
    await Promise.all(Array.from({ length: 5 }, () => fulfil(t.app, 'grant', payment)));
    expect(await readBalance(t.app, user.id)).toBe(10);
    for (let replay = 0; replay < 3; replay += 1) await fulfil(t.app, 'grant', payment);
    expect(await readBalance(t.app, user.id)).toBe(10);
    const ledger = await readLedger(t.app, user.id);
    expect(ledger).toEqual([expect.objectContaining(purchaseOfTenTokens(payment.id))]);
  });

  it('parallel first grants of different payments all count', async () => {
    const user = await buildUser(t.app);
    const purchases = await Promise.all(Array.from({ length: 5 }, () => insertTokenPayment(t.app, user.id, 10)));
    await Promise.all(purchases.map((payment) => fulfil(t.app, 'grant', payment)));
    expect(await readBalance(t.app, user.id)).toBe(50);
    expect((await readLedger(t.app, user.id)).map((row) => row.balanceAfter).sort((a, b) => a - b)).toEqual([
      10, 20, 30, 40, 50,
    ]);
  });

  it('revoke takes back what is left (never below zero) and restore gives back exactly that, each once', async () => {
    const student = await loginAs(t.app);
    const payment = await grantTokens(t.app, student.user.id, 10);
    const task = await buildPaidTask(t.app);
    expect((await unlock(task.id, student.headers)).json()).toMatchObject({ balance: 7, spent: 3 });

    await fulfil(t.app, 'revoke', payment);
    expect(await readBalance(t.app, student.user.id)).toBe(0);
    await fulfil(t.app, 'revoke', payment);
    expect(await readBalance(t.app, student.user.id)).toBe(0);

    await fulfil(t.app, 'restore', payment);
    expect(await readBalance(t.app, student.user.id)).toBe(7);
    await fulfil(t.app, 'restore', payment);
    expect(await readBalance(t.app, student.user.id)).toBe(7);

    const ledger = await readLedger(t.app, student.user.id);
    expect(ledger.map((row) => [row.reason, row.delta, row.balanceAfter])).toEqual([
      ['PURCHASE', 10, 10],
      ['PAID_SOLUTION', -3, 7],
      ['REVOKE', -7, 0],
      ['RESTORE', 7, 7],
    ]);
    expect(ledger[2]).toMatchObject({ referenceType: 'PAYMENT', referenceId: payment.id });
  });

  it('revoke takes at most the tokens of that payment, and nothing from an empty wallet or before any grant', async () => {
    const user = await buildUser(t.app);
    const first = await grantTokens(t.app, user.id, 10);
    await grantTokens(t.app, user.id, 50);
    await fulfil(t.app, 'revoke', first);
    expect(await readBalance(t.app, user.id)).toBe(50);

    const poor = await loginAs(t.app);
    const spent = await grantTokens(t.app, poor.user.id, 3);
    const task = await buildPaidTask(t.app);
    expect((await unlock(task.id, poor.headers)).json()).toMatchObject({ balance: 0, spent: 3 });
    await fulfil(t.app, 'revoke', spent);
    await fulfil(t.app, 'restore', spent);
    expect(await readBalance(t.app, poor.user.id)).toBe(0);
    expect((await readLedger(t.app, poor.user.id)).map((row) => row.reason)).toEqual(['PURCHASE', 'PAID_SOLUTION']);

    const never = await buildUser(t.app);
    await grantTokens(t.app, never.id, 10);
    const unpaid = await insertTokenPayment(t.app, never.id, 10);
    await fulfil(t.app, 'revoke', unpaid);
    expect(await readBalance(t.app, never.id)).toBe(10);
  });

  it('the ledger refuses changes to its rows', async () => {
    const user = await buildUser(t.app);
    await grantTokens(t.app, user.id, 10);
    await expect(
      t.app.db.update(tokenLedger).set({ delta: 1000 }).where(eq(tokenLedger.userId, user.id)),
    ).rejects.toThrow();
    await expect(
      t.app.db.update(tokenWallets).set({ balance: -1 }).where(eq(tokenWallets.userId, user.id)),
    ).rejects.toThrow();
  });
});

describe('GET /api/tokens/history', () => {
  it('answers 401 signed out and 400 for a bad page', async () => {
    expect((await get('/api/tokens/history')).statusCode).toBe(401);
    const student = await loginAs(t.app);
    const bad = await get('/api/tokens/history?page=0', student.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(pagingMessages.page);
    const tooBig = await get('/api/tokens/history?pageSize=51', student.headers);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe(pagingMessages.pageSize);
  });

  it('lists the ledger newest first, paged, with links to the task and the payments', async () => {
    const student = await loginAs(t.app);
    const other = await loginAs(t.app);
    const payment = await grantTokens(t.app, student.user.id, 10);
    await grantTokens(t.app, other.user.id, 10);
    const kept = await buildPaidTask(t.app, { description: '<p>Oblicz pole koła o promieniu 2.</p>' });
    const removed = await buildPaidTask(t.app);
    expect((await unlock(kept.id, student.headers)).statusCode).toBe(200);
    expect((await unlock(removed.id, student.headers)).statusCode).toBe(200);
    await t.app.db.delete(homeworks).where(eq(homeworks.id, removed.id));

    const first = await get('/api/tokens/history?pageSize=2', student.headers);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.nextPage).toBe(2);
    expect(page1.results).toEqual([
      expect.objectContaining({ delta: -3, balanceAfter: 4, reason: 'PAID_SOLUTION', href: null }),
      expect.objectContaining({
        delta: -3,
        balanceAfter: 7,
        reason: 'PAID_SOLUTION',
        referenceType: 'HOMEWORK',
        referenceId: kept.id,
        description: 'Płatne rozwiązanie: Oblicz pole koła o promieniu 2.',
        href: `/homeworks/${kept.slug}`,
      }),
    ]);
    const page2 = (await get('/api/tokens/history?pageSize=2&page=2', student.headers)).json();
    expect(page2).toEqual({
      results: [
        {
          id: expect.any(String),
          ...purchaseOfTenTokens(payment.id),
          href: '/account/payments',
          createdAt: expect.any(String),
        },
      ],
      nextPage: null,
    });
  });
});
