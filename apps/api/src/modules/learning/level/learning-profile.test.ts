import { learningProfileMessages } from '@zadania/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app';
import { buildConcept, buildHomework, loginAs } from '../../../../test/factories';
import { learningAttempts, learningConceptStates, learningProfiles, learningSessionItems } from '../../../db/schema';
import { generateVariant } from '../../generators/generate-variant';
import { findGenerator } from '../../generators/generator-catalogue';

const t = useTestApp();

type THeaders = Record<string, string>;
const getProfile = (headers: THeaders = {}) => t.app.inject({ method: 'GET', url: '/api/learn/profile', headers });
const putProfile = (payload: object, headers: THeaders = {}) =>
  t.app.inject({ method: 'PUT', url: '/api/learn/profile', headers, payload });
const skip = (headers: THeaders = {}) => t.app.inject({ method: 'POST', url: '/api/learn/profile/skip', headers });
const diagnostic = (headers: THeaders = {}) => t.app.inject({ method: 'POST', url: '/api/learn/diagnostic', headers });
const next = (headers: THeaders) => t.app.inject({ method: 'GET', url: '/api/learn/next', headers });
const rowOf = async (userId: string) =>
  (await t.app.db.select().from(learningProfiles).where(eq(learningProfiles.userId, userId)))[0];
const messagesOf = (response: { json: () => { message: string | string[] } }) => [response.json().message].flat();

const nothingChosen = {
  level: null,
  goal: null,
  examYear: null,
  ceiling: 'MATURA_P',
  skipped: false,
  diagnosticSessionId: null,
};

/** A concept tagged with sections of the curriculum, as the demo's are (`PP2017:<stage>.<roman>`). */
async function conceptOf(name: string, slug: string, sections: string[]) {
  const concept = await buildConcept(t.app, { name, slug });
  const keys = sections.map((code) => `PP2017:${code}`);
  await t.app.db.execute(
    sql`update math_concepts set requirements = ${sql.param(keys)}::text[] where id = ${concept.id}`,
  );
  return concept;
}

describe('GET /api/learn/profile', () => {
  it('needs a session (401); nothing is chosen at first and the basic matura is the ceiling', async () => {
    expect((await getProfile()).statusCode).toBe(401);
    const { headers } = await loginAs(t.app);
    const response = await getProfile(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(nothingChosen);
  });
});

describe('GET /api/learn/profile for a pupil of a primary-school class', () => {
  it('takes the school year from the class and the eighth-grade exam as the goal, without asking', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const classOf = async (level: string) => {
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/class',
        headers: teacher.headers,
        payload: { name: level, schoolYear: '2026/2027', subject: 'MATHS', level, autoAdmit: true },
      });
      return made.json<{ code: string }>().code;
    };
    const pupil = await loginAs(t.app, 'USER');
    await t.app.inject({
      method: 'POST',
      url: '/api/class/join',
      headers: pupil.headers,
      payload: { code: await classOf('SP7') },
    });
    const seventh = await getProfile(pupil.headers);
    expect(seventh.json()).toEqual({ ...nothingChosen, level: 'SP7', goal: 'E8', ceiling: 'E8' });
    expect(await rowOf(pupil.user.id)).toMatchObject({ schoolLevel: 'SP7', goal: 'E8', level: 'E8' });

    // A pupil who skipped, or of a secondary-school class, is left as they are.
    const skipped = await loginAs(t.app, 'USER');
    await skip(skipped.headers);
    await t.app.inject({
      method: 'POST',
      url: '/api/class/join',
      headers: skipped.headers,
      payload: { code: await classOf('SP5') },
    });
    expect((await getProfile(skipped.headers)).json()).toMatchObject({ level: null, skipped: true });
    const secondary = await loginAs(t.app, 'USER');
    await t.app.inject({
      method: 'POST',
      url: '/api/class/join',
      headers: secondary.headers,
      payload: { code: await classOf('LO1') },
    });
    expect((await getProfile(secondary.headers)).json()).toEqual(nothingChosen);
  });
});

