import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('shares one computation per key until it expires', async () => {
    let time = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => time });
    const compute = vi.fn(async () => 42);
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect([a, b]).toEqual([42, 42]);
    expect(compute).toHaveBeenCalledTimes(1);
    time = 999;
    await cache.get('k', compute);
    expect(compute).toHaveBeenCalledTimes(1);
    time = 1000;
    await cache.get('k', compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('drops the oldest entry when full and forgets failures', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    const again = vi.fn(async () => 'a2');
    expect(await cache.get('a', again)).toBe('a2');
    await expect(cache.get('x', async () => Promise.reject(new Error('nie')))).rejects.toThrow('nie');
    const retry = vi.fn(async () => 'ok');
    expect(await cache.get('x', retry)).toBe('ok');
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
