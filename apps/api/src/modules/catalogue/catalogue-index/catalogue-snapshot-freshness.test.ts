import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../../test/build-test-app';
import { buildHomework, loginAs } from '../../../../test/factories';
import { sharedTestDatabase } from '../../../../test/test-database';
import { rowsOf } from '../../../lib/sql-rows';
import { createHomeworkListRepository } from '../homework-list.repository';
import { createHomeworkListService } from '../homework-list.service';
import { createHomeworkSearchIndex } from '../homework-search-index';
import { createCatalogueSnapshotRepository } from './catalogue-snapshot.repository';

const t = useTestApp();

async function list(query = '') {
  const response = await t.app.inject({ method: 'GET', url: `/api/homework${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { total: number; results: { id: string; level: string; ratingsAvg: number }[] };
}

/** The snapshot this node answers the feed's current shape from, once it has built one (undefined: SQL answers). */
async function currentSnapshot() {
  await t.app.services.catalogueSnapshots.warmUp();
  return t.app.services.catalogueSnapshots.at((await t.app.services.catalogueFeed.sync()).shape);
}

const changes = async () =>
  rowsOf<{ table_name: string; row_id: string | null; kind: string }>(
    await t.app.db.execute(sql`select table_name, row_id::text as row_id, kind from catalogue_changes order by seq`),
  );

/** A list service over the snapshot whose word index counts the searches it matches. */
function serviceCountingMatches() {
  const searchIndex = createHomeworkSearchIndex(t.app.db, t.app.services.catalogueFeed, { waitForLoad: true });
  const counting = {
    matched: 0,
    service: createHomeworkListService(createHomeworkListRepository(t.app.db), {
      feed: t.app.services.catalogueFeed,
      searchIndex: {
        ...searchIndex,
        match: (...args) => {
          counting.matched += 1;
          return searchIndex.match(...args);
        },
      },
      catalogue: {
        snapshots: t.app.services.catalogueSnapshots,
        repository: createCatalogueSnapshotRepository(t.app.db),
      },
    }),
  };
  return counting;
}

describe('GET /api/homework from the snapshot in memory', () => {
  it('shows a change committed after the snapshot at once, then answers from a new snapshot', async () => {
    const first = await buildHomework(t.app);
    const second = await buildHomework(t.app, { level: 'PRIMARY' });
    expect(await currentSnapshot()).toBeDefined();
    expect((await list()).results.map((card) => card.id)).toEqual([second.id, first.id]);

    // Published after the snapshot: the feed reads a change of shape, so the request is not answered from the old one.
    const third = await buildHomework(t.app);
    const { shape } = await t.app.services.catalogueFeed.sync();
    expect(t.app.services.catalogueSnapshots.at(shape)).toBeUndefined();
    expect((await list()).results.map((card) => card.id)).toEqual([third.id, second.id, first.id]);
    expect(await currentSnapshot()).toBeDefined();
    expect((await list()).total).toBe(3);

    // Edited: its level moves between the facet's options and the filter finds it at once.
    await t.app.db.execute(sql`update homeworks set level = 'PRIMARY' where id = ${first.id}`);
    const primary = await list('?levels=PRIMARY');
    expect(primary.results.map((card) => card.id)).toEqual([second.id, first.id]);
    expect(await currentSnapshot()).toBeDefined();
    expect((await list('?levels=PRIMARY')).total).toBe(2);

    // Hidden from the catalogue: gone from the next answer.
    await t.app.db.execute(sql`update homeworks set status = 'HIDDEN' where id = ${second.id}`);
    expect((await list()).results.map((card) => card.id)).toEqual([third.id, first.id]);
    expect(await currentSnapshot()).toBeDefined();
    expect((await list()).results.map((card) => card.id)).toEqual([third.id, first.id]);
  });

  it('finds a task published after a search by a close spelling of its new word, at once', async () => {
    await buildHomework(t.app);
    expect((await list('?search=tramwajowegi')).total).toBe(0);
    const published = await buildHomework(t.app, { description: '<p>Prędkość tramwajowego składu.</p>' });
    // The close spellings of a word are reused only while the words of the public tasks stand.
    expect((await list('?search=tramwajowegi')).results.map((card) => card.id)).toEqual([published.id]);
  });

  it('applies a rating in place: the same shape keeps answering from memory, in the new rating order', async () => {
    const older = await buildHomework(t.app);
    const newer = await buildHomework(t.app);
    const before = await currentSnapshot();
    expect(before).toBeDefined();
    const { shape } = await t.app.services.catalogueFeed.sync();

    const { headers } = await loginAs(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/homework/${older.id}/rating`,
      headers,
      payload: { rating: 4 },
    });
    expect(response.statusCode).toBe(200);
    expect((await changes()).at(-1)).toEqual({ table_name: 'homeworks', row_id: older.id, kind: 'rating' });

    // The shape did not move: the snapshot is still the one requests get, with the new rating in it.
    expect((await t.app.services.catalogueFeed.sync()).shape).toBe(shape);
    const after = await currentSnapshot();
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const sorted = await list('?sort=ratingsAvg:DESC');
    expect(sorted.results.map((card) => card.id)).toEqual([older.id, newer.id]);
    expect(sorted.results[0]!.ratingsAvg).toBe(4);
    expect((await list('?minRating=4')).results.map((card) => card.id)).toEqual([older.id]);
    // The snapshot a request may still hold is never changed under it.
    expect(Array.from(before!.ratingsAvg)).toEqual([0, 0]);
  });

  it('a rating changes only the ratings counts and cards of a search: the search is matched once', async () => {
    const rated = await buildHomework(t.app, { description: '<p>Parabola i jej wierzchołek.</p>' });
    const other = await buildHomework(t.app, { description: '<p>Parabola przesunięta.</p>' });
    await buildHomework(t.app, { description: '<p>Trójkąt prostokątny.</p>' });
    const counting = serviceCountingMatches();
    const { service } = counting;
    await t.app.services.catalogueSnapshots.warmUp();
    const query = { page: 1, pageSize: 10, search: 'parabola' } as const;
    const atLeast = (list: Awaited<ReturnType<typeof service.listHomeworks>>) =>
      list.facets.ratings.map((option) => [option.value, option.count]);

    const before = await service.listHomeworks(null, query);
    expect(before.results.map((card) => card.id).sort()).toEqual([rated.id, other.id].sort());
    expect(atLeast(before)).toEqual([
      ['4', 0],
      ['3', 0],
      ['2', 0],
      ['1', 0],
    ]);
    expect(counting.matched).toBe(1);

    const { headers } = await loginAs(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/homework/${rated.id}/rating`,
      headers,
      payload: { rating: 3 },
    });
    expect(response.statusCode).toBe(200);

    const after = await service.listHomeworks(null, query);
    expect(after.total).toBe(2);
    expect(atLeast(after)).toEqual([
      ['4', 0],
      ['3', 1],
      ['2', 1],
      ['1', 1],
    ]);
    expect(after.results.find((card) => card.id === rated.id)?.ratingsAvg).toBe(3);
    // The selection, its counts and its page were reused: only the ratings were counted again.
    expect(counting.matched).toBe(1);

    // Later ratings are applied to the kept counts (the ratings moved since), a rating lowered included.
    const rate = async (id: string, rating: number) => {
      const answer = await t.app.inject({
        method: 'PUT',
        url: `/api/homework/${id}/rating`,
        headers,
        payload: { rating },
      });
      expect(answer.statusCode).toBe(200);
    };
    await rate(other.id, 5);
    expect(atLeast(await service.listHomeworks(null, query))).toEqual([
      ['4', 1],
      ['3', 2],
      ['2', 2],
      ['1', 2],
    ]);
    await rate(rated.id, 1);
    expect(atLeast(await service.listHomeworks(null, query))).toEqual([
      ['4', 1],
      ['3', 1],
      ['2', 1],
      ['1', 2],
    ]);
    expect(counting.matched).toBe(1);
    // A filter by rating reads the ratings: selected again, at once.
    const filtered = await service.listHomeworks(null, { ...query, minRating: 3 });
    expect(filtered.results.map((card) => card.id)).toEqual([other.id]);
    expect(counting.matched).toBe(2);
  });

  it('typos resolving to the same words share one selection: the second is not matched again', async () => {
    const parabola = await buildHomework(t.app, { description: '<p>Parabola i jej wierzchołek.</p>' });
    await buildHomework(t.app, { description: '<p>Trójkąt prostokątny.</p>' });
    const counting = serviceCountingMatches();
    const { service } = counting;
    await t.app.services.catalogueSnapshots.warmUp();
    const search = (words: string) => service.listHomeworks(null, { page: 1, pageSize: 10, search: words });

    const first = await search('parabloa');
    expect(first.results.map((card) => card.id)).toEqual([parabola.id]);
    expect(counting.matched).toBe(1);
    const second = await search('paraboal');
    expect(second.results.map((card) => card.id)).toEqual([parabola.id]);
    expect(second.facets).toEqual(first.facets);
    expect(counting.matched).toBe(1);
    // The word itself is in the text (its place counts): a search of its own.
    expect((await search('parabola')).results.map((card) => card.id)).toEqual([parabola.id]);
    expect(counting.matched).toBe(2);
  });

  it('names what changed: a draft and a card text are not changes of shape, a publication is', async () => {
    const task = await buildHomework(t.app);
    const draft = await buildHomework(t.app, { status: 'PRIVATE' });
    await t.app.db.execute(sql`delete from catalogue_changes`);
    await t.app.db.execute(sql`update homeworks set description = '<p>Nowa treść</p>' where id = ${draft.id}`);
    await t.app.db.execute(sql`update homeworks set hint = 'Podpowiedź' where id = ${task.id}`);
    await t.app.db.execute(sql`update homeworks set status = 'PUBLIC' where id = ${draft.id}`);
    expect(await changes()).toEqual([
      { table_name: 'homeworks', row_id: draft.id, kind: 'card' },
      { table_name: 'homeworks', row_id: task.id, kind: 'card' },
      { table_name: 'homeworks', row_id: draft.id, kind: 'shape' },
    ]);
  });
});

describe('two nodes on one database', () => {
  it('a task published, edited and withdrawn through node A is put in place in B’s snapshot, never rebuilt', async () => {
    const nodeB = await buildTestApp({}, { database: (await sharedTestDatabase()).database });
    try {
      const older = await buildHomework(t.app);
      await nodeB.services.catalogueSnapshots.warmUp();
      const built = nodeB.services.catalogueSnapshots.status().builtAt;

      const published = await buildHomework(t.app, { level: 'PRIMARY' });
      const { shape } = await nodeB.services.catalogueFeed.sync();
      const snapshot = await nodeB.services.catalogueSnapshots.reach(shape);
      expect(snapshot?.revision).toBe(shape);
      expect(snapshot?.size).toBe(2);
      const throughB = await nodeB.inject({ method: 'GET', url: '/api/homework?levels=PRIMARY' });
      expect(throughB.json().results.map((card: { id: string }) => card.id)).toEqual([published.id]);
      expect(throughB.json().facets.levels).toEqual([
        expect.objectContaining({ value: 'PRIMARY', count: 1 }),
        expect.objectContaining({ value: 'HIGH_SCHOOL', count: 1 }),
      ]);

      await t.app.db.execute(sql`update homeworks set level = 'HIGH_SCHOOL' where id = ${published.id}`);
      await t.app.db.execute(sql`update homeworks set status = 'HIDDEN' where id = ${older.id}`);
      const afterEdits = await nodeB.inject({ method: 'GET', url: '/api/homework?levels=HIGH_SCHOOL' });
      expect(afterEdits.json().results.map((card: { id: string }) => card.id)).toEqual([published.id]);
      expect(afterEdits.json().total).toBe(1);

      // Every answer came from B's snapshot with the changes put in place: it was built once, at the start.
      const latest = await nodeB.services.catalogueFeed.sync();
      expect(nodeB.services.catalogueSnapshots.at(latest.shape)?.size).toBe(1);
      expect(nodeB.services.catalogueSnapshots.status().builtAt).toBe(built);
    } finally {
      await nodeB.close();
    }
  });

  it('a rating given through node A shows through node B at once, applied to B’s snapshot in place', async () => {
    const nodeB = await buildTestApp({}, { database: (await sharedTestDatabase()).database });
    try {
      const older = await buildHomework(t.app);
      const newer = await buildHomework(t.app);
      await nodeB.services.catalogueSnapshots.warmUp();
      const { shape } = await nodeB.services.catalogueFeed.sync();
      expect(nodeB.services.catalogueSnapshots.at(shape)).toBeDefined();

      const { headers } = await loginAs(t.app);
      const rated = await t.app.inject({
        method: 'PUT',
        url: `/api/homework/${older.id}/rating`,
        headers,
        payload: { rating: 5 },
      });
      expect(rated.statusCode).toBe(200);

      const throughB = await nodeB.inject({ method: 'GET', url: '/api/homework?sort=ratingsAvg:DESC' });
      expect(throughB.json().results.map((card: { id: string }) => card.id)).toEqual([older.id, newer.id]);
      expect((await nodeB.services.catalogueFeed.sync()).shape).toBe(shape);
      expect(nodeB.services.catalogueSnapshots.at(shape)?.ratingsAvg[1]).toBe(5);

      // Withdrawn through A: B's next answer leaves it out.
      await t.app.db.execute(sql`update homeworks set status = 'HIDDEN' where id = ${older.id}`);
      const afterHiding = await nodeB.inject({ method: 'GET', url: '/api/homework' });
      expect(afterHiding.json().results.map((card: { id: string }) => card.id)).toEqual([newer.id]);
    } finally {
      await nodeB.close();
    }
  });
});