describe('PUT /api/learn/profile', () => {
  it('needs a session (401), a school year, a goal that fits it and a sensible year (400 in Polish)', async () => {
    expect((await putProfile({ level: 'SP8', goal: 'E8' })).statusCode).toBe(401);
    const { headers, user } = await loginAs(t.app);
    const refusals: [object, string][] = [
      [{ level: 'SP3', goal: 'E8' }, learningProfileMessages.level],
      [{ goal: 'E8' }, learningProfileMessages.level],
      [{ level: 'SP8', goal: 'EGZAMIN' }, learningProfileMessages.goal],
      [{ level: 'SP8', goal: 'MATURA_R' }, learningProfileMessages.goalForLevel],
      [{ level: 'LO3', goal: 'E8' }, learningProfileMessages.goalForLevel],
      [{ level: 'SP8', goal: 'E8', examYear: 1999 }, learningProfileMessages.examYear],
      [{ level: 'SP8', goal: 'E8', examYear: '2027' }, learningProfileMessages.examYear],
    ];
    for (const [payload, message] of refusals) {
      const refused = await putProfile(payload, headers);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(messagesOf(refused), JSON.stringify(payload)).toEqual([message]);
    }
    expect(await rowOf(user.id)).toBeUndefined();
  });

  it('stores the school year, goal and year, derives the ceiling, and GET /learn/level agrees', async () => {
    const { headers, user } = await loginAs(t.app);
    const chosen = await putProfile({ level: 'SP8', goal: 'E8', examYear: 2027 }, headers);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ ...nothingChosen, level: 'SP8', goal: 'E8', examYear: 2027, ceiling: 'E8' });
    expect(await rowOf(user.id)).toMatchObject({ level: 'E8', schoolLevel: 'SP8', goal: 'E8', examYear: 2027 });
    const level = await t.app.inject({ method: 'GET', url: '/api/learn/level', headers });
    expect(level.json()).toEqual({ level: 'E8', ceiling: 'E8' });

    // Without an exam the year is not kept, and a secondary-school pupil practises up to the extended matura.
    const practising = await putProfile({ level: 'LO2', goal: 'PRACTICE', examYear: 2028 }, headers);
    expect(practising.json()).toMatchObject({ level: 'LO2', goal: 'PRACTICE', examYear: null, ceiling: 'MATURA_R' });
    expect(await rowOf(user.id)).toMatchObject({ level: 'MATURA_R', schoolLevel: 'LO2', examYear: null });
    expect((await getProfile(headers)).json()).toMatchObject({ level: 'LO2', ceiling: 'MATURA_R' });
  });
});

describe('POST /api/learn/profile/skip', () => {
  it('needs a session (401) and remembers the skip without choosing anything', async () => {
    expect((await skip()).statusCode).toBe(401);
    const { headers, user } = await loginAs(t.app);
    const skipped = await skip(headers);
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json()).toEqual({ ...nothingChosen, skipped: true });
    expect(await rowOf(user.id)).toMatchObject({ level: null, schoolLevel: null, skippedAt: expect.any(Date) });
    expect((await getProfile(headers)).json()).toEqual({ ...nothingChosen, skipped: true });
  });
});

describe('"Co dalej" for a pupil of klasa 8 preparing for the egzamin ósmoklasisty', () => {
  it('names only concepts of klasy 4–8, the same on every call, each leading to practice of the concept', async () => {
    const key = { kind: 'NUMBER' as const, value: '2', tolerance: null };
    const primary = await Promise.all([
      conceptOf('Ułamek zwykły', 'ulamek-zwykly', ['SP4-6.IV']),
      conceptOf('Procenty', 'procenty', ['SP7-8.V']),
      conceptOf('Twierdzenie Pitagorasa', 'twierdzenie-pitagorasa', ['SP7-8.VIII']),
    ]);
    const beyond = await Promise.all([
      conceptOf('Funkcja kwadratowa', 'funkcja-kwadratowa', ['LO-P.V']),
      buildConcept(t.app, { name: 'Analiza matematyczna', slug: 'analiza-matematyczna' }),
    ]);
    // Primary-school tasks all, so that the ceiling alone would let every concept through.
    for (const concept of [...primary, ...beyond]) {
      for (let n = 0; n < 3; n += 1) {
        await buildHomework(t.app, { level: 'PRIMARY', answerKey: key, conceptIds: [concept.id] });
      }
    }

    const unchosen = await loginAs(t.app);
    const offeredBefore = (await next(unchosen.headers))
      .json()
      .results.map((item: { conceptName: string }) => item.conceptName);
    expect(offeredBefore).toEqual(expect.arrayContaining(['Analiza matematyczna', 'Funkcja kwadratowa']));

    const pupil = await loginAs(t.app);
    await putProfile({ level: 'SP8', goal: 'E8', examYear: 2027 }, pupil.headers);
    const first = await next(pupil.headers);
    expect(first.statusCode).toBe(200);
    const results = first.json().results as { conceptId: string; conceptName: string; practicePath: string }[];
    expect(new Set(results.map((item) => item.conceptName))).toEqual(
      new Set(['Ułamek zwykły', 'Procenty', 'Twierdzenie Pitagorasa']),
    );
    for (const item of results) expect(item.practicePath).toBe(`/learn/session?concept=${item.conceptId}`);
    for (let call = 0; call < 3; call += 1) expect((await next(pupil.headers)).json()).toEqual(first.json());

    // A pupil of klasa 5 keeps to klasy 4–6.
    const younger = await loginAs(t.app);
    await putProfile({ level: 'SP5', goal: 'PRACTICE' }, younger.headers);
    const theirs = (await next(younger.headers))
      .json()
      .results.map((item: { conceptName: string }) => item.conceptName);
    expect(theirs).toEqual(['Ułamek zwykły']);

    // Going beyond on purpose stays possible: a concept asked for by name is practised.
    const [, analysis] = beyond;
    const onPurpose = await t.app.inject({
      method: 'POST',
      url: '/api/learn/session',
      headers: pupil.headers,
      payload: { size: 5, conceptIds: [analysis!.id] },
    });
    expect(onPurpose.statusCode).toBe(201);
    expect(onPurpose.json().items.every((item: { conceptId: string }) => item.conceptId === analysis!.id)).toBe(true);
  });
});

