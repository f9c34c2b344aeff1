import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { describeWithServices } from '../../../test/services-under-test';
import {
  createMemoryPresenceStore,
  createRedisPresenceStore,
  presenceNodeTimeoutMs,
  type TPresenceStore,
} from './presence-store';

const redisUrl = process.env.TEST_REDIS_URL;
const closing: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

const sorted = (ids: string[]) => [...ids].sort();

describe('the in-memory presence store (one node)', () => {
  it('counts each user’s sockets and meetings: the first makes them online, the last offline', async () => {
    const store: TPresenceStore = createMemoryPresenceStore();
    const [ala, ola] = [randomUUID(), randomUUID()];
    expect(await store.add(ala, 'socket')).toBe(1);
    expect(await store.add(ala, 'socket')).toBe(2);
    expect(await store.add(ola, 'socket')).toBe(1);
    expect(await store.add(ola, 'meeting')).toBe(1);
    expect(sorted(await store.users('socket'))).toEqual(sorted([ala, ola]));
    expect(await store.users('meeting')).toEqual([ola]);
    expect(await store.remove(ala, 'socket')).toBe(1);
    expect(await store.remove(ala, 'socket')).toBe(0);
    // A close that was never counted (a socket refused mid-way) does not go below zero.
    expect(await store.remove(ala, 'socket')).toBe(0);
    expect(await store.users('socket')).toEqual([ola]);
    expect(await store.count(ola, 'meeting')).toBe(1);
  });
});

describeWithServices({ redis: true }, 'the Redis presence store (several nodes)', () => {
  /** Nodes sharing one prefix (one deployment), with a clock the test moves. */
  function nodes() {
    const prefix = `test-presence:${randomUUID()}:`;
    let now = 1_000_000;
    const node = () => {
      const store = createRedisPresenceStore(redisUrl!, { prefix, now: () => now, heartbeat: false });
      closing.push(() => store.close());
      return store;
    };
    const redis = new Redis(redisUrl!);
    closing.push(async () => {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    });
    return { node, redis, prefix, advance: (ms: number) => (now += ms) };
  }

  it('answers a user’s total over every node, online with the first socket anywhere and offline with the last', async () => {
    const { node } = nodes();
    const [a, b] = [node(), node()];
    const user = randomUUID();
    expect(await a.add(user, 'socket')).toBe(1);
    expect(await b.add(user, 'socket')).toBe(2);
    expect(await b.add(user, 'meeting')).toBe(1);
    expect(await a.users('socket')).toEqual([user]);
    expect(await a.users('meeting')).toEqual([user]);
    expect(await a.remove(user, 'socket')).toBe(1);
    expect(await b.remove(user, 'meeting')).toBe(0);
    expect(await a.users('meeting')).toEqual([]);
    expect(await b.remove(user, 'socket')).toBe(0);
    expect(await a.users('socket')).toEqual([]);
    expect(await a.count(user, 'socket')).toBe(0);
  });

  it('forgets the counts of a node that stopped beating (it died), and only those', async () => {
    const { node, advance } = nodes();
    const [alive, dead] = [node(), node()];
    const [both, onlyOnDead] = [randomUUID(), randomUUID()];
    await alive.add(both, 'socket');
    await dead.add(both, 'socket');
    await dead.add(onlyOnDead, 'socket');
    await dead.add(onlyOnDead, 'meeting');
    await alive.beat();
    await dead.beat();

    advance(presenceNodeTimeoutMs / 2);
    await alive.sweep();
    expect(await alive.count(onlyOnDead, 'socket')).toBe(1);

    advance(presenceNodeTimeoutMs);
    await alive.beat();
    await alive.sweep();
    expect(await alive.users('socket')).toEqual([both]);
    expect(await alive.count(both, 'socket')).toBe(1);
    expect(await alive.users('meeting')).toEqual([]);
  });

  it('writes its counts again when Redis lost them (a restart without persistence)', async () => {
    const { node, redis, prefix } = nodes();
    const a = node();
    const [ala, ola] = [randomUUID(), randomUUID()];
    await a.add(ala, 'socket');
    await a.add(ala, 'socket');
    await a.add(ola, 'meeting');
    await a.beat();
    await redis.del(...(await redis.keys(`${prefix}*`)));
    expect(await a.users('socket')).toEqual([]);

    await a.beat();
    expect(await a.users('socket')).toEqual([ala]);
    expect(await a.count(ala, 'socket')).toBe(2);
    expect(await a.users('meeting')).toEqual([ola]);
    // Counting goes on from the restored numbers.
    expect(await a.remove(ala, 'socket')).toBe(1);
  });

  it('takes its counts along when the node stops, leaving the other nodes’ counts', async () => {
    const { node } = nodes();
    const [a, b] = [node(), node()];
    const [ala, ola] = [randomUUID(), randomUUID()];
    await a.add(ala, 'socket');
    await b.add(ala, 'socket');
    await b.add(ola, 'socket');
    await b.close();
    expect(await a.users('socket')).toEqual([ala]);
    expect(await a.count(ala, 'socket')).toBe(1);
  });
});
