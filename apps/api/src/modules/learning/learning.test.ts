import { learningMessages, pagingMessages } from '@zadania/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildConcept, buildHomework, loginAs } from '../../../test/factories';
import { learningAttempts, users } from '../../db/schema';

const t = useTestApp();

type THeaders = Record<string, string>;

const attempts = (headers: THeaders = {}, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/learn/attempts${query}`, headers });
const check = (id: string, payload: object, headers: THeaders) =>
  t.app.inject({ method: 'POST', url: `/api/homework/${id}/check-answer`, headers, payload });
const messagesOf = (response: { json: () => { message: string | string[] } }) => [response.json().message].flat();

const threeHalves = { kind: 'NUMBER' as const, value: '\\frac{3}{2}', tolerance: null };

describe('GET /api/learn/attempts', () => {
  it('needs a session (401) and a page size from 1 to 100 (400 with the Polish message)', async () => {
    expect((await attempts()).statusCode).toBe(401);
    const { headers } = await loginAs(t.app);
    const tooBig = await attempts(headers, '?pageSize=101');
    expect(tooBig.statusCode).toBe(400);
    expect(messagesOf(tooBig)).toContain(pagingMessages.pageSize);
  });

  it("lists the student's own checked answers, newest first, with the task's concepts and the time taken", async () => {
    const fractions = await buildConcept(t.app, { name: 'Ułamki' });
    const task = await buildHomework(t.app, { answerKey: threeHalves });
    await t.app.db.execute(
      sql`insert into homework_concepts (homework_id, concept_id) values (${task.id}, ${fractions.id})`,
    );
    const student = await loginAs(t.app);
    const other = await loginAs(t.app);
    expect((await check(task.id, { answer: '15', timeTakenMs: 12_500 }, student.headers)).statusCode).toBe(200);
    expect((await check(task.id, { answer: '1,5' }, student.headers)).statusCode).toBe(200);
    expect((await check(task.id, { answer: '2' }, other.headers)).statusCode).toBe(200);

    const page = await attempts(student.headers);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 2, page: 1, pageCount: 1 });
    expect(page.json().results).toEqual([
      expect.objectContaining({
        kind: 'HOMEWORK',
        itemId: task.id,
        conceptIds: [fractions.id],
        answer: '1,5',
        correct: true,
        timeTakenMs: null,
      }),
      expect.objectContaining({ answer: '15', correct: false, timeTakenMs: 12_500 }),
    ]);
    const second = (await attempts(student.headers, '?pageSize=1&page=2')).json();
    expect(second).toMatchObject({ total: 2, page: 2, pageCount: 2 });
    expect(second.results.map((row: { answer: string }) => row.answer)).toEqual(['15']);
    expect((await attempts(other.headers)).json().results.map((row: { answer: string }) => row.answer)).toEqual(['2']);
  });

  it('refuses a time taken that is not one (400 with the Polish message) and records nothing', async () => {
    const task = await buildHomework(t.app, { answerKey: threeHalves });
    const student = await loginAs(t.app);
    for (const timeTakenMs of [-1, 1.5, 86_400_001, 'szybko']) {
      const refused = await check(task.id, { answer: '1,5', timeTakenMs }, student.headers);
      expect(refused.statusCode).toBe(400);
      expect(messagesOf(refused)).toContain(learningMessages.timeTaken);
    }
    expect(await t.app.db.select().from(learningAttempts)).toHaveLength(0);
  });

  it('is append-only, and goes with the account', async () => {
    const task = await buildHomework(t.app, { answerKey: threeHalves });
    const student = await loginAs(t.app);
    await check(task.id, { answer: '1,5' }, student.headers);
    await expect(
      t.app.db.update(learningAttempts).set({ correct: false }).where(eq(learningAttempts.userId, student.user.id)),
    ).rejects.toThrow();
    expect((await t.app.db.select().from(learningAttempts))[0]?.correct).toBe(true);
    await t.app.db.delete(users).where(eq(users.id, student.user.id));
    expect(await t.app.db.select().from(learningAttempts)).toHaveLength(0);
  });
});
