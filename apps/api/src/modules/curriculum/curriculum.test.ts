import { curriculumSystems, requirementMessages } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildConcept, buildHomework, loginAs } from '../../../test/factories';
import { homeworks, mathConcepts } from '../../db/schema';

const t = useTestApp();

type THeaders = Record<string, string>;
const messagesOf = (response: { json: () => { message: string | string[] } }) => [response.json().message].flat();

// Two requirements of one section of the current curriculum, read from the data (never written here).
const current = curriculumSystems.find((system) => system.code === 'PP2017')!;
const leaf = current.requirements.find((requirement) => requirement.parentCode !== null)!;
const section = current.requirements.find((requirement) => requirement.code === leaf.parentCode)!;
const sibling = current.requirements.find(
  (requirement) => requirement.parentCode === section.code && requirement.code !== leaf.code,
)!;
const elsewhere = current.requirements.find(
  (requirement) => requirement.parentCode !== null && requirement.parentCode !== section.code,
)!;
const ref = (code: string) => ({ system: 'PP2017', code });
const key = (code: string) => `PP2017:${code}`;

const setTaskRequirements = (id: string, headers: THeaders, requirements: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/homework/${id}/requirements`, headers, payload: { requirements } });

describe('GET /api/curriculum', () => {
  it('returns both systems as trees and the crosswalk, to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/curriculum' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.systems.map((system: { code: string }) => system.code)).toEqual(
      curriculumSystems.map((system) => system.code),
    );
    const pp = body.systems.find((system: { code: string }) => system.code === 'PP2017');
    expect(pp.requirements).toContainEqual({
      code: leaf.code,
      text: leaf.text,
      stage: leaf.stage,
      parentCode: section.code,
    });
    expect(Array.isArray(body.crosswalk)).toBe(true);
    expect(response.headers['cache-control']).toContain('max-age');
  });
});

describe('PUT /api/homework/{id}/requirements', () => {
  it('lets ADMIN and the authoring teacher set them; others are refused; bad codes change nothing', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const otherTeacher = await loginAs(t.app, 'TEACHER');
    const student = await loginAs(t.app);
    const admin = await loginAs(t.app, 'ADMIN');
    const task = await buildHomework(t.app, { authorId: teacher.user.id });

    expect((await setTaskRequirements(task.id, {}, [ref(leaf.code)])).statusCode).toBe(401);
    expect((await setTaskRequirements(task.id, student.headers, [ref(leaf.code)])).statusCode).toBe(403);
    expect((await setTaskRequirements(task.id, otherTeacher.headers, [ref(leaf.code)])).statusCode).toBe(403);

    const unknown = await setTaskRequirements(task.id, teacher.headers, [ref('XX.99.99')]);
    expect(unknown.statusCode).toBe(400);
    expect(messagesOf(unknown)).toEqual([requirementMessages.unknown]);
    const tooMany = await setTaskRequirements(
      task.id,
      teacher.headers,
      Array.from({ length: 31 }, () => ref(leaf.code)),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(messagesOf(tooMany)).toEqual([requirementMessages.tooMany]);
    const stored = async () =>
      (await t.app.db.select().from(homeworks).where(eq(homeworks.id, task.id)))[0]!.requirements;
    expect(await stored()).toEqual([]);

    const saved = await setTaskRequirements(task.id, teacher.headers, [
      ref(leaf.code),
      ref(leaf.code),
      ref(section.code),
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ requirements: [ref(leaf.code), ref(section.code)] });
    expect(await stored()).toEqual([key(leaf.code), key(section.code)]);

    const byAdmin = await setTaskRequirements(task.id, admin.headers, [ref(sibling.code)]);
    expect(byAdmin.statusCode).toBe(200);
    const shown = await t.app.inject({ method: 'GET', url: `/api/homework/${task.slug}` });
    expect(shown.json().requirements).toEqual([ref(sibling.code)]);

    const missing = await setTaskRequirements('00000000-0000-4000-8000-000000000000', admin.headers, []);
    expect(missing.statusCode).toBe(404);
  });
});

describe('PUT /api/math-concept/{id}/requirements', () => {
  it('is ADMIN only and shows on the concept', async () => {
    const concept = await buildConcept(t.app, { name: 'Potęgi' });
    const teacher = await loginAs(t.app, 'TEACHER');
    const admin = await loginAs(t.app, 'ADMIN');
    const put = (headers: THeaders, requirements: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/math-concept/${concept.id}/requirements`,
        headers,
        payload: { requirements },
      });
    expect((await put({}, [ref(leaf.code)])).statusCode).toBe(401);
    expect((await put(teacher.headers, [ref(leaf.code)])).statusCode).toBe(403);
    const bad = await put(admin.headers, [{ system: 'PP2017' }]);
    expect(bad.statusCode).toBe(400);
    expect(messagesOf(bad)).toEqual([requirementMessages.unknown]);
    expect((await put(admin.headers, [ref(leaf.code)])).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(mathConcepts).where(eq(mathConcepts.id, concept.id));
    expect(row!.requirements).toEqual([key(leaf.code)]);
    const shown = await t.app.inject({ method: 'GET', url: `/api/math-concept/${concept.slug}` });
    expect(shown.json().requirements).toEqual([ref(leaf.code)]);
  });
});

