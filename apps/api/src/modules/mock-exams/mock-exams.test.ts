import { mockAttemptMessages, type TMockAnswer, type TMockItem } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildConcept, login, loginAs } from '../../../test/factories';
import { exams, learningAttempts, mockAttempts } from '../../db/schema';
import { e8Paper } from '../../seed/demo-content/mock-exams';
import { seedMockPapers } from '../../seed/seed-mock-papers';
import { createSubmitExpiredMockAttemptsHandler } from './submit-expired-attempts.job';

const t = useTestApp();
const minuteMs = 60_000;

type THeaders = Record<string, string>;
const messagesOf = (response: { json: () => { message: string | string[] } }) => [response.json().message].flat();

const examIdOf = async () =>
  (await t.app.db.select({ id: exams.id }).from(exams).where(eq(exams.slug, e8Paper.slug)))[0]!.id;

const start = (examId: string, headers: THeaders, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/exam/${examId}/mock`, headers, payload });
/** Saves answers, each made from the version given (0, never saved, by default). */
const save = (
  attemptId: string,
  headers: THeaders,
  answers: { position: number; answer: TMockAnswer; version?: number }[],
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/mock/${attemptId}/answers`,
    headers,
    payload: { answers: answers.map((entry) => ({ version: 0, ...entry })) },
  });
const read = (attemptId: string, headers: THeaders) =>
  t.app.inject({ method: 'GET', url: `/api/mock/${attemptId}`, headers });
const submit = (attemptId: string, headers: THeaders) =>
  t.app.inject({ method: 'POST', url: `/api/mock/${attemptId}/submit`, headers });

/** The right answer of every closed, P/F and matching item of the paper. */
const rightAnswers = (items: readonly TMockItem[]) =>
  items.flatMap((item): { position: number; answer: TMockAnswer }[] => {
    if (item.type === 'CLOSED') return [{ position: item.position, answer: { choice: item.correct } }];
    if (item.type === 'TRUE_FALSE')
      return [{ position: item.position, answer: { values: item.statements.map((s) => s.correct) } }];
    if (item.type === 'MATCHING')
      return [{ position: item.position, answer: { choices: item.prompts.map((p) => p.correct) } }];
    return [];
  });

/** A new access token at the faked time (access tokens last 15 minutes). */
const signInAgain = async (email: string) => {
  const { token } = await login(t.app, email);
  return { headers: { authorization: `Bearer ${token}` } };
};

/** The paper's first closed item. */
const firstClosed = () => e8Paper.items.find((item) => item.type === 'CLOSED')!;

/**
 * A student's attempt started at 9:00 on 2026-11-20, with 'A' saved for the first closed item. Date is faked from
 * here on: the test moves the clock.
 */
async function attemptWithAnswerA() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T09:00:00Z'));
  const examId = await examIdOf();
  const student = await loginAs(t.app);
  const { attemptId, endsAt } = (await start(examId, student.headers)).json<{ attemptId: string; endsAt: string }>();
  const closed = firstClosed();
  expect(
    (await save(attemptId, student.headers, [{ position: closed.position, answer: { choice: 'A' } }])).statusCode,
  ).toBe(200);
  return { examId, student, attemptId, endsAt, closed };
}

/** The attempt's row, which the clock handed in at its end with the saved 'A' scored. */
async function expectHandedInByTime(attemptId: string, endsAt: string) {
  const closed = firstClosed();
  const [row] = await t.app.db.select().from(mockAttempts).where(eq(mockAttempts.id, attemptId));
  expect(row!.submittedBy).toBe('TIME');
  expect(row!.submittedAt!.toISOString()).toBe(endsAt);
  expect(row!.result!.items[closed.position - 1]!.points).toBe(
    closed.type === 'CLOSED' && closed.correct === 'A' ? 1 : 0,
  );
  return row!;
}

