import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildHomework, buildUser, login, loginAs } from '../../../test/factories';
import { homeworkRatings, homeworks } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import { deleteOwnAccount, userRatingOf } from './ratings-test-kit';

const t = useTestApp();

type THeaders = Record<string, string>;
const rate = (headers: THeaders, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/homework/${id}/rating`, headers, payload });
const unrate = (headers: THeaders, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/homework/${id}/rating`, headers });
const state = (id: string, headers: THeaders = {}) =>
  t.app.inject({ method: 'GET', url: `/api/homework/${id}/rating`, headers });

const taskOf = async (id: string) => {
  const [row] = await t.app.db
    .select({ ratingsAvg: homeworks.ratingsAvg, ratingsCount: homeworks.ratingsCount })
    .from(homeworks)
    .where(eq(homeworks.id, id));
  return { ratingsAvg: Number(row!.ratingsAvg), ratingsCount: row!.ratingsCount };
};

/** What the aggregates must be: computed here straight from the rows. */
const recomputedTask = async (id: string) => {
  const [row] = rowsOf<{ avg: string | null; count: number }>(
    await t.app.db.execute(
      sql`select round(avg(rating), 2) as avg, count(*)::int as count from homework_ratings where homework_id = ${id}`,
    ),
  );
  return { ratingsAvg: Number(row!.avg ?? 0), ratingsCount: row!.count };
};

/** A teacher with a public task, the teacher signed in. */
const teacherWithTask = async () => {
  const teacher = await loginAs(t.app, 'TEACHER');
  const task = await buildHomework(t.app, { authorId: teacher.user.id });
  return { teacher, task };
};

describe('PUT /api/homework/:id/rating', () => {
  it('answers 401 without a token', async () => {
    const { task } = await teacherWithTask();
    const response = await rate({}, task.id, { rating: 4 });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Jesteś niezalogowany!');
  });

  it('refuses stars outside 1–5, half stars and a bad id with the exact messages', async () => {
    const { task } = await teacherWithTask();
    const { headers } = await loginAs(t.app);
    for (const rating of [0, 6, 4.5, '5', null]) {
      const response = await rate(headers, task.id, { rating });
      expect(response.statusCode, String(rating)).toBe(400);
      expect(response.json().message).toBe('Wybierz ocenę od 1 do 5 gwiazdek');
    }
    const badId = await rate(headers, 'nie-uuid', { rating: 3 });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('Niepoprawny identyfikator zadania');
    expect(await t.app.db.select().from(homeworkRatings)).toEqual([]);
  });

  it("refuses the author's own task (403) and a task that is not public", async () => {
    const { teacher, task } = await teacherWithTask();
    const own = await rate(teacher.headers, task.id, { rating: 5 });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Nie możesz oceniać własnego zadania.');

    const privateTask = await buildHomework(t.app, { authorId: teacher.user.id, status: 'PRIVATE' });
    const { headers } = await loginAs(t.app);
    expect((await rate(headers, privateTask.id, { rating: 5 })).statusCode).toBe(404);
    const admin = await loginAs(t.app, 'ADMIN');
    const hidden = await rate(admin.headers, privateTask.id, { rating: 5 });
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().message).toBe('Można oceniać tylko opublikowane zadania.');
    expect((await rate(headers, randomUUID(), { rating: 5 })).statusCode).toBe(404);
    expect(await t.app.db.select().from(homeworkRatings)).toEqual([]);
  });

  it("stores the stars once per user, changes them, and keeps the task's and the author's aggregates", async () => {
    const { teacher, task } = await teacherWithTask();
    const first = await loginAs(t.app);
    const second = await loginAs(t.app);

    const added = await rate(first.headers, task.id, { rating: 4 });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      message: 'Dodano!',
      ratingsAvg: 4,
      ratingsCount: 1,
      rating: 4,
      policies: { rate: true },
    });
    await rate(second.headers, task.id, { rating: 5 });
    const changed = await rate(first.headers, task.id, { rating: 2 });
    expect(changed.json()).toMatchObject({ message: 'Zaktualizowano!', ratingsAvg: 3.5, ratingsCount: 2, rating: 2 });

    const rows = await t.app.db.select().from(homeworkRatings).where(eq(homeworkRatings.homeworkId, task.id));
    expect(rows.map(({ userId, rating }) => ({ userId, rating })).sort((a, b) => a.rating - b.rating)).toEqual([
      { userId: first.user.id, rating: 2 },
      { userId: second.user.id, rating: 5 },
    ]);
    expect(await taskOf(task.id)).toEqual({ ratingsAvg: 3.5, ratingsCount: 2 });

    // A second task of the teacher: the teacher's homework rating is the mean of every star of their tasks.
    const other = await buildHomework(t.app, { authorId: teacher.user.id });
    await rate(first.headers, other.id, { rating: 1 });
    expect(await userRatingOf(t.app, teacher.user.id)).toEqual({
      rating: 2.67,
      ratingCount: 3,
      homeworkRating: 2.67,
      homeworkRatingCount: 3,
    });
  });

  it('keeps the aggregates equal to a recomputation under 20 concurrent ratings', async () => {
    const { teacher, task } = await teacherWithTask();
    const raters = await Promise.all(Array.from({ length: 20 }, () => buildUser(t.app)));
    const sessions = [];
    for (const rater of raters) sessions.push(await login(t.app, rater.email, rater.password));
    const responses = await Promise.all(
      sessions.map((session, index) =>
        rate({ authorization: `Bearer ${session.token}` }, task.id, { rating: (index % 5) + 1 }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));

    const expected = await recomputedTask(task.id);
    expect(expected).toEqual({ ratingsAvg: 3, ratingsCount: 20 });
    expect(await taskOf(task.id)).toEqual(expected);
    expect(await userRatingOf(t.app, teacher.user.id)).toEqual({
      rating: 3,
      ratingCount: 20,
      homeworkRating: 3,
      homeworkRatingCount: 20,
    });
  });
});

