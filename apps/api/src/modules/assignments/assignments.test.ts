import {
  assignmentMessages as am,
  classMessages,
  requirementText,
  type TAccountExport,
  type TAssignment,
  type TAssignmentAnswerResult,
  type TAssignmentList,
  type TAssignmentResults,
  validationMessages,
} from '@zadania/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { classWithPupils, quickPupil, type TClassPerson as TPerson } from '../../../test/class-fixtures';
import { buildConcept, buildHomework, loginAs } from '../../../test/factories';
import {
  assignmentAnswers,
  assignmentItems,
  assignmentPupils,
  assignments,
  classMembers,
  homeworkAnswers,
  learningAttempts,
  notifications,
  users,
} from '../../db/schema';
import { escapeHtml } from '../../lib/html';
import { findGenerator } from '../generators/generator-catalogue';
import { createUsersRepository } from '../users/users.repository';
import { assignmentSeed, assignmentVariant } from './assignment-variants';

type THeaders = Record<string, string>;
type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

const t = useTestApp();
const call = (method: TMethod, url: string, headers: THeaders = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });
const messageOf = (response: { json: () => unknown }) => (response.json() as { message: string }).message;
const expectRefusal = (response: Awaited<ReturnType<typeof call>>, status: number, message: string) => {
  expect({ status: response.statusCode, message: messageOf(response) }).toEqual({ status, message });
};

const GENERATOR = 'e8-rownanie-liniowe';
const hour = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * hour).toISOString();

/** An open task checked against 3/2, a closed task with a right choice, both public, with concepts and requirements. */
async function tasks() {
  const concept = await buildConcept(t.app, { name: 'Ułamki' });
  const open = await buildHomework(t.app, {
    title: 'Ułamek zwykły',
    answerKey: { kind: 'FRACTION', value: '3/2', tolerance: null },
    conceptIds: [concept.id],
    requirements: ['PP2017:SP7-8.II'],
  });
  const closed = await buildHomework(t.app, { title: 'Wybierz', closed: true, requirements: ['PP2017:SP7-8.I'] });
  const [right, wrong] = await t.app.db
    .insert(homeworkAnswers)
    .values([
      { homeworkId: closed.id, position: 1, label: 'A', answer: '<p>4</p>', correct: true },
      { homeworkId: closed.id, position: 2, label: 'B', answer: '<p>5</p>', correct: false },
    ])
    .returning();
  return { concept, open, closed, right: right!, wrong: wrong! };
}

const assignmentUrl = (classId: string) => `/api/class/${classId}/assignment`;

async function assign(teacher: TPerson, classId: string, body: object) {
  const response = await call('POST', assignmentUrl(classId), teacher.headers, {
    title: 'Praca domowa',
    dueAt: inHours(24),
    ...body,
  });
  if (response.statusCode !== 201) throw new Error(`assignment: ${response.statusCode} ${response.body}`);
  return response.json<TAssignment>();
}

const answer = (pupil: TPerson, id: string, position: number, value: string) =>
  call('POST', `/api/assignment/${id}/answer`, pupil.headers, { position, answer: value });

/** The right answer of a pupil's own variant of a generator item. */
async function rightAnswerOf(assignmentId: string, userId: string, position: number) {
  const [row] = await t.app.db
    .select()
    .from(assignmentPupils)
    .where(and(eq(assignmentPupils.assignmentId, assignmentId), eq(assignmentPupils.userId, userId)));
  const variant = assignmentVariant(findGenerator(GENERATOR)!, assignmentSeed(assignmentId, position, row!.ordinal));
  return variant!;
}

