import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { describeWithServices } from '../../../test/services-under-test';
import { createMemoryUploadSlots, createRedisUploadSlots, type TReleaseSlot, type TUploadSlots } from './upload-slots';

async function takeAll(slots: TUploadSlots, userId: string, count: number) {
  const taken: TReleaseSlot[] = [];
  for (let i = 0; i < count; i += 1) {
    const release = await slots.acquire(userId);
    expect(release, `slot ${i + 1}`).not.toBeNull();
    taken.push(release!);
  }
  return taken;
}

describe('upload slots in memory', () => {
  it('gives each user `max` slots and frees one per release, however often it is called', async () => {
    const slots = createMemoryUploadSlots(2);
    const [first] = await takeAll(slots, 'ola', 2);
    expect(await slots.acquire('ola')).toBeNull();
    expect(await slots.acquire('jan')).not.toBeNull();
    await first!();
    await first!();
    expect(await slots.acquire('ola')).not.toBeNull();
    expect(await slots.acquire('ola')).toBeNull();
  });
});

describeWithServices({ redis: true }, 'upload slots in Redis', () => {
  it('share one cap between two API nodes', async () => {
    const options = { max: 3, prefix: `test:${randomUUID()}:` };
    const nodeA = createRedisUploadSlots(process.env.TEST_REDIS_URL!, options);
    const nodeB = createRedisUploadSlots(process.env.TEST_REDIS_URL!, options);
    try {
      const [first] = await takeAll(nodeA, 'ola', 2);
      await takeAll(nodeB, 'ola', 1);
      expect(await nodeA.acquire('ola')).toBeNull();
      expect(await nodeB.acquire('ola')).toBeNull();
      expect(await nodeB.acquire('jan')).not.toBeNull();
      await first!();
      await first!();
      expect(await nodeB.acquire('ola')).not.toBeNull();
      expect(await nodeA.acquire('ola')).toBeNull();
    } finally {
      await nodeA.close();
      await nodeB.close();
    }
  });

  it('free the slots of a node that died once their lease ends, while a live node renews its own', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let now = Date.now();
    const options = { max: 3, prefix: `test:${randomUUID()}:`, leaseMs: 60_000, now: () => now };
    const nodeA = createRedisUploadSlots(process.env.TEST_REDIS_URL!, options);
    const nodeB = createRedisUploadSlots(process.env.TEST_REDIS_URL!, options);
    try {
      await takeAll(nodeA, 'ola', 2);
      await takeAll(nodeB, 'ola', 1);
      // Node A dies with two uploads in flight: nobody releases or renews them.
      await nodeA.close();

      now += 40_000;
      vi.advanceTimersByTime(40_000);
      // Commands of one connection run in order: this comes after node B's renewal.
      expect(await nodeB.acquire('ola')).toBeNull();

      now += 30_000;
      await takeAll(nodeB, 'ola', 2);
      expect(await nodeB.acquire('ola')).toBeNull();
    } finally {
      vi.useRealTimers();
      await nodeB.close();
    }
  });
});
