import { errorMessages, homeworkListMessages } from '@zadania/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildConcept, buildHomework, loginAs } from '../../../test/factories';
import { favoriteHomeworks, favorites } from '../../db/schema';

const t = useTestApp();

type TFacet = { label: string; value: string; count: number };
type TListBody = { results: { id: string }[]; total: number; pageCount: number; facets: Record<string, TFacet[]> };

/** A list of `userId` holding the tasks as [homeworkId, position, createdAt] entries. */
async function insertList(userId: string, kind: 'CUSTOM' | 'HIDDEN' | 'SOLVED', entries: [string, number, string?][]) {
  const name = { CUSTOM: 'Matura', HIDDEN: 'Ukryte', SOLVED: 'Rozwiązane' }[kind];
  const [list] = await t.app.db.insert(favorites).values({ userId, kind, name }).returning();
  if (entries.length) {
    await t.app.db.insert(favoriteHomeworks).values(
      entries.map(([homeworkId, position, createdAt]) => ({
        favoriteId: list!.id,
        homeworkId,
        position,
        ...(createdAt ? { createdAt: new Date(createdAt) } : {}),
      })),
    );
  }
  return list!;
}

/**
 * Public: h1 (primary, Algebra, Jan), h2 (high school, Geometria, Feb), h3 (high school, Algebra, Mar),
 * h4 (university, Geometria, Apr), h5 (high school, Algebra, May); h6 is PRIVATE (Algebra).
 * The student's 'Ukryte': h1, h4; 'Rozwiązane': h2; 'Matura': h2 (0), h1 (1, earlier), h5 (1, later),
 * h3 (2), h6 (3), so its order is h2, h1, h5, h3 with h6 never shown. Another student's list holds h4.
 */
async function buildCatalogue() {
  const algebra = await buildConcept(t.app, { name: 'Algebra', type: 'DOMAIN' });
  const geometry = await buildConcept(t.app, { name: 'Geometria', type: 'DOMAIN' });
  const task = (level: 'PRIMARY' | 'HIGH_SCHOOL' | 'UNIVERSITY', concept: string, month: number, status = 'PUBLIC') =>
    buildHomework(t.app, {
      level,
      status: status as 'PUBLIC' | 'PRIVATE',
      conceptIds: [concept],
      createdAt: new Date(`2026-0${month}-01T10:00:00Z`),
    });
  const h1 = await task('PRIMARY', algebra.id, 1);
  const h2 = await task('HIGH_SCHOOL', geometry.id, 2);
  const h3 = await task('HIGH_SCHOOL', algebra.id, 3);
  const h4 = await task('UNIVERSITY', geometry.id, 4);
  const h5 = await task('HIGH_SCHOOL', algebra.id, 5);
  const h6 = await task('HIGH_SCHOOL', algebra.id, 6, 'PRIVATE');

  const student = await loginAs(t.app, 'USER');
  const other = await loginAs(t.app, 'USER');
  const hidden = await insertList(student.user.id, 'HIDDEN', [
    [h1.id, 0],
    [h4.id, 1],
  ]);
  const solved = await insertList(student.user.id, 'SOLVED', [[h2.id, 0]]);
  const matura = await insertList(student.user.id, 'CUSTOM', [
    [h2.id, 0, '2026-06-01T10:00:00Z'],
    [h5.id, 1, '2026-06-01T10:00:02Z'],
    [h1.id, 1, '2026-06-01T10:00:01Z'],
    [h3.id, 2, '2026-06-01T10:00:00Z'],
    [h6.id, 3, '2026-06-01T10:00:00Z'],
  ]);
  const othersList = await insertList(other.user.id, 'CUSTOM', [[h4.id, 0]]);
  return {
    concepts: { algebra, geometry },
    tasks: { h1, h2, h3, h4, h5, h6 },
    student,
    other,
    lists: { hidden, solved, matura, othersList },
  };
}

type TCatalogue = Awaited<ReturnType<typeof buildCatalogue>>;