describe('the requirements filter, facet and coverage', () => {
  it('finds tasks by a requirement or its section, counts them, and covers them', async () => {
    const concept = await buildConcept(t.app, { name: 'Wyrażenia' });
    await t.app.db
      .update(mathConcepts)
      .set({ requirements: [key(sibling.code)] })
      .where(eq(mathConcepts.id, concept.id));
    const tagged = await buildHomework(t.app, { requirements: [key(leaf.code)] });
    const other = await buildHomework(t.app, { requirements: [key(elsewhere.code)] });
    await buildHomework(t.app, { requirements: [key(leaf.code)], status: 'PRIVATE' });
    await buildHomework(t.app);

    const list = async (query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/homework?${query}` });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const byLeaf = await list(`requirements=${encodeURIComponent(key(leaf.code))}`);
    expect(byLeaf.results.map((task: { id: string }) => task.id)).toEqual([tagged.id]);
    const bySection = await list(`requirements=${encodeURIComponent(key(section.code))}`);
    expect(bySection.results.map((task: { id: string }) => task.id)).toEqual([tagged.id]);
    const all = await list('pageSize=50');
    expect(all.facets.requirements).toEqual(
      expect.arrayContaining([
        { value: key(leaf.code), label: `${leaf.code} ${leaf.text}`, count: 1 },
        { value: key(elsewhere.code), label: `${elsewhere.code} ${elsewhere.text}`, count: 1 },
      ]),
    );
    expect(all.results.map((task: { id: string }) => task.id)).toContain(other.id);

    const unknown = await t.app.inject({ method: 'GET', url: '/api/homework?requirements=PP2017:XX.1' });
    expect(unknown.statusCode).toBe(400);
    expect(messagesOf(unknown)).toEqual([requirementMessages.unknown]);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/homework?requirements=<script>' });
    expect(malformed.statusCode).toBe(400);

    const coverage = await t.app.inject({ method: 'GET', url: '/api/curriculum/coverage' });
    expect(coverage.statusCode).toBe(200);
    const of = (code: string) =>
      coverage
        .json()
        .results.find((row: { system: string; code: string }) => row.system === 'PP2017' && row.code === code);
    expect(of(leaf.code)).toMatchObject({ tasks: 1, concepts: [] });
    expect(of(section.code)).toMatchObject({
      tasks: 1,
      concepts: [{ id: concept.id, slug: concept.slug, name: 'Wyrażenia' }],
    });
    expect(of(sibling.code).concepts).toHaveLength(1);
  });
});
