import { reportMessages, type TReport, type TReportChanged, type TReportList } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildChatRoom, sendText } from '../../../test/chat-fixtures';
import { buildHomework, loginAs } from '../../../test/factories';
import { courses, feedback, notifications, reports } from '../../db/schema';

const t = useTestApp();
type THeaders = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: THeaders = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });
const messageOf = (response: { json: () => unknown }) => (response.json() as { message: string }).message;

/** A teacher with a review written by a student. */
async function reviewed() {
  const teacher = await loginAs(t.app, 'TEACHER');
  const author = await loginAs(t.app, 'USER');
  const written = await call('POST', `/api/user/${teacher.user.id}/reviews`, author.headers, {
    rating: 1,
    review: '<p>Nauczyciel jest beznadziejny, kupcie tanie zegarki na spam.example</p>',
  });
  expect(written.statusCode).toBe(200);
  return { teacher, author, reviewId: (written.json() as { review: { id: string } }).review.id };
}

describe('POST /api/report', () => {
  it('answers 401 signed out and 400 with the exact messages, reporting nothing', async () => {
    const task = await buildHomework(t.app);
    const body = { targetType: 'HOMEWORK', targetId: task.id, reason: 'WRONG_CONTENT' };
    expect((await call('POST', '/api/report', {}, body)).statusCode).toBe(401);
    const reporter = await loginAs(t.app, 'USER');
    const cases: [string, object, string][] = [
      ['no reason', { reason: undefined }, reportMessages.reason],
      ['an unknown type', { targetType: 'EXAM' }, reportMessages.targetType],
      ['OTHER without details', { reason: 'OTHER' }, reportMessages.detailsRequired],
      ['too short details', { details: 'krótko' }, reportMessages.detailsRequired],
      ['too long details', { details: 'x'.repeat(1001) }, reportMessages.detailsTooLong],
    ];
    for (const [name, change, message] of cases) {
      const response = await call('POST', '/api/report', reporter.headers, { ...body, ...change });
      expect([name, response.statusCode, messageOf(response)]).toEqual([name, 400, message]);
    }
    expect(await t.app.db.select().from(reports)).toHaveLength(0);
  });

  it('reports a published task once, keeping its words, and refuses own content and hidden targets', async () => {
    const author = await loginAs(t.app, 'TEACHER');
    const task = await buildHomework(t.app, {
      authorId: author.user.id,
      description: '<p>Oblicz pole koła o promieniu <strong>2</strong> &amp; podaj wynik.</p>',
    });
    const reporter = await loginAs(t.app, 'USER');
    const body = {
      targetType: 'HOMEWORK',
      targetId: task.id,
      reason: 'WRONG_CONTENT',
      details: 'Wynik w kroku 2 jest zły.',
    };
    const created = await call('POST', '/api/report', reporter.headers, body);
    expect(created.statusCode).toBe(201);
    expect(created.json<TReportChanged>()).toMatchObject({
      message: reportMessages.created,
      report: {
        status: 'OPEN',
        targetLabel: 'Oblicz pole koła o promieniu 2 & podaj wynik.',
        targetHref: `/homeworks/${task.slug}`,
        targetOwner: { id: author.user.id },
        reporter: { id: reporter.user.id },
        policies: { read: true, decide: false },
      },
    });
    const twice = await call('POST', '/api/report', reporter.headers, body);
    expect([twice.statusCode, messageOf(twice)]).toEqual([400, reportMessages.duplicate]);
    const own = await call('POST', '/api/report', author.headers, body);
    expect([own.statusCode, messageOf(own)]).toEqual([400, reportMessages.ownContent]);
    const hidden = await buildHomework(t.app, { status: 'PRIVATE' });
    const notVisible = await call('POST', '/api/report', reporter.headers, { ...body, targetId: hidden.id });
    expect([notVisible.statusCode, messageOf(notVisible)]).toEqual([404, reportMessages.targetNotFound]);
    expect(await t.app.db.select().from(reports)).toHaveLength(1);
  });

  it('reports a review, a user, and a message of a chat room only from inside the room', async () => {
    const { teacher, author, reviewId } = await reviewed();
    const review = await call('POST', '/api/report', teacher.headers, {
      targetType: 'REVIEW',
      targetId: reviewId,
      reason: 'SPAM',
    });
    expect(review.json<TReportChanged>().report).toMatchObject({
      targetLabel: 'Nauczyciel jest beznadziejny, kupcie tanie zegarki na spam.example',
      targetOwner: { id: author.user.id },
      targetHref: `/teachers/${teacher.user.username}#reviews`,
    });
    const user = await call('POST', '/api/report', teacher.headers, {
      targetType: 'USER',
      targetId: author.user.id,
      reason: 'ABUSE',
    });
    expect(user.json<TReportChanged>().report).toMatchObject({
      targetLabel: `${author.user.displayName} (@${author.user.username})`,
      targetHref: `/users/${author.user.username}`,
    });

    const { owner, member, outsider, room } = await buildChatRoom(t.app);
    const message = await sendText(t.app, owner.headers, room.id, '<p>Wyślij mi swoje hasło.</p>');
    const body = { targetType: 'CHAT_MESSAGE', targetId: message.id, reason: 'PERSONAL_DATA' };
    const fromOutside = await call('POST', '/api/report', outsider.headers, body);
    expect(fromOutside.statusCode).toBe(404);
    const fromMember = await call('POST', '/api/report', member.headers, body);
    expect(fromMember.json<TReportChanged>().report).toMatchObject({
      targetLabel: 'Wyślij mi swoje hasło.',
      targetHref: null,
    });
  });
  it('reports a published course; a draft is as good as absent, and its author cannot report it', async () => {
    const author = await loginAs(t.app, 'TEACHER');
    const student = await loginAs(t.app, 'USER');
    const [published, draft] = await t.app.db
      .insert(courses)
      .values(
        [
          {
            slug: `kurs-${author.user.id}`,
            title: 'Matura w 30 dni',
            authorId: author.user.id,
            status: 'PUBLISHED' as const,
          },
          { slug: `szkic-${author.user.id}`, title: 'Szkic', authorId: author.user.id },
        ].map((values) => ({ ...values, subject: 'MATHS' as const, level: 'HIGH_SCHOOL' as const })),
      )
      .returning();
    const report = (headers: THeaders, targetId: string) =>
      call('POST', '/api/report', headers, { targetType: 'COURSE', targetId, reason: 'WRONG_CONTENT' });
    const hidden = await report(student.headers, draft!.id);
    expect([hidden.statusCode, messageOf(hidden)]).toEqual([404, reportMessages.targetNotFound]);
    const own = await report(author.headers, published!.id);
    expect([own.statusCode, messageOf(own)]).toEqual([400, reportMessages.ownContent]);
    const made = await report(student.headers, published!.id);
    expect(made.json<TReportChanged>().report).toMatchObject({
      targetType: 'COURSE',
      targetLabel: 'Matura w 30 dni',
      targetHref: `/courses/kurs-${author.user.id}`,
    });
    const stored = await t.app.db.select().from(reports).where(eq(reports.targetId, published!.id));
    expect(stored).toEqual([expect.objectContaining({ reporterId: student.user.id, targetType: 'COURSE' })]);
  });
});

