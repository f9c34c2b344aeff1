import { randomUUID } from 'node:crypto';
import { createRedisClient } from '../../lib/redis';

/** Frees a taken slot; calling it again does nothing. */
export type TReleaseSlot = () => Promise<void>;

/** How many uploads each user has in flight, and a cap on it. */
export type TUploadSlots = {
  /** Takes one of the user's slots; null when all of them are taken. */
  acquire(userId: string): Promise<TReleaseSlot | null>;
  close(): Promise<void>;
};

const once = (release: () => Promise<void>): TReleaseSlot => {
  let done = false;
  return async () => {
    if (done) return;
    done = true;
    await release();
  };
};

/** Counts in this process: the cap holds per API node. */
export function createMemoryUploadSlots(max: number): TUploadSlots {
  const taken = new Map<string, number>();
  return {
    async acquire(userId) {
      const count = taken.get(userId) ?? 0;
      if (count >= max) return null;
      taken.set(userId, count + 1);
      return once(async () => {
        const left = (taken.get(userId) ?? 1) - 1;
        if (left > 0) taken.set(userId, left);
        else taken.delete(userId);
      });
    },
    async close() {
      taken.clear();
    },
  };
}

/**
 * Drops expired leases, then adds the slot if fewer than the maximum remain.
 * KEYS[1] the user's set; ARGV: now, max, lease expiry, slot id, lease in ms.
 */
const acquireScript = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1
`;

export type TRedisUploadSlotsOptions = {
  max: number;
  prefix?: string;
  /** A slot is a lease, renewed while its upload runs: a node that dies frees its slots when they expire. */
  leaseMs?: number;
  now?: () => number;
  /** Connection errors of the Redis client (it reconnects by itself). */
  onRedisError?: (error: Error) => void;
};

/** Slots in Redis (a sorted set of leases per user), so the cap holds across API nodes. */
export function createRedisUploadSlots(url: string, options: TRedisUploadSlotsOptions): TUploadSlots {
  const { max, prefix = 'uploads:', leaseMs = 60_000, now = Date.now } = options;
  const redis = createRedisClient(url, { maxRetriesPerRequest: 2 }, options.onRedisError);
  const renewals = new Set<NodeJS.Timeout>();
  return {
    async acquire(userId) {
      const key = prefix + userId;
      const slot = randomUUID();
      const taken = await redis.eval(acquireScript, 1, key, now(), max, now() + leaseMs, slot, leaseMs);
      if (Number(taken) !== 1) return null;
      const renewal = setInterval(() => {
        redis
          .multi()
          .zadd(key, 'XX', now() + leaseMs, slot)
          .pexpire(key, leaseMs)
          .exec()
          .catch(() => {});
      }, leaseMs / 3);
      renewal.unref();
      renewals.add(renewal);
      return once(async () => {
        clearInterval(renewal);
        renewals.delete(renewal);
        await redis.zrem(key, slot);
      });
    },
    async close() {
      for (const renewal of renewals) clearInterval(renewal);
      renewals.clear();
      await redis.quit();
    },
  };
}
