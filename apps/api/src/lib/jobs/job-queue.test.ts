import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cleanSharedTestDatabase, createRestartableTestDatabase } from '../../../test/test-database';
import type { TDatabase } from '../../db/client';
import { currentRequestId, runWithRequestId } from '../request-context';
import { createUnitOfWork } from '../uow';
import { defineJob } from './job-definition';
import { createJobQueue, type TJobQueue } from './job-queue';

const log = pino({ level: 'silent' });

const greetJob = defineJob({
  name: 'test.greet',
  schema: z.object({ name: z.string() }),
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  policy: 'short',
});

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A node's queue on `database`, with the greet handler bound; stopped after the test. */
async function startQueue(
  database: TDatabase,
  handle: (data: { name: string }) => Promise<void>,
  options: { workers?: boolean } = {},
) {
  const queue = createJobQueue({ database, log, workers: options.workers ?? false, pollingIntervalSeconds: 30 });
  queue.register(greetJob, handle);
  await queue.start();
  cleanups.push(() => queue.stop());
  return queue;
}

const openDatabase = cleanSharedTestDatabase;

const recorder = () => {
  const greeted: string[] = [];
  return { greeted, handle: async ({ name }: { name: string }) => void greeted.push(name) };
};

describe('the job queue', () => {
  it('runs a job as part of the request that queued it, or as a request of its own', async () => {
    const seen: (string | undefined)[] = [];
    const queue = await startQueue(await openDatabase(), async ({ name }) => {
      seen.push(currentRequestId());
      if (name === 'Ola') throw new Error('nie tym razem');
    });
    await runWithRequestId('req-0001-abcd', () => queue.send(greetJob, { name: 'Ala' }));
    await queue.drain();
    await queue.send(greetJob, { name: 'Ola' });
    await queue.drain();
    expect(seen[0]).toBe('req-0001-abcd');
    expect(seen[1]).toMatch(/^job:/);
  });

  it('runs a queued job with its data, once', async () => {
    const { greeted, handle } = recorder();
    const queue = await startQueue(await openDatabase(), handle);
    await queue.send(greetJob, { name: 'Ala' });
    await queue.drain();
    await queue.drain();
    expect(greeted).toEqual(['Ala']);
  });

  it('refuses data that does not match the definition, queuing nothing', async () => {
    const { greeted, handle } = recorder();
    const queue: TJobQueue = await startQueue(await openDatabase(), handle);
    const badData = JSON.parse('{"name": 7}');
    await expect(queue.send(greetJob, badData)).rejects.toThrow();
    await queue.drain();
    expect(greeted).toEqual([]);
  });

  it('keeps a job queued in a transaction only if the transaction commits', async () => {
    const database = await openDatabase();
    const { greeted, handle } = recorder();
    const queue = await startQueue(database, handle);
    const uow = createUnitOfWork(database.db);
    await expect(
      uow.run(async (tx) => {
        await queue.send(greetJob, { name: 'wycofany' }, { tx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await uow.run((tx) => queue.send(greetJob, { name: 'zatwierdzony' }, { tx }));
    await queue.drain();
    expect(greeted).toEqual(['zatwierdzony']);
  });

  it('runs a job queued twice for the same thing once (singleton key), and again when queued after it ran', async () => {
    const { greeted, handle } = recorder();
    const queue = await startQueue(await openDatabase(), handle);
    await queue.send(greetJob, { name: 'Ola' }, { singletonKey: 'ola' });
    await queue.send(greetJob, { name: 'Ola' }, { singletonKey: 'ola' });
    await queue.send(greetJob, { name: 'Ela' }, { singletonKey: 'ela' });
    await queue.drain();
    expect(greeted.sort()).toEqual(['Ela', 'Ola']);
    await queue.send(greetJob, { name: 'Ola' }, { singletonKey: 'ola' });
    await queue.drain();
    expect(greeted.filter((name) => name === 'Ola')).toHaveLength(2);
  });

  it('retries a failing job after its backoff, then keeps it with its error; ADMIN can queue it again', async () => {
    let attempts = 0;
    let failing = true;
    const queue = await startQueue(await openDatabase(), async () => {
      attempts += 1;
      if (failing) throw new Error(`Serwer poczty nie odpowiada (${attempts})`);
    });
    const id = await queue.send(greetJob, { name: 'Ula' });
    await queue.drain();
    expect(attempts).toBe(1);
    const waiting = await queue.find(greetJob.name, id!);
    expect(waiting?.state).toBe('retry');
    expect(waiting!.startAfter.getTime()).toBeGreaterThan(Date.now());

    await queue.drain();
    expect(attempts).toBe(1);
    await queue.drain({ includeDelayed: true });
    expect(attempts).toBe(3);
    expect((await queue.find(greetJob.name, id!))?.state).toBe('failed');
    const failed = await queue.listFailed(10);
    expect(failed).toEqual([
      expect.objectContaining({
        id,
        name: greetJob.name,
        data: { name: 'Ula' },
        error: 'Serwer poczty nie odpowiada (3)',
      }),
    ]);

    failing = false;
    expect(await queue.retryFailed(id!)).toBe(true);
    await queue.drain();
    expect(attempts).toBe(4);
    expect((await queue.find(greetJob.name, id!))?.state).toBe('completed');
    expect(await queue.listFailed(10)).toEqual([]);
    expect(await queue.retryFailed(id!)).toBe(false);
  });

  it('keeps queued jobs across a restart: a new process runs what the stopped one queued', async () => {
    const restartable = await createRestartableTestDatabase();
    cleanups.push(restartable.dispose);
    const before = await restartable.open();
    const first = createJobQueue({ database: before, log, workers: false, pollingIntervalSeconds: 30 });
    first.register(greetJob, async () => {
      throw new Error('this node stops before it runs anything');
    });
    await first.start();
    await first.send(greetJob, { name: 'po restarcie' });
    await first.stop();
    await before.close();

    const after = await restartable.open();
    cleanups.push(() => after.close());
    const { greeted, handle } = recorder();
    const second = await startQueue(after, handle);
    await second.drain();
    expect(greeted).toEqual(['po restarcie']);
  });

  it('lets a worker on another node take a job queued on this one', async () => {
    const database = await openDatabase();
    const queuing = await startQueue(database, async () => {
      throw new Error('the queuing node runs no workers');
    });
    let taken: (name: string) => void = () => undefined;
    const ran = new Promise<string>((resolve) => {
      taken = resolve;
    });
    await startQueue(database, async ({ name }) => taken(name), { workers: true });
    await queuing.send(greetJob, { name: 'na drugim węźle' });
    expect(await ran).toBe('na drugim węźle');
  });

  it('writes a queue at start only when it is new or its settings changed', async () => {
    const database = await openDatabase();
    const queueRow = async () => {
      const result = await database.db.execute(
        sql`select retry_limit as "retryLimit", updated_on as "updatedOn" from pgboss.queue where name = ${greetJob.name}`,
      );
      return (Array.isArray(result) ? result : (result as unknown as { rows: unknown[] }).rows)[0] as {
        retryLimit: number;
        updatedOn: Date;
      };
    };
    const first = await startQueue(database, async () => undefined);
    const created = await queueRow();
    expect(created.retryLimit).toBe(2);
    await first.stop();
    await startQueue(database, async () => undefined);
    expect(await queueRow()).toEqual(created);

    const changed = createJobQueue({ database, log, workers: false, pollingIntervalSeconds: 30 });
    changed.register({ ...greetJob, retry: { ...greetJob.retry, limit: 5 } }, async () => undefined);
    await changed.start();
    cleanups.push(() => changed.stop());
    expect((await queueRow()).retryLimit).toBe(5);
  });
});