describe('POST /api/class/{id}/assignment', () => {
  it('answers 401, 403 to a pupil, 404 to another teacher, 400 with the messages, and sets it for the class', async () => {
    const { teacher, schoolClass, pupils } = await classWithPupils(t.app, 2);
    const { open, closed, concept } = await tasks();
    const url = assignmentUrl(schoolClass.id);
    const valid = {
      title: 'Ułamki na piątek',
      items: [
        { kind: 'HOMEWORK', homeworkId: open.id },
        { kind: 'GENERATOR', generatorId: GENERATOR },
        { kind: 'HOMEWORK', homeworkId: closed.id },
      ],
      dueAt: inHours(24),
    };
    expect((await call('POST', url, {}, valid)).statusCode).toBe(401);
    expectRefusal(await call('POST', url, pupils[0]!.headers, valid), 403, am.teachersOnly);
    const stranger = await loginAs(t.app, 'TEACHER');
    expectRefusal(await call('POST', url, stranger.headers, valid), 404, classMessages.notFound);

    const unpaid = await buildHomework(t.app, { title: 'Bez klucza' });
    const privateTask = await buildHomework(t.app, {
      status: 'PRIVATE',
      answerKey: { kind: 'NUMBER', value: '1', tolerance: null },
    });
    const outsider = await quickPupil(t.app);
    for (const [change, status, message] of [
      [{ title: '  ' }, 400, am.titleRequired],
      [{ title: 'x'.repeat(121) }, 400, am.titleTooLong],
      [{ items: [] }, 400, am.itemsRequired],
      [{ items: Array.from({ length: 31 }, () => valid.items[1]) }, 400, am.tooManyItems],
      [{ items: [{ kind: 'MOCK', examId: open.id }] }, 400, am.mockPaperNotFound],
      [{ items: [{ kind: 'GOAL', conceptIds: [] }] }, 400, am.goalEmpty],
      [{ items: [{ kind: 'GOAL', conceptIds: [open.id] }] }, 400, am.goalConceptsNotFound],
      [{ items: [{ kind: 'GOAL', requirements: ['Pitagoras'] }] }, 400, am.goalRequirements],
      [{ items: [{ kind: 'GOAL', conceptIds: [open.id], level: 'new' }] }, 400, am.goalLevel],
      [{ items: [{ kind: 'VIDEO' }] }, 400, am.itemKind],
      [{ items: [{ kind: 'HOMEWORK', homeworkId: 'x' }] }, 400, am.homeworkId],
      [{ attempts: 11 }, 400, am.attempts],
      [{ attempts: 0 }, 400, am.attempts],
      [{ late: 'MAYBE' }, 400, am.late],
      [{ dueAt: 'jutro' }, 400, am.date],
      [{ startsAt: inHours(2), dueAt: inHours(1) }, 400, am.dueBeforeStart],
      [{ solutionsAfterDue: 'tak' }, 400, validationMessages.invalidFormat],
      [{ items: [{ kind: 'HOMEWORK', homeworkId: unpaid.id }] }, 400, am.homeworkNotCheckable],
      [{ items: [{ kind: 'HOMEWORK', homeworkId: privateTask.id }] }, 400, am.homeworkNotFound],
      [{ items: [{ kind: 'GENERATOR', generatorId: 'nie-ma-takiego' }] }, 400, am.generatorNotFound],
      [{ pupilIds: [outsider.user.id] }, 400, am.pupilNotInClass],
    ] as const) {
      expectRefusal(await call('POST', url, teacher.headers, { ...valid, ...change }), status, message);
    }
    expect(await t.app.db.select().from(assignments)).toEqual([]);

    const created = await assign(teacher, schoolClass.id, { ...valid, attempts: null, late: 'REFUSE' });
    expect(created).toMatchObject({
      classId: schoolClass.id,
      className: '8b',
      title: 'Ułamki na piątek',
      attempts: null,
      late: 'REFUSE',
      solutionsAfterDue: false,
      itemCount: 3,
      pupilCount: 2,
      progress: null,
      policies: { read: true, update: true, delete: true, answer: false, readResults: true },
    });
    expect(created.items.map(({ position, kind, title, task }) => ({ position, kind, title, task }))).toEqual([
      { position: 1, kind: 'HOMEWORK', title: 'Ułamek zwykły', task: null },
      { position: 2, kind: 'GENERATOR', title: findGenerator(GENERATOR)!.title, task: null },
      { position: 3, kind: 'HOMEWORK', title: 'Wybierz', task: null },
    ]);
    expect(created.items[0]!.requirements).toEqual([{ system: 'PP2017', code: 'SP7-8.II' }]);
    expect(created.pupils!.map((pupil) => pupil.id).sort()).toEqual(pupils.map((pupil) => pupil.user.id).sort());

    const items = await t.app.db.select().from(assignmentItems).where(eq(assignmentItems.assignmentId, created.id));
    expect(items.find((item) => item.position === 1)!.conceptIds).toEqual([concept.id]);
    const rows = await t.app.db.select().from(assignmentPupils);
    expect(rows.map((row) => row.ordinal).sort()).toEqual([1, 2]);
    // Each pupil is told, after the commit.
    const told = await t.app.db.select().from(notifications).where(eq(notifications.type, 'ASSIGNMENT_EVENT'));
    expect(told.map((row) => row.userId).sort()).toEqual(pupils.map((pupil) => pupil.user.id).sort());
    expect(told[0]!.payload).toMatchObject({ assignmentId: created.id, href: `/assignments/${created.id}` });
    expect(String(told[0]!.payload.text)).toContain('Nowe zadanie domowe w klasie 8b: „Ułamki na piątek”');

    // Chosen pupils only.
    const chosen = await assign(teacher, schoolClass.id, {
      items: [valid.items[1]],
      pupilIds: [pupils[1]!.user.id],
    });
    expect(chosen.pupils!.map((pupil) => pupil.id)).toEqual([pupils[1]!.user.id]);
    expect(chosen.attempts).toBe(3);
  });

  it('lists a class’s assignments for its teachers only', async () => {
    const { teacher, schoolClass, pupils } = await classWithPupils(t.app, 1);
    const first = await assign(teacher, schoolClass.id, {
      title: 'Pierwsza',
      items: [{ kind: 'GENERATOR', generatorId: GENERATOR }],
      dueAt: inHours(5),
    });
    const second = await assign(teacher, schoolClass.id, {
      title: 'Druga',
      items: [{ kind: 'GENERATOR', generatorId: GENERATOR }],
      dueAt: inHours(50),
    });
    const url = assignmentUrl(schoolClass.id);
    expect((await call('GET', url)).statusCode).toBe(401);
    expectRefusal(await call('GET', url, pupils[0]!.headers), 403, am.teachersOnly);
    expectRefusal(await call('GET', url, (await loginAs(t.app, 'TEACHER')).headers), 404, classMessages.notFound);
    const list = (await call('GET', url, teacher.headers)).json<TAssignmentList>();
    expect(list.items.map((item) => [item.id, item.itemCount, item.pupilCount])).toEqual([
      [second.id, 1, 1],
      [first.id, 1, 1],
    ]);
    const admin = await loginAs(t.app, 'ADMIN');
    expect((await call('GET', url, admin.headers)).statusCode).toBe(200);
  });
});

