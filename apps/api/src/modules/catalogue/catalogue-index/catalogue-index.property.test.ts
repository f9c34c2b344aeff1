import type { TFacetGroup, THomeworkListQuery } from '@zadania/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app';
import { rowsOf } from '../../../lib/sql-rows';
import { createUnitOfWork } from '../../../lib/uow';
import { seedSyntheticCatalogue } from '../../../seed/synthetic/generate-synthetic-catalogue';
import type { TSearchMatches } from '../homework-filters';
import { createHomeworkListRepository } from '../homework-list.repository';
import { countFacetsInMemory, pageInMemory, selectRows } from './catalogue-index';
import type { TCatalogueSnapshot } from './catalogue-snapshot';
import { createCatalogueSnapshotRepository } from './catalogue-snapshot.repository';
import { createCatalogueSnapshotLoader } from './catalogue-snapshot.service';
import { queryOf, requirementKeys, withUnorderedTies } from './catalogue-test-kit';

const t = useTestApp();

/** A public catalogue of a few hundred tasks, some sharing one creation time, and one user's three lists. */
async function seedCatalogue() {
  const db = t.app.db;
  await seedSyntheticCatalogue(db, { tasks: 300, seed: 11, log: () => {} });
  // Ties of the creation time, broken by id in every order.
  await db.execute(sql`
    update homeworks set created_at = '2024-05-01T10:00:00.123456Z'
    where id in (select id from homeworks order by id limit 25)`);
  // Requirements on every third task: one or two of a few keys, in every order.
  await db.execute(sql`
    update homeworks set requirements = array[
      (${sql.param(requirementKeys)}::text[])[1 + abs(hashtext(id::text)) % ${requirementKeys.length}],
      (${sql.param(requirementKeys)}::text[])[1 + abs(hashtext(id::text || 'b')) % ${requirementKeys.length}]
    ] where abs(hashtext(id::text)) % 3 = 0`);
  const read = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(statement));
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
  const tasks = ids(await read<{ id: string }>(sql`select id::text as id from homeworks order by id`));
  const [owner] = await read<{ id: string }>(sql`select id::text as id from users order by id limit 1`);
  const lists: Record<'favorite' | 'hidden' | 'solved', string> = { favorite: '', hidden: '', solved: '' };
  for (const [field, kind] of [
    ['favorite', 'CUSTOM'],
    ['hidden', 'HIDDEN'],
    ['solved', 'SOLVED'],
  ] as const) {
    const [list] = await read<{ id: string }>(sql`
      insert into favorites (user_id, kind, name) values (${owner!.id}, ${kind}, ${field}) returning id::text as id`);
    lists[field] = list!.id;
    // Every seventh task from a different start, with positions out of id order and some equal.
    const entries = tasks.filter((_, index) => (index + field.length) % 7 === 0);
    for (const [position, homeworkId] of entries.entries()) {
      await db.execute(sql`
        insert into favorite_homeworks (favorite_id, homework_id, position)
        values (${list!.id}, ${homeworkId}, ${(position * 37) % 11})`);
    }
  }
  return {
    tasks,
    lists,
    concepts: ids(await read(sql`select id::text as id from math_concepts order by id`)),
    authors: ids(await read(sql`select distinct author_id::text as id from homeworks where author_id is not null`)),
    exams: ids(await read(sql`select id::text as id from exams order by id`)),
    types: ids(await read(sql`select id::text as id from homework_types order by id`)),
  };
}

type TCatalogue = Awaited<ReturnType<typeof seedCatalogue>>;

/** Search matches: some tasks (public or not) with ranks from a few values, so ranks tie often. */
const matchesOf = (catalogue: TCatalogue) =>
  fc.option(
    fc
      .uniqueArray(fc.constantFrom(...catalogue.tasks), { maxLength: 150 })
      .chain((ids) =>
        fc
          .array(fc.constantFrom(1, 1.5, 2.25), { minLength: ids.length, maxLength: ids.length })
          .map((ranks): TSearchMatches => ({ ids, ranks })),
      ),
    { nil: undefined, freq: 3 },
  );

