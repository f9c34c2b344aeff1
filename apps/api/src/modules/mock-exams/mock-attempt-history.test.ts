import { homeworkSaveMessages, mockAttemptMessages, mockHistoryMessages } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { login, loginAs } from '../../../test/factories';
import { exams, mockAttempts } from '../../db/schema';
import { e8Paper } from '../../seed/demo-content/mock-exams';
import { seedMockPapers } from '../../seed/seed-mock-papers';

const t = useTestApp();

type THeaders = Record<string, string>;
const messagesOf = (response: { json: () => { message: string | string[] } }) => [response.json().message].flat();

const examIdOf = async () =>
  (await t.app.db.select({ id: exams.id }).from(exams).where(eq(exams.slug, e8Paper.slug)))[0]!.id;
const start = async (examId: string, headers: THeaders) =>
  (await t.app.inject({ method: 'POST', url: `/api/exam/${examId}/mock`, headers, payload: {} })).json<{
    attemptId: string;
    endsAt: string;
  }>();
const submit = (attemptId: string, headers: THeaders) =>
  t.app.inject({ method: 'POST', url: `/api/mock/${attemptId}/submit`, headers });
const list = (headers: THeaders, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/mock/attempts${query}`, headers });
const selfAssess = (attemptId: string, headers: THeaders, items: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/mock/${attemptId}/self-assessment`, headers, payload: { items } });
const shown = (attemptId: string, headers: THeaders) =>
  t.app.inject({ method: 'POST', url: `/api/mock/${attemptId}/shown`, headers });
const rowOf = async (attemptId: string) =>
  (await t.app.db.select().from(mockAttempts).where(eq(mockAttempts.id, attemptId)))[0]!;

/** The paper's proof: an open item no machine scores, with its rubric's steps. */
const proof = () => {
  const item = e8Paper.items.find((candidate) => candidate.type === 'OPEN' && !candidate.machineScorable);
  if (item?.type !== 'OPEN') throw new Error('The E8 paper has a proof');
  return item;
};

