import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { expectTooMany } from '../../../test/expect-too-many';
import { buildHomework, loginAs } from '../../../test/factories';
import { teacherReviews } from '../../db/schema';
import { rateLimits } from '../../plugins/rate-limit';
import { deleteOwnAccount, userRatingOf } from './ratings-test-kit';

const t = useTestApp();

type THeaders = Record<string, string>;
const review = { rating: 4, review: '<p>Świetnie tłumaczy <strong>całki</strong>.</p>' };
const add = (headers: THeaders, teacherId: string, payload: object = review) =>
  t.app.inject({ method: 'POST', url: `/api/user/${teacherId}/reviews`, headers, payload });
const update = (headers: THeaders, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/review/${id}`, headers, payload });
const remove = (headers: THeaders, id: string) => t.app.inject({ method: 'DELETE', url: `/api/review/${id}`, headers });
const list = (teacherId: string, headers: THeaders = {}, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/user/${teacherId}/reviews${query}`, headers });

const reviewsOf = (teacherId: string) =>
  t.app.db.select().from(teacherReviews).where(eq(teacherReviews.teacherId, teacherId));
const ratingOf = async (id: string) => {
  const { rating, ratingCount } = await userRatingOf(t.app, id);
  return { rating, ratingCount };
};

describe('POST /api/user/:id/reviews', () => {
  it('answers 401 without a token', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const response = await add({}, teacher.user.id);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Jesteś niezalogowany!');
  });

  it('refuses bad stars, an empty text and more than 256 characters of text with the exact messages', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const { headers } = await loginAs(t.app);
    const cases: [object, string][] = [
      [{ ...review, rating: 0 }, 'Wybierz ocenę od 1 do 5 gwiazdek'],
      [{ ...review, rating: 3.5 }, 'Wybierz ocenę od 1 do 5 gwiazdek'],
      [{ ...review, review: '' }, 'Wymagane pole'],
      [{ ...review, review: '<p>  </p><script>alert(1)</script>' }, 'Wymagane pole'],
      [{ ...review, review: `<p>${'a'.repeat(257)}</p>` }, 'Maksimum 256 znaków'],
    ];
    for (const [payload, message] of cases) {
      const response = await add(headers, teacher.user.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    // 256 characters of text inside markup is within the limit.
    expect(
      (await add(headers, teacher.user.id, { ...review, review: `<p><em>${'a'.repeat(256)}</em></p>` })).statusCode,
    ).toBe(200);
  });

  it('refuses reviewing oneself (403), a user who is not a teacher (400) and an unknown user (404)', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const self = await add(teacher.headers, teacher.user.id);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('Nie możesz wystawić opinii samemu sobie.');

    const student = await loginAs(t.app);
    const notTeacher = await add(teacher.headers, student.user.id);
    expect(notTeacher.statusCode).toBe(400);
    expect(notTeacher.json().message).toBe('Opinie można wystawiać tylko nauczycielom.');
    expect((await add(teacher.headers, randomUUID())).statusCode).toBe(404);
    expect(await t.app.db.select().from(teacherReviews)).toEqual([]);
  });

  it("stores a sanitized review, answers 'Zrecenzowano!' and the teacher's rating, and refuses a second one (409)", async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const student = await loginAs(t.app);
    const response = await add(student.headers, teacher.user.id, {
      rating: 5,
      review: '<p onclick="alert(1)">Super<script>alert(1)</script></p>',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      message: 'Zrecenzowano!',
      review: {
        teacherId: teacher.user.id,
        author: { id: student.user.id, username: student.user.username },
        rating: 5,
        review: '<p>Super</p>',
        policies: { update: true, delete: true },
      },
      teacherRating: { rating: 5, count: 1, homeworkRating: 0, homeworkCount: 0, courseRating: 0, lectureCount: 0 },
    });
    const [row] = await reviewsOf(teacher.user.id);
    expect(row).toMatchObject({ id: body.review.id, authorId: student.user.id, rating: 5, review: '<p>Super</p>' });

    const again = await add(student.headers, teacher.user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ta osoba ma już Twoją opinię. Możesz ją edytować.');
    expect(await reviewsOf(teacher.user.id)).toHaveLength(1);
  });

  it('combines reviews and task ratings into the overall rating', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const task = await buildHomework(t.app, { authorId: teacher.user.id });
    const student = await loginAs(t.app);
    await t.app.inject({
      method: 'PUT',
      url: `/api/homework/${task.id}/rating`,
      headers: student.headers,
      payload: { rating: 2 },
    });
    const response = await add(student.headers, teacher.user.id, { ...review, rating: 5 });
    expect(response.json().teacherRating).toMatchObject({ rating: 3.5, count: 2, homeworkRating: 2, homeworkCount: 1 });
    expect(await ratingOf(teacher.user.id)).toEqual({ rating: 3.5, ratingCount: 2 });
  });
});

