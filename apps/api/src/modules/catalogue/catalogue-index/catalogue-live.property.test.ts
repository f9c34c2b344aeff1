import type { THomeworkList, THomeworkListQuery, TViewer } from '@zadania/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app';
import { rowsOf } from '../../../lib/sql-rows';
import { createUnitOfWork } from '../../../lib/uow';
import { seedSyntheticCatalogue } from '../../../seed/synthetic/generate-synthetic-catalogue';
import { createHomeworkAuthoringRepository } from '../../homework/homework-authoring.repository';
import { createHomeworkListRepository } from '../homework-list.repository';
import { createHomeworkListService } from '../homework-list.service';
import { createHomeworkSearchIndex } from '../homework-search-index';
import {
  createCountedSnapshotKeeper,
  createTaskWriter,
  queryOf,
  requirementKeys,
  taskWrite,
  withUnorderedTies,
} from './catalogue-test-kit';

/**
 * Issue 34, "Done when": after any random sequence of writes applied as changes (the task writes of the snapshot's
 * property test, and text, concept and exam edits made as the app makes them), every list, facet (with its labels)
 * and search answered from this node's memory (the snapshot and the word index put in place, never rebuilt) equals
 * the answer SQL gives.
 */
const t = useTestApp();

/** Words the edits write and the searches look for, with a typo (expanded to its close words) and partial words. */
const words = ['trapez', 'parabola', 'wielomian', 'Łamigłówka', 'zegarek', 'ostrosłup', 'Źdźbło'];
const searchWords = [...words, 'parabloa', 'lamiglowka', 'ostroslup', 'funkcji', 'rownanie', 'wykres', 'ciag', 'pole'];
const phrase = (min: number) => fc.array(fc.constantFrom(...words), { minLength: min, maxLength: 4 });

