import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createTurns } from './turns';

describe('turns at CPU-bound work', () => {
  it('runs at most the given number at once, in the order asked, and answers each its result', async () => {
    const inTurn = createTurns(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        inTurn(async () => {
          started.push(n);
          running += 1;
          most = Math.max(most, running);
          await nextTurn();
          running -= 1;
          return n * 10;
        }),
      ),
    );
    expect(results).toEqual([10, 20, 30, 40, 50]);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('lets I/O that arrived meanwhile run before a piece starts, and frees the slot of one that throws', async () => {
    const inTurn = createTurns(1);
    const order: string[] = [];
    const failing = inTurn(() => {
      throw new Error('nie');
    });
    setImmediate(() => order.push('I/O'));
    const next = inTurn(() => order.push('work'));
    await expect(failing).rejects.toThrow('nie');
    await next;
    expect(order).toEqual(['I/O', 'work']);
  });

  it("lets a request that has begun take its next piece before a newer request's first", async () => {
    const inTurn = createTurns(1);
    const started: string[] = [];
    const older = inTurn.nextOrder();
    const newer = inTurn.nextOrder();
    const busy = inTurn(() => nextTurn(), older);
    const pieces = [
      inTurn(() => started.push('newer, first piece'), newer),
      inTurn(() => started.push('older, second piece'), older),
    ];
    await Promise.all([busy, ...pieces]);
    expect(started).toEqual(['older, second piece', 'newer, first piece']);
  });
});
