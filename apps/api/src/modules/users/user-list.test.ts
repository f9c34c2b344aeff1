import { randomBytes, randomUUID } from 'node:crypto';
import { errorMessages, type TBadge, type TUserStats } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildHomework, buildUser, loginAs } from '../../../test/factories';
import { homeworkRatings, homeworks, teacherReviews, users } from '../../db/schema';
import { computeBadges } from './badges';
import { useAppSignedInAsEachRole } from './users-test-kit';

const t = useAppSignedInAsEachRole();
type THeaders = Record<string, string>;

const get = (url: string, headers: THeaders = {}) => t.app.inject({ method: 'GET', url, headers });
const ids = (body: { results: { id: string }[] }) => body.results.map((row) => row.id);
const badgeIds = (badges: TBadge[]) => badges.map((badge) => badge.id);
const setUser = (id: string, values: Partial<typeof users.$inferInsert>) =>
  t.app.db.update(users).set(values).where(eq(users.id, id));
/** A word only the users of one test carry in their display names, so lists of a shared t.app stay apart. */
const tag = () => `Zz${randomBytes(4).toString('hex')}`;

describe('GET /api/user (ADMIN)', () => {
  it('answers 401 without a token and 403 to anybody but an ADMIN', async () => {
    const anonymous = await get('/api/user');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(errorMessages.unauthorized);
    for (const role of ['USER', 'TEACHER'] as const) {
      const response = await get('/api/user', t.signedIn[role].headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Brak uprawnień do wykonania tej operacji.');
    }
  });

  it('refuses bad paging, sort and role with the exact messages', async () => {
    const cases: [string, string][] = [
      ['?pageSize=51', 'Rozmiar strony musi wynosić od 1 do 50'],
      ['?page=0', 'Niepoprawny numer strony'],
      ['?sort=ratingsAvg:DESC', 'Niepoprawne sortowanie'],
      ['?role=SUPERADMIN', 'Niepoprawna rola'],
      [`?search=${'a'.repeat(101)}`, 'Wyszukiwana fraza może mieć najwyżej 100 znaków'],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/api/user${query}`, t.signedIn.ADMIN.headers);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
  });

  it('searches login, display name and e-mail, filters by role, sorts and pages, with e-mails', async () => {
    const word = tag();
    const old = await buildUser(t.app, { displayName: `Łukasz ${word}`, createdAt: new Date('2024-01-01') });
    const teacher = await buildUser(t.app, {
      role: 'TEACHER',
      displayName: `Nauczyciel ${word}`,
      emailConfirmedAt: null,
      createdAt: new Date('2025-01-01'),
    });
    const best = await buildUser(t.app, {
      role: 'TEACHER',
      displayName: `Best ${word}`,
      createdAt: new Date('2023-01-01'),
    });
    await setUser(best.id, { rating: 4.9, ratingCount: 3 });
    const byEmail = await buildUser(t.app, { email: `${word.toLowerCase()}@szkola.example` });

    const newest = await get(`/api/user?search=${word}`, t.signedIn.ADMIN.headers);
    expect(newest.statusCode).toBe(200);
    const page = newest.json();
    expect(ids(page)).toEqual([byEmail.id, teacher.id, old.id, best.id]);
    expect(page).toMatchObject({ total: 4, page: 1, pageCount: 1 });
    expect(page.results[1]).toMatchObject({
      id: teacher.id,
      role: 'TEACHER',
      username: teacher.username,
      email: teacher.email,
      emailConfirmed: false,
      avatar: null,
      rating: { rating: 0, count: 0 },
      lastOnline: null,
      createdAt: '2025-01-01T00:00:00.000Z',
    });

    expect(ids((await get(`/api/user?search=${word}&sort=createdAt:ASC`, t.signedIn.ADMIN.headers)).json())).toEqual([
      best.id,
      old.id,
      teacher.id,
      byEmail.id,
    ]);
    expect(ids((await get(`/api/user?search=${word}&sort=rating:DESC`, t.signedIn.ADMIN.headers)).json())).toEqual([
      best.id,
      byEmail.id,
      teacher.id,
      old.id,
    ]);
    expect(ids((await get(`/api/user?search=${word}&role=TEACHER`, t.signedIn.ADMIN.headers)).json())).toEqual([
      teacher.id,
      best.id,
    ]);
    // Accent- and case-insensitive ('lukasz' finds 'Łukasz'); the e-mail is searched too.
    expect(ids((await get(`/api/user?search=LUKASZ%20${word}`, t.signedIn.ADMIN.headers)).json())).toEqual([old.id]);
    expect(ids((await get(`/api/user?search=${word}@szkola`, t.signedIn.ADMIN.headers)).json())).toEqual([byEmail.id]);
    const second = (await get(`/api/user?search=${word}&pageSize=3&page=2`, t.signedIn.ADMIN.headers)).json();
    expect(second).toMatchObject({ total: 4, page: 2, pageCount: 2 });
    expect(ids(second)).toEqual([best.id]);
  });
});

describe('GET /api/user/teachers', () => {
  it('refuses bad paging and sort with the exact messages', async () => {
    for (const [query, message] of [
      ['?pageSize=0', 'Rozmiar strony musi wynosić od 1 do 50'],
      ['?sort=name:ASC', 'Niepoprawne sortowanie'],
    ] as const) {
      const response = await get(`/api/user/teachers${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('lists confirmed teachers to anybody, best rated first, with badges and without e-mails', async () => {
    const word = tag();
    const good = await buildUser(t.app, {
      role: 'TEACHER',
      displayName: `Dobra ${word}`,
      createdAt: new Date('2020-01-01'),
    });
    await setUser(good.id, { rating: 4.8, ratingCount: 12, grantedBadges: ['VERIFIED_TEACHER'] });
    const fresh = await buildUser(t.app, { role: 'TEACHER', displayName: `Nowy ${word}` });
    // The badge facts are counted per row of the list's own query.
    for (let i = 0; i < 10; i += 1) await buildHomework(t.app, { authorId: fresh.id });
    await buildUser(t.app, { role: 'TEACHER', displayName: `Niepotwierdzony ${word}`, emailConfirmedAt: null });
    await buildUser(t.app, { role: 'USER', displayName: `Uczeń ${word}` });
    await buildUser(t.app, { role: 'ADMIN', displayName: `Admin ${word}` });

    const response = await get(`/api/user/teachers?search=${word}`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(ids(page)).toEqual([good.id, fresh.id]);
    expect(page.total).toBe(2);
    expect(page.results[0]).toEqual({
      id: good.id,
      username: good.username,
      displayName: good.displayName,
      avatar: null,
      rating: expect.objectContaining({ rating: 4.8, count: 12 }),
      badges: [
        expect.objectContaining({ id: 'VERIFIED_TEACHER', label: 'Zweryfikowany nauczyciel' }),
        expect.objectContaining({ id: 'TOP_RATED', label: 'Wysoko oceniany' }),
        expect.objectContaining({ id: 'ONE_YEAR', label: 'Z nami od roku' }),
      ],
      // Teacher verification (issue 72): the factories verify teachers.
      verified: true,
      verifiedUntil: expect.any(String),
    });
    expect(badgeIds(page.results[1].badges)).toEqual(['AUTHOR_10']);
    expect(JSON.stringify(page)).not.toMatch(/@example\.com/);
    expect(ids((await get(`/api/user/teachers?search=${word}&sort=createdAt:ASC`)).json())).toEqual([
      good.id,
      fresh.id,
    ]);
  });
});

describe('badges', () => {
  it('are each earned from activity, and VERIFIED_TEACHER only when granted', async () => {
    const teacher = await buildUser(t.app, { role: 'TEACHER' });
    const badgesOf = async () => badgeIds((await get(`/api/user/${teacher.id}`)).json().badges);
    expect(await badgesOf()).toEqual([]);

    await setUser(teacher.id, { phoneNumber: '500600700', phoneNumberConfirmedAt: new Date() });
    expect(await badgesOf()).toEqual(['PHONE_VERIFIED']);

    // Nine public tasks and private ones do not count; the tenth public one does.
    for (let i = 0; i < 9; i += 1) await buildHomework(t.app, { authorId: teacher.id });
    await buildHomework(t.app, { authorId: teacher.id, status: 'PRIVATE' });
    expect(await badgesOf()).toEqual(['PHONE_VERIFIED']);
    await buildHomework(t.app, { authorId: teacher.id });
    expect(await badgesOf()).toEqual(['PHONE_VERIFIED', 'AUTHOR_10']);
    await t.app.db.insert(homeworks).values(
      Array.from({ length: 90 }, (_, i) => ({
        slug: `masowe-${randomUUID()}-${i}`,
        status: 'PUBLIC' as const,
        level: 'HIGH_SCHOOL' as const,
        authorId: teacher.id,
        description: '<p>Zadanie</p>',
        searchText: 'zadanie',
      })),
    );
    expect(await badgesOf()).toEqual(['PHONE_VERIFIED', 'AUTHOR_10', 'AUTHOR_100']);

    // 4.5 from 9 stars is not enough; from 10 it is.
    await setUser(teacher.id, { rating: 4.5, ratingCount: 9 });
    expect(await badgesOf()).not.toContain('TOP_RATED');
    await setUser(teacher.id, { rating: 4.5, ratingCount: 10 });
    expect(await badgesOf()).toContain('TOP_RATED');
    await setUser(teacher.id, { rating: 4.49, ratingCount: 50 });
    expect(await badgesOf()).not.toContain('TOP_RATED');

    const other = await buildUser(t.app, { role: 'TEACHER' });
    const tasks = await Promise.all(Array.from({ length: 10 }, () => buildHomework(t.app, { authorId: other.id })));
    await t.app.db
      .insert(homeworkRatings)
      .values(tasks.slice(0, 9).map((task) => ({ homeworkId: task.id, userId: teacher.id, rating: 5 })));
    expect(await badgesOf()).not.toContain('ACTIVE_RATER');
    await t.app.db.insert(homeworkRatings).values({ homeworkId: tasks[9]!.id, userId: teacher.id, rating: 4 });
    expect(await badgesOf()).toContain('ACTIVE_RATER');

    await setUser(teacher.id, { createdAt: new Date(Date.now() - 364 * 24 * 3600 * 1000) });
    expect(await badgesOf()).not.toContain('ONE_YEAR');
    await setUser(teacher.id, { createdAt: new Date(Date.now() - 366 * 24 * 3600 * 1000) });
    expect(await badgesOf()).toContain('ONE_YEAR');

    await setUser(teacher.id, { grantedBadges: ['VERIFIED_TEACHER'] });
    const badges = (await get(`/api/user/${teacher.id}`)).json().badges as TBadge[];
    expect(badgeIds(badges)).toEqual([
      'VERIFIED_TEACHER',
      'PHONE_VERIFIED',
      'AUTHOR_10',
      'AUTHOR_100',
      'ACTIVE_RATER',
      'ONE_YEAR',
    ]);
    expect(badges[0]).toEqual({
      id: 'VERIFIED_TEACHER',
      label: 'Zweryfikowany nauczyciel',
      description: 'Kwalifikacje sprawdzone przez administrację serwisu.',
    });
  });

  it('are computed by one pure function from the facts', () => {
    const facts = {
      grantedBadges: [],
      phoneNumber: '500600700',
      phoneNumberConfirmedAt: null,
      rating: 5,
      ratingCount: 10,
      createdAt: new Date('2025-01-01T00:00:00Z'),
      publicHomeworks: 10,
      ratingsGiven: 0,
    };
    expect(badgeIds(computeBadges(facts, new Date('2025-12-31T23:59:59Z')))).toEqual(['AUTHOR_10', 'TOP_RATED']);
    expect(badgeIds(computeBadges(facts, new Date('2026-01-01T00:00:00Z')))).toEqual([
      'AUTHOR_10',
      'TOP_RATED',
      'ONE_YEAR',
    ]);
  });
});

describe('PUT /api/user/:id/badges', () => {
  const grant = (id: string, headers: THeaders, payload: object = { granted: ['VERIFIED_TEACHER'] }) =>
    t.app.inject({ method: 'PUT', url: `/api/user/${id}/badges`, headers, payload });

  it('answers 401, 403 to anybody but an ADMIN (also for an unknown account), 400 and 404', async () => {
    const teacher = await buildUser(t.app, { role: 'TEACHER' });
    expect((await grant(teacher.id, {})).statusCode).toBe(401);
    for (const role of ['USER', 'TEACHER'] as const) {
      for (const id of [teacher.id, t.signedIn[role].user.id, randomUUID()]) {
        const response = await grant(id, t.signedIn[role].headers);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('Brak uprawnień do wykonania tej operacji.');
      }
    }
    // Only VERIFIED_TEACHER is given by hand.
    const earned = await grant(teacher.id, t.signedIn.ADMIN.headers, { granted: ['TOP_RATED'] });
    expect(earned.statusCode).toBe(400);
    expect(earned.json().message).toBe('Niepoprawna odznaka');
    const unknown = await grant(randomUUID(), t.signedIn.ADMIN.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Nie znaleziono użytkownika.');
    expect((await t.app.db.select().from(users).where(eq(users.id, teacher.id)))[0]!.grantedBadges).toEqual([]);
  });

  it('lets an ADMIN grant and take back VERIFIED_TEACHER', async () => {
    const teacher = await buildUser(t.app, { role: 'TEACHER' });
    const granted = await grant(teacher.id, t.signedIn.ADMIN.headers);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().message).toBe('Zaktualizowano!');
    expect(badgeIds(granted.json().profile.badges)).toEqual(['VERIFIED_TEACHER']);
    expect((await t.app.db.select().from(users).where(eq(users.id, teacher.id)))[0]!.grantedBadges).toEqual([
      'VERIFIED_TEACHER',
    ]);
    const taken = await grant(teacher.id, t.signedIn.ADMIN.headers, { granted: [] });
    expect(taken.json().profile.badges).toEqual([]);
    expect((await t.app.db.select().from(users).where(eq(users.id, teacher.id)))[0]!.grantedBadges).toEqual([]);
  });
});

describe('GET /api/user/stats', () => {
  it('answers 401 without a token', async () => {
    const response = await get('/api/user/stats');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(errorMessages.unauthorized);
  });

  it("gives everybody their ratings and reviews, authors their tasks and reviews, ADMIN the platform's figures", async () => {
    const student = await loginAs(t.app, 'USER');
    const teacher = await loginAs(t.app, 'TEACHER');
    const [published, other] = [
      await buildHomework(t.app, { authorId: teacher.user.id }),
      await buildHomework(t.app, { authorId: teacher.user.id }),
    ];
    await buildHomework(t.app, { authorId: teacher.user.id, status: 'PRIVATE' });
    await buildHomework(t.app, { authorId: teacher.user.id, status: 'PRIVATE', adminReviewStatus: 'PENDING' });
    await t.app.db.insert(homeworkRatings).values([
      { homeworkId: published.id, userId: student.user.id, rating: 5 },
      { homeworkId: other.id, userId: student.user.id, rating: 4 },
    ]);
    await setUser(teacher.user.id, { homeworkRating: 4.5, homeworkRatingCount: 2 });
    await t.app.db.insert(teacherReviews).values([
      { authorId: student.user.id, teacherId: teacher.user.id, rating: 5, review: '<p>Super</p>' },
      { authorId: t.signedIn.USER.user.id, teacherId: teacher.user.id, rating: 4, review: '<p>Dobrze</p>' },
    ]);

    const studentStats = (await get('/api/user/stats', student.headers)).json() as TUserStats;
    expect(studentStats).toEqual({
      role: 'USER',
      ratedHomeworks: 2,
      reviewsWritten: 1,
      author: null,
      admin: null,
      badges: [],
    });

    const teacherStats = (await get('/api/user/stats', teacher.headers)).json() as TUserStats;
    expect(teacherStats).toEqual({
      role: 'TEACHER',
      ratedHomeworks: 0,
      reviewsWritten: 0,
      author: {
        publishedHomeworks: 2,
        homeworksUnderReview: 1,
        privateHomeworks: 2,
        homeworkRating: 4.5,
        homeworkRatingCount: 2,
        reviewsReceived: 2,
        reviewsAverage: 4.5,
      },
      admin: null,
      badges: [],
    });

    const admin = await loginAs(t.app, 'ADMIN');
    const adminStats = (await get('/api/user/stats', admin.headers)).json() as TUserStats;
    const counts = await t.app.db.select({ role: users.role }).from(users);
    const perRole = (role: string) => counts.filter((row) => row.role === role).length;
    const [pending] = await t.app.db.select().from(homeworks).where(eq(homeworks.adminReviewStatus, 'PENDING'));
    expect(pending).toBeDefined();
    expect(adminStats).toMatchObject({
      role: 'ADMIN',
      author: { publishedHomeworks: 0, reviewsReceived: 0, reviewsAverage: 0 },
      admin: {
        users: { USER: perRole('USER'), TEACHER: perRole('TEACHER'), ADMIN: perRole('ADMIN') },
        homeworksAwaitingReview: (
          await t.app.db.select().from(homeworks).where(eq(homeworks.adminReviewStatus, 'PENDING'))
        ).length,
      },
    });
  });
});