function request(path: string, query: Record<string, string>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/api/homework${path}?${new URLSearchParams(query)}`, headers });
}

async function listOk(query: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await request('', query, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TListBody;
}

/** The task names of the results, in their order. */
const names = (c: TCatalogue, body: TListBody) => {
  const byId = Object.fromEntries(Object.entries(c.tasks).map(([name, task]) => [task.id, name]));
  return body.results.map((result) => byId[result.id]);
};
const counts = (facet: TFacet[] | undefined) =>
  Object.fromEntries((facet ?? []).map((option) => [option.value, option.count]));

async function expectRefused(
  path: string,
  query: Record<string, string>,
  headers: Record<string, string>,
  status: number,
  message: string,
) {
  const response = await request(path, query, headers);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().message).toBe(message);
}

describe('GET /api/homework: hideHidden', () => {
  it("leaves out the viewer's hidden tasks, and the facets count without them", async () => {
    const c = await buildCatalogue();
    const all = await listOk({}, c.student.headers);
    expect(names(c, all)).toEqual(['h5', 'h4', 'h3', 'h2', 'h1']);
    expect(counts(all.facets.levels)).toEqual({ PRIMARY: 1, HIGH_SCHOOL: 3, UNIVERSITY: 1 });

    const body = await listOk({ hideHidden: 'true' }, c.student.headers);
    expect(names(c, body)).toEqual(['h5', 'h3', 'h2']);
    expect(body).toMatchObject({ total: 3, pageCount: 1 });
    expect(counts(body.facets.levels)).toEqual({ HIGH_SCHOOL: 3 });
    expect(counts(body.facets.domains)).toEqual({ [c.concepts.algebra.id]: 2, [c.concepts.geometry.id]: 1 });
    expect(counts(body.facets.solutionFormats)).toEqual({ LATEX: 3 });
    expect(counts(body.facets.ratings)).toEqual({ '4': 0, '3': 0, '2': 0, '1': 0 });
    expect(counts(body.facets.statuses)).toEqual({ PUBLIC: 3 });
  });

  it('combines with another filter, whose own group still counts disjunctively', async () => {
    const c = await buildCatalogue();
    const body = await listOk({ hideHidden: 'true', domainsIds: c.concepts.geometry.id }, c.student.headers);
    expect(names(c, body)).toEqual(['h2']);
    expect(body.total).toBe(1);
    expect(counts(body.facets.domains)).toEqual({ [c.concepts.algebra.id]: 2, [c.concepts.geometry.id]: 1 });
    expect(counts(body.facets.levels)).toEqual({ HIGH_SCHOOL: 1 });

    const levels = await listOk({ hideHidden: 'true', levels: 'UNIVERSITY' }, c.student.headers);
    expect(levels.total).toBe(0);
    expect(counts(levels.facets.levels)).toEqual({ HIGH_SCHOOL: 3 });
  });

  it('changes nothing signed out or for a viewer who never hid a task', async () => {
    const c = await buildCatalogue();
    expect(names(c, await listOk({ hideHidden: 'true' }))).toEqual(['h5', 'h4', 'h3', 'h2', 'h1']);
    expect(names(c, await listOk({ hideHidden: 'true' }, c.other.headers))).toEqual(['h5', 'h4', 'h3', 'h2', 'h1']);
    const { headers: teacher } = await loginAs(t.app, 'TEACHER');
    expect((await listOk({ hideHidden: 'true' }, teacher)).total).toBe(5);
  });

  it('shows a task hidden or shown again at once, though results are reused', async () => {
    const c = await buildCatalogue();
    expect((await listOk({ hideHidden: 'true' }, c.student.headers)).total).toBe(3);
    await t.app.db
      .insert(favoriteHomeworks)
      .values({ favoriteId: c.lists.hidden.id, homeworkId: c.tasks.h5.id, position: 2 });
    const after = await listOk({ hideHidden: 'true' }, c.student.headers);
    expect(names(c, after)).toEqual(['h3', 'h2']);
    expect(counts(after.facets.levels)).toEqual({ HIGH_SCHOOL: 2 });
    await t.app.db.delete(favoriteHomeworks).where(eq(favoriteHomeworks.favoriteId, c.lists.hidden.id));
    expect(names(c, await listOk({ hideHidden: 'true' }, c.student.headers))).toEqual(['h5', 'h4', 'h3', 'h2', 'h1']);
  });
});

describe('GET /api/homework: hideSolved', () => {
  it("leaves out the viewer's solved tasks, alone and with hideHidden and levels", async () => {
    const c = await buildCatalogue();
    const solved = await listOk({ hideSolved: 'true' }, c.student.headers);
    expect(names(c, solved)).toEqual(['h5', 'h4', 'h3', 'h1']);
    expect(counts(solved.facets.levels)).toEqual({ PRIMARY: 1, HIGH_SCHOOL: 2, UNIVERSITY: 1 });
    expect(counts(solved.facets.domains)).toEqual({ [c.concepts.algebra.id]: 3, [c.concepts.geometry.id]: 1 });

    const both = await listOk({ hideSolved: 'true', hideHidden: 'true' }, c.student.headers);
    expect(names(c, both)).toEqual(['h5', 'h3']);
    expect(counts(both.facets.levels)).toEqual({ HIGH_SCHOOL: 2 });
    expect(counts(both.facets.domains)).toEqual({ [c.concepts.algebra.id]: 2 });

    const level = await listOk({ hideSolved: 'true', levels: 'HIGH_SCHOOL' }, c.student.headers);
    expect(names(c, level)).toEqual(['h5', 'h3']);
    expect(counts(level.facets.levels)).toEqual({ PRIMARY: 1, HIGH_SCHOOL: 2, UNIVERSITY: 1 });
    expect(counts(level.facets.domains)).toEqual({ [c.concepts.algebra.id]: 2 });
  });

  it('refuses a TEACHER with 403, lets an ADMIN use it, and is ignored signed out', async () => {
    const c = await buildCatalogue();
    const { headers: teacher } = await loginAs(t.app, 'TEACHER');
    await expectRefused('', { hideSolved: 'true' }, teacher, 403, errorMessages.forbidden);
    await expectRefused('/random', { hideSolved: 'true' }, teacher, 403, errorMessages.forbidden);
    expect((await listOk({ hideSolved: 'false' }, teacher)).total).toBe(5);

    const admin = await loginAs(t.app, 'ADMIN');
    await insertList(admin.user.id, 'SOLVED', [[c.tasks.h4.id, 0]]);
    expect(names(c, await listOk({ hideSolved: 'true' }, admin.headers))).toEqual(['h5', 'h3', 'h2', 'h1']);
    expect((await listOk({ hideSolved: 'true' })).total).toBe(5);
  });
});

describe('GET /api/homework: favoriteId', () => {
  it("lists one's own list in its order (position, then when added) by default, counting its facets", async () => {
    const c = await buildCatalogue();
    const body = await listOk({ favoriteId: c.lists.matura.id }, c.student.headers);
    expect(names(c, body)).toEqual(['h2', 'h1', 'h5', 'h3']);
    expect(body).toMatchObject({ total: 4, pageCount: 1 });
    expect(counts(body.facets.levels)).toEqual({ PRIMARY: 1, HIGH_SCHOOL: 3 });
    expect(counts(body.facets.domains)).toEqual({ [c.concepts.algebra.id]: 3, [c.concepts.geometry.id]: 1 });
    expect(counts(body.facets.statuses)).toEqual({ PUBLIC: 4 });

    const explicit = await listOk({ favoriteId: c.lists.matura.id, sort: 'favorite:ASC' }, c.student.headers);
    expect(names(c, explicit)).toEqual(['h2', 'h1', 'h5', 'h3']);
    const newest = await listOk({ favoriteId: c.lists.matura.id, sort: 'createdAt:DESC' }, c.student.headers);
    expect(names(c, newest)).toEqual(['h5', 'h3', 'h2', 'h1']);
    const searched = await listOk({ favoriteId: c.lists.matura.id, search: 'treść' }, c.student.headers);
    expect(names(c, searched)).toEqual(['h2', 'h1', 'h5', 'h3']);
  });

  it('combines with the other filters, each facet group ignoring only its own', async () => {
    const c = await buildCatalogue();
    const matura = c.lists.matura.id;
    const level = await listOk({ favoriteId: matura, levels: 'HIGH_SCHOOL' }, c.student.headers);
    expect(names(c, level)).toEqual(['h2', 'h5', 'h3']);
    expect(counts(level.facets.levels)).toEqual({ PRIMARY: 1, HIGH_SCHOOL: 3 });
    expect(counts(level.facets.domains)).toEqual({ [c.concepts.algebra.id]: 2, [c.concepts.geometry.id]: 1 });

    const visible = await listOk({ favoriteId: matura, hideHidden: 'true', hideSolved: 'true' }, c.student.headers);
    expect(names(c, visible)).toEqual(['h5', 'h3']);
    expect(visible.total).toBe(2);
    expect(counts(visible.facets.levels)).toEqual({ HIGH_SCHOOL: 2 });

    const builtIn = await listOk({ favoriteId: c.lists.hidden.id }, c.student.headers);
    expect(names(c, builtIn)).toEqual(['h1', 'h4']);
    expect((await listOk({ favoriteId: c.lists.hidden.id, hideHidden: 'true' }, c.student.headers)).total).toBe(0);
  });

  it('follows a new order and a removed task at once', async () => {
    const c = await buildCatalogue();
    const matura = c.lists.matura.id;
    expect(names(c, await listOk({ favoriteId: matura }, c.student.headers))).toEqual(['h2', 'h1', 'h5', 'h3']);
    await t.app.db
      .update(favoriteHomeworks)
      .set({ position: 9 })
      .where(and(eq(favoriteHomeworks.favoriteId, matura), eq(favoriteHomeworks.homeworkId, c.tasks.h2.id)));
    expect(names(c, await listOk({ favoriteId: matura }, c.student.headers))).toEqual(['h1', 'h5', 'h3', 'h2']);
    await t.app.db
      .delete(favoriteHomeworks)
      .where(and(eq(favoriteHomeworks.favoriteId, matura), eq(favoriteHomeworks.homeworkId, c.tasks.h5.id)));
    const after = await listOk({ favoriteId: matura }, c.student.headers);
    expect(names(c, after)).toEqual(['h1', 'h3', 'h2']);
    expect(counts(after.facets.levels)).toEqual({ PRIMARY: 1, HIGH_SCHOOL: 2 });
  });

  it('answers 404 for another’s or a missing list, 401 signed out and 400 for a bad id', async () => {
    const c = await buildCatalogue();
    for (const path of ['', '/random']) {
      await expectRefused(path, { favoriteId: c.lists.othersList.id }, c.student.headers, 404, errorMessages.notFound);
      await expectRefused(
        path,
        { favoriteId: '00000000-0000-4000-8000-000000000000' },
        c.student.headers,
        404,
        errorMessages.notFound,
      );
      await expectRefused(path, { favoriteId: c.lists.matura.id }, {}, 401, errorMessages.unauthorized);
      await expectRefused(path, { favoriteId: 'lista' }, c.student.headers, 400, homeworkListMessages.id);
    }
    const { headers: admin } = await loginAs(t.app, 'ADMIN');
    await expectRefused('', { favoriteId: c.lists.matura.id }, admin, 404, errorMessages.notFound);
  });

  it("refuses the list's order without a list with 400", async () => {
    const c = await buildCatalogue();
    for (const path of ['', '/random']) {
      await expectRefused(path, { sort: 'favorite:ASC' }, {}, 400, homeworkListMessages.sort);
      await expectRefused(path, { sort: 'favorite:ASC' }, c.student.headers, 400, homeworkListMessages.sort);
    }
  });
});

describe('GET /api/homework/random with the list filters', () => {
  async function drawSlugs(query: Record<string, string>, headers: Record<string, string>) {
    const slugs = new Set<string | null>();
    for (let i = 0; i < 12; i += 1) {
      const response = await request('/random', query, headers);
      expect(response.statusCode, response.body).toBe(200);
      slugs.add(response.json().slug);
    }
    return slugs;
  }

  it('draws only among the tasks the filters keep', async () => {
    const c = await buildCatalogue();
    const { h1, h3, h5 } = c.tasks;
    for (const slug of await drawSlugs({ hideHidden: 'true', hideSolved: 'true' }, c.student.headers)) {
      expect([h3.slug, h5.slug]).toContain(slug);
    }
    for (const slug of await drawSlugs({ favoriteId: c.lists.matura.id, hideSolved: 'true' }, c.student.headers)) {
      expect([h1.slug, h3.slug, h5.slug]).toContain(slug);
    }
    expect(await drawSlugs({ favoriteId: c.lists.matura.id, levels: 'PRIMARY' }, c.student.headers)).toEqual(
      new Set([h1.slug]),
    );
    expect(
      await drawSlugs({ favoriteId: c.lists.matura.id, hideHidden: 'true', levels: 'PRIMARY' }, c.student.headers),
    ).toEqual(new Set([null]));
  });
});