describe('a pupil’s assignments', () => {
  it('lists what is set and started, nearest due first, and shows the pupil’s own items without answers', async () => {
    const { teacher, schoolClass, pupils } = await classWithPupils(t.app, 2);
    const { open, closed, right } = await tasks();
    const [zosia, jan] = pupils as [TPerson, TPerson];
    const later = await assign(teacher, schoolClass.id, {
      title: 'Później',
      items: [{ kind: 'HOMEWORK', homeworkId: open.id }],
      dueAt: inHours(48),
    });
    const sooner = await assign(teacher, schoolClass.id, {
      title: 'Wcześniej',
      items: [
        { kind: 'HOMEWORK', homeworkId: open.id },
        { kind: 'GENERATOR', generatorId: GENERATOR },
        { kind: 'HOMEWORK', homeworkId: closed.id },
      ],
      dueAt: inHours(3),
      attempts: 2,
    });
    const notYet = await assign(teacher, schoolClass.id, {
      title: 'Jeszcze nie',
      items: [{ kind: 'HOMEWORK', homeworkId: open.id }],
      startsAt: inHours(1),
      dueAt: inHours(2),
    });
    await assign(teacher, schoolClass.id, {
      title: 'Tylko dla Jana',
      items: [{ kind: 'HOMEWORK', homeworkId: open.id }],
      pupilIds: [jan.user.id],
    });

    expect((await call('GET', '/api/assignment')).statusCode).toBe(401);
    const list = (await call('GET', '/api/assignment', zosia.headers)).json<TAssignmentList>();
    expect(list.items.map((item) => item.title)).toEqual(['Wcześniej', 'Później']);
    expect(list.items[0]!.progress).toEqual({ answered: 0, correct: 0, itemCount: 3, late: false, status: 'TODO' });
    expect(list.items[0]!.policies).toMatchObject({ read: true, answer: true, update: false, readResults: false });
    expect((await call('GET', '/api/assignment', teacher.headers)).json<TAssignmentList>().items).toEqual([]);

    const view = (await call('GET', `/api/assignment/${sooner.id}`, zosia.headers)).json<TAssignment>();
    expect(view.pupils).toBeNull();
    expect(view.items[0]!.task).toEqual({
      statement: open.description,
      closed: false,
      choices: [],
      answerCheck: { kind: 'FRACTION' },
    });
    expect(view.items[2]!.task!.choices).toEqual([
      { id: right.id, label: 'A', answer: '<p>4</p>' },
      expect.objectContaining({ label: 'B' }),
    ]);
    const variant = await rightAnswerOf(sooner.id, zosia.user.id, 2);
    expect(view.items[1]!.task).toEqual({
      statement: variant.statementHtml,
      closed: false,
      choices: [],
      answerCheck: { kind: variant.answer.kind },
    });
    expect(view.items.every((item) => item.solution === null)).toBe(true);
    expect(JSON.stringify(view)).not.toContain('"correct":true');
    expect(view.items[0]!.progress).toEqual({
      attempts: 0,
      attemptsLeft: 2,
      correct: null,
      late: false,
      lastAnswer: null,
      lastAnsweredAt: null,
    });
    // The same variant every time.
    const again = (await call('GET', `/api/assignment/${sooner.id}`, zosia.headers)).json<TAssignment>();
    expect(again.items[1]!.task!.statement).toBe(variant.statementHtml);

    expectRefusal(await call('GET', `/api/assignment/${notYet.id}`, zosia.headers), 409, am.notStarted);
    const outsider = await quickPupil(t.app);
    expectRefusal(await call('GET', `/api/assignment/${later.id}`, outsider.headers), 404, am.notFound);
    const stranger = await loginAs(t.app, 'TEACHER');
    expectRefusal(await call('GET', `/api/assignment/${later.id}`, stranger.headers), 404, am.notFound);
    expect((await call('GET', `/api/assignment/${later.id}`)).statusCode).toBe(401);
    expect((await call('GET', '/api/assignment/nie-uuid', zosia.headers)).statusCode).toBe(400);
  });

  it('gives ≥ 95 % of 30 pupils’ pairs different numbers on a generator item', async () => {
    const { teacher, schoolClass, pupils } = await classWithPupils(t.app, 30);
    const created = await assign(teacher, schoolClass.id, { items: [{ kind: 'GENERATOR', generatorId: GENERATOR }] });
    const statements: string[] = [];
    for (const pupil of pupils) {
      const view = (await call('GET', `/api/assignment/${created.id}`, pupil.headers)).json<TAssignment>();
      statements.push(view.items[0]!.task!.statement);
    }
    let same = 0;
    let pairs = 0;
    for (let a = 0; a < statements.length; a += 1) {
      for (let b = a + 1; b < statements.length; b += 1) {
        pairs += 1;
        if (statements[a] === statements[b]) same += 1;
      }
    }
    expect(pairs).toBe(435);
    expect(same / pairs).toBeLessThanOrEqual(0.05);
  });
});

