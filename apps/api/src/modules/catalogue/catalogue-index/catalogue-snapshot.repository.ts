import { sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client';
import { rowsOf } from '../../../lib/sql-rows';
import {
  createSnapshotBuilder,
  type TCatalogueSnapshot,
  type TSnapshotDictionaries,
  type TSnapshotRow,
} from './catalogue-snapshot';
import type { TNamedDictionaries } from './catalogue-snapshot-dictionaries';

/** Rows per FETCH while loading: a few milliseconds of work each. */
const fetchSize = 5000;

type TLoadedRow = {
  id: string;
  created_micros: number;
  level: string;
  subject: string;
  closed: boolean;
  formats: string;
  type_id: string | null;
  author_id: string | null;
  ratings_avg: number;
  ratings_count: number;
  concept_ids: string;
  exam_ids: string;
  requirements: string;
};

/** A changed task's row as it now is, and the name of its author (who may be new to the snapshot). */
export type TChangedRow = { row: TSnapshotRow; authorName: string | null };

const splitIds = (joined: string) => (joined ? joined.split(',') : []);

const toSnapshotRow = (row: TLoadedRow): TSnapshotRow => ({
  id: row.id,
  createdAt: Number(row.created_micros),
  level: row.level,
  subject: row.subject,
  closed: row.closed,
  solutionFormats: splitIds(row.formats),
  typeId: row.type_id,
  authorId: row.author_id,
  ratingsAvg: Number(row.ratings_avg),
  ratingsCount: row.ratings_count,
  conceptIds: splitIds(row.concept_ids),
  examIds: splitIds(row.exam_ids),
  requirements: splitIds(row.requirements),
});

const snapshotColumns = sql`h.id::text as id, (extract(epoch from h.created_at) * 1000000)::float8 as created_micros, h.level::text as level, h.subject::text as subject, h.closed, array_to_string(h.solution_formats, ',') as formats,
  h.type_id::text as type_id, h.author_id::text as author_id, h.ratings_avg::float8 as ratings_avg,
  h.ratings_count, array_to_string(h.concept_ids, ',') as concept_ids, array_to_string(h.exam_ids, ',') as exam_ids,
  array_to_string(h.requirements, ',') as requirements`;

type TRead = <T>(statement: ReturnType<typeof sql>) => Promise<T[]>;

/** The dictionaries of the public catalogue. */
async function readNamedDictionaries(read: TRead): Promise<TNamedDictionaries> {
  return {
    concepts: await read(sql`select id::text as id, type::text as type, name from math_concepts order by name`),
    types: await read(
      sql`select id::text as id, name, parent_id::text as "parentId" from homework_types order by name`,
    ),
    exams: await read(sql`select id::text as id, level::text as level from exams order by id`),
  };
}

async function readDictionaries(read: TRead): Promise<TSnapshotDictionaries> {
  return {
    ...(await readNamedDictionaries(read)),
    authors: await read(sql`
      select u.id::text as id, u.display_name as "displayName" from users u
      where u.id in (select h.author_id from homeworks h where h.status = 'PUBLIC')
      order by u.display_name`),
    requirements: await read(sql`
      select id from (
        select distinct key as id from homeworks h cross join unnest(h.requirements) as key where h.status = 'PUBLIC'
      ) keys order by id collate "C"`),
  };
}

const countPublic = async (read: TRead) =>
  (await read<{ count: number }>(sql`select count(*)::int as count from homeworks where status = 'PUBLIC'`))[0]
    ?.count ?? 0;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A change committed while the snapshot loaded in slices (rows moved under it): that load is dropped. */
export class CatalogueChangedWhileLoading extends Error {}

export function createCatalogueSnapshotRepository(db: TDb) {
  const read: TRead = async (statement) => rowsOf(await db.execute(statement));

  return {
    /**
     * The public catalogue with its dictionaries, through a cursor in `created_at desc, id desc` order: run it in
     * a repeatable-read transaction, so that everything belongs to one moment.
     */
    async readSnapshot(): Promise<TCatalogueSnapshot> {
      const dictionaries = await readDictionaries(read);
      const builder = createSnapshotBuilder(dictionaries, await countPublic(read));
      await db.execute(sql`
        declare catalogue_snapshot no scroll cursor for
        select ${snapshotColumns}
        from homeworks h where h.status = 'PUBLIC'
        order by h.created_at desc, h.id desc`);
      for (;;) {
        const rows = await read<TLoadedRow>(sql.raw(`fetch forward ${fetchSize} from catalogue_snapshot`));
        for (const row of rows) builder.add(toSnapshotRow(row));
        if (rows.length < fetchSize) break;
      }
      await db.execute(sql`close catalogue_snapshot`);
      return builder.finish();
    },

    /**
     * The same snapshot read outside a transaction, in short statements with a turn for other requests between
     * them (the embedded database runs one statement at a time in this thread): throws
     * CatalogueChangedWhileLoading when rows moved under it; the loader also drops it when the feed read a change
     * of shape meanwhile.
     */
    async readSnapshotInSlices(sliceSize: number): Promise<TCatalogueSnapshot> {
      const dictionaries = await readDictionaries(read);
      const builder = createSnapshotBuilder(dictionaries, await countPublic(read));
      let after: { createdAt: string; id: string } | undefined;
      for (;;) {
        await nextTurn();
        const rows = await read<TLoadedRow & { created_at: string }>(sql`
          select ${snapshotColumns}, h.created_at::text as created_at from homeworks h
          where h.status = 'PUBLIC'
            ${after ? sql`and (h.created_at, h.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
          order by h.created_at desc, h.id desc limit ${sliceSize}`);
        try {
          for (const row of rows) builder.add(toSnapshotRow(row));
        } catch (error) {
          throw new CatalogueChangedWhileLoading('The catalogue changed while its snapshot loaded', { cause: error });
        }
        if (rows.length < sliceSize) break;
        const last = rows[rows.length - 1]!;
        after = { createdAt: last.created_at, id: last.id };
      }
      return builder.finish();
    },

    /**
     * The given tasks as the snapshot takes them, those still public only (a task withdrawn or deleted is not
     * among them), with their authors' names: what a change of these rows puts in place (issue 34).
     */
    async findPublicRows(ids: string[]): Promise<TChangedRow[]> {
      if (!ids.length) return [];
      const rows = await read<TLoadedRow & { author_name: string | null }>(sql`
        select ${snapshotColumns}, u.display_name as author_name
        from homeworks h left join users u on u.id = h.author_id
        where h.id = any(${sql.param(ids)}::uuid[]) and h.status = 'PUBLIC'`);
      return rows.map((row) => ({ row: toSnapshotRow(row), authorName: row.author_name }));
    },

    /** The concepts, task types and exams as they now are: what a change of one of them puts in place. */
    findNamedDictionaries: () => readNamedDictionaries(read),

    /** Current names of the given users, in the database's order of names. */
    async findAuthorNames(ids: string[]): Promise<{ id: string; displayName: string }[]> {
      if (!ids.length) return [];
      const result = await db.execute(sql`
        select id::text as id, display_name as "displayName" from users
        where id = any(${sql.param(ids)}::uuid[]) order by display_name`);
      return rowsOf<{ id: string; displayName: string }>(result);
    },

    /** The task ids of a list in its order (position, then when added, then id), whatever their status. */
    async findListEntries(listId: string): Promise<string[]> {
      const result = await db.execute(sql`
        select homework_id::text as id from favorite_homeworks where favorite_id = ${listId}
        order by position asc, created_at asc, homework_id asc`);
      return rowsOf<{ id: string }>(result).map((row) => row.id);
    },
  };
}