const textWrite = fc.record({
  kind: fc.constant('text' as const),
  pick: fc.nat(),
  title: fc.option(phrase(1), { nil: null }),
  description: phrase(0),
});
const linkWrite = fc.oneof(
  fc.record({ kind: fc.constantFrom('linkConcept' as const, 'linkExam' as const), pick: fc.nat(), other: fc.nat() }),
  fc.record({ kind: fc.constantFrom('unlinkConcept' as const, 'unlinkExam' as const), pick: fc.nat() }),
);
/** Changes of a concept or an exam itself: rarer, as each one has the snapshot read again. */
const conceptOrExamWrite = fc.oneof(
  fc.record({ kind: fc.constant('renameConcept' as const), pick: fc.nat(), name: phrase(1), aliases: phrase(0) }),
  fc.record({
    kind: fc.constant('retypeConcept' as const),
    pick: fc.nat(),
    type: fc.constantFrom('DOMAIN', 'THEOREM', 'DEFINITION', 'TAG'),
  }),
  fc.record({ kind: fc.constant('removeConcept' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('editExam' as const),
    pick: fc.nat(),
    level: fc.constantFrom(null, 'BASIC', 'ADVANCED'),
    variant: fc.constantFrom('MAIN', 'RESIT', 'ADDITIONAL', 'TRIAL'),
  }),
);
const write = fc.oneof(
  { arbitrary: taskWrite, weight: 6 },
  { arbitrary: textWrite, weight: 3 },
  { arbitrary: linkWrite, weight: 4 },
  { arbitrary: conceptOrExamWrite, weight: 2 },
);
type TWrite = typeof write extends fc.Arbitrary<infer T> ? T : never;

/** A list answer with the facet options SQL leaves unordered (equal count and label) in one order. */
const comparable = (list: THomeworkList) => ({
  ...list,
  facets: Object.fromEntries(Object.entries(list.facets).map(([group, rows]) => [group, withUnorderedTies(rows)])),
});

describe('the catalogue in memory after writes applied as changes (issue 34)', () => {
  it('answers every list, facet label and count and search as SQL does', { timeout: 300_000 }, async () => {
    const db = t.app.db;
    await seedSyntheticCatalogue(db, { tasks: 200, seed: 8, log: () => {} });
    const read = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(statement));
    const ids = async (statement: ReturnType<typeof sql>) => (await read<{ id: string }>(statement)).map((r) => r.id);
    const tasks = await ids(sql`select id::text as id from homeworks order by id`);
    const catalogue = {
      concepts: await ids(sql`select id::text as id from math_concepts order by id`),
      authors: await ids(sql`select distinct author_id::text as id from homeworks where author_id is not null`),
      exams: await ids(sql`select id::text as id from exams order by id`),
      types: await ids(sql`select id::text as id from homework_types order by id`),
    };
    const [admin] = await read<{ id: string }>(sql`
      insert into users (username, email, display_name, password_hash, role)
      values ('admin-live', 'admin-live@example.com', 'Admin', 'x', 'ADMIN') returning id::text as id`);
    // A Premium user: every public filter (types too), answered from memory; an admin's lists are SQL's.
    const viewer: TViewer = { id: admin!.id, role: 'USER', hasActiveSubscription: true };

    const feed = t.app.services.catalogueFeed;
    const uow = createUnitOfWork(db);
    const { keeper, repository: snapshots, builds } = createCountedSnapshotKeeper(db, feed);
    const searchIndex = createHomeworkSearchIndex(db, feed, {
      waitForLoad: true,
      onLoadError: (error) => expect.fail(String(error)),
    });
    const lists = createHomeworkListRepository(db);
    const sqlOnly = () => Promise.reject(new Error('asked SQL for what memory answers'));
    const fromMemory = createHomeworkListService(
      { ...lists, listPage: sqlOnly, countMatching: sqlOnly, countFacets: sqlOnly, findSearchMatches: sqlOnly },
      { feed, searchIndex, catalogue: { snapshots: keeper, repository: snapshots } },
    );
    const fromSql = createHomeworkListService(lists, { feed });

    const applyTaskWrite = createTaskWriter(db, tasks);
    const conceptAuthoring = t.app.services.mathConceptAuthoring;
    let names = 0;
    // The concepts not removed yet (the queries still filter by removed ones too).
    const concepts = [...catalogue.concepts];
    const apply = async (change: TWrite) => {
      const task = tasks[change.pick % tasks.length]!;
      const concept = concepts[change.pick % concepts.length]!;
      const exam = catalogue.exams[change.pick % catalogue.exams.length]!;
      // A task's text and concepts change with its search text, rebuilt as the app rebuilds it, in one transaction.
      const withSearchText = (statement: ReturnType<typeof sql>) =>
        uow.run(async (tx) => {
          await tx.execute(statement);
          await createHomeworkAuthoringRepository(tx).rebuildSearchText([task]);
        });
      switch (change.kind) {
        case 'text':
          return withSearchText(sql`
            update homeworks set title = ${change.title?.join(' ') ?? null},
              description = ${`<p>${change.description.join(' ')}</p>`} where id = ${task}`);
        case 'renameConcept':
          names++;
          // The admin's edit: the concept's tasks get their search text rebuilt (a change of each task).
          return conceptAuthoring.update({ id: admin!.id, role: 'ADMIN' }, concept, {
            name: `${change.name.join(' ')} ${names}`,
            aliases: change.aliases,
          });
        case 'retypeConcept':
          return db.execute(sql`
            update math_concepts c set type = ${change.type} where id = ${concept}
              and not exists (select 1 from math_concepts o where o.type = ${change.type} and o.name = c.name)`);
        case 'removeConcept':
          concepts.splice(concepts.indexOf(concept), 1);
          return conceptAuthoring.remove({ id: admin!.id, role: 'ADMIN' }, concept);
        case 'linkConcept': {
          const other = concepts[change.other % concepts.length]!;
          return withSearchText(sql`
            insert into homework_concepts (homework_id, concept_id) values (${task}, ${other}) on conflict do nothing`);
        }
        case 'unlinkConcept':
          return withSearchText(sql`
            delete from homework_concepts where homework_id = ${task} and concept_id =
              (select concept_id from homework_concepts where homework_id = ${task} order by concept_id limit 1)`);
        case 'editExam':
          return db.execute(
            sql`update exams set level = ${change.level}, variant = ${change.variant} where id = ${exam}`,
          );
        case 'linkExam': {
          const other = catalogue.exams[change.other % catalogue.exams.length]!;
          return db.execute(sql`
            insert into homework_exams (homework_id, exam_id, points) values (${task}, ${other}, 1)
            on conflict do nothing`);
        }
        case 'unlinkExam':
          return db.execute(sql`
            delete from homework_exams where id =
              (select id from homework_exams where homework_id = ${task} order by exam_id limit 1)`);
        default:
          return applyTaskWrite(change);
      }
    };

    const searchOf = fc.option(
      fc.array(fc.constantFrom(...searchWords), { minLength: 1, maxLength: 2 }).map((chosen) => chosen.join(' ')),
      { nil: undefined, freq: 2 },
    );
    const listQuery = fc.tuple(queryOf(catalogue), searchOf).map(([drawn, search]): THomeworkListQuery => {
      const query = drawn as THomeworkListQuery;
      return {
        ...query,
        // Sorting by a list needs one of the viewer's lists (catalogue-index.property.test.ts has them).
        sort: query.sort === 'favorite:ASC' ? undefined : query.sort,
        // The route refuses an unknown requirement key (the in-memory test takes any).
        requirements: query.requirements?.filter((key) => requirementKeys.includes(key)),
        search,
      };
    });

    await keeper.warmUp();
    let patchedSteps = 0;
    let searched = 0;
    let found = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(write, { minLength: 1, maxLength: 6 }),
        fc.array(listQuery, { minLength: 2, maxLength: 3 }),
        async (writes, queries) => {
          for (const change of writes) await apply(change);
          const { shape } = await feed.sync();
          const buildsBefore = builds();
          // Tasks, concepts, types and exams changed: all put in place, nothing read whole, no request sent to SQL.
          expect(await keeper.reach(shape)).toBeDefined();
          expect(builds()).toBe(buildsBefore);
          patchedSteps++;
          for (const query of queries) {
            const [memory, database] = await Promise.all([
              fromMemory.listHomeworks(viewer, query),
              fromSql.listHomeworks(viewer, query),
            ]);
            expect({ query, list: comparable(memory) }).toEqual({ query, list: comparable(database) });
            if (query.search) searched++;
            if (database.total > 0) found++;
          }
        },
      ),
      { numRuns: 30, seed: 3435, endOnFailure: true },
    );
    // The word index followed the edits in place: it was loaded whole only a few times.
    const { loads } = searchIndex.status();
    expect(loads).toBeLessThan(5);
    expect(patchedSteps).toBe(30);
    expect(searched).toBeGreaterThan(25);
    expect(found).toBeGreaterThan(30);
  });
});
