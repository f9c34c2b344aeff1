import { practiceMessages } from '@zadania/shared';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app';
import { expectTooMany } from '../../../../test/expect-too-many';
import { buildConcept, buildHomework, login, loginAs } from '../../../../test/factories';
import {
  homeworkAnswers,
  homeworks,
  learningAttempts,
  learningSessionItems,
  learningSessions,
  solutionSteps,
} from '../../../db/schema';
import { generateVariant } from '../../generators/generate-variant';
import { findGenerator } from '../../generators/generator-catalogue';
import { generatorItemId } from '../../generators/generator-item-id';

const t = useTestApp();

type THeaders = Record<string, string>;
const start = (payload: object, headers: THeaders = {}) =>
  t.app.inject({ method: 'POST', url: '/api/learn/session', headers, payload });
const answer = (id: string, payload: object, headers: THeaders = {}) =>
  t.app.inject({ method: 'POST', url: `/api/learn/session/${id}/answer`, headers, payload });
const session = (id: string, headers: THeaders = {}) =>
  t.app.inject({ method: 'GET', url: `/api/learn/session/${id}`, headers });
const next = (headers: THeaders = {}) => t.app.inject({ method: 'GET', url: '/api/learn/next', headers });
const messagesOf = (response: { json: () => { message: string | string[] } }) => [response.json().message].flat();

const threeHalves = { kind: 'NUMBER' as const, value: '\\frac{3}{2}', tolerance: null };

/** Three concepts with two open tasks each, and a closed task (right choice B) on the first. */
async function catalogue() {
  const concepts = await Promise.all(['Ułamki', 'Procenty', 'Potęgi'].map((name) => buildConcept(t.app, { name })));
  const open = [];
  for (const concept of concepts) {
    for (let n = 0; n < 2; n += 1) {
      open.push(
        await buildHomework(t.app, {
          answerKey: threeHalves,
          answer: '<p>Odpowiedź: 1,5</p>',
          conceptIds: [concept.id],
        }),
      );
    }
  }
  await t.app.db.insert(solutionSteps).values({
    homeworkId: open[0]!.id,
    order: 1,
    title: 'Krok 1',
    description: '<p>Dzielimy 3 przez 2.</p>',
    latex: '',
  });
  const closed = await buildHomework(t.app, { closed: true, conceptIds: [concepts[0]!.id] });
  const [choiceA, choiceB] = await t.app.db
    .insert(homeworkAnswers)
    .values([
      { homeworkId: closed.id, position: 0, label: 'A', answer: '<p>2</p>', correct: false },
      { homeworkId: closed.id, position: 1, label: 'B', answer: '<p>1,5</p>', correct: true },
    ])
    .returning();
  // Neither a draft nor a paid solution is practised: its answer would leak.
  await buildHomework(t.app, { status: 'PRIVATE', answerKey: threeHalves, conceptIds: [concepts[1]!.id] });
  await buildHomework(t.app, { paidSolution: true, answerKey: threeHalves, conceptIds: [concepts[1]!.id] });
  return { concepts, open, closed, choiceA: choiceA!, choiceB: choiceB! };
}

