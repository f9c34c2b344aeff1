import { curriculumSystems, homeworkSorts } from '@zadania/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { TDb } from '../../../db/client';
import { rowsOf } from '../../../lib/sql-rows';
import { createUnitOfWork } from '../../../lib/uow';
import type { TFacetRow } from '../homework-list.repository';
import type { TCatalogueFeed } from './catalogue-feed';
import { createCatalogueSnapshotRepository } from './catalogue-snapshot.repository';
import { createCatalogueSnapshotLoader } from './catalogue-snapshot.service';
import { createCatalogueSnapshotKeeper } from './catalogue-snapshot-keeper';

/**
 * Rows of one facet group with the ties SQL leaves unordered (equal count and equal label) as sets: each run
 * of such rows sorted by value.
 */
export function withUnorderedTies<TRow extends TFacetRow>(rows: TRow[]) {
  const runs: TRow[][] = [];
  for (const row of rows) {
    const run = runs[runs.length - 1];
    if (run && run[0]!.count === row.count && run[0]!.label === row.label && row.label !== null) run.push(row);
    else runs.push([row]);
  }
  return runs.flatMap((run) => [...run].sort((a, b) => (a.value! < b.value! ? -1 : 1)));
}

const unknownId = '00000000-0000-4000-8000-000000000000';

/** Requirement keys of the first sections of the curriculum data: sections and their requirements, so a section filter also finds its requirements. */
export const requirementKeys = curriculumSystems[0]!.requirements
  .slice(0, 12)
  .map((requirement) => `${curriculumSystems[0]!.code}:${requirement.code}`);

/** The ids a filter state draws from. */
export type TQueryCatalogue = { concepts: string[]; authors: string[]; exams: string[]; types: string[] };

const someOf = (values: string[]) =>
  fc.option(fc.uniqueArray(fc.constantFrom(...values, unknownId), { minLength: 1, maxLength: 4 }), { nil: undefined });

const filterKeys = [
  'solutionFormats',
  'domainsIds',
  'definitionsIds',
  'theoremsIds',
  'tagsIds',
  'authorId',
  'authorsIds',
  'minRating',
  'exams',
  'requirements',
  'levels',
  'subjects',
  'closed',
  'type',
  'typesIds',
];

const filtersOf = (catalogue: TQueryCatalogue) =>
  fc.record({
    solutionFormats: fc.option(fc.subarray(['LATEX', 'IMAGE', 'VIDEO'] as const, { minLength: 1 }), { nil: undefined }),
    domainsIds: someOf(catalogue.concepts),
    definitionsIds: someOf(catalogue.concepts),
    definitionsExact: fc.option(fc.boolean(), { nil: undefined }),
    theoremsIds: someOf(catalogue.concepts),
    theoremsExact: fc.option(fc.boolean(), { nil: undefined }),
    tagsIds: someOf(catalogue.concepts),
    tagsExact: fc.option(fc.boolean(), { nil: undefined }),
    authorId: fc.option(fc.constantFrom(...catalogue.authors), { nil: undefined }),
    authorsIds: someOf(catalogue.authors),
    minRating: fc.option(
      fc.integer({ min: 0, max: 50 }).map((tenths) => tenths / 10),
      { nil: undefined },
    ),
    exams: someOf(catalogue.exams),
    requirements: someOf(requirementKeys),
    levels: fc.option(fc.subarray(['PRIMARY', 'HIGH_SCHOOL', 'UNIVERSITY', 'OTHER'] as const, { minLength: 1 }), {
      nil: undefined,
    }),
    subjects: fc.option(fc.subarray(['MATHS', 'PHYSICS', 'HISTORY'] as const, { minLength: 1 }), { nil: undefined }),
    closed: fc.option(fc.boolean(), { nil: undefined }),
    type: fc.option(fc.constantFrom(...catalogue.types), { nil: undefined }),
    typesIds: someOf(catalogue.types),
  });

/**
 * A filter state as GET /api/homework takes it from a viewer who sees public tasks only: up to three filters,
 * so that most states still find tasks.
 */
export const queryOf = (catalogue: TQueryCatalogue) =>
  fc
    .tuple(
      fc.record({
        page: fc.integer({ min: 1, max: 4 }),
        pageSize: fc.integer({ min: 10, max: 50 }),
        sort: fc.option(fc.constantFrom(...homeworkSorts), { nil: undefined }),
      }),
      filtersOf(catalogue),
      fc.shuffledSubarray(filterKeys, { maxLength: 3 }),
    )
    .map(([paging, filters, kept]) => ({
      ...paging,
      ...Object.fromEntries(
        Object.entries(filters).filter(([key]) => kept.some((keptKey) => key.startsWith(keptKey.replace('Ids', '')))),
      ),
    }));