describe('mock exams against the clock', () => {
  beforeEach(async () => {
    await seedMockPapers(t.app.db, [e8Paper]);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts one attempt per student and paper, timed as the real exam, without the keys', async () => {
    const examId = await examIdOf();
    const student = await loginAs(t.app);
    expect((await start(examId, {})).statusCode).toBe(401);

    const started = await start(examId, student.headers);
    expect(started.statusCode).toBe(200);
    const attempt = started.json();
    expect(new Date(attempt.endsAt).getTime() - new Date(attempt.startedAt).getTime()).toBe(125 * minuteMs);
    expect(attempt.items).toHaveLength(e8Paper.items.length);
    expect(JSON.stringify(attempt.items)).not.toMatch(/"correct"|answerKey|modelSolution|"expected"/);
    expect(attempt.result).toBeNull();
    expect(attempt.solutions).toBeNull();

    // A second tab or a double click: the same attempt.
    const [again, twice] = await Promise.all([start(examId, student.headers), start(examId, student.headers)]);
    expect(again.json().attemptId).toBe(attempt.attemptId);
    expect(twice.json().attemptId).toBe(attempt.attemptId);

    const other = await loginAs(t.app);
    const extended = await start(examId, other.headers, { extendedTime: true });
    expect(extended.json().attemptId).not.toBe(attempt.attemptId);
    expect(extended.json().durationMinutes).toBe(e8Paper.extendedDurationMinutes);
    expect((await read(attempt.attemptId, other.headers)).statusCode).toBe(404);

    const exam = await t.app.inject({ method: 'GET', url: `/api/exam/${examId}` });
    expect(exam.json().mockPaper).toMatchObject({ kind: 'E8', durationMinutes: 125, maxPoints: 30 });
    // The exam's counts are its paper's.
    expect(exam.json()).toMatchObject({ tasksCount: e8Paper.items.length, pointsTotal: 30 });

    const [plain] = await t.app.db
      .insert(exams)
      .values({ slug: 'bez-arkusza', type: 'MATURA', date: '2026-01-01', variant: 'TRIAL' })
      .returning();
    const noPaper = await start(plain!.id, student.headers);
    expect(noPaper.statusCode).toBe(404);
    expect(messagesOf(noPaper)).toEqual([mockAttemptMessages.noPaper]);
  });

  it('keeps answers across a reload, refuses wrong shapes, and scores the submission the CKE way', async () => {
    const arithmetic = await buildConcept(t.app, { name: 'Arytmetyka', slug: 'arytmetyka' });
    const examId = await examIdOf();
    const student = await loginAs(t.app);
    const { attemptId } = (await start(examId, student.headers)).json();

    const unknown = await save(attemptId, student.headers, [{ position: 99, answer: { choice: 'A' } }]);
    expect(unknown.statusCode).toBe(400);
    expect(messagesOf(unknown)).toEqual([mockAttemptMessages.unknownPosition]);
    const closed = firstClosed();
    const wrongShape = await save(attemptId, student.headers, [
      { position: closed.position, answer: { values: [true] } },
    ]);
    expect(wrongShape.statusCode).toBe(400);
    expect(messagesOf(wrongShape)).toEqual([mockAttemptMessages.answerType]);

    const answers = rightAnswers(e8Paper.items);
    const saved = await save(attemptId, student.headers, answers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().saved).toBe(answers.length);
    expect(saved.json().versions).toEqual(answers.map(({ position }) => ({ position, version: 1 })));
    const reloaded = (await read(attemptId, student.headers)).json();
    expect(reloaded.answers).toEqual(answers.map((entry) => ({ ...entry, version: 1 })));
    expect(reloaded.practice).toBe(false);

    const submitted = await submit(attemptId, student.headers);
    expect(submitted.statusCode).toBe(200);
    const result = submitted.json();
    const closedPoints = answers.reduce((sum, { position }) => sum + e8Paper.items[position - 1]!.maxPoints, 0);
    expect(result.points).toBe(closedPoints);
    expect(result.maxPoints).toBe(30);
    expect(result.percent).toBe(Math.round((100 * closedPoints) / 30));
    expect(result.items).toHaveLength(e8Paper.items.length);
    expect(result.byRequirement.length).toBeGreaterThan(0);
    expect(result.forecast.low).toBeLessThanOrEqual(result.forecast.percent);
    expect(result.forecast.high).toBeGreaterThanOrEqual(result.forecast.percent);

    // The student model learns from every machine-scored item answered (kind MOCK_EXAM), once.
    const logged = await t.app.db.select().from(learningAttempts).where(eq(learningAttempts.userId, student.user.id));
    expect(logged).toHaveLength(answers.length);
    expect(logged.every((attempt) => attempt.kind === 'MOCK_EXAM' && attempt.correct)).toBe(true);
    const arithmeticItems = answers.filter(({ position }) =>
      e8Paper.items[position - 1]!.conceptSlugs.includes('arytmetyka'),
    );
    expect(logged.filter((attempt) => attempt.conceptIds.includes(arithmetic.id))).toHaveLength(arithmeticItems.length);

    // Handed in: the same result again, no more answers, and the solutions are shown.
    expect((await submit(attemptId, student.headers)).json()).toEqual(result);
    const late = await save(attemptId, student.headers, [{ position: closed.position, answer: { choice: 'A' } }]);
    expect(late.statusCode).toBe(409);
    expect(messagesOf(late)).toEqual([mockAttemptMessages.submitted]);
    const review = (await read(attemptId, student.headers)).json();
    expect(review.submittedBy).toBe('STUDENT');
    expect(review.solutions).toHaveLength(e8Paper.items.length);
    expect(
      await t.app.db.select().from(learningAttempts).where(eq(learningAttempts.userId, student.user.id)),
    ).toHaveLength(answers.length);
  });

  it("refuses an answer after the server's end of time and submits what was saved in time", async () => {
    const { examId, student, attemptId, endsAt, closed } = await attemptWithAnswerA();

    vi.setSystemTime(new Date(new Date(endsAt).getTime() + 1000));
    // Access tokens last 15 minutes: sign in again at the new time.
    const { token } = await login(t.app, student.user.email);
    const headers = { authorization: `Bearer ${token}` };
    const late = await save(attemptId, headers, [{ position: closed.position, answer: { choice: 'B' } }]);
    expect(late.statusCode).toBe(409);
    expect(messagesOf(late)).toEqual([mockAttemptMessages.timeUp]);

    const row = await expectHandedInByTime(attemptId, endsAt);
    expect(row.answers[String(closed.position)]).toEqual({ choice: 'A' });

    // Handed in by the clock today: the paper starts again tomorrow.
    const again = await start(examId, headers);
    expect(again.statusCode).toBe(409);
    expect(messagesOf(again)).toEqual([mockAttemptMessages.retakeTomorrow('21.11.2026')]);
  });

  it('hands in, by the clock, an attempt whose time ran out while the student was away', async () => {
    const { student, attemptId, endsAt } = await attemptWithAnswerA();
    const sweep = createSubmitExpiredMockAttemptsHandler(t.app.services.mockExams);
    // Still running: left alone.
    expect(await t.app.services.mockExams.submitExpiredAttempts()).toBe(0);

    vi.setSystemTime(new Date(new Date(endsAt).getTime() + 10 * minuteMs));
    await sweep();
    await expectHandedInByTime(attemptId, endsAt);
    // The student model learnt from it without the student coming back.
    const learnt = await t.app.db.select().from(learningAttempts).where(eq(learningAttempts.userId, student.user.id));
    expect(learnt.map((attempt) => attempt.kind)).toEqual(['MOCK_EXAM']);
    // Handed in once.
    expect(await t.app.services.mockExams.submitExpiredAttempts()).toBe(0);
  });

  it("is part of the student's data export, answers and result, and nobody else's", async () => {
    const examId = await examIdOf();
    const student = await loginAs(t.app);
    const other = await loginAs(t.app);
    const { attemptId } = (await start(examId, student.headers)).json();
    await start(examId, other.headers);
    const closed = firstClosed();
    await save(attemptId, student.headers, [{ position: closed.position, answer: { choice: 'A' } }]);
    expect((await submit(attemptId, student.headers)).statusCode).toBe(200);

    const exported = (
      await t.app.inject({ method: 'GET', url: '/api/user/me/export', headers: student.headers })
    ).json();
    expect(exported.mockAttempts).toHaveLength(1);
    const [attempt] = exported.mockAttempts;
    expect(attempt).toMatchObject({
      id: attemptId,
      paperTitle: e8Paper.title,
      extendedTime: false,
      submittedBy: 'STUDENT',
      answers: { [String(closed.position)]: { choice: 'A' } },
    });
    expect(attempt.result.maxPoints).toBe(30);
    expect(typeof attempt.result.forecast.percent).toBe('number');
  });
  it("refuses a stale tab's save of an item changed since it was read, whole, and lets one of two saves at once win", async () => {
    const examId = await examIdOf();
    const student = await loginAs(t.app);
    const { attemptId } = (await start(examId, student.headers)).json();
    const closed = firstClosed();
    const other = e8Paper.items.find((item) => item.type === 'CLOSED' && item.position !== closed.position)!;
    const first = await save(attemptId, student.headers, [{ position: closed.position, answer: { choice: 'A' } }]);
    expect(first.json().versions).toEqual([{ position: closed.position, version: 1 }]);

    // A tab that read the item before that save: refused, and nothing of its request is saved.
    const stale = await save(attemptId, student.headers, [
      { position: closed.position, answer: { choice: 'B' }, version: 0 },
      { position: other.position, answer: { choice: 'B' }, version: 0 },
    ]);
    expect(stale.statusCode).toBe(409);
    expect(messagesOf(stale)).toEqual([mockAttemptMessages.staleAnswer]);
    expect((await read(attemptId, student.headers)).json().answers).toEqual([
      { position: closed.position, answer: { choice: 'A' }, version: 1 },
    ]);

    const fresh = await save(attemptId, student.headers, [
      { position: closed.position, answer: { choice: 'C' }, version: 1 },
    ]);
    expect(fresh.json().versions).toEqual([{ position: closed.position, version: 2 }]);

    // Two tabs saving the same item from the same version at once: one wins, the other is told.
    const [b, d] = await Promise.all(
      (['B', 'D'] as const).map((choice) =>
        save(attemptId, student.headers, [{ position: closed.position, answer: { choice }, version: 2 }]),
      ),
    );
    expect([b!.statusCode, d!.statusCode].sort()).toEqual([200, 409]);
    const winner = b!.statusCode === 200 ? 'B' : 'D';
    expect((await read(attemptId, student.headers)).json().answers).toEqual([
      { position: closed.position, answer: { choice: winner }, version: 3 },
    ]);
    const missing = await t.app.inject({
      method: 'PUT',
      url: `/api/mock/${attemptId}/answers`,
      headers: student.headers,
      payload: { answers: [{ position: closed.position, answer: { choice: 'A' } }] },
    });
    expect(missing.statusCode).toBe(400);
  });

  it('starts a paper handed in today again only tomorrow (Warsaw), once, as practice the model does not learn from', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 22:00 in Warsaw (UTC+1 in November).
    vi.setSystemTime(new Date('2026-11-20T21:00:00Z'));
    const examId = await examIdOf();
    const student = await loginAs(t.app);
    const { attemptId } = (await start(examId, student.headers)).json();
    const answers = rightAnswers(e8Paper.items);
    await save(attemptId, student.headers, answers);
    const first = (await submit(attemptId, student.headers)).json();
    expect(first.forecast).not.toBeNull();
    const learnt = async () =>
      (await t.app.db.select().from(learningAttempts).where(eq(learningAttempts.userId, student.user.id))).length;
    expect(await learnt()).toBe(answers.length);

    vi.setSystemTime(new Date('2026-11-20T22:50:00Z'));
    let { headers } = await signInAgain(student.user.email);
    const today = await start(examId, headers);
    expect(today.statusCode).toBe(409);
    expect(messagesOf(today)).toEqual([mockAttemptMessages.retakeTomorrow('21.11.2026')]);

    // 00:05 in Warsaw, still the 20th in UTC: a new day. Two starts at once make one attempt.
    vi.setSystemTime(new Date('2026-11-20T23:05:00Z'));
    ({ headers } = await signInAgain(student.user.email));
    const [one, two] = await Promise.all([start(examId, headers), start(examId, headers)]);
    expect(one!.statusCode).toBe(200);
    expect(two!.json().attemptId).toBe(one!.json().attemptId);
    const retake = one!.json();
    expect(retake.attemptId).not.toBe(attemptId);
    expect(retake.practice).toBe(true);
    expect(await t.app.db.select().from(mockAttempts).where(eq(mockAttempts.userId, student.user.id))).toHaveLength(2);

    // Memorised from the key: scored and shown, but no forecast, and the student model learns nothing.
    await save(retake.attemptId, headers, answers);
    const practised = (await submit(retake.attemptId, headers)).json();
    expect(practised.points).toBe(first.points);
    expect(practised.forecast).toBeNull();
    expect(await learnt()).toBe(answers.length);
    expect((await read(retake.attemptId, headers)).json()).toMatchObject({ practice: true, submittedBy: 'STUDENT' });

    const again = await start(examId, headers);
    expect(again.statusCode).toBe(409);
    expect(messagesOf(again)).toEqual([mockAttemptMessages.retakeTomorrow('22.11.2026')]);
  });

  it('limits starts and hand-ins per account', async () => {
    const student = await loginAs(t.app);
    const nowhere = '33333333-3333-4333-8333-333333333333';
    const statuses = async (request: () => Promise<{ statusCode: number }>, times: number) => {
      const seen: number[] = [];
      for (let i = 0; i < times; i += 1) seen.push((await request()).statusCode);
      return seen;
    };
    const starts = await statuses(() => start(nowhere, student.headers), 31);
    expect(starts.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(starts[30]).toBe(429);
    const submits = await statuses(() => submit(nowhere, student.headers), 31);
    expect(submits.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(submits[30]).toBe(429);
  });
});