const listsOf = () =>
  fc.record({
    favorite: fc.integer({ min: 0, max: 9 }).map((draw) => draw < 3),
    hidden: fc.boolean(),
    solved: fc.boolean(),
  });

describe('the catalogue in memory', () => {
  it('answers total, page and every facet exactly as SQL does', { timeout: 300_000 }, async () => {
    const catalogue = await seedCatalogue();
    const repository = createHomeworkListRepository(t.app.db);
    const snapshots = createCatalogueSnapshotRepository(t.app.db);
    const uow = createUnitOfWork(t.app.db);
    const feed = t.app.services.catalogueFeed;
    const snapshot: TCatalogueSnapshot = await createCatalogueSnapshotLoader({ db: t.app.db, uow, feed })();
    expect(snapshot.revision).toBe((await feed.sync()).shape);
    // The embedded database's way, in short slices (ties of created_at across slice boundaries): the same snapshot.
    const sliced = createCatalogueSnapshotLoader({ db: t.app.db, uow, feed, inSlices: true, sliceSize: 7 });
    expect(await sliced()).toEqual(snapshot);
    const entries = {
      favorite: await snapshots.findListEntries(catalogue.lists.favorite),
      hidden: await snapshots.findListEntries(catalogue.lists.hidden),
      solved: await snapshots.findListEntries(catalogue.lists.solved),
    };

    let statesWithTasks = 0;
    const compare = async (
      rawQuery: Omit<THomeworkListQuery, 'favoriteId'>,
      matches: TSearchMatches | undefined,
      useLists: { favorite: boolean; hidden: boolean; solved: boolean },
      withFacets: boolean,
    ) => {
      const favorite = useLists.favorite || rawQuery.sort === 'favorite:ASC';
      const query = { ...rawQuery } as THomeworkListQuery;
      const lists = {
        ...(favorite ? { favoriteId: catalogue.lists.favorite } : {}),
        ...(useLists.hidden ? { hiddenId: catalogue.lists.hidden } : {}),
        ...(useLists.solved ? { solvedId: catalogue.lists.solved } : {}),
      };
      const indexContext = {
        matches,
        lists: {
          ...(favorite ? { favorite: entries.favorite } : {}),
          ...(useLists.hidden ? { hidden: entries.hidden } : {}),
          ...(useLists.solved ? { solved: entries.solved } : {}),
        },
      };
      const context = { matches, anyStatus: false, lists };
      const exactGroups = new Set<TFacetGroup>([
        ...(query.definitionsExact ? (['definitions'] as const) : []),
        ...(query.theoremsExact ? (['theorems'] as const) : []),
        ...(query.tagsExact ? (['tags'] as const) : []),
      ]);
      const selection = selectRows(snapshot, query, indexContext, exactGroups);
      if (selection.total > 0) statesWithTasks++;
      expect(selection.total).toBe(await repository.countMatching(query, context));
      expect(pageInMemory(snapshot, selection, query, indexContext)).toEqual(
        (await repository.listPage(query, context)).map((row) => row.id),
      );
      if (!withFacets) return;
      const fromSql = await repository.countFacets(query, context, exactGroups);
      const fromMemory = countFacetsInMemory(snapshot, selection, query, exactGroups);
      for (const [group, rows] of fromSql) {
        expect({ group, rows: withUnorderedTies(fromMemory.get(group) ?? []) }).toEqual({
          group,
          rows: withUnorderedTies(rows),
        });
      }
    };

    // Every filter state compares total and page; one in four compares all twelve facet groups too.
    await fc.assert(
      fc.asyncProperty(
        queryOf(catalogue),
        matchesOf(catalogue),
        listsOf(),
        fc.integer({ min: 0, max: 3 }),
        async (query, matches, lists, draw) => compare(query, matches, lists, draw === 0),
      ),
      { numRuns: 2000, seed: 1717 },
    );
    // Many states find tasks: the comparison is not one of empty answers.
    expect(statesWithTasks).toBeGreaterThan(600);
  });
});
