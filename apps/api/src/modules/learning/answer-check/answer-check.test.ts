import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app';
import { buildHomework, loginAs } from '../../../../test/factories';
import { homeworks, learningAttempts } from '../../../db/schema';

const t = useTestApp();

type THeaders = Record<string, string>;

const check = (id: string, payload: unknown, headers: THeaders = {}) =>
  t.app.inject({ method: 'POST', url: `/api/homework/${id}/check-answer`, headers, payload: payload as object });
const history = (id: string, headers: THeaders = {}) =>
  t.app.inject({ method: 'GET', url: `/api/homework/${id}/answer-attempts`, headers });

const threeHalves = { kind: 'NUMBER' as const, value: '\\frac{3}{2}', tolerance: null };

describe('POST /api/homework/{id}/check-answer', () => {
  it('needs a session (401) and an answer (400 with the Polish message); nothing is stored', async () => {
    const task = await buildHomework(t.app, { answerKey: threeHalves });
    expect((await check(task.id, { answer: '1,5' })).statusCode).toBe(401);
    const { headers } = await loginAs(t.app);
    const empty = await check(task.id, { answer: '   ' }, headers);
    expect(empty.statusCode).toBe(400);
    expect([empty.json().message].flat()).toContain('Wpisz odpowiedź.');
    const long = await check(task.id, { answer: '1'.repeat(501) }, headers);
    expect([long.json().message].flat()).toContain('Odpowiedź może mieć najwyżej 500 znaków.');
    expect(await t.app.db.select().from(learningAttempts)).toHaveLength(0);
  });

  it('says right for 1,5 when the answer is 3/2, wrong otherwise, never revealing the answer, and keeps the history', async () => {
    const task = await buildHomework(t.app, { answerKey: threeHalves });
    const student = await loginAs(t.app);

    const right = await check(task.id, { answer: '1,5' }, student.headers);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ correct: true, message: 'Dobrze! To poprawna odpowiedź.' });
    expect(right.body).not.toContain('frac');
    const wrong = await check(task.id, { answer: '15' }, student.headers);
    expect(wrong.json()).toMatchObject({ correct: false, message: 'Niestety, to nie jest poprawna odpowiedź.' });
    expect(wrong.json().attempt).toMatchObject({ answer: '15', correct: false });

    const rows = await t.app.db.select().from(learningAttempts).where(eq(learningAttempts.userId, student.user.id));
    expect(rows.map((row) => [row.answer, row.correct]).sort()).toEqual([
      ['1,5', true],
      ['15', false],
    ]);
    // Each check is an attempt of the one log: the task, its concepts, no time taken when the page sent none.
    expect(rows.every((row) => row.kind === 'HOMEWORK' && row.itemId === task.id && row.timeTakenMs === null)).toBe(
      true,
    );
    const list = (await history(task.id, student.headers)).json();
    expect(list.results.map((attempt: { answer: string }) => attempt.answer)).toEqual(['15', '1,5']);
    const other = await loginAs(t.app);
    expect((await history(task.id, other.headers)).json().results).toEqual([]);
    expect((await history(task.id)).statusCode).toBe(401);

    const read = (
      await t.app.inject({ method: 'GET', url: `/api/homework/${task.slug}`, headers: student.headers })
    ).json();
    expect(read.answerCheck).toEqual({ kind: 'NUMBER' });
    expect(read.answerKey).toBeNull();
    expect(read.policies.checkAnswer).toBe(true);
  });

  it('says wrong for the task as printed ("oblicz", issue 55) and records it as a wrong attempt', async () => {
    const task = await buildHomework(t.app, { answerKey: { kind: 'NUMBER', value: '40', tolerance: null } });
    const student = await loginAs(t.app);
    const printed = await check(task.id, { answer: '2^3\\cdot 5 - \\sqrt{81} + (-3)^2' }, student.headers);
    expect(printed.json()).toMatchObject({ correct: false, attempt: { correct: false } });
    expect((await check(task.id, { answer: '39+1' }, student.headers)).json().correct).toBe(false);
    expect((await check(task.id, { answer: '40' }, student.headers)).json().correct).toBe(true);
  });

  it('answers 404 for a task the student may not read, and 400 for a task without a checkable answer', async () => {
    const student = await loginAs(t.app);
    const privateTask = await buildHomework(t.app, { status: 'PRIVATE', answerKey: threeHalves });
    expect((await check(privateTask.id, { answer: '1,5' }, student.headers)).statusCode).toBe(404);
    expect((await check(randomUUID(), { answer: '1,5' }, student.headers)).statusCode).toBe(404);
    const plain = await buildHomework(t.app);
    const noKey = await check(plain.id, { answer: '1,5' }, student.headers);
    expect(noKey.json()).toMatchObject({ statusCode: 400, message: 'To zadanie nie ma odpowiedzi do sprawdzenia.' });
    expect(await t.app.db.select().from(learningAttempts)).toHaveLength(0);
  });

  it('refuses the 31st check within ten minutes (429), so the answer cannot be found by trying numbers', async () => {
    const task = await buildHomework(t.app, { answerKey: { kind: 'NUMBER', value: '1000', tolerance: null } });
    const student = await loginAs(t.app);
    for (let guess = 1; guess <= 30; guess += 1) {
      expect((await check(task.id, { answer: String(guess) }, student.headers)).statusCode).toBe(200);
    }
    const refused = await check(task.id, { answer: '1000' }, student.headers);
    expect(refused.statusCode).toBe(429);
    expect(await t.app.db.select().from(learningAttempts)).toHaveLength(30);
  });
});

describe('the answer key on the task form', () => {
  const form = {
    description: '<p>Oblicz $\\frac{3}{4} \\cdot 2$.</p>',
    level: 'PRIMARY',
    answer: '<p>$\\frac{3}{2}$</p>',
  };

  it('is saved for an open task, read back only by its author and ADMIN, and refused when unreadable or on a closed task', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const create = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/homework', headers: teacher.headers, payload });

    const unreadable = await create({ ...form, answerKey: { kind: 'INTERVAL', value: '((1;' } });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().message).toBe('Nie udało się odczytać tej odpowiedzi. Sprawdź zapis.');
    const closed = await create({
      ...form,
      closed: true,
      answers: [
        { answer: '<p>1</p>', correct: true },
        { answer: '<p>2</p>', correct: false },
      ],
      answerKey: threeHalves,
    });
    expect([closed.json().message].flat()).toContain('Odpowiedź do sprawdzania mają tylko zadania otwarte.');
    const tolerance = await create({ ...form, answerKey: { kind: 'SET', value: '{1; 2}', tolerance: 0.1 } });
    expect([tolerance.json().message].flat()).toContain('Tolerancję można podać tylko dla odpowiedzi liczbowej.');
    expect(await t.app.db.select().from(homeworks)).toHaveLength(0);

    const created = await create({ ...form, answerKey: { kind: 'FRACTION', value: '3/2' } });
    expect(created.statusCode).toBe(201);
    const { id, slug } = created.json();
    const [row] = await t.app.db.select().from(homeworks).where(eq(homeworks.id, id));
    expect(row!.answerKey).toEqual({ kind: 'FRACTION', value: '3/2', tolerance: null });
    const asAuthor = (
      await t.app.inject({ method: 'GET', url: `/api/homework/${slug}`, headers: teacher.headers })
    ).json();
    expect(asAuthor.answerKey).toEqual({ kind: 'FRACTION', value: '3/2', tolerance: null });

    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/homework/${id}`,
      headers: teacher.headers,
      payload: { ...form, answerKey: null },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().answerCheck).toBeNull();
  });
});
