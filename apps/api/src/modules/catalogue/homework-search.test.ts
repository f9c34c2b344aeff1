import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildHomework } from '../../../test/factories';
import { rowsOf } from '../../lib/sql-rows';
import { buildContainsPattern } from '../../lib/sql-search';
import { seedSyntheticCatalogue } from '../../seed/synthetic/generate-synthetic-catalogue';
import { distinctPatternWords, toSearchWords } from './homework-filters';
import { createHomeworkListRepository } from './homework-list.repository';
import { createHomeworkSearchIndex } from './homework-search-index';

const t = useTestApp();

/**
 * The search as it was before it matched once per request: every term as the OR of all its words' LIKE
 * patterns and the relevance computed in the same statement. The reference the new one must equal.
 */
async function searchAsBefore(search: string) {
  const repository = createHomeworkListRepository(t.app.db);
  const terms = await repository.expandSearchWords(toSearchWords(search));
  const matchesTerm = (words: string[]) =>
    sql`(${sql.join(
      words.map((word) => sql`h.search_text like ${buildContainsPattern(word)}`),
      sql` or `,
    )})`;
  const rank = sql.join(
    terms.map(
      ({ term }) =>
        sql`(case when h.search_text like ${buildContainsPattern(term)} then 1.0 / (1 + strpos(h.search_text, ${term}) / 200.0) + 1 else 0.5 end)`,
    ),
    sql` + `,
  );
  const conditions: SQL[] = [sql`h.status = 'PUBLIC'`, ...terms.map(({ words }) => matchesTerm(words))];
  const result = await t.app.db.execute(sql`
    select h.id from homeworks h where ${sql.join(conditions, sql` and `)}
    order by ${rank} desc, h.created_at desc, h.id desc`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** Every result of GET /api/homework for the search, page after page, in the order shown. */
async function searchNow(search: string) {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/homework?${new URLSearchParams({ search, page: String(page), pageSize: '50' })}`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { results: { id: string }[]; total: number; pageCount: number };
    ids.push(...body.results.map((card) => card.id));
    if (page >= body.pageCount) {
      expect(ids).toHaveLength(body.total);
      return ids;
    }
  }
}

describe('distinctPatternWords', () => {
  it('drops a word that contains another, keeping the order and one copy of each', () => {
    expect(distinctPatternWords(['rownanie', 'rownaniem', 'rownania', 'rownanie'])).toEqual(['rownanie', 'rownania']);
    expect(distinctPatternWords(['kat', 'katy', 'trojkat', 'skad'])).toEqual(['kat', 'skad']);
    expect(distinctPatternWords(['abc'])).toEqual(['abc']);
  });
});

describe('GET /api/homework: search matched once per request', () => {
  it('finds the same tasks in the same order as the search that matched in every statement', async () => {
    await seedSyntheticCatalogue(t.app.db, { tasks: 400, seed: 7, log: () => {} });
    const searches = [
      'rownanie kwadratowe',
      'równanie kwadratowe',
      'rownanei',
      'pitagoras',
      'procent',
      'trojkat prostokatny',
      'całka oznaczona',
      'ciag arytmetyczny',
      'granica funkcji',
      'funkcja',
      'x2',
      'oblicz pole',
      'nieistniejacefrazy',
    ];
    let found = 0;
    for (const search of searches) {
      const expected = await searchAsBefore(search);
      expect(await searchNow(search), search).toEqual(expected);
      found += expected.length;
    }
    // The corpus exercises the comparison: most searches find tasks.
    expect(found).toBeGreaterThan(200);
  }, 120_000);
});

/** The catalogue's shape as the change feed reads it now. */
const shapeNow = async () => (await t.app.services.catalogueFeed.sync()).shape;

describe('createHomeworkSearchIndex', () => {
  const byId = (matches: { ids: string[]; ranks: ArrayLike<number> }) =>
    new Map(matches.ids.map((id, index) => [id, matches.ranks[index]!]));

  it('finds the tasks and relevance that the database finds, loading and matching in slices', async () => {
    await seedSyntheticCatalogue(t.app.db, { tasks: 150, seed: 11, log: () => {} });
    // Characters outside the Basic Multilingual Plane before a word: positions count characters, as strpos does.
    await buildHomework(t.app, { description: '<p>😀 𝑥² i 🙂🙂 pole trapezu, pole koła</p>' });
    const repository = createHomeworkListRepository(t.app.db);
    const searchIndex = createHomeworkSearchIndex(t.app.db, t.app.services.catalogueFeed, {
      sliceSize: 16,
      waitForLoad: true,
    });
    const revision = await shapeNow();
    for (const search of [
      'rownanie kwadratowe',
      'pitagoras',
      'procnt',
      'ciag',
      'oblicz pole',
      'trapezu',
      'kola',
      'zzzz',
    ]) {
      const terms = await repository.expandSearchWords(toSearchWords(search));
      const expected = byId(await repository.findSearchMatches(terms, false));
      const found = byId((await searchIndex.match(terms, revision))!);
      expect([...found.keys()].sort(), search).toEqual([...expected.keys()].sort());
      for (const [id, rank] of expected) expect(found.get(id), search).toBeCloseTo(rank, 12);
    }
  }, 60_000);

  it('sees a change as soon as the feed reads it', async () => {
    const repository = createHomeworkListRepository(t.app.db);
    const searchIndex = createHomeworkSearchIndex(t.app.db, t.app.services.catalogueFeed, { waitForLoad: true });
    const terms = await repository.expandSearchWords(toSearchWords('trapez'));
    expect((await searchIndex.match(terms, await shapeNow()))!.ids).toEqual([]);
    const task = await buildHomework(t.app, { description: '<p>Oblicz pole trapezu.</p>' });
    const after = await searchIndex.match(terms, await shapeNow());
    expect(after!.ids).toEqual([task.id]);
  });

  it('answers a shape the catalogue has moved past from its newer index: never older than the request', async () => {
    const repository = createHomeworkListRepository(t.app.db);
    const terms = await repository.expandSearchWords(toSearchWords('trapez'));
    const searchIndex = createHomeworkSearchIndex(t.app.db, t.app.services.catalogueFeed, { waitForLoad: true });
    const before = await shapeNow();
    const task = await buildHomework(t.app, { description: '<p>Oblicz pole trapezu.</p>' });
    expect((await searchIndex.match(terms, await shapeNow()))!.ids).toEqual([task.id]);
    expect((await searchIndex.match(terms, before))!.ids).toEqual([task.id]);
  });

  it('puts tasks published, edited, withdrawn and deleted in place, answering as the database does', async () => {
    await seedSyntheticCatalogue(t.app.db, { tasks: 60, seed: 17, log: () => {} });
    const repository = createHomeworkListRepository(t.app.db);
    const searchIndex = createHomeworkSearchIndex(t.app.db, t.app.services.catalogueFeed, {
      waitForLoad: true,
      onLoadError: (error) => expect.fail(String(error)),
    });
    const searches = ['pole trapezu', 'rownanie', 'trojkat', 'funkcja', 'prostokat'];
    const compare = async () => {
      const shape = await shapeNow();
      for (const search of searches) {
        const terms = await repository.expandSearchWords(toSearchWords(search));
        const expected = byId(await repository.findSearchMatches(terms, false));
        const found = byId((await searchIndex.match(terms, shape))!);
        expect([...found.keys()].sort(), search).toEqual([...expected.keys()].sort());
        for (const [id, rank] of expected) expect(found.get(id), search).toBeCloseTo(rank, 12);
      }
    };
    await compare();
    expect(searchIndex.status().loads).toBe(1);
    const [first, second, third] = rowsOf<{ id: string }>(
      await t.app.db.execute(sql`select id::text as id from homeworks where status = 'PUBLIC' order by id limit 3`),
    ).map((row) => row.id);
    const published = await buildHomework(t.app, { description: '<p>Oblicz pole trapezu i prostokąta.</p>' });
    await compare();
    await t.app.db.execute(
      sql`update homeworks set search_text = 'trojkat rownoboczny pole' where id in (${first}, ${published.id})`,
    );
    await compare();
    await t.app.db.execute(sql`update homeworks set status = 'PRIVATE' where id = ${second}`);
    await t.app.db.execute(sql`delete from homeworks where id = ${third}`);
    await compare();
    await t.app.db.execute(sql`update homeworks set status = 'PUBLIC' where id = ${second}`);
    await compare();
    // Every change was put in place: the index was loaded once, at the start.
    expect(searchIndex.status().loads).toBe(1);
  });

  it('answers from the database until its index is built, when it does not wait', async () => {
    const repository = createHomeworkListRepository(t.app.db);
    const task = await buildHomework(t.app, { description: '<p>Oblicz pole trapezu.</p>' });
    const searchIndex = createHomeworkSearchIndex(t.app.db, t.app.services.catalogueFeed);
    const terms = await repository.expandSearchWords(toSearchWords('trapez'));
    const revision = await shapeNow();
    expect(await searchIndex.match(terms, revision)).toBeUndefined();
    await vi.waitFor(async () => expect((await searchIndex.match(terms, revision))?.ids).toEqual([task.id]));
  });

  it('is not built for a catalogue larger than its limit', async () => {
    const repository = createHomeworkListRepository(t.app.db);
    await seedSyntheticCatalogue(t.app.db, { tasks: 30, seed: 13, log: () => {} });
    const searchIndex = createHomeworkSearchIndex(t.app.db, t.app.services.catalogueFeed, {
      maxTasks: 20,
      sliceSize: 10,
      waitForLoad: true,
    });
    const terms = await repository.expandSearchWords(toSearchWords('pole'));
    expect(await searchIndex.match(terms, await shapeNow())).toBeUndefined();
  });
});
