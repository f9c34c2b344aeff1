import { randomUUID } from 'node:crypto';
import { commerceMessages, errorMessages } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildHomework, buildUser, loginAs } from '../../../test/factories';
import { homeworks, homeworkUnlocks, tokenLedger } from '../../db/schema';
import { homeworkNotFound } from '../homework/homework.service';
import { buildPaidTask, grantTokens, readBalance, readLedger } from './tokens-test-fixtures';

const t = useTestApp();

type THeaders = Record<string, string>;
const unlock = (homeworkId: string, headers: THeaders, type: unknown = 'PAID_SOLUTION') =>
  t.app.inject({ method: 'POST', url: `/api/homework/${homeworkId}/unlock`, headers, payload: { type } });
const unlocksOf = (userId: string) => t.app.db.select().from(homeworkUnlocks).where(eq(homeworkUnlocks.userId, userId));

describe('POST /api/homework/{id}/unlock', () => {
  it('answers 401 signed out, 400 for a bad type or id, 404 for a task the viewer may not see', async () => {
    const task = await buildPaidTask(t.app);
    const signedOut = await unlock(task.id, {});
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe(errorMessages.unauthorized);

    const student = await loginAs(t.app);
    await grantTokens(t.app, student.user.id, 10);
    for (const type of ['SOLUTION_CHECK', 'X', null, 3]) {
      const response = await unlock(task.id, student.headers, type);
      expect(response.statusCode, String(type)).toBe(400);
      expect(response.json().message).toBe(commerceMessages.invalidSpendType);
    }
    const badId = await unlock('nie-uuid', student.headers);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('Niepoprawny identyfikator');

    const teacher = await buildUser(t.app, { role: 'TEACHER' });
    const hidden = await buildPaidTask(t.app, { status: 'PRIVATE', authorId: teacher.id });
    for (const id of [randomUUID(), hidden.id]) {
      const response = await unlock(id, student.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(homeworkNotFound);
    }
    expect(await unlocksOf(student.user.id)).toEqual([]);
    expect(await readBalance(t.app, student.user.id)).toBe(10);
  });

  it('refuses the author and ADMIN (they see everything), a free solution and a missing hint', async () => {
    const author = await loginAs(t.app, 'TEACHER');
    const admin = await loginAs(t.app, 'ADMIN');
    const student = await loginAs(t.app);
    await grantTokens(t.app, student.user.id, 10);
    const paid = await buildPaidTask(t.app, { authorId: author.user.id });
    const free = await buildPaidTask(t.app, { paidSolution: false, hint: '<p>Podpowiedź</p>' });

    for (const viewer of [author, admin]) {
      const response = await unlock(paid.id, viewer.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(commerceMessages.ownTask);
    }
    const cases: [string, string, string][] = [
      [free.id, 'PAID_SOLUTION', commerceMessages.notPaidSolution],
      [free.id, 'HINT', commerceMessages.notPaidSolution],
      [paid.id, 'HINT', commerceMessages.noHint],
    ];
    for (const [id, type, message] of cases) {
      const response = await unlock(id, student.headers, type);
      expect(response.statusCode, `${type} ${message}`).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await unlocksOf(student.user.id)).toEqual([]);
    expect(await readBalance(t.app, student.user.id)).toBe(10);
  });

  it('answers 402 with too few tokens and writes nothing', async () => {
    const student = await loginAs(t.app);
    const task = await buildPaidTask(t.app, { hint: '<p>Podpowiedź</p>' });
    const broke = await unlock(task.id, student.headers);
    expect(broke.statusCode).toBe(402);
    expect(broke.json().message).toBe(commerceMessages.notEnoughTokens);

    await grantTokens(t.app, student.user.id, 2);
    expect((await unlock(task.id, student.headers)).statusCode).toBe(402);
    expect(await unlocksOf(student.user.id)).toEqual([]);
    expect((await readLedger(t.app, student.user.id)).map((row) => row.reason)).toEqual(['PURCHASE']);
    expect(await readBalance(t.app, student.user.id)).toBe(2);
  });

  it('unlocks the paid solution once: the ledger row, the unlock, and spent 0 on a second click', async () => {
    const student = await loginAs(t.app);
    await grantTokens(t.app, student.user.id, 10);
    const task = await buildPaidTask(t.app, {
      description: '<p>Rozwiąż równanie <span data-type="inline-math" data-latex="x^2=4"></span>.</p>',
      hint: '<p>Podpowiedź</p>',
    });

    const response = await unlock(task.id, student.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Odblokowano!', balance: 7, spent: 3 });
    expect(await unlocksOf(student.user.id)).toEqual([
      expect.objectContaining({ homeworkId: task.id, type: 'PAID_SOLUTION' }),
    ]);
    const [, debit] = await readLedger(t.app, student.user.id);
    expect(debit).toMatchObject({
      delta: -3,
      balanceAfter: 7,
      reason: 'PAID_SOLUTION',
      referenceType: 'HOMEWORK',
      referenceId: task.id,
      description: 'Płatne rozwiązanie: Rozwiąż równanie x²=4.',
    });

    expect((await unlock(task.id, student.headers)).json()).toEqual({ message: 'Odblokowano!', balance: 7, spent: 0 });
    // With the solution unlocked the hint is shown already: nothing is sold.
    expect((await unlock(task.id, student.headers, 'HINT')).json()).toMatchObject({ balance: 7, spent: 0 });
    expect(await unlocksOf(student.user.id)).toHaveLength(1);
    expect(await readLedger(t.app, student.user.id)).toHaveLength(2);
  });

  it('sells the hint of a locked paid solution for its own price', async () => {
    const student = await loginAs(t.app);
    await grantTokens(t.app, student.user.id, 10);
    const task = await buildPaidTask(t.app, { hint: '<p>Skorzystaj ze wzoru skróconego mnożenia.</p>' });
    const response = await unlock(task.id, student.headers, 'HINT');
    expect(response.json()).toEqual({ message: 'Odblokowano!', balance: 9, spent: 1 });
    expect(await unlocksOf(student.user.id)).toEqual([expect.objectContaining({ type: 'HINT' })]);
    const [, debit] = await readLedger(t.app, student.user.id);
    expect(debit).toMatchObject({ delta: -1, reason: 'HINT', referenceId: task.id });
    expect(debit!.description).toMatch(/^Podpowiedź: /);
    // The solution itself is still for sale.
    expect((await unlock(task.id, student.headers)).json()).toMatchObject({ balance: 6, spent: 3 });
  });

  it('100 parallel unlocks of 100 tasks with tokens for one: exactly one succeeds, the balance ends at 0', async () => {
    const student = await loginAs(t.app);
    await grantTokens(t.app, student.user.id, 3);
    const tasks = await t.app.db
      .insert(homeworks)
      .values(
        Array.from({ length: 100 }, (_, index) => ({
          slug: `platne-${index}-${randomUUID()}`,
          status: 'PUBLIC' as const,
          level: 'HIGH_SCHOOL' as const,
          description: `<p>Zadanie ${index}</p>`,
          searchText: `zadanie ${index}`,
          paidSolution: true,
        })),
      )
      .returning({ id: homeworks.id });

    const responses = await Promise.all(tasks.map((task) => unlock(task.id, student.headers)));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 402)).toHaveLength(99);
    expect(responses.find((response) => response.statusCode === 200)!.json()).toMatchObject({ balance: 0, spent: 3 });
    expect(await readBalance(t.app, student.user.id)).toBe(0);
    const debits = await t.app.db.select().from(tokenLedger).where(eq(tokenLedger.reason, 'PAID_SOLUTION'));
    expect(debits).toHaveLength(1);
    expect(await unlocksOf(student.user.id)).toHaveLength(1);
  });

  it('10 parallel clicks on one task spend once', async () => {
    const student = await loginAs(t.app);
    await grantTokens(t.app, student.user.id, 100);
    const task = await buildHomework(t.app, { paidSolution: true });
    const responses = await Promise.all(Array.from({ length: 10 }, () => unlock(task.id, student.headers)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const spent = responses.map((response) => response.json().spent).sort();
    expect(spent).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 3]);
    expect(await readBalance(t.app, student.user.id)).toBe(97);
    expect((await readLedger(t.app, student.user.id)).filter((row) => row.reason === 'PAID_SOLUTION')).toHaveLength(1);
  });
});
