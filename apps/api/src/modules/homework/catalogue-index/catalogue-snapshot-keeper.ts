import type { FastifyBaseLogger } from 'fastify';
import type { TCatalogueChange, TCatalogueFeed } from './catalogue-feed';
import type { TCatalogueSnapshot } from './catalogue-snapshot';
import { type TRatingChange, withRatings } from './catalogue-snapshot-ratings';

type TLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

const ratingsOf = (changes: TCatalogueChange[]): TRatingChange[] =>
  changes.flatMap((change) =>
    change.kind === 'rating' && change.rowId && change.ratingsAvg !== null
      ? [{ id: change.rowId, ratingsAvg: change.ratingsAvg, ratingsCount: change.ratingsCount ?? 0 }]
      : [],
  );

/**
 * Keeps this node's snapshot of the public catalogue. A request gets it only when it is of the feed's shape the
 * request read, so a committed change of shape is never hidden; otherwise the request is answered from SQL and
 * one rebuild starts in the background (never two at once; a failed one is logged, a later request retries).
 * Ratings never make it stale: each one the feed reads is applied to the snapshot in place (issue 34), and the
 * ones read while a build runs are applied to what it built as well (it may have read them before or after).
 */
export function createCatalogueSnapshotKeeper(
  load: () => Promise<TCatalogueSnapshot>,
  feed: Pick<TCatalogueFeed, 'subscribe'>,
  log: TLog,
) {
  let current: TCatalogueSnapshot | undefined;
  let builtAt: number | undefined;
  let building: Promise<void> | undefined;
  let ratingsDuringBuild: TRatingChange[] | undefined;
  // Under a steady stream of changes, builds take at most half of one core: the next one starts no sooner
  // than the last one took after it ended.
  let nextBuildAt = 0;

  feed.subscribe((changes) => {
    const ratings = ratingsOf(changes);
    if (!ratings.length) return;
    if (current) current = withRatings(current, ratings);
    ratingsDuringBuild?.push(...ratings);
  });

  const rebuild = (now = false) => {
    if (!building && !now && performance.now() < nextBuildAt) return Promise.resolve();
    building ??= (async () => {
      const started = performance.now();
      const duringBuild: TRatingChange[] = [];
      ratingsDuringBuild = duringBuild;
      try {
        const snapshot = withRatings(await load(), duringBuild);
        if (!current || Number(snapshot.revision) >= Number(current.revision)) {
          current = snapshot;
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
