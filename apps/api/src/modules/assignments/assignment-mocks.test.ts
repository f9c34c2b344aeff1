import {
  assignmentMessages as am,
  type TAssignment,
  type TAssignmentList,
  type TAssignmentResults,
  type TMockAnswer,
  type TMockItem,
} from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { classWithPupils, type TClassPerson } from '../../../test/class-fixtures';
import { buildHomework } from '../../../test/factories';
import { assignmentItems, domainEvents, exams } from '../../db/schema';
import { e8Paper } from '../../seed/demo-content/mock-exams';
import { seedMockPapers } from '../../seed/seed-mock-papers';
import { scoreMockItem, type TMockAttemptForItem } from './assignment-mocks';

const t = useTestApp();
const hour = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * hour).toISOString();
const paperPoints = e8Paper.items.reduce((sum, item) => sum + item.maxPoints, 0);

type TMethod = 'GET' | 'POST' | 'PUT';
const call = (method: TMethod, url: string, person: TClassPerson, payload?: object) =>
  t.app.inject({ method, url, headers: person.headers, ...(payload !== undefined && { payload }) });

const e8ExamId = async () =>
  (await t.app.db.select({ id: exams.id }).from(exams).where(eq(exams.slug, e8Paper.slug)))[0]!.id;

/** The right answer of every closed, P/F and matching item of the paper (open items are self-assessed). */
const rightAnswers = (items: readonly TMockItem[]) =>
  items.flatMap((item): { position: number; answer: TMockAnswer; version: number }[] => {
    if (item.type === 'CLOSED') return [{ position: item.position, answer: { choice: item.correct }, version: 0 }];
    if (item.type === 'TRUE_FALSE') {
      return [{ position: item.position, answer: { values: item.statements.map((s) => s.correct) }, version: 0 }];
    }
    if (item.type === 'MATCHING') {
      return [{ position: item.position, answer: { choices: item.prompts.map((p) => p.correct) }, version: 0 }];
    }
    return [];
  });

async function assignMock(teacher: TClassPerson, classId: string, examId: string) {
  const response = await call('POST', `/api/class/${classId}/assignment`, teacher, {
    title: 'Próbny egzamin ósmoklasisty',
    dueAt: inHours(24),
    items: [{ kind: 'MOCK', examId }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TAssignment>();
}

describe('a mock exam paper set as an assignment item', () => {
  beforeEach(async () => {
    await seedMockPapers(t.app.db, [e8Paper]);
  });

  it('is set with the paper as one item worth its points; an exam without a paper is refused', async () => {
    const { teacher, schoolClass } = await classWithPupils(t.app, 1);
    const examId = await e8ExamId();
    const assignment = await assignMock(teacher, schoolClass.id, examId);
    expect(assignment.items).toEqual([
      expect.objectContaining({ position: 1, kind: 'MOCK', examId, title: e8Paper.title, maxPoints: paperPoints }),
    ]);
    expect(assignment.items[0]!.requirements.length).toBeGreaterThan(0);

    const url = `/api/class/${schoolClass.id}/assignment`;
    const base = { title: 'x', dueAt: inHours(24) };
    const noPaper = await buildHomework(t.app, { title: 'Zwykłe' });
    for (const [items, message] of [
      [[{ kind: 'MOCK', examId: 'nie-uuid' }], am.examId],
      [[{ kind: 'MOCK', examId: noPaper.id }], am.mockPaperNotFound],
    ] as const) {
      const response = await call('POST', url, teacher, { ...base, items });
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: 400, message });
    }
  });

  it('is solved on the paper against the clock; its points reach the pupil, the matrix, the marks and passback', async () => {
    const { teacher, schoolClass, pupils } = await classWithPupils(t.app, 2);
    const [solver, idle] = pupils as [TClassPerson, TClassPerson];
    const examId = await e8ExamId();
    const assignment = await assignMock(teacher, schoolClass.id, examId);
    const url = `/api/assignment/${assignment.id}`;

    const before = (await call('GET', url, solver)).json<TAssignment>();
    expect(before.items[0]).toMatchObject({
      task: null,
      mock: { examId, durationMinutes: e8Paper.durationMinutes, openAttemptId: null, best: null },
    });
    const typed = await call('POST', `${url}/answer`, solver, { position: 1, answer: '5' });
    expect({ status: typed.statusCode, message: typed.json().message }).toEqual({
      status: 409,
      message: am.mockAnswered,
    });

    const { attemptId } = (await call('POST', `/api/exam/${examId}/mock`, solver, {})).json<{ attemptId: string }>();
    expect((await call('GET', url, solver)).json<TAssignment>().items[0]!.mock!.openAttemptId).toBe(attemptId);
    const answers = rightAnswers(e8Paper.items as TMockItem[]);
    expect((await call('PUT', `/api/mock/${attemptId}/answers`, solver, { answers })).statusCode).toBe(200);
    const submitted = await call('POST', `/api/mock/${attemptId}/submit`, solver);
    const { points } = submitted.json<{ points: number }>();
    expect(points).toBeGreaterThan(0);

    const after = (await call('GET', url, solver)).json<TAssignment>();
    expect(after.items[0]!.mock).toMatchObject({
      openAttemptId: null,
      best: { attemptId, points, maxPoints: paperPoints },
    });
    expect(after.progress).toMatchObject({ answered: 1, correct: 1, itemCount: 1, status: 'DONE' });

    const results = (await call('GET', `${url}/results`, teacher)).json<TAssignmentResults>();
    expect(results.items).toEqual([expect.objectContaining({ kind: 'MOCK', maxPoints: paperPoints })]);
    expect(results.cells).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: solver.user.id, points, maxPoints: paperPoints, attempts: 1, late: false }),
        expect.objectContaining({ userId: idle.user.id, points: 0, maxPoints: paperPoints, attempts: 0 }),
      ]),
    );
    const mark = results.marks.find((entry) => entry.userId === solver.user.id)!;
    expect(mark).toMatchObject({
      points,
      maxPoints: paperPoints,
      percent: Math.round((1000 * points) / paperPoints) / 10,
    });
    // Per requirement from the attempt's own scoring: open (self-assessed) items' requirements score lower.
    expect(results.byRequirement.length).toBeGreaterThan(1);
    expect(results.byRequirement.every((entry) => entry.percent >= 0 && entry.percent <= 100)).toBe(true);

    const score = await t.app.services.assignments.scoreOf(assignment.id, solver.user.id);
    expect(score).toMatchObject({ points, maxPoints: paperPoints, completed: true });
    // The hand-in is announced to grade passback as an answer of the assignment (the attempt's id as the answer's).
    const announced = await t.app.db.select().from(domainEvents).where(eq(domainEvents.type, 'assignment.answered'));
    expect(announced.map((event) => event.payload)).toContainEqual(
      expect.objectContaining({ assignmentId: assignment.id, userId: solver.user.id, answerId: attemptId }),
    );
  });
});

