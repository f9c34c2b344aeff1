import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app';
import { buildHomework, loginAs } from '../../../../test/factories';
import { learningStudentRatings } from '../../../db/schema';

const t = useTestApp();

type THeaders = Record<string, string>;
const threeHalves = { kind: 'NUMBER' as const, value: '\\frac{3}{2}', tolerance: null };
const check = (id: string, answer: string, headers: THeaders) =>
  t.app.inject({ method: 'POST', url: `/api/homework/${id}/check-answer`, headers, payload: { answer } });
const difficultyOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/homework/${id}` })).json().difficulty;
const studentRating = async (userId: string) =>
  (await t.app.db.select().from(learningStudentRatings).where(eq(learningStudentRatings.userId, userId)))[0];

describe("a task's difficulty, learned from first attempts", () => {
  it('starts at 1500 with no attempts, and GET /api/homework/{id} shows it to anybody', async () => {
    const task = await buildHomework(t.app, { answerKey: threeHalves });
    expect(await difficultyOf(task.id)).toEqual({ rating: 1500, attempts: 0 });
  });

  it('rises on a wrong first attempt, falls on a right one, and ignores a second try', async () => {
    const task = await buildHomework(t.app, { answerKey: threeHalves });
    const zosia = await loginAs(t.app);
    const jan = await loginAs(t.app);

    await check(task.id, '2', zosia.headers);
    const afterWrong = await difficultyOf(task.id);
    expect(afterWrong.attempts).toBe(1);
    expect(afterWrong.rating).toBeGreaterThan(1500);
    expect((await studentRating(zosia.user.id))?.rating).toBeLessThan(1500);

    // Zosia's second try is memory, not difficulty: nothing moves.
    await check(task.id, '1,5', zosia.headers);
    expect(await difficultyOf(task.id)).toEqual(afterWrong);
    expect((await studentRating(zosia.user.id))?.attempts).toBe(1);

    await check(task.id, '3/2', jan.headers);
    const afterRight = await difficultyOf(task.id);
    expect(afterRight.attempts).toBe(2);
    expect(afterRight.rating).toBeLessThan(afterWrong.rating);
    expect((await studentRating(jan.user.id))?.rating).toBeGreaterThan(1500);
  });

  it('counts every first attempt when many students answer at once', async () => {
    const task = await buildHomework(t.app, { answerKey: threeHalves });
    const students = await Promise.all(Array.from({ length: 6 }, () => loginAs(t.app)));
    const answers = await Promise.all(
      students.map((student, index) => check(task.id, index % 2 ? '1,5' : '9', student.headers)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(students.map(() => 200));
    expect((await difficultyOf(task.id)).attempts).toBe(6);
  });
});
