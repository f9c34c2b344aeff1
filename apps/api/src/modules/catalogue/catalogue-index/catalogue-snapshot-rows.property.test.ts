import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app';
import { rowsOf } from '../../../lib/sql-rows';
import { seedSyntheticCatalogue } from '../../../seed/synthetic/generate-synthetic-catalogue';
import { createHomeworkListRepository } from '../homework-list.repository';
import { countFacetsInMemory, selectRows } from './catalogue-index';
import { idOfRow, type TCatalogueSnapshot } from './catalogue-snapshot';
import { createCountedSnapshotKeeper, createTaskWriter, taskWrite, withUnorderedTies } from './catalogue-test-kit';

const t = useTestApp();

/** A snapshot as plain values: every row with its attributes by id, and the rating order by id. */
function contentOf(snapshot: TCatalogueSnapshot) {
  const idsOf = (offsets: Int32Array, values: Int32Array, entries: { id: string }[], r: number) =>
    Array.from(values.subarray(offsets[r]!, offsets[r + 1]!), (index) => entries[index]!.id);
  const rows = Array.from({ length: snapshot.size }, (_, r) => ({
    id: idOfRow(snapshot, r),
    createdAt: snapshot.createdAt[r],
    level: snapshot.level[r],
    closed: snapshot.closed[r],
    formats: snapshot.formats[r],
    examLevels: snapshot.examLevels[r],
    type: snapshot.types.entries[snapshot.typeIndex[r]!]?.id ?? null,
    author: snapshot.authors.entries[snapshot.authorIndex[r]!]?.id ?? null,
    ratings: [snapshot.ratingsAvg[r], snapshot.ratingsCount[r]],
    concepts: idsOf(snapshot.conceptOffsets, snapshot.conceptValues, snapshot.concepts.entries, r),
    exams: idsOf(snapshot.examOffsets, snapshot.examValues, snapshot.exams.entries, r),
    requirements: idsOf(snapshot.requirementOffsets, snapshot.requirementValues, snapshot.requirements.entries, r),
  }));
  return { rows, byRating: Array.from(snapshot.byRating, (r) => idOfRow(snapshot, r)) };
}

describe('changed tasks put in place in the snapshot (issue 34)', () => {
  it('gives after any writes exactly the snapshot a rebuild reads, and the facet counts SQL gives', {
    timeout: 300_000,
  }, async () => {
    const db = t.app.db;
    await seedSyntheticCatalogue(db, { tasks: 200, seed: 5, log: () => {} });
    const read = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(statement));
    const tasks = (await read<{ id: string }>(sql`select id::text as id from homeworks order by id`)).map(
      (row) => row.id,
    );
    const feed = t.app.services.catalogueFeed;
    const { keeper, load, repository, builds } = createCountedSnapshotKeeper(db, feed);
    const lists = createHomeworkListRepository(db);
    const apply = createTaskWriter(db, tasks);

    await keeper.warmUp();
    await fc.assert(
      fc.asyncProperty(fc.array(taskWrite, { minLength: 1, maxLength: 6 }), async (writes) => {
        for (const change of writes) await apply(change);
        const { shape } = await feed.sync();
        const buildsBefore = builds();
        const patched = await keeper.reach(shape);
        expect(patched).toBeDefined();
        expect(builds()).toBe(buildsBefore);
        const rebuilt = await load();
        expect(contentOf(patched!)).toEqual(contentOf(rebuilt));

        // The facet counts of the whole catalogue, authors by their names, as the database counts them.
        const names = await repository.findAuthorNames(patched!.authors.entries.map((author) => author.id));
        const authorNames = {
          labels: patched!.authors.entries.map((author) => author.displayName),
          rank: new Int32Array(patched!.authors.entries.length).fill(patched!.authors.entries.length),
        };
        names.forEach((row, position) => {
          const index = patched!.authors.indexOf.get(row.id)!;
          authorNames.labels[index] = row.displayName;
          authorNames.rank[index] = position;
        });
        const query = { page: 1, pageSize: 20, sort: 'createdAt:DESC' } as never;
        const context = { lists: {} };
        const selection = selectRows(patched!, query, context, new Set());
        const fromMemory = countFacetsInMemory(patched!, selection, query, new Set(), authorNames);
        const fromSql = await lists.countFacets(query, { anyStatus: false, lists: {} }, new Set());
        for (const [group, rows] of fromSql) {
          expect({ group, rows: withUnorderedTies(fromMemory.get(group) ?? []) }).toEqual({
            group,
            rows: withUnorderedTies(rows),
          });
        }
      }),
      { numRuns: 60, seed: 3434 },
    );
  });
});