describe('POST /api/learn/session', () => {
  it('needs a session (401) and a size from 5 to 30 and concept ids (400 with the Polish message)', async () => {
    expect((await start({})).statusCode).toBe(401);
    const { headers } = await loginAs(t.app);
    for (const size of [4, 31, 7.5, 'dziesięć']) {
      const refused = await start({ size }, headers);
      expect(refused.statusCode).toBe(400);
      expect(messagesOf(refused)).toContain(practiceMessages.size);
    }
    const badConcepts = await start({ conceptIds: ['ułamki'] }, headers);
    expect(badConcepts.statusCode).toBe(400);
    expect(messagesOf(badConcepts)).toContain(practiceMessages.conceptIds);
  });

  it('says so when there is nothing to practise, and stores no session', async () => {
    const { headers } = await loginAs(t.app);
    const empty = await start({}, headers);
    expect(empty.statusCode).toBe(400);
    expect(messagesOf(empty)).toEqual([practiceMessages.nothingToPractise]);
    expect(await t.app.db.select().from(learningSessionItems)).toHaveLength(0);
  });

  it('chooses machine-checkable public tasks, interleaved, without their answers', async () => {
    const { concepts, closed } = await catalogue();
    const { headers } = await loginAs(t.app);
    const created = await start({ size: 5 }, headers);
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body.items).toHaveLength(5);
    expect(body.items.map((item: { position: number }) => item.position)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(body.items.map((item: { conceptId: string }) => item.conceptId)).size).toBe(3);
    for (let i = 1; i < body.items.length; i += 1) {
      expect(body.items[i].conceptId).not.toBe(body.items[i - 1].conceptId);
    }
    for (const item of body.items) {
      expect(item).toMatchObject({ kind: 'HOMEWORK', reason: 'new', answered: null });
      expect(concepts.map((concept) => concept.id)).toContain(item.conceptId);
      expect(item.task).not.toHaveProperty('answerKey');
      expect(item.task).not.toHaveProperty('answer');
    }
    const raw = created.body;
    expect(raw).not.toContain('"correct"');
    expect(raw).not.toContain('Odpowiedź: 1,5');
    const closedItem = body.items.find((item: { homeworkId: string }) => item.homeworkId === closed.id);
    if (closedItem)
      expect(closedItem.task.choices.map((choice: { label: string }) => choice.label)).toEqual(['A', 'B']);
    const stored = await t.app.db
      .select()
      .from(learningSessionItems)
      .where(eq(learningSessionItems.sessionId, body.id));
    expect(stored).toHaveLength(5);
  });

  it('stops showing a task withdrawn since the session started, and refuses an answer to it', async () => {
    const { concepts, open } = await catalogue();
    const { headers } = await loginAs(t.app);
    const { id, items } = (await start({ size: 5, conceptIds: [concepts[1]!.id] }, headers)).json();
    const withdrawn = items.find((item: { homeworkId: string }) => item.homeworkId === open[2]!.id);
    await t.app.db.update(homeworks).set({ status: 'REMOVED_FOR_COPYRIGHT' }).where(eq(homeworks.id, open[2]!.id));
    const reloaded = (await session(id, headers)).json();
    expect(reloaded.items.map((item: { homeworkId: string }) => item.homeworkId)).not.toContain(open[2]!.id);
    const refused = await answer(id, { position: withdrawn.position, answer: '1,5' }, headers);
    expect(refused.statusCode).toBe(400);
  });

  it('refuses the 61st session within an hour (429), so a loop of starts stores nothing more', async () => {
    await catalogue();
    const { headers } = await loginAs(t.app);
    for (let n = 0; n < 60; n += 1) expect((await start({ size: 5 }, headers)).statusCode).toBe(201);
    expectTooMany(await start({ size: 5 }, headers));
    expect(await t.app.db.select().from(learningSessions)).toHaveLength(60);
  });

  it('practises only the concepts asked for', async () => {
    const { concepts } = await catalogue();
    const { headers } = await loginAs(t.app);
    const body = (await start({ size: 5, conceptIds: [concepts[1]!.id] }, headers)).json();
    expect(body.items).toHaveLength(2);
    expect(body.items.every((item: { conceptId: string }) => item.conceptId === concepts[1]!.id)).toBe(true);
  });
});