describe('GET /api/user/:id/reviews', () => {
  it('lists the reviews newest first, paged, with the viewer’s own review and policies', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const authors = [await loginAs(t.app), await loginAs(t.app), await loginAs(t.app)];
    const ids: string[] = [];
    for (const author of authors) ids.push((await add(author.headers, teacher.user.id)).json().review.id);

    const anonymous = await list(teacher.user.id, {}, '?pageSize=2');
    expect(anonymous.statusCode).toBe(200);
    const page = anonymous.json();
    expect(page).toMatchObject({ total: 3, page: 1, pageCount: 2, ownReview: null });
    expect(page.results.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[1]]);
    expect(page.results[0].policies).toEqual({ update: false, delete: false });

    const own = (await list(teacher.user.id, authors[0]!.headers, '?page=2&pageSize=2')).json();
    expect(own.results.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
    expect(own.ownReview).toMatchObject({ id: ids[0], policies: { update: true, delete: true } });

    const admin = await loginAs(t.app, 'ADMIN');
    expect((await list(teacher.user.id, admin.headers)).json().results[0].policies).toEqual({
      update: false,
      delete: true,
    });
    const bad = await list(teacher.user.id, {}, '?pageSize=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Niepoprawny rozmiar strony');
    expect((await list(randomUUID())).statusCode).toBe(404);
  });
});

describe('PUT /api/review/:id', () => {
  it('lets only the author change it, recomputing the rating', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const student = await loginAs(t.app);
    const { id } = (await add(student.headers, teacher.user.id, { ...review, rating: 5 })).json().review;

    expect((await update({}, id, review)).statusCode).toBe(401);
    const admin = await loginAs(t.app, 'ADMIN');
    const stranger = await update(admin.headers, id, review);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('Brak uprawnień do wykonania tej operacji.');
    const tooLong = await update(student.headers, id, { rating: 2, review: 'x'.repeat(300) });
    expect(tooLong.json().message).toBe('Maksimum 256 znaków');
    expect((await update(student.headers, randomUUID(), review)).statusCode).toBe(404);

    const response = await update(student.headers, id, { rating: 2, review: '<p>Jednak tak sobie.</p>' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Zaktualizowano!',
      review: { id, rating: 2, review: '<p>Jednak tak sobie.</p>' },
      teacherRating: { rating: 2, count: 1 },
    });
    const [row] = await reviewsOf(teacher.user.id);
    expect(row).toMatchObject({ rating: 2, review: '<p>Jednak tak sobie.</p>' });
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(row!.createdAt.getTime());
    expect(await ratingOf(teacher.user.id)).toEqual({ rating: 2, ratingCount: 1 });
  });
});

describe('DELETE /api/review/:id', () => {
  it('lets the author or an ADMIN delete it, nobody else, recomputing the rating', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const first = await loginAs(t.app);
    const second = await loginAs(t.app);
    const firstId = (await add(first.headers, teacher.user.id, { ...review, rating: 1 })).json().review.id;
    const secondId = (await add(second.headers, teacher.user.id, { ...review, rating: 5 })).json().review.id;
    expect(await ratingOf(teacher.user.id)).toEqual({ rating: 3, ratingCount: 2 });

    expect((await remove({}, firstId)).statusCode).toBe(401);
    const forbidden = await remove(second.headers, firstId);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Brak uprawnień do wykonania tej operacji.');
    const byTeacher = await remove(teacher.headers, firstId);
    expect(byTeacher.statusCode).toBe(403);

    const own = await remove(first.headers, firstId);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ message: 'Usunięto!', teacherRating: { rating: 5, count: 1 } });

    const admin = await loginAs(t.app, 'ADMIN');
    expect((await remove(admin.headers, secondId)).json()).toMatchObject({
      message: 'Usunięto!',
      teacherRating: { rating: 0, count: 0 },
    });
    expect(await reviewsOf(teacher.user.id)).toEqual([]);
    const gone = await remove(admin.headers, secondId);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Nie znaleziono opinii.');
  });

  it("goes with its author's account, and the teacher's rating is recomputed", async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const leaving = await loginAs(t.app);
    const staying = await loginAs(t.app);
    await add(leaving.headers, teacher.user.id, { ...review, rating: 1 });
    await add(staying.headers, teacher.user.id, { ...review, rating: 4 });

    const response = await deleteOwnAccount(t.app, leaving);
    expect(response.statusCode).toBe(200);
    expect((await reviewsOf(teacher.user.id)).map((row) => row.authorId)).toEqual([staying.user.id]);
    expect(await ratingOf(teacher.user.id)).toEqual({ rating: 4, ratingCount: 1 });
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${teacher.user.id}/rating` })).json()).toEqual({
      rating: {
        rating: 4,
        count: 1,
        homeworkRating: 0,
        homeworkCount: 0,
        courseRating: 0,
        courseCount: 0,
        lectureRating: 0,
        lectureCount: 0,
      },
    });
  });
});

describe('review rate limit', () => {
  it("refuses writes past the account's hourly 'review' limit with 429", async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const student = await loginAs(t.app);
    const { id } = (await add(student.headers, teacher.user.id)).json().review;
    const { max } = rateLimits.review.perAccount;
    for (let write = 1; write < max; write += 1) {
      expect((await update(student.headers, id, review)).statusCode).toBe(200);
    }
    expectTooMany(await update(student.headers, id, review));
  });
});