describe('a mock paper attempt as an answer of the assignment', () => {
  beforeEach(async () => {
    await seedMockPapers(t.app.db, [e8Paper]);
  });

  it('marks the item answered and the assignment answered: it is archived, not deleted; its weight still changes', async () => {
    const { teacher, schoolClass, pupils } = await classWithPupils(t.app, 1);
    const examId = await e8ExamId();
    const assignment = await assignMock(teacher, schoolClass.id, examId);
    const url = `/api/assignment/${assignment.id}`;
    expect(assignment).toMatchObject({ hasAnswers: false, items: [expect.objectContaining({ answered: false })] });

    // An attempt started (not yet handed in) counts.
    expect((await call('POST', `/api/exam/${examId}/mock`, pupils[0]!, {})).statusCode).toBe(200);
    const view = (await call('GET', url, teacher)).json<TAssignment>();
    expect(view).toMatchObject({ hasAnswers: true, items: [expect.objectContaining({ answered: true })] });
    const list = (await call('GET', `/api/class/${schoolClass.id}/assignment`, teacher)).json<TAssignmentList>();
    expect(list.items.map((item) => item.hasAnswers)).toEqual([true]);

    const refused = await t.app.inject({ method: 'DELETE', url, headers: teacher.headers });
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 409,
      message: am.answeredCannotDelete,
    });
    const dropped = await call('PUT', url, teacher, {
      items: [{ kind: 'GENERATOR', generatorId: 'e8-rownanie-liniowe' }],
    });
    expect({ status: dropped.statusCode, message: dropped.json().message }).toEqual({
      status: 409,
      message: am.answeredItemsStay,
    });
    const reweighed = await call('PUT', url, teacher, { items: [{ kind: 'MOCK', examId, weight: 0 }] });
    expect(reweighed.json<TAssignment>().items[0]).toMatchObject({ weight: 0, answered: true });
    const [item] = await t.app.db.select().from(assignmentItems).where(eq(assignmentItems.assignmentId, assignment.id));
    expect(item!.weight).toBe(0);
  });
});

describe('which attempts at a paper an assignment counts', () => {
  const startsAt = new Date('2026-11-20T08:00:00Z');
  const dueAt = new Date('2026-11-21T08:00:00Z');
  const attempt = (id: string, startedHoursAfterStart: number, points: number | null): TMockAttemptForItem => {
    const started = new Date(startsAt.getTime() + startedHoursAfterStart * hour);
    return {
      id,
      userId: 'u',
      paperId: 'p',
      startedAt: started,
      submittedAt: points === null ? null : new Date(started.getTime() + hour),
      points,
      maxPoints: 20,
      byRequirement: [],
    };
  };

  it('counts attempts from the start, up to the attempts allowed, the best handed-in one scoring', () => {
    const attempts = [attempt('before', -2, 20), attempt('a', 1, 8), attempt('b', 2, 15), attempt('c', 3, 19)];
    const score = scoreMockItem(attempts, { startsAt, dueAt, attempts: 2, late: 'ACCEPT' });
    expect({ attempts: score.attempts, best: score.best?.id, late: score.late }).toEqual({
      attempts: 2,
      best: 'b',
      late: false,
    });
  });

  it('marks a late attempt late, or leaves it out when late work is refused; an open one is offered to continue', () => {
    const attempts = [attempt('late', 30, 12), attempt('open', 31, null)];
    const accepted = scoreMockItem(attempts, { startsAt, dueAt, attempts: null, late: 'ACCEPT' });
    expect({ best: accepted.best?.id, late: accepted.late, open: accepted.open?.id }).toEqual({
      best: 'late',
      late: true,
      open: 'open',
    });
    const refused = scoreMockItem(attempts, { startsAt, dueAt, attempts: null, late: 'REFUSE' });
    expect({ attempts: refused.attempts, best: refused.best, late: refused.late }).toEqual({
      attempts: 0,
      best: null,
      late: false,
    });
  });
});
