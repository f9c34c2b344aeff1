import { setImmediate } from 'node:timers/promises';

/**
 * Takes turns at CPU-bound work on the event loop: at most `concurrency` pieces of work run at once, the rest
 * wait in line (not on the event loop), and each piece starts on a turn of the loop of its own, after the I/O
 * that arrived meanwhile. A light request (a health check, a cached page) then waits behind a few pieces of
 * heavy work, not behind every heavy request in flight (issue 34: `/api/health` while cold catalogue requests run).
 */
export function createTurns(concurrency: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  return async function inTurn<T>(work: () => T | Promise<T>): Promise<T> {
    if (running < concurrency) running += 1;
    // The slot is handed over by the piece that ends, so `running` stays as it is.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      await setImmediate();
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
