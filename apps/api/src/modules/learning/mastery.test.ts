import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildConcept, buildHomework, login, loginAs } from '../../../test/factories';
import { mathConcepts } from '../../db/schema';
import { createStudentModelRepository } from './student-model/student-model.repository';

const t = useTestApp();

type THeaders = Record<string, string>;
const mastery = (headers: THeaders = {}) => t.app.inject({ method: 'GET', url: '/api/learn/mastery', headers });
const check = (id: string, answer: string, headers: THeaders) =>
  t.app.inject({ method: 'POST', url: `/api/homework/${id}/check-answer`, headers, payload: { answer } });

const threeHalves = { kind: 'NUMBER' as const, value: '\\frac{3}{2}', tolerance: null };
const dayMs = 86_400_000;
const start = new Date('2026-03-02T08:00:00Z').getTime();
const at = (day: number, minutes = 0) => new Date(start + day * dayMs + minutes * 60_000);
const onDay = (day: number, minutes = 0) => vi.setSystemTime(at(day, minutes));
/** A fresh access token at the faked time (they last 15 minutes). */
const signIn = async (user: { email: string; password: string }) => ({
  authorization: `Bearer ${(await login(t.app, user.email, user.password)).token}`,
});

async function taskOn(...names: string[]) {
  const concepts = await Promise.all(names.map((name) => buildConcept(t.app, { name })));
  const task = await buildHomework(t.app, {
    answerKey: threeHalves,
    conceptIds: concepts.map((concept) => concept.id),
  });
  return { task, concepts };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /api/learn/mastery', () => {
  it('needs a session (401), and is empty for a student who has answered nothing', async () => {
    expect((await mastery()).statusCode).toBe(401);
    const { headers } = await loginAs(t.app);
    const empty = await mastery(headers);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ results: [] });
  });

  it("gives each concept of a checked task its level, due date and counts, the student's own only", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onDay(0);
    const { task, concepts } = await taskOn('Ułamki', 'Proporcje');
    const student = await loginAs(t.app);
    const other = await loginAs(t.app);
    expect((await check(task.id, '2', student.headers)).statusCode).toBe(200);
    expect((await check(task.id, '1,5', student.headers)).statusCode).toBe(200);

    const { results } = (await mastery(student.headers)).json();
    expect(results).toHaveLength(2);
    for (const concept of concepts) {
      expect(results).toContainEqual({
        conceptId: concept.id,
        slug: concept.slug,
        name: concept.name,
        state: 'learning',
        due: expect.any(String),
        stability: expect.any(Number),
        attempts: 2,
        correct: 1,
      });
    }
    // Wrong, then right the same day: due again the next day or later, never in the past.
    const due = new Date(results[0].due).getTime();
    expect(due).toBeGreaterThanOrEqual(start + dayMs);
    expect((await mastery(other.headers)).json()).toEqual({ results: [] });
  });

  it('masters a concept only on a later day, after the interval, and loses it on a wrong answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onDay(0);
    const { task } = await taskOn('Logarytmy');
    const student = await loginAs(t.app);
    let headers = student.headers;
    const answerAt = async (time: Date, answer: string) => {
      vi.setSystemTime(time);
      headers = await signIn(student.user);
      expect((await check(task.id, answer, headers)).statusCode).toBe(200);
    };
    const stateNow = async () => (await mastery(headers)).json().results[0].state;

    for (let minute = 0; minute < 5; minute += 1) await answerAt(at(0, minute), '1,5');
    expect(await stateNow()).toBe('learning');
    await answerAt(at(1), '3/2');
    expect(await stateNow()).toBe('review');
    const { due } = (await mastery(headers)).json().results[0];
    await answerAt(new Date(new Date(due).getTime() - 60_000), '1.5');
    expect(await stateNow()).toBe('review');
    const { due: dueAgain } = (await mastery(headers)).json().results[0];
    await answerAt(new Date(dueAgain), '1.5');
    expect(await stateNow()).toBe('mastered');
    await answerAt(new Date(dueAgain), '7');
    expect(await stateNow()).toBe('learning');
  });

  it('leaves out a concept that was deleted (its attempts stay in the log)', async () => {
    const { task, concepts } = await taskOn('Stary temat');
    const student = await loginAs(t.app);
    await check(task.id, '1,5', student.headers);
    await t.app.db.delete(mathConcepts).where(eq(mathConcepts.id, concepts[0]!.id));
    expect((await mastery(student.headers)).json()).toEqual({ results: [] });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/learn/attempts', headers: student.headers })).json().total,
    ).toBe(1);
  });
});

describe('the student model', () => {
  it('rebuilt from the attempt log is exactly the state kept answer by answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onDay(0);
    const algebra = await taskOn('Równania', 'Nierówności');
    const geometry = await taskOn('Trójkąty');
    const both = await buildHomework(t.app, {
      answerKey: threeHalves,
      conceptIds: [algebra.concepts[0]!.id, geometry.concepts[0]!.id],
    });
    const student = await loginAs(t.app);
    const script: [day: number, minutes: number, taskId: string, answer: string][] = [
      [0, 0, algebra.task.id, '1,5'],
      [0, 3, geometry.task.id, '2'],
      [0, 4, geometry.task.id, '2'],
      [0, 5, geometry.task.id, '2'],
      [0, 9, both.id, '3/2'],
      [1, 0, algebra.task.id, '1'],
      [2, 17, geometry.task.id, '1,5'],
      [4, 1, both.id, '1,5'],
      [9, 0, algebra.task.id, '1.5'],
      [9, 30, both.id, '0'],
      [30, 0, algebra.task.id, '\\frac{3}{2}'],
    ];
    for (const [day, minutes, taskId, answer] of script) {
      onDay(day, minutes);
      expect((await check(taskId, answer, await signIn(student.user))).statusCode).toBe(200);
    }
    const repository = createStudentModelRepository(t.app.db);
    const kept = await repository.listStates(student.user.id);
    expect(kept).toHaveLength(3);
    expect(kept.map((row) => row.attempts).sort()).toEqual([4, 7, 7]);

    expect(await t.app.services.studentModel.rebuild(student.user.id)).toBe(3);
    expect(await repository.listStates(student.user.id)).toEqual(kept);
    expect(await t.app.services.studentModel.rebuildAll()).toEqual({ students: 1, concepts: 3 });
    expect(await repository.listStates(student.user.id)).toEqual(kept);
  });

  it('applies answers sent at once from two tabs one after the other, none lost', async () => {
    const { task } = await taskOn('Procenty');
    const student = await loginAs(t.app);
    const answers = ['1,5', '2', '3/2', '4', '1.5', '6'];
    const responses = await Promise.all(answers.map((answer) => check(task.id, answer, student.headers)));
    expect(responses.map((response) => response.statusCode)).toEqual(answers.map(() => 200));
    const [row] = await createStudentModelRepository(t.app.db).listStates(student.user.id);
    expect(row).toMatchObject({ attempts: 6, correct: 3 });
    const before = await createStudentModelRepository(t.app.db).listStates(student.user.id);
    await t.app.services.studentModel.rebuild(student.user.id);
    expect(await createStudentModelRepository(t.app.db).listStates(student.user.id)).toEqual(before);
  });
});
