import type { TDb } from '../db/client';
import { isTransientTransactionFailure } from './db-errors';

/** Something to do once a transaction has committed (emit to sockets); never inside it. */
export type TAfterCommitEffect = () => unknown;

/** A transaction that only reads and needs one view of the database for all its statements (a snapshot). */
export type TTransactionOptions = { isolationLevel?: 'read committed' | 'repeatable read'; accessMode?: 'read only' };

/** Runs work in one database transaction: everything written through `tx` commits together or not at all. */
export type TUnitOfWork = {
  run<T>(work: (tx: TDb) => Promise<T>, options?: TTransactionOptions): Promise<T>;
  /**
   * Runs `effect` once the transaction `tx` belongs to has committed; not at all when it rolls back (or is
   * run again: only the attempt that commits keeps its effects). Outside a unit of work, `tx` is the
   * database itself: a write through it has committed already, so the effect runs at once.
   */
  afterCommit(tx: TDb, effect: TAfterCommitEffect): void;
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
 * commit, never inside `work`), up to `transactionAttempts` times. An effect that fails after the commit
 * is reported to `onEffectError` and never turns the committed write into a failure.
 */
export function createUnitOfWork(db: TDb, options: { onEffectError?: (error: unknown) => void } = {}): TUnitOfWork {
  const pending = new WeakMap<TDb, TAfterCommitEffect[]>();
  const runEffect = (effect: TAfterCommitEffect) => {
    try {
      const result = effect();
      if (result instanceof Promise) result.catch((error: unknown) => options.onEffectError?.(error));
    } catch (error) {
      options.onEffectError?.(error);
    }
  };

  return {
    async run(work, transactionOptions) {
      for (let attempt = 1; ; attempt += 1) {
        const effects: TAfterCommitEffect[] = [];
        try {
          const result = await db.transaction((tx) => {
            pending.set(tx, effects);
            return work(tx);
          }, transactionOptions);
          for (const effect of effects) runEffect(effect);
          return result;
        } catch (error) {
          if (attempt >= transactionAttempts || !isTransientTransactionFailure(error)) throw error;
          await pauseBeforeRetry(attempt);
        }
      }
    },

    afterCommit(tx, effect) {
      const effects = pending.get(tx);
      if (effects) effects.push(effect);
      else runEffect(effect);
    },
  };
}
