import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildConcept, buildHomework } from '../../../test/factories';
import { homeworkTypeConcepts, homeworkTypes } from '../../db/schema';
import { homeworkTypeNotFound } from './homework-types.service';

const t = useTestApp();

async function buildTypes() {
  const algebra = await buildConcept(t.app, { name: 'Algebra', type: 'DOMAIN' });
  const geometry = await buildConcept(t.app, { name: 'Geometria', type: 'DOMAIN' });
  const delta = await buildConcept(t.app, { name: 'Wyróżnik', type: 'DEFINITION' });
  const [equations] = await t.app.db
    .insert(homeworkTypes)
    .values({ slug: 'rownania-kwadratowe', name: 'Równania kwadratowe', createdAt: new Date('2026-01-01') })
    .returning();
  const [parametric] = await t.app.db
    .insert(homeworkTypes)
    .values({
      slug: 'rownania-z-parametrem',
      name: 'Równania z parametrem',
      parentId: equations!.id,
      createdAt: new Date('2026-02-01'),
    })
    .returning();
  const [triangles] = await t.app.db
    .insert(homeworkTypes)
    .values({ slug: 'pole-trojkata', name: 'Pole trójkąta', createdAt: new Date('2026-03-01') })
    .returning();
  await t.app.db.insert(homeworkTypeConcepts).values([
    { homeworkTypeId: equations!.id, conceptId: algebra.id },
    { homeworkTypeId: equations!.id, conceptId: delta.id },
    { homeworkTypeId: triangles!.id, conceptId: geometry.id },
  ]);
  await buildHomework(t.app, { typeId: equations!.id });
  await buildHomework(t.app, { typeId: parametric!.id });
  await buildHomework(t.app, { typeId: parametric!.id });
  await buildHomework(t.app, { typeId: triangles!.id, status: 'PRIVATE' });
  return { algebra, geometry, delta, equations: equations!, parametric: parametric!, triangles: triangles! };
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/homework-type', () => {
  it('lists types newest first with public task counts, subtypes counted in their parent', async () => {
    const { equations, parametric, triangles } = await buildTypes();
    const body = (await get('/api/homework-type')).json();
    expect(body.results.map((r: { id: string; count: number }) => [r.id, r.count])).toEqual([
      [triangles.id, 0],
      [parametric.id, 2],
      [equations.id, 3],
    ]);
    expect(body).toMatchObject({ total: 3, page: 1, pageCount: 1 });
  });

  it('searches without Polish letters, hides subtypes, omits ids, filters by domain and sorts by count', async () => {
    const { algebra, equations, parametric, triangles } = await buildTypes();
    const names = async (query: string) =>
      (await get(`/api/homework-type?${query}`)).json().results.map((r: { slug: string }) => r.slug);
    expect(await names('search=rownania')).toEqual(['rownania-z-parametrem', 'rownania-kwadratowe']);
    expect(await names('search=TRÓJKĄTA')).toEqual(['pole-trojkata']);
    expect(await names('hideSubtypes=true&sort=name:ASC')).toEqual(['pole-trojkata', 'rownania-kwadratowe']);
    expect(await names(`omitIds=${parametric.id}&omitIds=${triangles.id}`)).toEqual([equations.slug]);
    expect(await names(`domainsIds=${algebra.id}`)).toEqual(['rownania-kwadratowe']);
    expect(await names('sort=count:DESC')).toEqual(['rownania-kwadratowe', 'rownania-z-parametrem', 'pole-trojkata']);
  });

  it('rejects bad values', async () => {
    const sort = await get('/api/homework-type?sort=slug:ASC');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message).toBe('Niepoprawne sortowanie');
    const omit = await get('/api/homework-type?omitIds=abc');
    expect(omit.json().message).toBe('Niepoprawny identyfikator');
  });
});

describe('GET /api/homework-type/{id}', () => {
  it('returns a type with its parent, subtypes and concepts, by id or slug', async () => {
    const { algebra, delta, equations, parametric } = await buildTypes();
    const parent = (await get(`/api/homework-type/${equations.id}`)).json();
    expect(parent).toMatchObject({
      slug: 'rownania-kwadratowe',
      parent: null,
      count: 3,
      domainsIds: [algebra.id],
      definitionsIds: [delta.id],
      subtypes: [{ id: parametric.id, slug: 'rownania-z-parametrem', name: 'Równania z parametrem', count: 2 }],
    });
    const child = (await get('/api/homework-type/rownania-z-parametrem')).json();
    expect(child.parent).toEqual({ id: equations.id, slug: 'rownania-kwadratowe', name: 'Równania kwadratowe' });
    const missing = await get('/api/homework-type/nie-ma');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(homeworkTypeNotFound);
  });
});