describe('DELETE /api/homework/:id/rating', () => {
  it('answers 401 without a token and 404 when the viewer has not rated', async () => {
    const { task } = await teacherWithTask();
    expect((await unrate({}, task.id)).statusCode).toBe(401);
    const { headers } = await loginAs(t.app);
    const response = await unrate(headers, task.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('To zadanie nie ma jeszcze Twojej oceny.');
  });

  it("removes the viewer's stars and recomputes the task and its author", async () => {
    const { teacher, task } = await teacherWithTask();
    const first = await loginAs(t.app);
    const second = await loginAs(t.app);
    await rate(first.headers, task.id, { rating: 1 });
    await rate(second.headers, task.id, { rating: 4 });

    const response = await unrate(first.headers, task.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Usunięto!', ratingsAvg: 4, ratingsCount: 1, rating: null });
    expect(
      await t.app.db
        .select()
        .from(homeworkRatings)
        .where(and(eq(homeworkRatings.homeworkId, task.id), eq(homeworkRatings.userId, first.user.id))),
    ).toEqual([]);
    expect(await taskOf(task.id)).toEqual({ ratingsAvg: 4, ratingsCount: 1 });
    expect(await userRatingOf(t.app, teacher.user.id)).toMatchObject({ homeworkRating: 4, homeworkRatingCount: 1 });

    await unrate(second.headers, task.id);
    expect(await taskOf(task.id)).toEqual({ ratingsAvg: 0, ratingsCount: 0 });
    expect(await userRatingOf(t.app, teacher.user.id)).toEqual({
      rating: 0,
      ratingCount: 0,
      homeworkRating: 0,
      homeworkRatingCount: 0,
    });
  });
});

describe('GET /api/homework/:id/rating', () => {
  it("answers the average to anybody and the viewer's own stars to a signed-in viewer", async () => {
    const { teacher, task } = await teacherWithTask();
    const rater = await loginAs(t.app);
    await rate(rater.headers, task.id, { rating: 3 });

    expect((await state(task.id)).json()).toEqual({
      ratingsAvg: 3,
      ratingsCount: 1,
      rating: null,
      policies: { rate: false },
    });
    expect((await state(task.id, rater.headers)).json()).toMatchObject({ rating: 3, policies: { rate: true } });
    expect((await state(task.id, teacher.headers)).json()).toMatchObject({ rating: null, policies: { rate: false } });

    const privateTask = await buildHomework(t.app, { authorId: teacher.user.id, status: 'PRIVATE' });
    expect((await state(privateTask.id)).statusCode).toBe(404);
    expect((await state(privateTask.id, teacher.headers)).statusCode).toBe(200);
  });
});

describe('deleting an account', () => {
  it('takes its stars away and recomputes the tasks and authors they counted in', async () => {
    const { teacher, task } = await teacherWithTask();
    const leaving = await loginAs(t.app);
    const staying = await loginAs(t.app);
    await rate(leaving.headers, task.id, { rating: 1 });
    await rate(staying.headers, task.id, { rating: 5 });
    expect(await taskOf(task.id)).toEqual({ ratingsAvg: 3, ratingsCount: 2 });

    const response = await deleteOwnAccount(t.app, leaving);
    expect(response.statusCode).toBe(200);

    expect(await t.app.db.select().from(homeworkRatings).where(eq(homeworkRatings.userId, leaving.user.id))).toEqual(
      [],
    );
    expect(await taskOf(task.id)).toEqual({ ratingsAvg: 5, ratingsCount: 1 });
    expect(await userRatingOf(t.app, teacher.user.id)).toMatchObject({ homeworkRating: 5, homeworkRatingCount: 1 });
  });
});

describe('deleting a rated task', () => {
  it("takes its stars out of the author's rating in the deleting transaction", async () => {
    const author = await loginAs(t.app, 'TEACHER');
    const kept = await buildHomework(t.app, { authorId: author.user.id });
    const deleted = await buildHomework(t.app, { authorId: author.user.id });
    const student = await loginAs(t.app);
    expect((await rate(student.headers, kept.id, { rating: 2 })).statusCode).toBe(200);
    expect((await rate(student.headers, deleted.id, { rating: 5 })).statusCode).toBe(200);
    expect(await userRatingOf(t.app, author.user.id)).toMatchObject({ homeworkRating: 3.5, homeworkRatingCount: 2 });

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/homework/${deleted.id}`,
      headers: author.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(await userRatingOf(t.app, author.user.id)).toMatchObject({
      rating: 2,
      ratingCount: 1,
      homeworkRating: 2,
      homeworkRatingCount: 1,
    });
  });
});
