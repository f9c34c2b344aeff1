import { homeworkListMessages } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildConcept, buildHomework, buildUser, loginAs } from '../../../test/factories';
import { exams, homeworkExams, homeworks, homeworkTypes, users } from '../../db/schema';
import { facetCacheTtlMs } from './homework-list.service';

const t = useTestApp();

type TFacet = { label: string; value: string; count: number };

/**
 * A small catalogue whose answers are worked out by hand in the tests below.
 * Public: H1 (primary, A, Algebra + tekstowe, 4.5, LATEX, closed), H2 (high school, A, Geometria +
 * Pitagoras + dowód, 3.0, LATEX+VIDEO, exam 2 pkt, subtype), H3 (high school, B, Geometria +
 * Pitagoras + Tales, 5.0, IMAGE, exam 1 pkt, type), H4 (university, B, Algebra + dowód + tekstowe,
 * 2.0, LATEX, closed). Hidden from non-admins: H5 (PRIVATE), H6 (UNDER_REVIEW, pending, unsolved).
 */
async function buildCatalogue() {
  const anna = await buildUser(t.app, { role: 'TEACHER', displayName: 'Anna Nowak' });
  const bartek = await buildUser(t.app, { role: 'TEACHER', displayName: 'Bartek Zając' });
  const algebra = await buildConcept(t.app, { name: 'Algebra', type: 'DOMAIN' });
  const geometry = await buildConcept(t.app, { name: 'Geometria', type: 'DOMAIN' });
  const pythagoras = await buildConcept(t.app, {
    name: 'Twierdzenie Pitagorasa',
    type: 'THEOREM',
    aliases: ['pitagoras'],
  });
  const thales = await buildConcept(t.app, { name: 'Twierdzenie Talesa', type: 'THEOREM' });
  const proof = await buildConcept(t.app, { name: 'dowód', type: 'TAG' });
  const wordProblem = await buildConcept(t.app, { name: 'zadanie tekstowe', type: 'TAG' });
  const [parentType] = await t.app.db.insert(homeworkTypes).values({ slug: 'trojkaty', name: 'Trójkąty' }).returning();
  const [childType] = await t.app.db
    .insert(homeworkTypes)
    .values({ slug: 'trojkaty-prostokatne', name: 'Trójkąty prostokątne', parentId: parentType!.id })
    .returning();

  const h1 = await buildHomework(t.app, {
    level: 'PRIMARY',
    authorId: anna.id,
    ratingsAvg: 4.5,
    closed: true,
    description: '<p>Oblicz, ile kosztuje pięć jabłek w sklepie.</p>',
    createdAt: new Date('2026-01-01T10:00:00Z'),
    conceptIds: [algebra.id, wordProblem.id],
  });
  const h2 = await buildHomework(t.app, {
    authorId: anna.id,
    ratingsAvg: 3,
    solutionFormats: ['LATEX', 'VIDEO'],
    typeId: childType!.id,
    description: '<p>Udowodnij twierdzenie Pitagorasa dla trójkąta prostokątnego.</p>',
    createdAt: new Date('2026-02-01T10:00:00Z'),
    conceptIds: [geometry.id, pythagoras.id, proof.id],
  });
  const h3 = await buildHomework(t.app, {
    authorId: bartek.id,
    ratingsAvg: 5,
    solutionFormats: ['IMAGE'],
    typeId: parentType!.id,
    description: '<p>Oblicz długość przeciwprostokątnej w trójkącie o przyprostokątnych 3 i 4.</p>',
    createdAt: new Date('2026-03-01T10:00:00Z'),
    conceptIds: [geometry.id, pythagoras.id, thales.id],
  });
  const h4 = await buildHomework(t.app, {
    level: 'UNIVERSITY',
    authorId: bartek.id,
    ratingsAvg: 2,
    closed: true,
    description: '<p>Wyznacz granicę ciągu.</p>',
    createdAt: new Date('2026-04-01T10:00:00Z'),
    conceptIds: [algebra.id, proof.id, wordProblem.id],
  });
  const h5 = await buildHomework(t.app, {
    status: 'PRIVATE',
    level: 'PRIMARY',
    authorId: anna.id,
    ratingsAvg: 5,
    conceptIds: [algebra.id],
  });
  const h6 = await buildHomework(t.app, {
    status: 'UNDER_REVIEW',
    adminReviewStatus: 'PENDING',
    authorId: bartek.id,
    solutionFormats: [],
    conceptIds: [geometry.id, thales.id],
  });
  const [exam] = await t.app.db
    .insert(exams)
    .values({
      slug: 'matura-maj-2026',
      type: 'MATURA',
      date: '2026-05-05',
      level: 'BASIC',
      variant: 'MAIN',
      details: null,
    })
    .returning();
  await t.app.db.insert(homeworkExams).values([
    { homeworkId: h2.id, examId: exam!.id, points: 2 },
    { homeworkId: h3.id, examId: exam!.id, points: 1 },
  ]);
  return {
    users: { anna, bartek },
    concepts: { algebra, geometry, pythagoras, thales, proof, wordProblem },
    types: { parentType: parentType!, childType: childType! },
    exam: exam!,
    tasks: { h1, h2, h3, h4, h5, h6 },
  };
}

