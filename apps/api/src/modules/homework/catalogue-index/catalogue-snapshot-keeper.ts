import type { FastifyBaseLogger } from 'fastify';
import type { TCatalogueSnapshot } from './catalogue-snapshot';

type TLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * Keeps this node's snapshot of the public catalogue. A request gets it only when it is of the revision the
 * request read, so a committed change is never hidden; otherwise the request is answered from SQL and one
 * rebuild starts in the background (never two at once; a failed one is logged, a later request retries).
 */
export function createCatalogueSnapshotKeeper(load: () => Promise<TCatalogueSnapshot>, log: TLog) {
  let current: TCatalogueSnapshot | undefined;
  let building: Promise<void> | undefined;
  // Under a steady stream of changes, builds take at most half of one core: the next one starts no sooner
  // than the last one took after it ended.
  let nextBuildAt = 0;

  const rebuild = (now = false) => {
    if (!building && !now && performance.now() < nextBuildAt) return Promise.resolve();
    building ??= (async () => {
      const started = performance.now();
      try {
        const snapshot = await load();
        if (!current || BigInt(snapshot.revision) >= BigInt(current.revision)) current = snapshot;
        log.info(
          {
            revision: snapshot.revision,
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
        const ended = performance.now();
        nextBuildAt = ended + (ended - started);
        building = undefined;
      }
    })();
    return building;
  };

  return {
    /** The snapshot of `revision`, or undefined (and a rebuild started) when this node has none. */
    at(revision: string): TCatalogueSnapshot | undefined {
      if (current?.revision === revision) return current;
      // A request that read its revision before the last build finished needs no newer one.
      if (!current || BigInt(current.revision) < BigInt(revision)) void rebuild();
      return undefined;
    },
    /** Builds a snapshot now (at start), unless one is being built; resolves when done, whether it succeeded or not. */
    warmUp: () => rebuild(true),
    /** Resolves once no build is running (before the database closes). */
    settle: () => building ?? Promise.resolve(),
  };
}
