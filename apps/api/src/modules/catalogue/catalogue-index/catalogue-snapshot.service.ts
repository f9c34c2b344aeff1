import type { TDb } from '../../../db/client';
import type { TUnitOfWork } from '../../../lib/uow';
import type { TCatalogueFeed } from './catalogue-feed';
import type { TCatalogueSnapshot } from './catalogue-snapshot';
import { CatalogueChangedWhileLoading, createCatalogueSnapshotRepository } from './catalogue-snapshot.repository';

/** Loads attempted in slices before giving up until a later request (the catalogue kept changing meanwhile). */
const sliceAttempts = 3;

/**
 * Loads a snapshot of the public catalogue and names the feed's `shape` it belongs to, read before the load
 * starts (a change read later moves the shape, so the snapshot is never taken for newer than it is). On
 * PostgreSQL: one repeatable-read, read-only transaction. `inSlices` (PGlite, which runs one statement at a time
 * in the API's own thread): short statements with turns for other requests between them instead of one long
 * transaction, kept only when the feed read no change of shape meanwhile.
 */
export function createCatalogueSnapshotLoader(options: {
  db: TDb;
  uow: TUnitOfWork;
  feed: TCatalogueFeed;
  inSlices?: boolean;
  sliceSize?: number;
}) {
  const { feed } = options;
  return async function loadSnapshot(): Promise<TCatalogueSnapshot> {
    if (!options.inSlices) {
      const { shape } = await feed.sync();
      const snapshot = await options.uow.run((tx) => createCatalogueSnapshotRepository(tx).readSnapshot(), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      });
      return { ...snapshot, revision: shape };
    }
    const repository = createCatalogueSnapshotRepository(options.db);
    for (let attempt = 1; ; attempt++) {
      try {
        const { shape } = await feed.sync();
        const snapshot = await repository.readSnapshotInSlices(options.sliceSize ?? 2000);
        if ((await feed.sync()).shape !== shape) {
          throw new CatalogueChangedWhileLoading('The catalogue changed while its snapshot loaded');
        }
        return { ...snapshot, revision: shape };
      } catch (error) {
        if (!(error instanceof CatalogueChangedWhileLoading) || attempt === sliceAttempts) throw error;
      }
    }
  };
}
