import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildConcept, buildHomework } from '../../../test/factories';
import { homeworkTypeConcepts, homeworkTypes, mathConcepts } from '../../db/schema';
import { mathConceptNotFound } from './math-concepts.service';

const t = useTestApp();

async function buildCatalogue() {
  const pythagoras = await buildConcept(t.app, {
    name: 'Twierdzenie Pitagorasa',
    type: 'THEOREM',
    aliases: ['pitagoras'],
    slug: 'twierdzenie-pitagorasa',
  });
  const equation = await buildConcept(t.app, { name: 'Równanie kwadratowe', type: 'TAG', aliases: ['delta'] });
  const geometry = await buildConcept(t.app, { name: 'Geometria płaska', type: 'DOMAIN', aliases: ['planimetria'] });
  await buildHomework(t.app, { conceptIds: [pythagoras.id, geometry.id] });
  await buildHomework(t.app, { conceptIds: [pythagoras.id] });
  await buildHomework(t.app, { conceptIds: [equation.id] });
  // Non-public tasks never count.
  await buildHomework(t.app, { status: 'PRIVATE', conceptIds: [equation.id, geometry.id] });
  await buildHomework(t.app, { status: 'UNDER_REVIEW', conceptIds: [equation.id] });
  return { pythagoras, equation, geometry };
}

const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/math-concept${query}` });

describe('GET /api/math-concept', () => {
  it('lists concepts with their public task counts, most used first', async () => {
    await buildCatalogue();
    const response = await list('');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 3, page: 1, pageCount: 1 });
    expect(body.results.map((r: { name: string; count: number }) => [r.name, r.count])).toEqual([
      ['Twierdzenie Pitagorasa', 2],
      ['Geometria płaska', 1],
      ['Równanie kwadratowe', 1],
    ]);
  });

  it('counts task types instead with countType=HOMEWORK_TYPE, and leaves counts out with count=false', async () => {
    const { equation } = await buildCatalogue();
    const [type] = await t.app.db.insert(homeworkTypes).values({ name: 'Równania', slug: 'rownania' }).returning();
    await t.app.db.insert(homeworkTypeConcepts).values({ homeworkTypeId: type!.id, conceptId: equation.id });
    const byTypes = (await list('?countType=HOMEWORK_TYPE')).json();
    expect(byTypes.results.map((r: { name: string; count: number }) => [r.name, r.count])).toEqual([
      ['Równanie kwadratowe', 1],
      ['Geometria płaska', 0],
      ['Twierdzenie Pitagorasa', 0],
    ]);
    const uncounted = (await list('?count=false')).json();
    expect(uncounted.results.map((r: { name: string; count: number }) => [r.name, r.count])).toEqual([
      ['Geometria płaska', 0],
      ['Równanie kwadratowe', 0],
      ['Twierdzenie Pitagorasa', 0],
    ]);
    const bad = await list('?countType=COURSE');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Niepoprawny rodzaj liczenia');
  });

  it('filters by type and pages, allowing 9999 for the domain picker', async () => {
    await buildCatalogue();
    const domains = (await list('?type=DOMAIN&pageSize=9999')).json();
    expect(domains.results.map((r: { name: string }) => r.name)).toEqual(['Geometria płaska']);
    const paged = (await list('?pageSize=2&page=2&sort=name:ASC')).json();
    expect(paged).toMatchObject({ total: 3, page: 2, pageCount: 2 });
    expect(paged.results.map((r: { name: string }) => r.name)).toEqual(['Twierdzenie Pitagorasa']);
  });

  it("names each concept's subject and filters by it (issue 73)", async () => {
    const { equation } = await buildCatalogue();
    await t.app.db.update(mathConcepts).set({ subject: 'PHYSICS' }).where(eq(mathConcepts.id, equation.id));
    const all = (await list('')).json();
    expect(all.results.map((r: { name: string; subject: string }) => [r.name, r.subject])).toEqual([
      ['Twierdzenie Pitagorasa', 'MATHS'],
      ['Geometria płaska', 'MATHS'],
      ['Równanie kwadratowe', 'PHYSICS'],
    ]);
    const physics = (await list('?subject=PHYSICS')).json();
    expect(physics).toMatchObject({ total: 1, results: [{ name: 'Równanie kwadratowe', subject: 'PHYSICS' }] });
    expect((await list('?subject=MUSIC')).json().total).toBe(0);
    expect((await list('?subject=ALCHEMY')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/math-concept/${equation.id}` })).json().subject).toBe(
      'PHYSICS',
    );
  });

  it.each([
    ['pitagorasa', 'Twierdzenie Pitagorasa'],
    ['PŁASKA', 'Geometria płaska'],
    ['plaska', 'Geometria płaska'],
    ['rownanie', 'Równanie kwadratowe'],
    ['delta', 'Równanie kwadratowe'],
    ['pitagoras twierdzenie', 'Twierdzenie Pitagorasa'],
    ['pitagorsa', 'Twierdzenie Pitagorasa'],
  ])('finds %s without Polish letters, by alias or with a typo', async (search, name) => {
    await buildCatalogue();
    const body = (await list(`?search=${encodeURIComponent(search)}`)).json();
    expect(body.results.map((r: { name: string }) => r.name)).toContain(name);
  });

  it('treats hostile search text as text', async () => {
    await buildCatalogue();
    for (const search of ['%', '_', "'; drop table math_concepts; --", '\\', 'a & b | !c:*']) {
      const response = await list(`?search=${encodeURIComponent(search)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().total).toBe(0);
    }
    expect((await list('')).json().total).toBe(3);
  });

  it.each([
    ['?page=0', 'Niepoprawny numer strony'],
    ['?page=abc', 'Niepoprawny numer strony'],
    ['?pageSize=51', 'Niepoprawny rozmiar strony'],
    ['?sort=name:DESC', 'Niepoprawne sortowanie'],
    [`?search=${'a'.repeat(201)}`, 'Maksimum 200 znaków'],
  ])('rejects %s with 400 and a Polish message', async (query, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('GET /api/math-concept/{id or slug}', () => {
  it('returns the concept with its article by id and by slug', async () => {
    const { pythagoras } = await buildCatalogue();
    for (const key of [pythagoras.id, 'twierdzenie-pitagorasa']) {
      const response = await list(`/${key}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: pythagoras.id,
        name: 'Twierdzenie Pitagorasa',
        type: 'THEOREM',
        count: 2,
        description: '<p>Opis pojęcia.</p>',
      });
    }
  });

  it('answers 404 in Polish for an unknown concept', async () => {
    for (const key of [randomUUID(), 'nie-ma-takiego']) {
      const response = await list(`/${key}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(mathConceptNotFound);
    }
  });
});
