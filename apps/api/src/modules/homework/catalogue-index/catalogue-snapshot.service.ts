import type { TDb } from '../../../db/client';
import type { TUnitOfWork } from '../../../lib/uow';
import type { TCatalogueSnapshot } from './catalogue-snapshot';
import { CatalogueChangedWhileLoading, createCatalogueSnapshotRepository } from './catalogue-snapshot.repository';

/** Loads attempted in slices before giving up until a later request (the catalogue kept changing meanwhile). */
const sliceAttempts = 3;

/**
 * Loads a snapshot of the public catalogue that belongs to one revision. On PostgreSQL: one repeatable-read,
 * read-only transaction. `inSlices` (PGlite, which runs one statement at a time in the API's own thread): short
 * statements with turns for other requests between them instead of one long transaction, kept only when the
 * revision did not move meanwhile.
 */
export function createCatalogueSnapshotLoader(options: {
  db: TDb;
  uow: TUnitOfWork;
  inSlices?: boolean;
  sliceSize?: number;
}) {
  return async function loadSnapshot(): Promise<TCatalogueSnapshot> {
    if (!options.inSlices) {
      return options.uow.run((tx) => createCatalogueSnapshotRepository(tx).readSnapshot(), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      });
    }
    const repository = createCatalogueSnapshotRepository(options.db);
    for (let attempt = 1; ; attempt++) {
      try {
        return await repository.readSnapshotInSlices(options.sliceSize ?? 2000);
      } catch (error) {
        if (!(error instanceof CatalogueChangedWhileLoading) || attempt === sliceAttempts) throw error;
      }
    }
  };
}
