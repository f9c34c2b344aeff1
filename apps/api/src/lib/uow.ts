import type { TDb } from '../db/client';
import { isTransientTransactionFailure } from './db-errors';

/** Runs work in one database transaction: everything written through `tx` commits together or not at all. */
export type TUnitOfWork = {
  run<T>(work: (tx: TDb) => Promise<T>): Promise<T>;
};

/** How many times a transaction PostgreSQL aborted as a deadlock victim or serialization failure is run. */
export const transactionAttempts = 5;

const pauseBeforeRetry = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));

/**
 * The one transaction helper. A service that writes atomically, within a module or across modules, builds
 * the repositories it needs on `tx` (`createXRepository(tx)`); a repository never opens its own.
 * Concurrent writers (ten tasks created at once under one slug) can make PostgreSQL abort one of them
 * as a deadlock victim: nothing of it was written, so the work runs again (side effects happen after
 * commit, never inside `work`), up to `transactionAttempts` times.
 */
export function createUnitOfWork(db: TDb): TUnitOfWork {
  return {
    async run(work) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await db.transaction((tx) => work(tx));
        } catch (error) {
          if (attempt >= transactionAttempts || !isTransientTransactionFailure(error)) throw error;
          await pauseBeforeRetry(attempt);
        }
      }
    },
  };
}
