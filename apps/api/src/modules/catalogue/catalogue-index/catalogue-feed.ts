import { sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client';
import { rowsOf } from '../../../lib/sql-rows';

export type TCatalogueChangeKind = 'shape' | 'rating' | 'card';

/** One row of `catalogue_changes` (migration 0039): what one committed statement changed in the catalogue. */
export type TCatalogueChange = {
  seq: number;
  table: string;
  /** The task (or concept, type, exam, book) changed; null for a statement that changed more than 1 000 rows. */
  rowId: string | null;
  kind: TCatalogueChangeKind;
  /** A 'rating' change carries the task's new values. */
  ratingsAvg: number | null;
  ratingsCount: number | null;
};

/** Where this node is in the feed: each field moves when a change of its kind has been read. */
export type TCataloguePosition = {
  /** Moves with every change read: results reused across requests (pages, counts, task pages) are keyed by it. */
  revision: string;
  /**
   * Moves with every change to what the snapshot and the word index hold (a public task published, edited,
   * withdrawn or deleted; a concept, type or exam changed); ratings, card texts and drafts leave it.
   */
  shape: string;
};

type TChangeRow = {
  seq: string;
  table_name: string;
  row_id: string | null;
  kind: TCatalogueChangeKind;
  ratings_avg: number | null;
  ratings_count: number | null;
};

export type TCatalogueFeedOptions = {
  /** Changes read in one statement; more waiting than that is taken as one change of shape. */
  batchSize?: number;
  /**
   * How long a number skipped in the feed is watched for: a transaction that took a number and has not
   * committed yet (its change arrives late), or one that rolled back (the number never arrives).
   */
  gapTimeoutMs?: number;
  /** Skipped numbers watched at the most. */
  maxGaps?: number;
  now?: () => number;
};

const defaults = { batchSize: 10_000, gapTimeoutMs: 10 * 60_000, maxGaps: 1_000 };

/**
 * This node's reader of the catalogue's change feed. `sync()` (one short statement when nothing changed, run
 * once for all the requests waiting on it) reads the changes committed since the last read, tells the
 * listeners (the snapshot applies ratings in place) and answers the node's position. Numbers are taken in
 * the order statements ran, not the order they committed: a number skipped by a read is watched until its
 * change commits (it is then read, late) or for `gapTimeoutMs` (a rolled-back transaction leaves it unused).
 * Nothing is ever updated in place, so no write waits behind another (issue 34).
 */
export function createCatalogueFeed(db: TDb, options: TCatalogueFeedOptions = {}) {
  const { batchSize, gapTimeoutMs, maxGaps } = { ...defaults, ...options };
  const now = options.now ?? Date.now;
  /** The highest number read; undefined until the first read, which starts at the head. */
  let seen: number | undefined;
  const gaps = new Map<number, number>();
  let revision = 0;
  let shape = 0;
  const listeners = new Set<(changes: TCatalogueChange[]) => void>();
  let running: Promise<TCataloguePosition> | undefined;
  let queued: Promise<TCataloguePosition> | undefined;

  const position = (): TCataloguePosition => ({ revision: String(revision), shape: String(shape) });

  const apply = (changes: TCatalogueChange[]) => {
    if (!changes.length) return;
    revision += 1;
    if (changes.some((change) => change.kind === 'shape')) shape += 1;
    for (const listener of listeners) listener(changes);
  };

  async function read(): Promise<TCataloguePosition> {
    for (const [seq, noticedAt] of gaps) if (now() - noticedAt > gapTimeoutMs) gaps.delete(seq);
    const watched = [...gaps.keys()];
    const anyWatched = watched.length
      ? sql`exists (select 1 from catalogue_changes where seq = any(${sql.param(watched.map(String))}::bigint[]))`
      : sql`false`;
    const [head] = rowsOf<{ max: string | null; filled: boolean }>(
      await db.execute(sql`select (select max(seq) from catalogue_changes)::text as max, ${anyWatched} as filled`),
    );
    const max = Number(head?.max ?? 0);
    if (seen === undefined) {
      seen = max;
      return position();
    }
    if (max <= seen && !head?.filled) return position();

    const rows = rowsOf<TChangeRow>(
      await db.execute(sql`
        select seq::text as seq, table_name, row_id::text as row_id, kind,
          ratings_avg::float8 as ratings_avg, ratings_count
        from catalogue_changes
        where seq > ${seen} ${watched.length ? sql`or seq = any(${sql.param(watched.map(String))}::bigint[])` : sql``}
        order by catalogue_changes.seq limit ${batchSize + 1}`),
    );
    if (rows.length > batchSize) {
      // Far behind (a bulk load, a long pause): start again from the head, as a change of everything.
      seen = Math.max(max, Number(rows[rows.length - 1]!.seq));
      gaps.clear();
      apply([{ seq: seen, table: '*', rowId: null, kind: 'shape', ratingsAvg: null, ratingsCount: null }]);
      return position();
    }
    const changes: TCatalogueChange[] = [];
    let expected = seen + 1;
    for (const row of rows) {
      const seq = Number(row.seq);
      if (seq <= seen) gaps.delete(seq);
      else {
        // A jump wider than the watch list (a large statement rolled back) is not watched number by number.
        if (seq - expected > maxGaps) expected = seq;
        for (; expected < seq; expected++) if (gaps.size < maxGaps) gaps.set(expected, now());
        expected = seq + 1;
      }
      changes.push({
        seq,
        table: row.table_name,
        rowId: row.row_id,
        kind: row.kind,
        ratingsAvg: row.ratings_avg === null ? null : Number(row.ratings_avg),
        ratingsCount: row.ratings_count,
      });
    }
    seen = Math.max(seen, expected - 1);
    apply(changes);
    return position();
  }

  /**
   * Reads what committed before this call (a request made after a write sees it) and answers the position.
   * Calls while a read runs share the next one.
   */
  let lastReadAt: number | undefined;
  function sync(): Promise<TCataloguePosition> {
    if (!running) {
      running = read()
        .then((position) => {
          lastReadAt = Date.now();
          return position;
        })
        .finally(() => {
          running = undefined;
        });
      return running;
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return sync();
      });
    return queued;
  }

  return {
    sync,
    /** The position as last read, without reading. */
    position,
    /** When the feed was last read through (metrics: how far behind this node may be). */
    lastReadAt: () => lastReadAt,
    /** Called with every batch of changes read, in the order of their numbers (late ones included). */
    subscribe(listener: (changes: TCatalogueChange[]) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type TCatalogueFeed = ReturnType<typeof createCatalogueFeed>;