type TCatalogue = Awaited<ReturnType<typeof buildCatalogue>>;

async function list(query: Record<string, string | string[]> = {}, headers: Record<string, string> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const item of [value].flat()) params.append(key, item);
  return t.app.inject({ method: 'GET', url: `/api/homework?${params}`, headers });
}

async function listOk(query: Record<string, string | string[]> = {}, headers: Record<string, string> = {}) {
  const response = await list(query, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    results: { id: string; highlight: string | null }[];
    total: number;
    page: number;
    pageCount: number;
    facets: Record<string, TFacet[]>;
  };
}

const ids = (body: { results: { id: string }[] }) => body.results.map((r) => r.id);
const counts = (facet: TFacet[]) => Object.fromEntries(facet.map((option) => [option.value, option.count]));
const taskNames = (c: TCatalogue, found: string[]) => {
  const names = Object.fromEntries(Object.entries(c.tasks).map(([name, task]) => [task.id, name]));
  return found.map((id) => names[id]).sort();
};

describe('GET /api/homework: filters', () => {
  it('lists only public tasks, newest first, with all fourteen facet groups', async () => {
    const c = await buildCatalogue();
    const body = await listOk();
    expect(body).toMatchObject({ total: 4, page: 1, pageCount: 1 });
    expect(ids(body)).toEqual([c.tasks.h4.id, c.tasks.h3.id, c.tasks.h2.id, c.tasks.h1.id]);
    expect(Object.keys(body.facets).sort()).toEqual(
      [
        'authors',
        'definitions',
        'domains',
        'examLevels',
        'exams',
        'levels',
        'ratings',
        'requirements',
        'solutionFormats',
        'statuses',
        'subjects',
        'tags',
        'theorems',
        'types',
      ].sort(),
    );
    const f = body.facets;
    expect(counts(f.domains!)).toEqual({ [c.concepts.algebra.id]: 2, [c.concepts.geometry.id]: 2 });
    expect(counts(f.theorems!)).toEqual({ [c.concepts.pythagoras.id]: 2, [c.concepts.thales.id]: 1 });
    expect(counts(f.tags!)).toEqual({ [c.concepts.proof.id]: 2, [c.concepts.wordProblem.id]: 2 });
    expect(f.definitions).toEqual([]);
    expect(counts(f.levels!)).toEqual({ PRIMARY: 1, HIGH_SCHOOL: 2, UNIVERSITY: 1 });
    expect(counts(f.authors!)).toEqual({ [c.users.anna.id]: 2, [c.users.bartek.id]: 2 });
    expect(counts(f.solutionFormats!)).toEqual({ LATEX: 3, VIDEO: 1, IMAGE: 1 });
    expect(f.ratings).toEqual([
      { value: '4', label: 'Od 4 gwiazdek', count: 2 },
      { value: '3', label: 'Od 3 gwiazdek', count: 3 },
      { value: '2', label: 'Od 2 gwiazdek', count: 4 },
      { value: '1', label: 'Od 1 gwiazdki', count: 4 },
    ]);
    expect(f.statuses).toEqual([{ value: 'PUBLIC', label: 'Publiczne', count: 4 }]);
    expect(f.exams).toEqual([{ value: c.exam.id, label: 'Matura (maj 2026), poziom podstawowy', count: 2 }]);
    expect(f.examLevels).toEqual([{ value: 'BASIC', label: 'Poziom podstawowy', count: 2 }]);
    expect(counts(f.types!)).toEqual({ [c.types.parentType.id]: 1, [c.types.childType.id]: 1 });
    expect(f.levels!.find((o) => o.value === 'PRIMARY')!.label).toBe('Szkoła podstawowa');
    expect(f.solutionFormats!.find((o) => o.value === 'LATEX')!.label).toBe('Tekst i wzory');
  });

  it('filters and counts by school subject, each card naming its subject (issue 73)', async () => {
    const c = await buildCatalogue();
    await t.app.db.update(homeworks).set({ subject: 'CHEMISTRY' }).where(eq(homeworks.id, c.tasks.h3.id));
    const all = await listOk();
    expect(all.facets.subjects).toEqual([
      { value: 'MATHS', label: 'Matematyka', count: 3 },
      { value: 'CHEMISTRY', label: 'Chemia', count: 1 },
    ]);
    const chemistry = await listOk({ subjects: 'CHEMISTRY' });
    expect(taskNames(c, ids(chemistry))).toEqual(['h3']);
    expect(chemistry.results[0]).toMatchObject({ subject: 'CHEMISTRY' });
    // The group keeps its own counts; the others narrow to chemistry.
    expect(counts(chemistry.facets.subjects!)).toEqual({ MATHS: 3, CHEMISTRY: 1 });
    expect(counts(chemistry.facets.levels!)).toEqual({ HIGH_SCHOOL: 1 });
    const either = await listOk({ subjects: ['CHEMISTRY', 'PHYSICS'], levels: 'PRIMARY' });
    expect(either.total).toBe(0);
    expect((await list({ subjects: 'ASTROLOGY' })).statusCode).toBe(400);
  });

  it('keeps a group’s own counts when it is filtered (disjunctive) and narrows the others', async () => {
    const c = await buildCatalogue();
    const body = await listOk({ domainsIds: c.concepts.geometry.id });
    expect(taskNames(c, ids(body))).toEqual(['h2', 'h3']);
    expect(counts(body.facets.domains!)).toEqual({ [c.concepts.algebra.id]: 2, [c.concepts.geometry.id]: 2 });
    expect(counts(body.facets.levels!)).toEqual({ HIGH_SCHOOL: 2 });
    expect(counts(body.facets.authors!)).toEqual({ [c.users.anna.id]: 1, [c.users.bartek.id]: 1 });

    const two = await listOk({ domainsIds: c.concepts.geometry.id, levels: ['HIGH_SCHOOL', 'UNIVERSITY'] });
    expect(taskNames(c, ids(two))).toEqual(['h2', 'h3']);
    expect(counts(two.facets.levels!)).toEqual({ HIGH_SCHOOL: 2 });
    expect(counts(two.facets.domains!)).toEqual({ [c.concepts.algebra.id]: 1, [c.concepts.geometry.id]: 2 });
  });

  it('matches any chosen concept, or all of them with Exact (whose counts then narrow)', async () => {
    const c = await buildCatalogue();
    const theorems = [c.concepts.pythagoras.id, c.concepts.thales.id];
    expect(taskNames(c, ids(await listOk({ theoremsIds: theorems })))).toEqual(['h2', 'h3']);
    const exact = await listOk({ theoremsIds: theorems, theoremsExact: 'true' });
    expect(taskNames(c, ids(exact))).toEqual(['h3']);
    expect(counts(exact.facets.theorems!)).toEqual({ [c.concepts.pythagoras.id]: 1, [c.concepts.thales.id]: 1 });
    const tags = [c.concepts.proof.id, c.concepts.wordProblem.id];
    expect(taskNames(c, ids(await listOk({ tagsIds: tags })))).toEqual(['h1', 'h2', 'h4']);
    expect(taskNames(c, ids(await listOk({ tagsIds: tags, tagsExact: 'true' })))).toEqual(['h4']);
  });

  it('filters by rating, formats, answer kind, author and exam', async () => {
    const c = await buildCatalogue();
    const rated = await listOk({ tagsIds: c.concepts.proof.id, minRating: '3' });
    expect(taskNames(c, ids(rated))).toEqual(['h2']);
    expect(counts(rated.facets.ratings!)).toEqual({ '4': 0, '3': 1, '2': 2, '1': 2 });
    expect(taskNames(c, ids(await listOk({ solutionFormats: ['VIDEO', 'IMAGE'] })))).toEqual(['h2', 'h3']);
    expect(taskNames(c, ids(await listOk({ closed: 'true' })))).toEqual(['h1', 'h4']);
    expect(taskNames(c, ids(await listOk({ closed: 'false' })))).toEqual(['h2', 'h3']);
    expect(taskNames(c, ids(await listOk({ authorId: c.users.anna.id })))).toEqual(['h1', 'h2']);
    expect(
      taskNames(c, ids(await listOk({ authorsIds: [c.users.anna.id, c.users.bartek.id], levels: 'UNIVERSITY' }))),
    ).toEqual(['h4']);
    expect(taskNames(c, ids(await listOk({ exams: c.exam.id })))).toEqual(['h2', 'h3']);
  });

  it('sorts and pages', async () => {
    const c = await buildCatalogue();
    expect(taskNames(c, ids(await listOk({ sort: 'ratingsAvg:DESC' })))).toEqual(['h1', 'h2', 'h3', 'h4']);
    expect(ids(await listOk({ sort: 'ratingsAvg:DESC' }))).toEqual([
      c.tasks.h3.id,
      c.tasks.h1.id,
      c.tasks.h2.id,
      c.tasks.h4.id,
    ]);
    expect(ids(await listOk({ sort: 'createdAt:ASC' }))).toEqual([
      c.tasks.h1.id,
      c.tasks.h2.id,
      c.tasks.h3.id,
      c.tasks.h4.id,
    ]);
    const pageTwo = await listOk({ page: '2' });
    expect(pageTwo).toMatchObject({ total: 4, page: 2, pageCount: 1, results: [] });
  });

  it('rejects bad query values with 400 and a Polish message', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ page: '0' }, homeworkListMessages.page],
      [{ pageSize: '5' }, homeworkListMessages.pageSize],
      [{ pageSize: '51' }, homeworkListMessages.pageSize],
      [{ sort: 'title:ASC' }, homeworkListMessages.sort],
      [{ domainsIds: 'abc' }, homeworkListMessages.id],
      [{ minRating: '7' }, homeworkListMessages.rating],
      [{ closed: 'moze' }, homeworkListMessages.flag],
      [{ search: 'x'.repeat(10_000) }, homeworkListMessages.searchTooLong],
    ];
    for (const [query, message] of cases) {
      const response = await list(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('GET /api/homework: permissions', () => {
  it.each([
    [{ statuses: 'PRIVATE' }],
    [{ examLevels: 'BASIC' }],
    [{ unsolved: 'true' }],
    [{ withoutType: 'true' }],
    [{ underReview: 'true' }],
  ])('refuses the admin-only filter %j to everybody else', async (query) => {
    for (const role of [null, 'USER', 'TEACHER'] as const) {
      const headers = role ? (await loginAs(t.app, role)).headers : {};
      const response = await list(query, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(homeworkListMessages.adminOnlyFilter);
    }
  });

  it('gives task types to ADMIN and Premium only', async () => {
    const c = await buildCatalogue();
    const { headers: student } = await loginAs(t.app, 'USER');
    const refused = await list({ typesIds: c.types.parentType.id }, student);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Funkcja Premium');
    const { headers: admin } = await loginAs(t.app, 'ADMIN');
    expect(taskNames(c, ids(await listOk({ typesIds: c.types.parentType.id }, admin)))).toEqual(['h2', 'h3']);
    expect(taskNames(c, ids(await listOk({ type: c.types.childType.id }, admin)))).toEqual(['h2']);
    expect(taskNames(c, ids(await listOk({ withoutType: 'true' }, admin)))).toEqual(['h1', 'h4']);
  });

  it('lets ADMIN list and count any status', async () => {
    const c = await buildCatalogue();
    const { headers } = await loginAs(t.app, 'ADMIN');
    const hidden = await listOk({ statuses: ['PRIVATE', 'UNDER_REVIEW'] }, headers);
    expect(taskNames(c, ids(hidden))).toEqual(['h5', 'h6']);
    expect(counts(hidden.facets.statuses!)).toEqual({ PUBLIC: 4, PRIVATE: 1, UNDER_REVIEW: 1 });
    expect(
      taskNames(c, ids(await listOk({ statuses: 'UNDER_REVIEW', underReview: 'true', unsolved: 'true' }, headers))),
    ).toEqual(['h6']);
    expect(taskNames(c, ids(await listOk({ examLevels: 'BASIC' }, headers)))).toEqual(['h2', 'h3']);
  });
});

describe('GET /api/homework: Polish search', () => {
  it.each([
    ['Pitagorasa', ['h2', 'h3']],
    ['pitagoras', ['h2', 'h3']],
    ['pitagorsa', ['h2', 'h3']],
    ['JABŁEK', ['h1']],
    ['jablek sklepie', ['h1']],
    ['przeciwprostokatnej', ['h3']],
    ['granice ciagu', ['h4']],
    ['jabek', ['h1']],
    ['dlugsc', ['h3']],
  ])('%s finds %j (diacritics, concept names, typos)', async (search, expected) => {
    const c = await buildCatalogue();
    expect(taskNames(c, ids(await listOk({ search })))).toEqual(expected);
  });

  it('ranks and highlights the matched words in the card', async () => {
    const c = await buildCatalogue();
    const body = await listOk({ search: 'trojkata prostokatnego' });
    expect(ids(body)[0]).toBe(c.tasks.h2.id);
    expect(body.results[0]!.highlight).toBe(
      'Udowodnij twierdzenie Pitagorasa dla <mark>trójkąta</mark> <mark>prostokątnego</mark>.',
    );
  });

  it('reads the math of a snippet as text, not as TeX source (issue 38, item 4)', async () => {
    const description =
      '<p>Zbadaj monotoniczność funkcji <span data-type="inline-math" data-latex="f(x) = x^2 e^{-x}"></span> i oblicz <span data-type="inline-math" data-latex="\\frac{1}{2}"></span>.</p>';
    await buildHomework(t.app, { description });
    const body = await listOk({ search: 'monotonicznosc' });
    expect(body.results[0]!.highlight).toBe('Zbadaj <mark>monotoniczność</mark> funkcji f(x) = x² e⁻ˣ i oblicz 1/2.');
  });

  it('treats hostile text as text', async () => {
    await buildCatalogue();
    for (const search of [
      "'",
      '"',
      '%',
      '_',
      '\\',
      "a' or 1=1 --",
      'a & b | !c:*',
      '<script>alert(1)</script>',
      'x'.repeat(500),
    ]) {
      const response = await list({ search });
      expect(response.statusCode, search).toBe(200);
    }
    expect((await listOk({ search: "'; drop table homeworks; --" })).total).toBe(0);
    expect((await listOk()).total).toBe(4);
  });
});

describe('GET /api/homework: concept options beyond the first hundred', () => {
  it('lists the 100 most used options of a group, and a chosen one even when it falls outside them', async () => {
    const concepts = [];
    for (let i = 0; i < 101; i += 1) {
      concepts.push(await buildConcept(t.app, { name: `Dział ${String(i).padStart(3, '0')}`, type: 'DOMAIN' }));
    }
    await buildHomework(t.app, { conceptIds: concepts.map((concept) => concept.id) });
    const last = concepts.at(-1)!;
    const unfiltered = await listOk();
    expect(unfiltered.facets.domains).toHaveLength(100);
    expect(counts(unfiltered.facets.domains ?? [])[last.id]).toBeUndefined();
    const chosen = await listOk({ domainsIds: last.id });
    expect(chosen.facets.domains).toHaveLength(101);
    expect(counts(chosen.facets.domains ?? [])[last.id]).toBe(1);
  });
});

describe('GET /api/homework/random', () => {
  it('draws a slug among the tasks matching the filters, or null', async () => {
    const c = await buildCatalogue();
    const slugs = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/homework/random?domainsIds=${c.concepts.geometry.id}`,
      });
      expect(response.statusCode).toBe(200);
      slugs.add(response.json().slug);
    }
    for (const slug of slugs) expect([c.tasks.h2.slug, c.tasks.h3.slug]).toContain(slug);
    const none = await t.app.inject({ method: 'GET', url: '/api/homework/random?search=nieistniejacefrazy' });
    expect(none.json()).toEqual({ slug: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/homework/random?statuses=PRIVATE' })).statusCode).toBe(403);
  });
});

describe('GET /api/homework: reuse of counts and pages', () => {
  it('shows a committed change at once: reused results are keyed by the catalogue revision', async () => {
    const first = await buildHomework(t.app);
    expect((await listOk()).total).toBe(1);
    const second = await buildHomework(t.app);
    expect((await listOk()).total).toBe(2);
    expect((await t.app.inject({ method: 'GET', url: `/api/homework/${second.slug}` })).statusCode).toBe(200);
    await t.app.db.update(homeworks).set({ status: 'PRIVATE' }).where(eq(homeworks.id, second.id));
    expect(ids(await listOk())).toEqual([first.id]);
    expect((await t.app.inject({ method: 'GET', url: `/api/homework/${second.slug}` })).statusCode).toBe(404);
  });

  it('serves one filter combination from memory for 30 s when only an author name changed, then counts again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const author = await buildUser(t.app, { role: 'TEACHER', displayName: 'Anna Nowak' });
      await buildHomework(t.app, { authorId: author.id });
      // Served from the snapshot throughout: a first request answered from SQL while the snapshot builds, and the
      // next from the snapshot, would count twice and read the name twice.
      await t.app.services.catalogueSnapshots.warmUp();
      expect((await listOk()).facets.authors).toEqual([{ value: author.id, label: 'Anna Nowak', count: 1 }]);
      await t.app.db.update(users).set({ displayName: 'Anna Kowalska' }).where(eq(users.id, author.id));
      expect((await listOk()).facets.authors?.map((option) => option.label)).toEqual(['Anna Nowak']);
      vi.setSystemTime(Date.now() + facetCacheTtlMs);
      expect((await listOk()).facets.authors?.map((option) => option.label)).toEqual(['Anna Kowalska']);
    } finally {
      vi.useRealTimers();
    }
  });
});