/** One write to a task of the catalogue, as SQL statements that append to the change feed. */
export const taskWrite = fc.oneof(
  fc.record({ kind: fc.constant('publish' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('withdraw' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), other: fc.nat() }),
  fc.record({ kind: fc.constant('newAuthor' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('requirement' as const), pick: fc.nat(), key: fc.constantFrom('A', 'B', 'Z') }),
  fc.record({ kind: fc.constant('subject' as const), pick: fc.nat(), subject: fc.constantFrom('PHYSICS', 'HISTORY') }),
  fc.record({ kind: fc.constant('rate' as const), pick: fc.nat(), avg: fc.integer({ min: 0, max: 50 }) }),
  fc.record({ kind: fc.constant('sameTime' as const), pick: fc.nat(), other: fc.nat() }),
);

export type TTaskWrite = typeof taskWrite extends fc.Arbitrary<infer T> ? T : never;

/** Applies task writes to `tasks` (the ids of the catalogue's tasks; a deleted one leaves the list). */
export function createTaskWriter(db: TDb, tasks: string[]) {
  const read = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(statement));
  let authors = 0;
  return async (change: TTaskWrite) => {
    const task = tasks[change.pick % tasks.length]!;
    switch (change.kind) {
      case 'publish':
        return db.execute(sql`update homeworks set status = 'PUBLIC' where id = ${task}`);
      case 'withdraw':
        return db.execute(sql`update homeworks set status = 'PRIVATE' where id = ${task}`);
      case 'delete':
        tasks.splice(tasks.indexOf(task), 1);
        return db.execute(sql`delete from homeworks where id = ${task}`);
      case 'edit': {
        // The other task's level, concepts, exams and formats: values the catalogue already knows. Concepts and
        // exams through their links, as the app writes them (triggers keep concept_ids and exam_ids).
        const other = tasks[change.other % tasks.length]!;
        await db.execute(sql`
          update homeworks h set level = o.level, subject = o.subject, solution_formats = o.solution_formats, type_id = o.type_id,
            closed = not h.closed
          from homeworks o where h.id = ${task} and o.id = ${other}`);
        if (task === other) return;
        await db.execute(sql`delete from homework_concepts where homework_id = ${task}`);
        await db.execute(sql`
          insert into homework_concepts (homework_id, concept_id)
          select ${task}, concept_id from homework_concepts where homework_id = ${other}`);
        await db.execute(sql`delete from homework_exams where homework_id = ${task}`);
        return db.execute(sql`
          insert into homework_exams (homework_id, exam_id, position, points)
          select ${task}, exam_id, position, points from homework_exams where homework_id = ${other}`);
      }
      case 'newAuthor': {
        authors++;
        const [user] = await read<{ id: string }>(sql`
          insert into users (username, email, display_name, password_hash, role)
          values (${`autor-${authors}`}, ${`autor-${authors}@example.com`}, ${`Autor ${authors}`}, 'x', 'TEACHER')
          returning id::text as id`);
        return db.execute(sql`update homeworks set author_id = ${user!.id}, status = 'PUBLIC' where id = ${task}`);
      }
      case 'requirement':
        return db.execute(
          sql`update homeworks set requirements = array[${`PP2017:${change.key}.${change.pick % 3}`}] where id = ${task}`,
        );
      case 'subject':
        return db.execute(sql`update homeworks set subject = ${change.subject} where id = ${task}`);
      case 'rate':
        return db.execute(sql`
          update homeworks set ratings_avg = ${change.avg / 10}, ratings_count = ratings_count + 1 where id = ${task}`);
      case 'sameTime': {
        const other = tasks[change.other % tasks.length]!;
        return db.execute(sql`
          update homeworks h set created_at = o.created_at from homeworks o where h.id = ${task} and o.id = ${other}`);
      }
    }
  };
}

/**
 * A snapshot keeper on `db` that counts its full builds (a change put in place builds nothing) and fails the test on
 * any warning; `load` reads a snapshot afresh, as a rebuild does.
 */
export function createCountedSnapshotKeeper(db: TDb, feed: TCatalogueFeed) {
  const repository = createCatalogueSnapshotRepository(db);
  const load = createCatalogueSnapshotLoader({ db, uow: createUnitOfWork(db), feed });
  let builds = 0;
  const log = { info: () => {}, warn: (entry: object) => expect.fail(JSON.stringify(entry)) };
  const keeper = createCatalogueSnapshotKeeper(
    () => {
      builds++;
      return load();
    },
    feed,
    log as never,
    repository.findPublicRows,
    repository.findNamedDictionaries,
  );
  return { keeper, load, repository, builds: () => builds };
}
