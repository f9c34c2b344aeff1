import { answerCheckMessages } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildConcept, buildHomework, loginAs } from '../../../test/factories';
import { homeworkAnswers, learningAttempts } from '../../db/schema';

const t = useTestApp();

type THeaders = Record<string, string>;
const checkChoice = (id: string, payload: object, headers: THeaders = {}) =>
  t.app.inject({ method: 'POST', url: `/api/homework/${id}/check-choice`, headers, payload });
const solvedIds = async (headers: THeaders) =>
  (await t.app.inject({ method: 'GET', url: '/api/favorite/solved', headers }))
    .json()
    .homeworks.map((entry: { homeworkId: string }) => entry.homeworkId);
const messagesOf = (response: { json: () => { message: string | string[] } }) => [response.json().message].flat();

async function closedTask(values: Parameters<typeof buildHomework>[1] = {}) {
  const concept = await buildConcept(t.app, { name: 'Ułamki' });
  const task = await buildHomework(t.app, { closed: true, conceptIds: [concept.id], ...values });
  const [wrong, right] = await t.app.db
    .insert(homeworkAnswers)
    .values([
      { homeworkId: task.id, position: 0, label: 'A', answer: '<p>2</p>', correct: false },
      { homeworkId: task.id, position: 1, label: 'B', answer: '<p>1,5</p>', correct: true },
    ])
    .returning();
  return { task, concept, wrong: wrong!, right: right! };
}

describe('POST /api/homework/{id}/check-choice', () => {
  it('needs a session (401) and one of the task’s answers (400 with the Polish message), and records nothing then', async () => {
    const { task } = await closedTask();
    expect((await checkChoice(task.id, { answerId: task.id })).statusCode).toBe(401);
    const student = await loginAs(t.app);
    for (const answerId of ['B', task.id]) {
      const refused = await checkChoice(task.id, { answerId }, student.headers);
      expect(refused.statusCode).toBe(400);
      expect(messagesOf(refused)).toContain(answerCheckMessages.choice);
    }
    const open = await buildHomework(t.app, { answerKey: { kind: 'NUMBER', value: '1', tolerance: null } });
    const notClosed = await checkChoice(open.id, { answerId: task.id }, student.headers);
    expect(notClosed.statusCode).toBe(400);
    expect(messagesOf(notClosed)).toEqual([answerCheckMessages.notClosed]);
    expect(await t.app.db.select().from(learningAttempts)).toHaveLength(0);
  });

  it("records the choice in the log and the model; a right one puts the task in the student's 'Rozwiązane'", async () => {
    const { task, concept, wrong, right } = await closedTask();
    const student = await loginAs(t.app);
    const miss = await checkChoice(task.id, { answerId: wrong.id, timeTakenMs: 4000 }, student.headers);
    expect(miss.statusCode).toBe(200);
    expect(miss.json()).toMatchObject({ correct: false, message: answerCheckMessages.wrong });
    expect(await solvedIds(student.headers)).toEqual([]);

    const hit = await checkChoice(task.id, { answerId: right.id }, student.headers);
    expect(hit.json()).toMatchObject({ correct: true, message: answerCheckMessages.correct });
    const logged = await t.app.db.select().from(learningAttempts).where(eq(learningAttempts.userId, student.user.id));
    expect(logged.map((row) => [row.kind, row.answer, row.correct]).sort()).toEqual(
      [
        ['CLOSED_HOMEWORK', right.id, true],
        ['CLOSED_HOMEWORK', wrong.id, false],
      ].sort(),
    );
    expect(logged.every((row) => row.conceptIds.includes(concept.id))).toBe(true);
    expect(await solvedIds(student.headers)).toEqual([task.id]);
    // A second right answer keeps it there (the mark is not a toggle).
    await checkChoice(task.id, { answerId: right.id }, student.headers);
    expect(await solvedIds(student.headers)).toEqual([task.id]);
    const mastery = (await t.app.inject({ method: 'GET', url: '/api/learn/mastery', headers: student.headers })).json();
    expect(mastery.results).toEqual([expect.objectContaining({ conceptId: concept.id, attempts: 3, correct: 2 })]);
  });

  it("leaves a teacher's 'Rozwiązane' alone, and holds back a paid solution's answer (403) until unlocked", async () => {
    const { task, right } = await closedTask();
    const teacher = await loginAs(t.app, 'TEACHER');
    expect((await checkChoice(task.id, { answerId: right.id }, teacher.headers)).json().correct).toBe(true);
    expect(await solvedIds(teacher.headers)).toEqual([]);

    const paid = await closedTask({ paidSolution: true });
    const student = await loginAs(t.app);
    const heldBack = await checkChoice(paid.task.id, { answerId: paid.right.id }, student.headers);
    expect(heldBack.statusCode).toBe(403);
    expect(messagesOf(heldBack)).toEqual([answerCheckMessages.heldBack]);
    const admin = await loginAs(t.app, 'ADMIN');
    expect((await checkChoice(paid.task.id, { answerId: paid.right.id }, admin.headers)).statusCode).toBe(200);
  });
});
