import { learningLevelMessages, practiceLimits } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app';
import { buildConcept, buildHomework, loginAs } from '../../../../test/factories';
import { exams, homeworkExams, learningProfiles } from '../../../db/schema';
import { findGenerator } from '../../generators/generator-catalogue';

const t = useTestApp();

type THeaders = Record<string, string>;
const getLevel = (headers: THeaders = {}) => t.app.inject({ method: 'GET', url: '/api/learn/level', headers });
const putLevel = (payload: object, headers: THeaders = {}) =>
  t.app.inject({ method: 'PUT', url: '/api/learn/level', headers, payload });
const profileOf = async (userId: string) =>
  t.app.db.select().from(learningProfiles).where(eq(learningProfiles.userId, userId));

describe('GET /api/learn/level', () => {
  it('needs a session (401); until the student chooses, no level and the basic matura as the ceiling', async () => {
    expect((await getLevel()).statusCode).toBe(401);
    const { headers } = await loginAs(t.app);
    const response = await getLevel(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ level: null, ceiling: 'MATURA_P' });
  });
});

describe('PUT /api/learn/level', () => {
  it('needs a session (401) and one of the four levels (400 with the Polish message)', async () => {
    expect((await putLevel({ level: 'E8' })).statusCode).toBe(401);
    const { headers, user } = await loginAs(t.app);
    for (const payload of [{ level: 'MATURA' }, { level: 'matura_r' }, {}, { level: 3 }]) {
      const refused = await putLevel(payload, headers);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect([refused.json().message].flat()).toEqual([learningLevelMessages.level]);
    }
    expect(await profileOf(user.id)).toEqual([]);
  });

  it("stores the student's level, changes it, and reads it back", async () => {
    const { headers, user } = await loginAs(t.app);
    const chosen = await putLevel({ level: 'MATURA_R' }, headers);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ level: 'MATURA_R', ceiling: 'MATURA_R' });
    expect((await profileOf(user.id)).map((row) => row.level)).toEqual(['MATURA_R']);

    expect((await putLevel({ level: 'E8' }, headers)).json()).toEqual({ level: 'E8', ceiling: 'E8' });
    expect((await profileOf(user.id)).map((row) => row.level)).toEqual(['E8']);
    expect((await getLevel(headers)).json()).toEqual({ level: 'E8', ceiling: 'E8' });
  });
});

describe('practice keeps to the level', () => {
  it('offers nothing above the chosen level (MATURA_P until one is chosen), tasks and generators alike', async () => {
    // Tasks of each school level, one set only at an extended matura; and the derivative, a concept with no task,
    // which brings in its generators (extended matura and studies).
    const functions = await buildConcept(t.app, { name: 'Funkcje', slug: 'funkcje' });
    await buildConcept(t.app, { name: 'Pochodna funkcji', slug: 'pochodna-funkcji' });
    const key = { kind: 'NUMBER' as const, value: '2', tolerance: null };
    const task = (level: 'PRIMARY' | 'HIGH_SCHOOL' | 'UNIVERSITY') =>
      buildHomework(t.app, { level, answerKey: key, conceptIds: [functions.id] });
    const primary = await task('PRIMARY');
    const highSchool = await task('HIGH_SCHOOL');
    const university = await task('UNIVERSITY');
    const extended = await task('HIGH_SCHOOL');
    const [advancedMatura] = await t.app.db
      .insert(exams)
      .values({ slug: 'matura-rozszerzona-2026', type: 'MATURA', date: '2026-05-08', level: 'ADVANCED' })
      .returning();
    await t.app.db.insert(homeworkExams).values({ homeworkId: extended.id, examId: advancedMatura!.id, points: 3 });
    expect(findGenerator('mr-monotonicznosc-z-pochodnej')?.conceptSlugs).toContain('pochodna-funkcji');

    const { headers } = await loginAs(t.app);
    const offered = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/learn/session',
        headers,
        payload: { size: practiceLimits.sessionSize.max },
      });
      expect(response.statusCode).toBe(201);
      return new Set(
        response
          .json()
          .items.map((item: { homeworkId: string; generatorId: string | null }) => item.generatorId ?? item.homeworkId),
      );
    };

    expect(await offered()).toEqual(new Set([primary.id, highSchool.id]));
    await putLevel({ level: 'E8' }, headers);
    expect(await offered()).toEqual(new Set([primary.id]));
    await putLevel({ level: 'MATURA_R' }, headers);
    expect(await offered()).toEqual(new Set([primary.id, highSchool.id, extended.id, 'mr-monotonicznosc-z-pochodnej']));
    await putLevel({ level: 'STUDIA' }, headers);
    expect(await offered()).toEqual(
      new Set([
        primary.id,
        highSchool.id,
        extended.id,
        university.id,
        'mr-monotonicznosc-z-pochodnej',
        'st-regula-de-lhospitala',
      ]),
    );
  });
});