describe('answering a session', () => {
  it("is the student's own: 404 to anybody else, and to an id that is not a session", async () => {
    await catalogue();
    const owner = await loginAs(t.app);
    const other = await loginAs(t.app);
    const { id } = (await start({ size: 5 }, owner.headers)).json();
    expect((await session(id)).statusCode).toBe(401);
    expect((await session(id, other.headers)).statusCode).toBe(404);
    const stranger = await answer(id, { position: 1, answer: '1,5' }, other.headers);
    expect(stranger.statusCode).toBe(404);
    expect(messagesOf(stranger)).toEqual([practiceMessages.sessionNotFound]);
    expect((await session('nie-ma-takiej', owner.headers)).statusCode).toBe(404);
    expect(await t.app.db.select().from(learningAttempts)).toHaveLength(0);
  });

  it('checks like check-answer, records a PRACTICE attempt, explains, and moves the mastery', async () => {
    const { open } = await catalogue();
    const student = await loginAs(t.app);
    const { id, items } = (await start({ size: 5 }, student.headers)).json();
    type TItem = { homeworkId: string; position: number; conceptId: string; task: { closed: boolean } };
    const first: TItem =
      items.find((item: TItem) => item.homeworkId === open[0]!.id) ?? items.find((item: TItem) => !item.task.closed);

    const wrong = await answer(id, { position: first.position, answer: '2', timeTakenMs: 9000 }, student.headers);
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toMatchObject({
      correct: false,
      mastery: { conceptId: first.conceptId, state: 'new', due: expect.any(String) },
    });
    if (first.homeworkId === open[0]!.id) {
      expect(wrong.json().expected).toBe('<p>Odpowiedź: 1,5</p>');
      expect(wrong.json().explanation).toEqual([
        { title: 'Krok 1', description: '<p>Dzielimy 3 przez 2.</p>', latex: '' },
      ]);
    }
    const [attempt] = await t.app.db
      .select()
      .from(learningAttempts)
      .where(eq(learningAttempts.userId, student.user.id));
    expect(attempt).toMatchObject({
      kind: 'PRACTICE',
      itemId: first.homeworkId,
      correct: false,
      answer: '2',
      timeTakenMs: 9000,
    });

    const again = await answer(id, { position: first.position, answer: '1,5' }, student.headers);
    expect(again.statusCode).toBe(409);
    expect(messagesOf(again)).toEqual([practiceMessages.alreadyAnswered]);

    const second = items.find(
      (item: { position: number; task: { closed: boolean } }) => item.position !== first.position && !item.task.closed,
    );
    const right = await answer(id, { position: second.position, answer: '3/2' }, student.headers);
    expect(right.json()).toMatchObject({ correct: true, mastery: { conceptId: second.conceptId, state: 'learning' } });
    const solved = (
      await t.app.inject({ method: 'GET', url: '/api/favorite/solved', headers: student.headers })
    ).json();
    expect(solved.homeworks.map((entry: { homeworkId: string }) => entry.homeworkId)).toEqual([second.homeworkId]);

    expect((await next(student.headers)).json().openSession).toEqual({ id, answered: 2, total: 5 });
    const reloaded = (await session(id, student.headers)).json();
    const answered = reloaded.items.filter((item: { answered: unknown }) => item.answered);
    expect(answered.map((item: { answered: { correct: boolean } }) => item.answered.correct).sort()).toEqual([
      false,
      true,
    ]);
  });

  it('takes the id of a choice for a closed task, and refuses anything else (400)', async () => {
    const { closed, choiceA, choiceB, concepts } = await catalogue();
    const student = await loginAs(t.app);
    const { id, items } = (await start({ size: 5, conceptIds: [concepts[0]!.id] }, student.headers)).json();
    const item = items.find((candidate: { homeworkId: string }) => candidate.homeworkId === closed.id);
    expect(item.task.closed).toBe(true);
    const notAChoice = await answer(id, { position: item.position, answer: 'B' }, student.headers);
    expect(notAChoice.statusCode).toBe(400);
    expect(messagesOf(notAChoice)).toEqual([practiceMessages.choice]);
    const right = await answer(id, { position: item.position, answer: choiceB.id }, student.headers);
    expect(right.json()).toMatchObject({ correct: true, expected: '<p>B.</p><p>1,5</p>' });
    void choiceA;
  });

  it('refuses a position the session does not have and an empty answer (400), and records nothing', async () => {
    await catalogue();
    const student = await loginAs(t.app);
    const { id } = (await start({ size: 5 }, student.headers)).json();
    const position = await answer(id, { position: 99, answer: '1,5' }, student.headers);
    expect(position.statusCode).toBe(400);
    expect(messagesOf(position)).toEqual([practiceMessages.position]);
    const empty = await answer(id, { position: 1, answer: '  ' }, student.headers);
    expect(empty.statusCode).toBe(400);
    expect(messagesOf(empty)).toContain(practiceMessages.answer);
    expect(await t.app.db.select().from(learningAttempts)).toHaveLength(0);
  });

  it('answers an item once when two tabs send at the same time', async () => {
    await catalogue();
    const student = await loginAs(t.app);
    const { id, items } = (await start({ size: 5 }, student.headers)).json();
    const open = items.find((item: { task: { closed: boolean } }) => !item.task.closed);
    const both = await Promise.all([
      answer(id, { position: open.position, answer: '1,5' }, student.headers),
      answer(id, { position: open.position, answer: '1,5' }, student.headers),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(
      await t.app.db
        .select()
        .from(learningAttempts)
        .where(and(eq(learningAttempts.userId, student.user.id), eq(learningAttempts.kind, 'PRACTICE'))),
    ).toHaveLength(1);
  });
});

describe('GET /api/learn/next', () => {
  it('needs a session (401), then recommends tasks with a reason, never one answered right today', async () => {
    expect((await next()).statusCode).toBe(401);
    const { open } = await catalogue();
    const student = await loginAs(t.app);
    const fresh = (await next(student.headers)).json();
    expect(fresh).toMatchObject({ dueCount: 0, streakDays: 0, openSession: null });
    expect(fresh.results.length).toBeGreaterThanOrEqual(3);
    expect(fresh.results[0]).toMatchObject({
      reason: 'new',
      reasonLabel: 'Nowy temat',
      conceptName: expect.any(String),
    });

    // Right on one task, wrong on another: the right one is not offered again today; the wrong one's concept is in progress.
    await t.app.inject({
      method: 'POST',
      url: `/api/homework/${open[0]!.id}/check-answer`,
      headers: student.headers,
      payload: { answer: '1,5' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/homework/${open[2]!.id}/check-answer`,
      headers: student.headers,
      payload: { answer: '7' },
    });
    const after = (await next(student.headers)).json();
    expect(after.streakDays).toBe(1);
    expect(after.results.map((item: { homeworkId: string }) => item.homeworkId)).not.toContain(open[0]!.id);
    expect(
      after.results.slice(0, 2).map((item: { reason: string; reasonLabel: string }) => [item.reason, item.reasonLabel]),
    ).toEqual([
      ['weak', 'Do poprawy'],
      ['weak', 'Do poprawy'],
    ]);
  });
});

describe('the streak of days practised', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts days in a row in Poland, kept until the day is over, and starts again after a day's gap", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { open } = await catalogue();
    const student = await loginAs(t.app);
    const at = (iso: string) => vi.setSystemTime(new Date(iso));
    const answerAt = async (iso: string) => {
      at(iso);
      const { token } = await login(t.app, student.user.email, student.user.password);
      const headers = { authorization: `Bearer ${token}` };
      await t.app.inject({
        method: 'POST',
        url: `/api/homework/${open[1]!.id}/check-answer`,
        headers,
        payload: { answer: '7' },
      });
      return headers;
    };
    const streak = async (headers: THeaders) => (await next(headers)).json().streakDays;

    // 23:30 UTC on 30 March is 1:30 on 31 March in Warsaw (summer time): three days in a row there.
    await answerAt('2026-03-29T09:00:00Z');
    await answerAt('2026-03-30T09:00:00Z');
    let headers = await answerAt('2026-03-30T23:30:00Z');
    expect(await streak(headers)).toBe(3);
    // The next evening nothing was answered yet that day: the streak stands until the day is over.
    at('2026-04-01T18:00:00Z');
    headers = (await signInAgain(student.user)).headers;
    expect(await streak(headers)).toBe(3);
    // A day without an answer ends it; the next answer starts a new one.
    headers = await answerAt('2026-04-03T09:00:00Z');
    expect(await streak(headers)).toBe(1);
  });
});

async function signInAgain(user: { email: string; password: string }) {
  const { token } = await login(t.app, user.email, user.password);
  return { headers: { authorization: `Bearer ${token}` } };
}

describe('generated items (issue 37): a concept with few tasks is practised with fresh variants', () => {
  it('offers variants of its generators, checks them on the server and records them like tasks', async () => {
    const logarithm = await buildConcept(t.app, { name: 'Logarytm', slug: 'logarytm' });
    const student = await loginAs(t.app);
    const started = await start({ size: 5, conceptIds: [logarithm.id] }, student.headers);
    expect(started.statusCode).toBe(201);
    const items = started.json().items as {
      position: number;
      kind: string;
      homeworkId: string;
      generatorId: string | null;
      task: { description: string; answerCheck: { kind: string } | null; slug: string };
    }[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.kind).toBe('GENERATED');
      expect(findGenerator(item.generatorId!)?.conceptSlugs).toContain('logarytm');
      expect(item.homeworkId).toBe(generatorItemId(item.generatorId!));
      expect(item.task.answerCheck).not.toBeNull();
      expect(JSON.stringify(item)).not.toContain('"answer"');
    }

    const [first, second] = items;
    const rows = await t.app.db
      .select()
      .from(learningSessionItems)
      .where(eq(learningSessionItems.sessionId, started.json().id));
    const seedOf = (position: number) => rows.find((row) => row.position === position)!.seed!;
    const variant = generateVariant(findGenerator(first!.generatorId!)!, seedOf(first!.position))!;
    expect(variant.statementHtml).toBe(first!.task.description);

    const right = await answer(
      started.json().id,
      { position: first!.position, answer: variant.answer.value },
      student.headers,
    );
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ correct: true, mastery: { conceptId: logarithm.id } });
    expect(right.json().explanation.length).toBeGreaterThan(0);
    if (second) {
      const wrong = await answer(started.json().id, { position: second.position, answer: '123456' }, student.headers);
      expect(wrong.json().correct).toBe(false);
      expect(wrong.json().expected).toContain('data-latex');
    }
    const attempts = await t.app.db.select().from(learningAttempts).where(eq(learningAttempts.userId, student.user.id));
    expect(attempts.find((attempt) => attempt.itemId === first!.homeworkId)).toMatchObject({
      kind: 'PRACTICE',
      correct: true,
      conceptIds: [logarithm.id],
    });
    // "Co dalej" names the concept, a generated item included, and leads to practice of it rather than to a task.
    const nextList = (await next(student.headers)).json();
    expect(nextList.results).toEqual([
      expect.objectContaining({
        conceptId: logarithm.id,
        slug: null,
        practicePath: `/learn/session?concept=${logarithm.id}`,
      }),
    ]);
  });
});
