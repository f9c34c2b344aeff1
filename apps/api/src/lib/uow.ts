import type { TDb } from '../db/client';

/** Runs work in one database transaction: everything written through `tx` commits together or not at all. */
export type TUnitOfWork = {
  run<T>(work: (tx: TDb) => Promise<T>): Promise<T>;
};

/**
 * The one transaction helper. A service that writes atomically, within a module or across modules, builds
 * the repositories it needs on `tx` (`createXRepository(tx)`); a repository never opens its own.
 */
export function createUnitOfWork(db: TDb): TUnitOfWork {
  return {
    run: (work) => db.transaction((tx) => work(tx)),
  };
}
