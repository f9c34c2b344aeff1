import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { rowsOf } from '../../lib/sql-rows';
import type { TCatalogueChange, TCatalogueFeed } from './catalogue-index/catalogue-feed';
import { createShapeChangeLog, dictionaryTables, type TShapeChangeMeaning } from './catalogue-index/shape-change-log';
import type { TSearchMatches, TSearchTerms } from './homework-filters';
import { indexedTaskCount, SearchIndexBuilder, type TSearchIndex, withChangedTexts } from './homework-word-index';
import { matchKeyOf, matchReusing } from './homework-word-match';

export type TSearchIndexOptions = {
  /** Rows per statement while loading, and texts per slice between which the index yields to other requests. */
  sliceSize?: number;
  /** No index above this many public tasks (memory, ≈ 125 bytes a task): the database matches instead. */
  maxTasks?: number;
  /** A search waits for the index of its revision (the embedded database) instead of asking the database meanwhile. */
  waitForLoad?: boolean;
  onLoadError?: (error: unknown) => void;
};

const defaults = { sliceSize: 2000, maxTasks: 2_000_000 };

/** After finding the catalogue too large for the index, how long before counting it again. */
const tooLargeRecheckMs = 60_000;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Texts are only on tasks: a concept, type or exam changed leaves the index as it is. */
const textsInPlace = (change: TCatalogueChange): TShapeChangeMeaning =>
  change.table === 'homeworks' && change.rowId
    ? 'task'
    : dictionaryTables.includes(change.table) && change.rowId
      ? 'ignore'
      : 'rebuild';

/**
 * An in-memory word index of the public tasks' search texts, so a search costs a few milliseconds of
 * this node's time instead of a LIKE over every text in the database, and, on the embedded database
 * (PGlite runs each statement in the API's own thread, one at a time), never holds up other requests.
 * It is built in short statements and slices that yield between them, for one `shape` of the catalogue's change
 * feed (every committed change to a public task's text or status moves it; ratings do not): loading reads the
 * feed before and after and is dropped when a change of shape was read in between. Then each task published,
 * edited, withdrawn or deleted is put in place before a search that read its change (issue 34), so a search
 * never sees an outdated catalogue; it loads again only when many of its tasks have been replaced.
 */
export function createHomeworkSearchIndex(
  db: TDb,
  feed: Pick<TCatalogueFeed, 'sync' | 'subscribe' | 'position'>,
  options: TSearchIndexOptions = {},
) {
  const sliceSize = options.sliceSize ?? defaults.sliceSize;
  const maxTasks = options.maxTasks ?? defaults.maxTasks;
  let current: TSearchIndex | undefined;
  let loading: Promise<TSearchIndex | undefined> | undefined;
  let patching: Promise<void> | undefined;
  let tooLargeUntil = 0;
  let loads = 0;
  const shapeChanges = createShapeChangeLog(feed, textsInPlace);

  const replace = (index: TSearchIndex) => {
    current = index;
    shapeChanges.forget(Number(index.revision));
  };

  /** Puts the tasks changed up to `shape` in place, when nothing else a rebuild reads changed since the index's. */
  async function patchTo(shape: number) {
    const base = current;
    if (!base) return;
    const waiting = shapeChanges.between(Number(base.revision), shape);
    if (!waiting) return;
    if (!waiting.taskIds.length) return replace({ ...base, revision: String(waiting.reached) });
    const rows = waiting.taskIds.length
      ? rowsOf<{ id: string; search_text: string }>(
          await db.execute(sql`
            select id::text as id, search_text from homeworks
            where id = any(${sql.param(waiting.taskIds)}::uuid[]) and status = 'PUBLIC'`),
        )
      : [];
    if (current !== base) return;
    const patched = withChangedTexts(base, waiting.taskIds, rows, String(waiting.reached));
    replace(patched);
    // Mostly replaced texts: a fresh load in the background packs it again.
    if (patched.removedCount > indexedTaskCount(patched) / 4) void startLoad().catch(options.onLoadError);
  }

  async function load(): Promise<TSearchIndex | undefined> {
    const { shape } = await feed.sync();
    const [counted] = rowsOf<{ count: number }>(
      await db.execute(sql`select count(*)::int as count from homeworks where status = 'PUBLIC'`),
    );
    if ((counted?.count ?? 0) > maxTasks) {
      tooLargeUntil = Date.now() + tooLargeRecheckMs;
      return undefined;
    }
    const builder = new SearchIndexBuilder();
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = rowsOf<{ id: string; search_text: string }>(
        await db.execute(sql`
          select id, search_text from homeworks
          where status = 'PUBLIC' and id > ${after} order by id limit ${sliceSize}`),
      );
      for (const row of rows) builder.add(row.id, row.search_text);
      if (builder.count > maxTasks) return undefined;
      if (rows.length < sliceSize) break;
      after = rows[rows.length - 1]!.id;
      await nextTurn();
    }
    if ((await feed.sync()).shape !== shape) return undefined;
    return builder.build(shape);
  }

  /** Starts one load at a time; the newest index built is kept. */
  function startLoad() {
    loading ??= load()
      .then((index) => {
        if (index && (!current || Number(index.revision) >= Number(current.revision))) {
          loads += 1;
          replace(index);
        }
        return index;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  /** The index holding at least `shape`, once the changes up to it are put in place; undefined when there is none. */
  async function indexAt(shape: string): Promise<TSearchIndex | undefined> {
    if (Date.now() < tooLargeUntil) return undefined;
    for (let attempt = 0; attempt < 2 && current && Number(current.revision) < Number(shape); attempt++) {
      patching ??= patchTo(Number(shape))
        .catch((error: unknown) => options.onLoadError?.(error))
        .finally(() => {
          patching = undefined;
        });
      await patching;
    }
    if (!current || Number(current.revision) < Number(shape)) {
      const loaded = startLoad().catch((error: unknown) => {
        options.onLoadError?.(error);
        return undefined;
      });
      if (!options.waitForLoad) return undefined;
      await loaded;
    }
    const index = current;
    return index && Number(index.revision) >= Number(shape) ? index : undefined;
  }

  return {
    /** The shape it holds and how many times it was loaded whole (the rest was put in place). */
    status: () => ({ shape: current?.revision, loads }),
    /**
     * What the terms match in the index holding the feed's `shape` (matchKeyOf: typos resolving to the same words
     * share it), so that results are reused across them; undefined when there is no such index (as for match), or
     * when the database matches the terms.
     */
    async matchKey(terms: TSearchTerms, shape: string): Promise<{ matched: string; ranked: string } | undefined> {
      const index = await indexAt(shape);
      return index && matchKeyOf(index, terms);
    },
    /**
     * The public tasks every term finds (by the term or one of its close spellings) with their relevance,
     * exactly as findSearchMatches finds them, in an index holding at least the feed's `shape`; undefined when
     * there is none (the caller asks the database; a load starts in the background). The matching itself runs
     * through `inTurn` (the caller's turns at CPU-bound work).
     */
    async match(
      terms: TSearchTerms,
      shape: string,
      inTurn: <T>(work: () => T) => Promise<T> | T = (work) => work(),
    ): Promise<TSearchMatches | undefined> {
      const index = await indexAt(shape);
      return index && inTurn(() => matchReusing(index, terms));
    },
  };
}