describe('a mock exam found again', () => {
  beforeEach(async () => {
    await seedMockPapers(t.app.db, [e8Paper]);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lists the viewer's own attempts, newest first, the open one without a result", async () => {
    expect((await list({})).statusCode).toBe(401);
    const student = await loginAs(t.app);
    const badExam = await list(student.headers, '?examId=abc');
    expect(badExam.statusCode).toBe(400);
    expect(messagesOf(badExam)).toEqual([mockHistoryMessages.examId]);
    const badLimit = await list(student.headers, '?limit=500');
    expect(messagesOf(badLimit)).toEqual([mockHistoryMessages.limit]);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T09:00:00Z'));
    const examId = await examIdOf();
    const headers = (await login(t.app, student.user.email)).token;
    const auth = { authorization: `Bearer ${headers}` };
    const first = await start(examId, auth);
    const result = (await submit(first.attemptId, auth)).json();
    vi.setSystemTime(new Date('2026-11-21T09:00:00Z'));
    const again = { authorization: `Bearer ${(await login(t.app, student.user.email)).token}` };
    const second = await start(examId, again);
    await start(examId, (await loginAs(t.app)).headers);

    const listed = await list(again, `?examId=${examId}`);
    expect(listed.statusCode).toBe(200);
    const { attempts } = listed.json();
    expect(attempts.map((attempt: { attemptId: string }) => attempt.attemptId)).toEqual([
      second.attemptId,
      first.attemptId,
    ]);
    expect(attempts[0]).toMatchObject({ submittedAt: null, practice: true, result: null, examSlug: e8Paper.slug });
    expect(attempts[1]).toMatchObject({
      submittedBy: 'STUDENT',
      practice: false,
      result: {
        points: result.points,
        percent: result.percent,
        selfAssessedPoints: null,
        selfAssessmentMaxPoints: proof().maxPoints,
        forecast: result.forecast,
      },
    });
    expect((await list(again, '?limit=1')).json().attempts).toHaveLength(1);

    // An attempt whose time ran out unnoticed is listed handed in by the clock.
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
    const later = { authorization: `Bearer ${(await login(t.app, student.user.email)).token}` };
    const [expired] = (await list(later)).json().attempts;
    expect(expired).toMatchObject({ attemptId: second.attemptId, submittedBy: 'TIME', submittedAt: second.endsAt });
  });

  it('takes the self-assessed points against the rubric, apart from the score', async () => {
    const examId = await examIdOf();
    const student = await loginAs(t.app);
    const { attemptId } = await start(examId, student.headers);
    const item = proof();
    const steps = item.rubric.steps.map((_, index) => index === 0);

    expect((await selfAssess(attemptId, {}, [{ position: item.position, steps }])).statusCode).toBe(401);
    const early = await selfAssess(attemptId, student.headers, [{ position: item.position, steps }]);
    expect(early.statusCode).toBe(409);
    expect(messagesOf(early)).toEqual([mockHistoryMessages.notSubmitted]);
    const result = (await submit(attemptId, student.headers)).json();

    const other = await loginAs(t.app);
    const foreign = await selfAssess(attemptId, other.headers, [{ position: item.position, steps }]);
    expect(foreign.statusCode).toBe(404);
    expect(messagesOf(foreign)).toEqual([mockAttemptMessages.attemptNotFound]);
    const empty = await selfAssess(attemptId, student.headers, []);
    expect(empty.statusCode).toBe(400);
    expect(messagesOf(empty)).toEqual([mockHistoryMessages.selfAssessment]);
    const machine = await selfAssess(attemptId, student.headers, [{ position: 1, steps: [true] }]);
    expect(messagesOf(machine)).toEqual([mockHistoryMessages.notSelfAssessed]);
    const short = await selfAssess(attemptId, student.headers, [{ position: item.position, steps: [true] }]);
    expect(messagesOf(short)).toEqual([mockHistoryMessages.steps]);

    const assessed = await selfAssess(attemptId, student.headers, [{ position: item.position, steps }]);
    expect(assessed.statusCode).toBe(200);
    const firstStep = item.rubric.steps[0]!.points;
    expect(assessed.json()).toMatchObject({
      points: result.points,
      forecast: result.forecast,
      selfAssessment: {
        points: firstStep,
        maxPoints: item.maxPoints,
        items: [{ position: item.position, steps, points: firstStep }],
      },
    });
    const row = await rowOf(attemptId);
    expect(row.result!.points).toBe(result.points);
    expect(row.result!.selfAssessment!.points).toBe(firstStep);
    expect((await list(student.headers)).json().attempts[0].result.selfAssessedPoints).toBe(firstStep);

    // Assessed again: the item's new assessment replaces the old one.
    const all = item.rubric.steps.map(() => true);
    await selfAssess(attemptId, student.headers, [{ position: item.position, steps: all }]);
    expect((await rowOf(attemptId)).result!.selfAssessment).toMatchObject({
      points: item.maxPoints,
      items: [{ position: item.position, steps: all }],
    });
  });

  it('gives back the seconds the items took to appear, once and at most a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T09:00:00Z'));
    const examId = await examIdOf();
    const student = await loginAs(t.app);
    const { attemptId, endsAt } = await start(examId, student.headers);
    expect((await shown(attemptId, {})).statusCode).toBe(401);

    vi.setSystemTime(new Date('2026-11-20T09:00:07Z'));
    const clock = await shown(attemptId, student.headers);
    expect(clock.statusCode).toBe(200);
    const movedEnd = new Date(Date.parse(endsAt) + 7000).toISOString();
    expect(clock.json()).toMatchObject({ endsAt: movedEnd, givenBackSeconds: 7 });
    expect((await rowOf(attemptId)).endsAt.toISOString()).toBe(movedEnd);
    vi.setSystemTime(new Date('2026-11-20T09:00:30Z'));
    expect((await shown(attemptId, student.headers)).json()).toMatchObject({ endsAt: movedEnd, givenBackSeconds: 7 });
    const read = await t.app.inject({ method: 'GET', url: `/api/mock/${attemptId}`, headers: student.headers });
    expect(read.json()).toMatchObject({ endsAt: movedEnd, durationMinutes: e8Paper.durationMinutes });

    const other = await loginAs(t.app);
    expect((await shown(attemptId, other.headers)).statusCode).toBe(404);
    const slow = await start(examId, other.headers);
    vi.setSystemTime(new Date('2026-11-20T09:05:00Z'));
    const late = { authorization: `Bearer ${(await login(t.app, other.user.email)).token}` };
    expect((await shown(slow.attemptId, late)).json().givenBackSeconds).toBe(60);

    await submit(attemptId, student.headers);
    const handedIn = await shown(attemptId, student.headers);
    expect(handedIn.statusCode).toBe(409);
    expect(messagesOf(handedIn)).toEqual([mockAttemptMessages.submitted]);
  });

  it('prints the paper of a public exam without keys or solutions', async () => {
    const examId = await examIdOf();
    const paper = await t.app.inject({ method: 'GET', url: `/api/exam/${examId}/mock/paper` });
    expect(paper.statusCode).toBe(200);
    expect(paper.json()).toMatchObject({ title: e8Paper.title, maxPoints: 30, durationMinutes: 125 });
    expect(paper.json().items).toHaveLength(e8Paper.items.length);
    expect(JSON.stringify(paper.json())).not.toMatch(/"correct"|answerKey|modelSolution|"expected"|"description"/);
    expect(JSON.stringify(paper.json())).not.toContain(proof().rubric.steps[0]!.description.slice(0, 30));

    const bad = await t.app.inject({ method: 'GET', url: '/api/exam/abc/mock/paper' });
    expect(bad.statusCode).toBe(400);
    expect(messagesOf(bad)).toEqual([homeworkSaveMessages.id]);
    await t.app.db.update(exams).set({ status: 'PRIVATE' }).where(eq(exams.id, examId));
    const hidden = await t.app.inject({ method: 'GET', url: `/api/exam/${examId}/mock/paper` });
    expect(hidden.statusCode).toBe(404);
    expect(messagesOf(hidden)).toEqual([mockAttemptMessages.noPaper]);
    const admin = await loginAs(t.app, 'ADMIN');
    const forAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/exam/${examId}/mock/paper`,
      headers: admin.headers,
    });
    expect(forAdmin.statusCode).toBe(200);
  });
});
