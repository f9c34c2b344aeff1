import { setImmediate } from 'node:timers/promises';

/**
 * Takes turns at CPU-bound work on the event loop: at most `concurrency` pieces of work run at once, the rest
 * wait in line (not on the event loop), and each piece starts on a turn of the loop of its own, after the I/O
 * that arrived meanwhile. A light request (a health check, a cached page) then waits behind a few pieces of
 * heavy work, not behind every heavy request in flight (issue 34: `/api/health` while cold catalogue requests run).
 *
 * The line is ordered by `order` (a request's place, from `nextOrder()`), not by arrival: a request that has begun
 * finishes its later pieces before a newer request starts its first, so heavy requests still complete one after
 * another rather than all late together.
 */
export function createTurns(concurrency: number) {
  let running = 0;
  let issued = 0;
  const waiting: { order: number; start: () => void }[] = [];

  async function inTurn<T>(work: () => T | Promise<T>, order = issued++): Promise<T> {
    if (running < concurrency) running += 1;
    // The slot is handed over by the piece that ends, so `running` stays as it is.
    else
      await new Promise<void>((start) => {
        let at = waiting.length;
        while (at > 0 && waiting[at - 1]!.order > order) at -= 1;
        waiting.splice(at, 0, { order, start });
      });
    try {
      await setImmediate();
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next.start();
      else running -= 1;
    }
  }

  return Object.assign(inTurn, {
    /** A place in line for one request's pieces. */
    nextOrder: () => issued++,
  });
}