describe('POST /api/assignment/{id}/answer', () => {
  it('checks, counts attempts, records the attempt and refuses what it must', async () => {
    const { teacher, schoolClass, pupils } = await classWithPupils(t.app, 2);
    const { open, closed, right, wrong, concept } = await tasks();
    const [zosia, jan] = pupils as [TPerson, TPerson];
    const created = await assign(teacher, schoolClass.id, {
      items: [
        { kind: 'HOMEWORK', homeworkId: open.id },
        { kind: 'GENERATOR', generatorId: GENERATOR },
        { kind: 'HOMEWORK', homeworkId: closed.id },
      ],
      attempts: 2,
    });
    const url = `/api/assignment/${created.id}/answer`;
    expect((await call('POST', url, {}, { position: 1, answer: '1' })).statusCode).toBe(401);
    expectRefusal(await call('POST', url, teacher.headers, { position: 1, answer: '1' }), 403, am.pupilsOnly);
    expectRefusal(await answer(await quickPupil(t.app), created.id, 1, '1'), 404, am.notFound);
    expectRefusal(await answer(zosia, created.id, 9, '1'), 400, am.position);
    expectRefusal(await call('POST', url, zosia.headers, { position: 1, answer: '  ' }), 400, am.answerRequired);
    expectRefusal(await answer(zosia, created.id, 3, 'C'), 400, am.choice);

    const first = await answer(zosia, created.id, 1, '1,4');
    expect(first.json<TAssignmentAnswerResult>()).toMatchObject({
      position: 1,
      correct: false,
      message: am.wrong,
      attempts: 1,
      attemptsLeft: 1,
      late: false,
      progress: { answered: 1, correct: 0, itemCount: 3, status: 'TODO' },
    });
    const second = (await answer(zosia, created.id, 1, '\\frac{3}{2}')).json<TAssignmentAnswerResult>();
    expect(second).toMatchObject({ correct: true, message: am.correct, attempts: 2, attemptsLeft: 0 });
    expectRefusal(await answer(zosia, created.id, 1, '1,5'), 409, am.alreadyCorrect);

    expect((await answer(zosia, created.id, 3, wrong.id)).json<TAssignmentAnswerResult>().correct).toBe(false);
    expect((await answer(zosia, created.id, 3, wrong.id)).json<TAssignmentAnswerResult>().correct).toBe(false);
    expectRefusal(await answer(zosia, created.id, 3, right.id), 409, am.noAttemptsLeft);

    const variant = await rightAnswerOf(created.id, zosia.user.id, 2);
    const generated = (await answer(zosia, created.id, 2, variant.answer.value)).json<TAssignmentAnswerResult>();
    expect(generated).toMatchObject({ correct: true, progress: { answered: 3, correct: 2, status: 'DONE' } });
    // Jan's own variant is checked against his seed.
    const jans = await rightAnswerOf(created.id, jan.user.id, 2);
    expect((await answer(jan, created.id, 2, jans.answer.value)).json<TAssignmentAnswerResult>().correct).toBe(true);

    const logged = await t.app.db
      .select()
      .from(learningAttempts)
      .where(and(eq(learningAttempts.userId, zosia.user.id), eq(learningAttempts.kind, 'ASSIGNMENT')));
    expect(logged).toHaveLength(5);
    expect(logged.filter((row) => row.itemId === open.id).map((row) => row.conceptIds)).toEqual([
      [concept.id],
      [concept.id],
    ]);
    const stored = await t.app.db.select().from(assignmentAnswers).where(eq(assignmentAnswers.userId, zosia.user.id));
    expect(stored).toHaveLength(5);

    const view = (await call('GET', `/api/assignment/${created.id}`, zosia.headers)).json<TAssignment>();
    expect(view.items[0]!.progress).toMatchObject({
      attempts: 2,
      attemptsLeft: 0,
      correct: true,
      lastAnswer: '\\frac{3}{2}',
    });
    expect(view.progress).toMatchObject({ status: 'DONE' });
  });

  it('refuses before the start, refuses or marks late work after the due date, and shows solutions then', async () => {
    const { teacher, schoolClass, pupils } = await classWithPupils(t.app, 1);
    const { open } = await tasks();
    const [zosia] = pupils as [TPerson];
    const items = [
      { kind: 'HOMEWORK', homeworkId: open.id },
      { kind: 'GENERATOR', generatorId: GENERATOR },
    ];
    const future = await assign(teacher, schoolClass.id, { items, startsAt: inHours(1), dueAt: inHours(2) });
    expectRefusal(await answer(zosia, future.id, 1, '1'), 409, am.notStarted);
    const refusing = await assign(teacher, schoolClass.id, {
      items,
      startsAt: inHours(-3),
      dueAt: inHours(-1),
      late: 'REFUSE',
    });
    expectRefusal(await answer(zosia, refusing.id, 1, '3/2'), 409, am.lateRefused);
    const accepting = await assign(teacher, schoolClass.id, {
      items,
      startsAt: inHours(-3),
      dueAt: inHours(-1),
      late: 'ACCEPT',
      solutionsAfterDue: true,
    });
    const late = (await answer(zosia, accepting.id, 1, '3/2')).json<TAssignmentAnswerResult>();
    expect(late).toMatchObject({ correct: true, late: true, progress: { late: true, status: 'LATE' } });
    const view = (await call('GET', `/api/assignment/${accepting.id}`, zosia.headers)).json<TAssignment>();
    expect(view.items[0]!.solution!.expected).toContain('3/2');
    const variant = await rightAnswerOf(accepting.id, zosia.user.id, 2);
    expect(view.items[1]!.solution!.expected).toContain(escapeHtml(variant.answer.value));
    expect(view.items[1]!.solution!.steps.length).toBeGreaterThan(0);
    const closedView = (await call('GET', `/api/assignment/${refusing.id}`, zosia.headers)).json<TAssignment>();
    expect(closedView.items.every((item) => item.solution === null)).toBe(true);
  });

  it('counts one attempt of twenty parallel answers with attempts = 1, and every pupil of thirty at once', async () => {
    const { teacher, schoolClass, pupils } = await classWithPupils(t.app, 30);
    const { open } = await tasks();
    const created = await assign(teacher, schoolClass.id, {
      items: [{ kind: 'HOMEWORK', homeworkId: open.id }],
      attempts: 1,
    });
    const zosia = pupils[0]!;
    const parallel = await Promise.all(Array.from({ length: 20 }, () => answer(zosia, created.id, 1, '2')));
    expect(parallel.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(parallel.filter((response) => response.statusCode === 409).map(messageOf)).toEqual(
      Array.from({ length: 19 }, () => am.noAttemptsLeft),
    );
    const all = await Promise.all(pupils.slice(1).map((pupil) => answer(pupil, created.id, 1, '3/2')));
    expect(all.map((response) => response.statusCode)).toEqual(Array.from({ length: 29 }, () => 200));
    const stored = await t.app.db
      .select()
      .from(assignmentAnswers)
      .where(eq(assignmentAnswers.assignmentId, created.id));
    expect(stored).toHaveLength(30);
    expect(new Set(stored.map((row) => row.userId)).size).toBe(30);
  });
});

describe('PUT and DELETE /api/assignment/{id}', () => {
  it('edits settings and appends items, never losing answers; deletes for its teachers only', async () => {
    const { teacher, schoolClass, pupils } = await classWithPupils(t.app, 1);
    const { open, closed } = await tasks();
    const created = await assign(teacher, schoolClass.id, {
      items: [
        { kind: 'HOMEWORK', homeworkId: open.id },
        { kind: 'GENERATOR', generatorId: GENERATOR },
      ],
    });
    const url = `/api/assignment/${created.id}`;
    expect((await call('PUT', url, {}, { title: 'Nowy' })).statusCode).toBe(401);
    expectRefusal(await call('PUT', url, pupils[0]!.headers, { title: 'Nowy' }), 403, am.teachersOnly);
    const stranger = await loginAs(t.app, 'TEACHER');
    expectRefusal(await call('PUT', url, stranger.headers, { title: 'Nowy' }), 404, am.notFound);
    expectRefusal(await call('PUT', url, teacher.headers, { dueAt: inHours(-100) }), 400, am.dueBeforeStart);

    await answer(pupils[0]!, created.id, 1, '1');
    const appended = await call('PUT', url, teacher.headers, {
      title: 'Nowy tytuł',
      attempts: 5,
      items: [
        { kind: 'HOMEWORK', homeworkId: open.id },
        { kind: 'GENERATOR', generatorId: GENERATOR },
        { kind: 'HOMEWORK', homeworkId: closed.id },
      ],
    });
    expect(appended.statusCode).toBe(200);
    expect(appended.json<TAssignment>()).toMatchObject({ title: 'Nowy tytuł', attempts: 5, itemCount: 3 });
    // An unanswered item may go; an answered one may not move or go.
    const dropped = await call('PUT', url, teacher.headers, { items: [{ kind: 'HOMEWORK', homeworkId: open.id }] });
    expect(dropped.json<TAssignment>().itemCount).toBe(1);
    for (const items of [
      [{ kind: 'GENERATOR', generatorId: GENERATOR }],
      [
        { kind: 'GENERATOR', generatorId: GENERATOR },
        { kind: 'HOMEWORK', homeworkId: open.id },
      ],
    ]) {
      expectRefusal(await call('PUT', url, teacher.headers, { items }), 409, am.answeredItemsStay);
    }
    expect(await t.app.db.select().from(assignmentAnswers)).toHaveLength(1);

    expectRefusal(await call('DELETE', url, stranger.headers), 404, am.notFound);
    expectRefusal(await call('DELETE', url, pupils[0]!.headers), 403, am.teachersOnly);
    // Answered: it can only be archived, its answers stay.
    expectRefusal(await call('DELETE', url, teacher.headers), 409, am.answeredCannotDelete);
    expect(await t.app.db.select().from(assignments)).toHaveLength(1);
    expect(await t.app.db.select().from(assignmentAnswers)).toHaveLength(1);
    expect(await t.app.db.select().from(learningAttempts)).toHaveLength(1);

    // Nobody answered: deleted.
    const fresh = await assign(teacher, schoolClass.id, { items: [{ kind: 'GENERATOR', generatorId: GENERATOR }] });
    expectRefusal(await call('DELETE', `/api/assignment/${fresh.id}`, stranger.headers), 404, am.notFound);
    expect((await call('DELETE', `/api/assignment/${fresh.id}`, teacher.headers)).json()).toEqual({
      message: am.deleted,
    });
    expect((await t.app.db.select().from(assignments)).map((row) => row.id)).toEqual([created.id]);
  });

  it('stores the weight, the category and the items’ weights, and validates them', async () => {
    const { teacher, schoolClass, pupils } = await classWithPupils(t.app, 1);
    const { open, closed } = await tasks();
    const url = assignmentUrl(schoolClass.id);
    const valid = {
      title: 'Kartkówka',
      dueAt: inHours(24),
      items: [
        { kind: 'HOMEWORK', homeworkId: open.id, weight: 2 },
        { kind: 'GENERATOR', generatorId: GENERATOR },
      ],
    };
    for (const [change, message] of [
      [{ weight: 0 }, am.weight],
      [{ weight: 6 }, am.weight],
      [{ weight: 2.5 }, am.weight],
      [{ category: 'X' }, am.category],
      [{ items: [{ kind: 'HOMEWORK', homeworkId: open.id, weight: 31 }] }, am.itemWeight],
      [{ items: [{ kind: 'GENERATOR', generatorId: GENERATOR, weight: -1 }] }, am.itemWeight],
    ] as const) {
      expectRefusal(await call('POST', url, teacher.headers, { ...valid, ...change }), 400, message);
    }
    expect(await t.app.db.select().from(assignments)).toEqual([]);

    const defaults = await assign(teacher, schoolClass.id, { items: [valid.items[1]] });
    expect(defaults).toMatchObject({ weight: 1, category: 'HOMEWORK', archivedAt: null, hasAnswers: false });
    expect(defaults.items[0]).toMatchObject({ weight: null, answered: false });

    const created = await assign(teacher, schoolClass.id, { ...valid, weight: 3, category: 'QUIZ' });
    expect(created).toMatchObject({ weight: 3, category: 'QUIZ' });
    expect(created.items.map((item) => item.weight)).toEqual([2, null]);
    const [row] = await t.app.db.select().from(assignments).where(eq(assignments.id, created.id));
    expect(row).toMatchObject({ weight: 3, category: 'QUIZ', archivedAt: null });
    const itemRows = () =>
      t.app.db
        .select({ position: assignmentItems.position, weight: assignmentItems.weight })
        .from(assignmentItems)
        .where(eq(assignmentItems.assignmentId, created.id))
        .orderBy(assignmentItems.position);
    expect(await itemRows()).toEqual([
      { position: 1, weight: 2 },
      { position: 2, weight: null },
    ]);

    const put = `/api/assignment/${created.id}`;
    expect((await call('PUT', put, {}, { weight: 2 })).statusCode).toBe(401);
    for (const [change, message] of [
      [{ weight: 0 }, am.weight],
      [{ weight: 6 }, am.weight],
      [{ category: 'X' }, am.category],
      [{ items: [{ kind: 'HOMEWORK', homeworkId: open.id, weight: 31 }] }, am.itemWeight],
    ] as const) {
      expectRefusal(await call('PUT', put, teacher.headers, change), 400, message);
    }
    // After an answer, weights still change; a kept item takes the new weight.
    await answer(pupils[0]!, created.id, 1, '3/2');
    const updated = await call('PUT', put, teacher.headers, {
      weight: 5,
      category: 'TEST',
      items: [
        { kind: 'HOMEWORK', homeworkId: open.id, weight: 0 },
        { kind: 'GENERATOR', generatorId: GENERATOR, weight: 30 },
        { kind: 'HOMEWORK', homeworkId: closed.id, weight: 4 },
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const view = updated.json<TAssignment>();
    expect(view).toMatchObject({ weight: 5, category: 'TEST', hasAnswers: true });
    expect(view.items.map((item) => [item.weight, item.answered])).toEqual([
      [0, true],
      [30, false],
      [4, false],
    ]);
    expect(await itemRows()).toEqual([
      { position: 1, weight: 0 },
      { position: 2, weight: 30 },
      { position: 3, weight: 4 },
    ]);
    const [after] = await t.app.db.select().from(assignments).where(eq(assignments.id, created.id));
    expect(after).toMatchObject({ weight: 5, category: 'TEST' });
    // The class list tells which ones were answered.
    const list = (await call('GET', url, teacher.headers)).json<TAssignmentList>();
    expect(Object.fromEntries(list.items.map((item) => [item.id, [item.hasAnswers, item.weight]]))).toEqual({
      [created.id]: [true, 5],
      [defaults.id]: [false, 1],
    });
  });

  it('archives an answered assignment read-only and restores it', async () => {
    const { teacher, schoolClass, pupils } = await classWithPupils(t.app, 1);
    const pupil = pupils[0]!;
    const { open, closed, right } = await tasks();
    const created = await assign(teacher, schoolClass.id, {
      items: [
        { kind: 'HOMEWORK', homeworkId: open.id },
        { kind: 'HOMEWORK', homeworkId: closed.id },
      ],
    });
    const url = `/api/assignment/${created.id}`;
    await answer(pupil, created.id, 1, '1');
    expect((await call('PUT', url, {}, { archived: true })).statusCode).toBe(401);
    expectRefusal(await call('PUT', url, pupil.headers, { archived: true }), 403, am.teachersOnly);
    const stranger = await loginAs(t.app, 'TEACHER');
    expectRefusal(await call('PUT', url, stranger.headers, { archived: true }), 404, am.notFound);
    expectRefusal(await call('PUT', url, teacher.headers, { archived: 'tak' }), 400, validationMessages.invalidFormat);

    const archived = await call('PUT', url, teacher.headers, { archived: true });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json<TAssignment>()).toMatchObject({
      archivedAt: expect.any(String),
      policies: { update: false, delete: false, archive: true, readResults: true },
    });
    const [row] = await t.app.db.select().from(assignments).where(eq(assignments.id, created.id));
    expect(row!.archivedAt).toBeInstanceOf(Date);

    // Read-only: edits, deleting and answers are refused; the pupil's list drops it, the pupil still reads it.
    expectRefusal(await call('PUT', url, teacher.headers, { title: 'Inny' }), 409, am.assignmentArchived);
    expectRefusal(await call('PUT', url, teacher.headers, { archived: true, weight: 2 }), 409, am.assignmentArchived);
    expectRefusal(await call('DELETE', url, teacher.headers), 409, am.assignmentArchived);
    expectRefusal(await answer(pupil, created.id, 2, right.id), 409, am.assignmentArchived);
    expect(await t.app.db.select().from(assignmentAnswers)).toHaveLength(1);
    const mine = (await call('GET', '/api/assignment', pupil.headers)).json<TAssignmentList>();
    expect(mine.items).toEqual([]);
    const read = await call('GET', url, pupil.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json<TAssignment>().policies).toMatchObject({ read: true, answer: false });
    // The teachers' list keeps it, archived.
    const list = (await call('GET', assignmentUrl(schoolClass.id), teacher.headers)).json<TAssignmentList>();
    expect(list.items[0]).toMatchObject({ id: created.id, archivedAt: expect.any(String), hasAnswers: true });

    // ADMIN restores it, with an edit in the same request.
    const admin = await loginAs(t.app, 'ADMIN');
    const restored = await call('PUT', url, admin.headers, { archived: false, title: 'Przywrócona' });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<TAssignment>()).toMatchObject({ archivedAt: null, title: 'Przywrócona' });
    const [back] = await t.app.db.select().from(assignments).where(eq(assignments.id, created.id));
    expect(back).toMatchObject({ archivedAt: null, title: 'Przywrócona' });
    expect((await answer(pupil, created.id, 2, right.id)).statusCode).toBe(200);
    expect((await call('GET', '/api/assignment', pupil.headers)).json<TAssignmentList>().items).toHaveLength(1);
  });
});

describe('results', () => {
  it('gives the matrix, the weakest requirement first, marks from the class’s bands, and the CSV', async () => {
    const { teacher, schoolClass, pupils } = await classWithPupils(t.app, 3);
    const { open, closed, right, wrong } = await tasks();
    const created = await assign(teacher, schoolClass.id, {
      title: 'Sprawdzian: ułamki',
      items: [
        { kind: 'HOMEWORK', homeworkId: open.id },
        { kind: 'HOMEWORK', homeworkId: closed.id },
        { kind: 'GENERATOR', generatorId: GENERATOR },
      ],
    });
    const [a, b, c] = pupils as [TPerson, TPerson, TPerson];
    await call('POST', `/api/assignment/${created.id}/answer`, a.headers, {
      position: 1,
      answer: '3/2',
      timeTakenMs: 5000,
    });
    await answer(a, created.id, 2, right.id);
    await answer(a, created.id, 3, (await rightAnswerOf(created.id, a.user.id, 3)).answer.value);
    await answer(b, created.id, 1, '1');
    await answer(b, created.id, 1, '3/2');
    await answer(b, created.id, 2, wrong.id);

    const url = `/api/assignment/${created.id}/results`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expectRefusal(await call('GET', url, a.headers), 403, am.teachersOnly);
    expectRefusal(await call('GET', url, (await loginAs(t.app, 'TEACHER')).headers), 404, am.notFound);
    const results = (await call('GET', url, teacher.headers)).json<TAssignmentResults>();
    expect(results.items.map((item) => [item.position, item.kind, item.maxPoints])).toEqual([
      [1, 'HOMEWORK', 1],
      [2, 'HOMEWORK', 1],
      [3, 'GENERATOR', 1],
    ]);
    expect(results.cells).toHaveLength(9);
    expect(results.cells.find((cell) => cell.userId === a.user.id && cell.position === 1)).toEqual({
      userId: a.user.id,
      position: 1,
      points: 1,
      maxPoints: 1,
      attempts: 1,
      late: false,
      timeMs: 5000,
    });
    expect(results.cells.find((cell) => cell.userId === b.user.id && cell.position === 1)).toMatchObject({
      points: 1,
      attempts: 2,
    });
    expect(results.cells.find((cell) => cell.userId === c.user.id && cell.position === 2)).toMatchObject({
      points: 0,
      attempts: 0,
    });
    // Before the due date: the percentage so far, no mark, and nobody failed for not having answered yet.
    const marksOf = (found: TAssignmentResults) =>
      new Map(found.marks.map((mark) => [mark.userId, [mark.percent, mark.mark, mark.label, mark.noWork]]));
    expect(marksOf(results).get(a.user.id)).toEqual([100, null, null, false]);
    expect(marksOf(results).get(c.user.id)).toEqual([0, null, null, true]);
    // After it: marks from the bands, and 'nb' (never 1) for the pupil who handed in nothing.
    await t.app.db
      .update(assignments)
      .set({ startsAt: new Date(Date.now() - 2 * 86_400_000), dueAt: new Date(Date.now() - 60_000) })
      .where(eq(assignments.id, created.id));
    const due = (await call('GET', url, teacher.headers)).json<TAssignmentResults>();
    const marks = marksOf(due);
    expect(marks.get(a.user.id)).toEqual([100, 6, '6', false]);
    expect(marks.get(b.user.id)).toEqual([33.3, 2, '2', false]);
    expect(marks.get(c.user.id)).toEqual([0, null, 'nb', true]);
    // SP7-8.I (the closed task): 1 of 3; SP7-8.II (the open task): 2 of 3; the generator's own: 1 of 3.
    const generatorRequirement = findGenerator(GENERATOR)!.requirements[0]!;
    expect(results.byRequirement).toEqual(
      [
        { system: 'PP2017', code: 'SP7-8.I', percent: 33.3 },
        { ...generatorRequirement, percent: 33.3 },
        { system: 'PP2017', code: 'SP7-8.II', percent: 66.7 },
      ]
        .map((entry) => ({ ...entry, text: requirementText(entry.system, entry.code) }))
        .sort((x, y) => x.percent - y.percent || `${x.system}:${x.code}`.localeCompare(`${y.system}:${y.code}`)),
    );
    expect(results.byRequirement.every((entry) => typeof entry.text === 'string' && entry.text.length > 0)).toBe(true);
    expect(results.byConcept).toEqual([expect.objectContaining({ name: 'Ułamki', percent: 66.7 })]);
    expect(results.markBands).toEqual({ minimums: [30, 50, 70, 85, 98], signs: false });

    // The class's own bands, with signs: 33,3 % is in the lowest two points of 2 with minimums 32…
    const bandsUrl = `/api/class/${schoolClass.id}/mark-bands`;
    expectRefusal(
      await call('PUT', bandsUrl, teacher.headers, { minimums: [30, 20, 70, 85, 98], signs: true }),
      400,
      am.markBands,
    );
    expectRefusal(
      await call('PUT', bandsUrl, a.headers, { minimums: [32, 50, 70, 85, 98], signs: true }),
      403,
      am.teachersOnly,
    );
    const bands = await call('PUT', bandsUrl, teacher.headers, { minimums: [32, 50, 70, 85, 98], signs: true });
    expect(bands.json()).toEqual({ minimums: [32, 50, 70, 85, 98], signs: true });
    expect((await call('GET', bandsUrl, teacher.headers)).json()).toEqual(bands.json());
    const signed = (await call('GET', url, teacher.headers)).json<TAssignmentResults>();
    expect(signed.marks.find((mark) => mark.userId === b.user.id)).toMatchObject({ mark: 2, label: '2-' });

    // The CSV, as a Polish spreadsheet opens it; a name that looks like a formula is defused.
    await createUsersRepository(t.app.db).update(c.user.id, { displayName: '=HYPERLINK("x")' });
    const csv = await call('GET', `${url}.csv`, teacher.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="wyniki-sprawdzian-ulamki-8b\.csv"/);
    const bytes = csv.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    const titles = signed.items.map((item) => `${item.position}. ${item.title}`).join(';');
    expect(lines[0]).toBe(`Nr;Uczeń;Login;${titles};Punkty;Procent;Ocena;Po terminie`);
    const name = (pupil: TPerson) => signed.pupils.find((entry) => entry.id === pupil.user.id)!.name;
    expect(lines).toContain(`;${name(a)};${a.user.username};1;1;1;3;100;6;`);
    expect(lines).toContain(`;${name(b)};${b.user.username};1;0;;1;33,3;2-;`);
    expect(lines).toContain(`;"'=HYPERLINK(""x"")";${c.user.username};;;;0;0;nb;`);
    expect(lines.at(-1)).toBe('');
  });

  it('shows a pupil’s answers only while they were in the class', async () => {
    const { teacher, schoolClass, pupils } = await classWithPupils(t.app, 2);
    const { open } = await tasks();
    const [zosia, jan] = pupils as [TPerson, TPerson];
    const created = await assign(teacher, schoolClass.id, { items: [{ kind: 'HOMEWORK', homeworkId: open.id }] });
    await answer(zosia, created.id, 1, '1');
    expect((await call('POST', `/api/class/${schoolClass.id}/leave`, zosia.headers, {})).statusCode).toBe(200);
    // Gone from the class: the pupil no longer reaches the assignment…
    expectRefusal(await answer(zosia, created.id, 1, '3/2'), 404, am.notFound);
    expect((await call('GET', '/api/assignment', zosia.headers)).json<TAssignmentList>().items).toEqual([]);
    // …and an answer stored after leaving (or before joining) is not the teacher's to see.
    await t.app.db.insert(assignmentAnswers).values([
      {
        assignmentId: created.id,
        userId: zosia.user.id,
        position: 1,
        answer: '3/2',
        correct: true,
        late: false,
        createdAt: new Date(Date.now() + hour),
      },
      {
        assignmentId: created.id,
        userId: jan.user.id,
        position: 1,
        answer: '3/2',
        correct: true,
        late: false,
        createdAt: new Date(Date.now() - 2 * hour),
      },
    ]);
    const results = (
      await call('GET', `/api/assignment/${created.id}/results`, teacher.headers)
    ).json<TAssignmentResults>();
    expect(results.cells.find((cell) => cell.userId === zosia.user.id)).toMatchObject({ points: 0, attempts: 1 });
    expect(results.cells.find((cell) => cell.userId === jan.user.id)).toMatchObject({ points: 0, attempts: 0 });

    // Another class's teacher learns nothing.
    const other = await classWithPupils(t.app, 0);
    expectRefusal(await call('GET', `/api/assignment/${created.id}/results`, other.teacher.headers), 404, am.notFound);
    expectRefusal(
      await call('GET', `/api/assignment/${created.id}/results.csv`, other.teacher.headers),
      404,
      am.notFound,
    );
    const admin = await loginAs(t.app, 'ADMIN');
    expect((await call('GET', `/api/assignment/${created.id}/results`, admin.headers)).statusCode).toBe(200);
  });

  it('puts a pupil’s answers and a teacher’s assignments in their data exports, and deletes them with the account', async () => {
    const { teacher, schoolClass } = await classWithPupils(t.app, 0);
    const pupil = await loginAs(t.app, 'USER');
    const joinedAt = new Date(Date.now() - hour);
    await t.app.db
      .insert(classMembers)
      .values({ classId: schoolClass.id, userId: pupil.user.id, status: 'ACTIVE', createdAt: joinedAt, joinedAt });
    const { open } = await tasks();
    const created = await assign(teacher, schoolClass.id, { items: [{ kind: 'HOMEWORK', homeworkId: open.id }] });
    await answer(pupil, created.id, 1, '3/2');
    const exported = (await call('GET', '/api/user/me/export', pupil.headers)).json<TAccountExport>();
    expect(exported.assignmentAnswers).toEqual([
      expect.objectContaining({
        assignmentId: created.id,
        title: 'Praca domowa',
        className: '8b',
        position: 1,
        correct: true,
      }),
    ]);
    const teachers = (await call('GET', '/api/user/me/export', teacher.headers)).json<TAccountExport>();
    expect(teachers.assignmentsSet).toEqual([expect.objectContaining({ id: created.id, classId: schoolClass.id })]);
    expect(teachers.assignmentAnswers).toEqual([]);

    await t.app.db.delete(users).where(eq(users.id, pupil.user.id));
    expect(await t.app.db.select().from(assignmentAnswers)).toEqual([]);
    expect(await t.app.db.select().from(assignmentPupils)).toEqual([]);
  });
});

describe('the reminder the day before', () => {
  it('tells the pupils who have not finished, once, for assignments due within a day', async () => {
    const { teacher, schoolClass, pupils } = await classWithPupils(t.app, 2);
    const { open } = await tasks();
    const [done, todo] = pupils as [TPerson, TPerson];
    const soon = await assign(teacher, schoolClass.id, {
      title: 'Na jutro',
      items: [{ kind: 'HOMEWORK', homeworkId: open.id }],
      dueAt: inHours(20),
    });
    await assign(teacher, schoolClass.id, {
      title: 'Za tydzień',
      items: [{ kind: 'HOMEWORK', homeworkId: open.id }],
      dueAt: inHours(170),
    });
    await answer(done, soon.id, 1, '3/2');
    const service = t.app.services.assignments;
    expect(await service.sendReminders(new Date())).toEqual({ sent: 1 });
    expect(await service.sendReminders(new Date())).toEqual({ sent: 0 });
    await t.app.jobs.drain();
    const reminders = (
      await t.app.db.select().from(notifications).where(eq(notifications.type, 'ASSIGNMENT_EVENT'))
    ).filter((row) => row.payload.reminder === true);
    expect(reminders.map((row) => row.userId)).toEqual([todo.user.id]);
    expect(String(reminders[0]!.payload.text)).toContain('Przypomnienie: zadanie domowe „Na jutro” (klasa 8b)');
  });
});
