/**
 * A small in-process cache of promises with a time to live: concurrent callers of one key share
 * one computation, and the oldest entries go first once `maxEntries` is reached. A failed
 * computation is not kept.
 */
export function createTtlCache<T>(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? (() => Date.now());
  const entries = new Map<string, { expiresAt: number; value: Promise<T> }>();

  return {
    get(key: string, compute: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      if (hit) entries.delete(key);
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      const value = compute();
      entries.set(key, { expiresAt: now() + options.ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