describe('the ADMIN queue', () => {
  it('is the ADMINs’ only: 401, 403 for USER and TEACHER', async () => {
    expect((await call('GET', '/api/report')).statusCode).toBe(401);
    for (const role of ['USER', 'TEACHER'] as const) {
      const { headers } = await loginAs(t.app, role);
      expect((await call('GET', '/api/report', headers)).statusCode).toBe(403);
      expect((await call('GET', '/api/feedback', headers)).statusCode).toBe(403);
    }
  });

  it('lists open reports oldest first, decides one once and tells the reporter', async () => {
    const { teacher, reviewId } = await reviewed();
    const reporter = await loginAs(t.app, 'USER');
    const first = (
      await call('POST', '/api/report', teacher.headers, { targetType: 'REVIEW', targetId: reviewId, reason: 'SPAM' })
    ).json<TReportChanged>().report;
    await call('POST', '/api/report', reporter.headers, { targetType: 'REVIEW', targetId: reviewId, reason: 'ABUSE' });
    const admin = await loginAs(t.app, 'ADMIN');
    const queue = (await call('GET', '/api/report', admin.headers)).json<TReportList>();
    expect(queue.total).toBe(2);
    expect(queue.results[0]).toMatchObject({ id: first.id, policies: { decide: true } });

    const stranger = await loginAs(t.app, 'USER');
    expect((await call('GET', `/api/report/${first.id}`, stranger.headers)).statusCode).toBe(403);
    expect((await call('GET', `/api/report/${first.id}`, teacher.headers)).statusCode).toBe(200);
    const notAdmin = await call('POST', `/api/report/${first.id}/decide`, teacher.headers, { status: 'RESOLVED' });
    expect(notAdmin.statusCode).toBe(403);
    const bad = await call('POST', `/api/report/${first.id}/decide`, admin.headers, { status: 'MAYBE' });
    expect([bad.statusCode, messageOf(bad)]).toEqual([400, reportMessages.decision]);

    // Two ADMINs deciding at once: one decision.
    const [a, b] = await Promise.all([
      call('POST', `/api/report/${first.id}/decide`, admin.headers, { status: 'RESOLVED', note: 'Opinię usunięto.' }),
      call('POST', `/api/report/${first.id}/decide`, admin.headers, { status: 'DISMISSED' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const decided = (a.statusCode === 200 ? a : b).json<TReportChanged>();
    expect(decided.message).toBe(reportMessages.decided);
    const [row] = await t.app.db.select().from(reports).where(eq(reports.id, first.id));
    expect(row).toMatchObject({ status: decided.report.status, decidedById: admin.user.id });
    const told = await t.app.db.select().from(notifications).where(eq(notifications.userId, teacher.user.id));
    expect(told).toEqual([
      expect.objectContaining({
        type: 'SUPPORT_EVENT',
        payload: expect.objectContaining({ href: '/account/reports', reportId: first.id }),
      }),
    ]);

    const open = (await call('GET', '/api/report?status=OPEN', admin.headers)).json<TReportList>();
    expect(open.results.map((report) => report.id)).not.toContain(first.id);
    const done = (await call('GET', '/api/report?status=DECIDED', admin.headers)).json<TReportList>();
    expect(done.results.map((report) => report.id)).toEqual([first.id]);
    const mine = (await call('GET', '/api/report/mine', teacher.headers)).json<TReportList>();
    expect(mine.results).toEqual([
      expect.objectContaining<Partial<TReport>>({ id: first.id, status: decided.report.status }),
    ]);
  });
});

describe('feedback', () => {
  it('is sent from any page signed in or not, and read by ADMIN', async () => {
    const bad = await call('POST', '/api/feedback', {}, { message: 'ok', page: '/homeworks' });
    expect([bad.statusCode, messageOf(bad)]).toEqual([400, reportMessages.feedbackRequired]);
    const badPage = await call('POST', '/api/feedback', {}, { message: 'Brakuje ciemnego motywu.', page: 'http://x' });
    expect([badPage.statusCode, messageOf(badPage)]).toEqual([400, reportMessages.feedbackPage]);
    const anonymous = await call(
      'POST',
      '/api/feedback',
      {},
      { message: 'Świetne zadania!', page: '/homeworks', rating: 5 },
    );
    expect([anonymous.statusCode, messageOf(anonymous)]).toEqual([201, reportMessages.feedbackSent]);
    const user = await loginAs(t.app, 'USER');
    await call('POST', '/api/feedback', user.headers, { message: 'Wyszukiwarka nie zna słowa „całka”.', page: '/' });
    const rows = await t.app.db.select().from(feedback);
    expect(rows.map((row) => row.authorId).sort()).toEqual([null, user.user.id].sort());

    const admin = await loginAs(t.app, 'ADMIN');
    const list = (await call('GET', '/api/feedback?status=NEW', admin.headers)).json();
    expect(list.total).toBe(2);
    const read = await call('POST', `/api/feedback/${list.results[0].id}/read`, admin.headers, {});
    expect([read.statusCode, messageOf(read)]).toEqual([200, reportMessages.feedbackRead]);
    expect((await call('GET', '/api/feedback?status=NEW', admin.headers)).json().total).toBe(1);
    const missing = await call('POST', `/api/feedback/${user.user.id}/read`, admin.headers, {});
    expect(missing.statusCode).toBe(404);
  });
});