describe('POST /api/learn/diagnostic', () => {
  it('needs a session (401) and says so when no generator fits (400 in Polish)', async () => {
    expect((await diagnostic()).statusCode).toBe(401);
    const { headers } = await loginAs(t.app);
    const refused = await diagnostic(headers);
    expect(refused.statusCode).toBe(400);
    expect(messagesOf(refused)).toEqual([learningProfileMessages.nothingToDiagnose]);
  });

  it("gives ten generated items of the pupil's level, remembered in the profile, whose answers seed the model", async () => {
    await Promise.all([
      conceptOf('Arytmetyka', 'arytmetyka', ['SP4-6.II', 'LO-P.I']),
      conceptOf('Geometria płaska', 'geometria-plaska', ['SP7-8.VIII', 'LO-P.VIII']),
      conceptOf('Algebra', 'algebra', ['SP7-8.IV', 'LO-P.II']),
      conceptOf('Zadanie tekstowe', 'zadanie-tekstowe', ['SP4-6.XIV']),
      buildConcept(t.app, { name: 'Funkcja kwadratowa', slug: 'funkcja-kwadratowa' }),
      // Physics generators of E8 level exist too: the diagnostic is of mathematics only.
      buildConcept(t.app, { name: 'Ruch jednostajny', slug: 'fizyka-ruch-jednostajny' }),
    ]);
    const { headers, user } = await loginAs(t.app);
    await putProfile({ level: 'SP8', goal: 'E8', examYear: 2027 }, headers);
    const started = await diagnostic(headers);
    expect(started.statusCode).toBe(201);
    const session = started.json();
    expect(session.kind).toBe('DIAGNOSTIC');
    expect(session.items).toHaveLength(10);
    for (const item of session.items) {
      expect(item.kind).toBe('GENERATED');
      expect(findGenerator(item.generatorId)?.exam).toBe('E8');
      expect(findGenerator(item.generatorId)?.subject ?? 'MATHS').toBe('MATHS');
      expect(JSON.stringify(item)).not.toContain('"answer"');
    }
    const sections = new Set(
      session.items.map((item: { generatorId: string }) => findGenerator(item.generatorId)!.section),
    );
    expect(sections.size).toBeGreaterThan(5);
    expect((await getProfile(headers)).json().diagnosticSessionId).toBe(session.id);
    const reread = await t.app.inject({ method: 'GET', url: `/api/learn/session/${session.id}`, headers });
    expect(reread.json().kind).toBe('DIAGNOSTIC');

    const [first] = session.items;
    const rows = await t.app.db
      .select()
      .from(learningSessionItems)
      .where(eq(learningSessionItems.sessionId, session.id));
    const seed = rows.find((row) => row.position === first.position)!.seed!;
    const variant = generateVariant(findGenerator(first.generatorId)!, seed)!;
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/learn/session/${session.id}/answer`,
      headers,
      payload: { position: first.position, answer: variant.answer.value },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().correct).toBe(true);
    const attempts = await t.app.db.select().from(learningAttempts).where(eq(learningAttempts.userId, user.id));
    expect(attempts).toEqual([
      expect.objectContaining({
        kind: 'PRACTICE',
        itemId: first.homeworkId,
        correct: true,
        conceptIds: expect.arrayContaining([first.conceptId]),
      }),
    ]);
    // The model now knows the concepts of the item (a generator may serve two), each in learning.
    const states = await t.app.db.select().from(learningConceptStates).where(eq(learningConceptStates.userId, user.id));
    expect(new Set(states.map((state) => state.conceptId))).toEqual(new Set(attempts[0]!.conceptIds));
    expect(states.map((state) => state.state)).toEqual(states.map(() => 'learning'));
  });

  it('keeps the practice sessions apart: an ordinary session is of kind PRACTICE', async () => {
    await conceptOf('Arytmetyka', 'arytmetyka', ['SP4-6.II']);
    const { headers } = await loginAs(t.app);
    const started = await t.app.inject({ method: 'POST', url: '/api/learn/session', headers, payload: { size: 5 } });
    expect(started.statusCode, messagesOf(started).join()).toBe(201);
    expect(started.json().kind).toBe('PRACTICE');
  });
});
