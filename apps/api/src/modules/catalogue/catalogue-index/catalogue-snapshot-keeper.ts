import type { FastifyBaseLogger } from 'fastify';
import type { TCatalogueChange, TCatalogueFeed } from './catalogue-feed';
import type { TCatalogueSnapshot } from './catalogue-snapshot';
import type { TChangedRow } from './catalogue-snapshot.repository';
import { type TNamedDictionaries, withDictionaries } from './catalogue-snapshot-dictionaries';
import { type TRatingChange, withRatings } from './catalogue-snapshot-ratings';
import { withChangedRows } from './catalogue-snapshot-rows';
import { createShapeChangeLog, tasksInPlace } from './shape-change-log';

type TLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

const ratingsOf = (changes: TCatalogueChange[]): TRatingChange[] =>
  changes.flatMap((change) =>
    change.kind === 'rating' && change.rowId && change.ratingsAvg !== null
      ? [{ id: change.rowId, ratingsAvg: change.ratingsAvg, ratingsCount: change.ratingsCount ?? 0 }]
      : [],
  );

/**
 * Keeps this node's snapshot of the public catalogue. A request gets it only when it holds at least the feed's
 * shape the request read, so a committed change of shape is never hidden (issue 34):
 * - ratings never make it stale: each one the feed reads is applied to the snapshot in place, and the ones read
 *   while a build or a change of tasks is under way are applied to its result as well;
 * - a task published, edited, withdrawn or deleted is put in place (`reach`): its row read again, the snapshot
 *   copied around it, once for all the requests waiting on it;
 * - a concept, task type or exam added, changed or removed is put in place too: the three dictionaries read again
 *   and every row's links mapped to them (`withDictionaries`), before the tasks changed with it;
 * - anything else (a bulk statement over more than 1 000 rows, changes missed by a node that fell behind) rebuilds
 *   it from the database in the background (never two at once; a failed build is logged, a later request retries)
 *   while such requests are answered from SQL.
 */
export function createCatalogueSnapshotKeeper(
  load: () => Promise<TCatalogueSnapshot>,
  feed: Pick<TCatalogueFeed, 'subscribe' | 'position'>,
  log: TLog,
  findPublicRows?: (ids: string[]) => Promise<TChangedRow[]>,
  findNamedDictionaries?: () => Promise<TNamedDictionaries>,
) {
  let current: TCatalogueSnapshot | undefined;
  let builtAt: number | undefined;
  let building: Promise<void> | undefined;
  let ratingsDuringBuild: TRatingChange[] | undefined;
  let ratingsDuringPatch: TRatingChange[] | undefined;
  /** Moves whenever `current` is replaced by a build or a change of tasks (not by ratings). */
  let generation = 0;
  let patching: Promise<void> | undefined;
  const shapeChanges = createShapeChangeLog(feed, tasksInPlace);
  // Under a steady stream of changes, builds take at most half of one core: the next one starts no sooner
  // than the last one took after it ended.
  let nextBuildAt = 0;

  const replace = (snapshot: TCatalogueSnapshot) => {
    current = snapshot;
    generation += 1;
    shapeChanges.forget(Number(snapshot.revision));
  };

  feed.subscribe((changes) => {
    const ratings = ratingsOf(changes);
    if (!ratings.length) return;
    if (current) current = withRatings(current, ratings);
    ratingsDuringBuild?.push(...ratings);
    ratingsDuringPatch?.push(...ratings);
  });

  /** Puts the tasks changed up to `shape` in place, when nothing but tasks changed since the snapshot's. */
  const patchTo = async (shape: number) => {
    const base = current;
    if (!base || !findPublicRows) return;
    const waiting = shapeChanges.between(Number(base.revision), shape);
    if (!waiting) return;
    const { reached, taskIds, dictionaries } = waiting;
    if (dictionaries && !findNamedDictionaries) {
      shapeChanges.needsRebuild(reached);
      return;
    }
    const baseGeneration = generation;
    const ratings: TRatingChange[] = [];
    ratingsDuringPatch = ratings;
    try {
      // Both read after the changes up to `reached` committed, the dictionaries first. A removal reaches the rows as
      // changes of their own, put in place later; a row naming an entry created between the two reads is refused
      // by withChangedRows, and that asks for a rebuild.
      const named = dictionaries ? await findNamedDictionaries!() : undefined;
      const rows = await findPublicRows(taskIds);
      const patched = withChangedRows(named ? withDictionaries(base, named) : base, taskIds, rows);
      if (!patched) {
        // A concept, type or exam the snapshot does not know yet: the rebuild that change asks for reads it.
        shapeChanges.needsRebuild(reached);
        return;
      }
      if (generation === baseGeneration) replace(withRatings({ ...patched, revision: String(reached) }, ratings));
    } catch (error) {
      log.warn({ err: error }, 'Putting changed tasks in the catalogue snapshot failed');
    } finally {
      ratingsDuringPatch = undefined;
    }
  };

  const rebuild = (now = false) => {
    if (!building && !now && performance.now() < nextBuildAt) return Promise.resolve();
    building ??= (async () => {
      const started = performance.now();
      const duringBuild: TRatingChange[] = [];
      ratingsDuringBuild = duringBuild;
      try {
        const snapshot = withRatings(await load(), duringBuild);
        if (!current || Number(snapshot.revision) >= Number(current.revision)) {
          replace(snapshot);
          builtAt = Date.now();
        }
        log.info(
          {
            shape: snapshot.revision,
            tasks: snapshot.size,
            snapshotBytes: snapshot.bytes,
            rssBytes: process.memoryUsage().rss,
            milliseconds: Math.round(performance.now() - started),
          },
          'Catalogue snapshot built',
        );
      } catch (error) {
        log.warn({ err: error }, 'Building the catalogue snapshot failed');
      } finally {
        ratingsDuringBuild = undefined;
        const ended = performance.now();
        nextBuildAt = ended + (ended - started);
        building = undefined;
      }
    })();
    return building;
  };

  return {
    /** The snapshot of the feed's `shape`, or undefined (and a rebuild started) when this node has none. */
    at(shape: string): TCatalogueSnapshot | undefined {
      if (current?.revision === shape) return current;
      // A request that read its position before the last build finished needs no newer one.
      if (!current || Number(current.revision) < Number(shape)) void rebuild();
      return undefined;
    },
    /**
     * A snapshot holding at least the feed's `shape` (it may hold more), with the tasks changed since the last
     * one put in place first; undefined (and a rebuild started) when a change only a rebuild reads is among them.
     */
    async reach(shape: string): Promise<TCatalogueSnapshot | undefined> {
      for (let attempt = 0; attempt < 2; attempt++) {
        if (current && Number(current.revision) >= Number(shape)) return current;
        if (!current) break;
        patching ??= patchTo(Number(shape)).finally(() => {
          patching = undefined;
        });
        await patching;
      }
      if (current && Number(current.revision) >= Number(shape)) return current;
      if (!current || Number(current.revision) < Number(shape)) void rebuild();
      return undefined;
    },
    /**
     * Builds a snapshot of what committed before this call: a build already running (it may have read the feed
     * earlier) is waited for, then another starts. Resolves when done, whether it succeeded or not.
     */
    warmUp: async () => {
      if (building) await building;
      return rebuild(true);
    },
    /** Whether this node holds a snapshot (readiness), its shape, size and when it was built (metrics). */
    status: () => ({ loaded: current !== undefined, shape: current?.revision, tasks: current?.size, builtAt }),
    /** Resolves once no build is running (before the database closes). */
    settle: () => building ?? Promise.resolve(),
  };
}
