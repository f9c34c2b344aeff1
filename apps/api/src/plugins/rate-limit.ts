import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';

type TWindow = { max: number; windowSeconds: number };

/** Every named limit of the platform, per client IP and per account (e-mail or user id). */
export const rateLimits = {
  register: { perIp: { max: 10, windowSeconds: 3600 }, perAccount: { max: 5, windowSeconds: 3600 } },
  login: { perIp: { max: 30, windowSeconds: 900 }, perAccount: { max: 10, windowSeconds: 900 } },
  loginTwoFactor: { perIp: { max: 30, windowSeconds: 900 }, perAccount: { max: 5, windowSeconds: 900 } },
  forgotPassword: { perIp: { max: 10, windowSeconds: 3600 }, perAccount: { max: 3, windowSeconds: 3600 } },
  resendConfirmation: { perIp: { max: 10, windowSeconds: 3600 }, perAccount: { max: 3, windowSeconds: 3600 } },
  twoFactorConfirm: { perIp: { max: 30, windowSeconds: 900 }, perAccount: { max: 10, windowSeconds: 900 } },
  changePassword: { perIp: { max: 30, windowSeconds: 900 }, perAccount: { max: 10, windowSeconds: 900 } },
  // A proxy to a third-party API: keep one user from spending its quota for everybody.
  bookSearch: { perIp: { max: 120, windowSeconds: 60 }, perAccount: { max: 60, windowSeconds: 60 } },
  editorComment: { perIp: { max: 30, windowSeconds: 3600 }, perAccount: { max: 10, windowSeconds: 3600 } },
  // Anyone signed in creates concepts and proposes changes: generous for real work, a brake on floods.
  // The per-IP limit is higher, as a whole school class may share one address.
  mathConceptCreate: { perIp: { max: 200, windowSeconds: 3600 }, perAccount: { max: 20, windowSeconds: 3600 } },
  mathConceptChange: { perIp: { max: 200, windowSeconds: 3600 }, perAccount: { max: 20, windowSeconds: 3600 } },
} as const satisfies Record<string, { perIp: TWindow; perAccount: TWindow }>;

export type TRateLimitName = keyof typeof rateLimits;

type THit = { count: number; resetInMs: number };

export type TRateLimitStore = {
  hit: (key: string, windowSeconds: number) => Promise<THit>;
  close: () => Promise<void>;
};

export function createMemoryStore(): TRateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowSeconds) {
      const now = Date.now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        if (windows.size > 100_000) for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
        entry = { count: 0, resetAt: now + windowSeconds * 1000 };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, resetInMs: entry.resetAt - now };
    },
    async close() {
      windows.clear();
    },
  };
}

/** Fixed windows in Redis, so the limits hold across API nodes. */
export function createRedisStore(url: string, prefix = 'rl:'): TRateLimitStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async hit(key, windowSeconds) {
      const fullKey = prefix + key;
      const results = await redis.multi().incr(fullKey).pttl(fullKey).exec();
      const count = Number(results?.[0]?.[1] ?? 1);
      let ttl = Number(results?.[1]?.[1] ?? -1);
      if (ttl < 0) {
        await redis.pexpire(fullKey, windowSeconds * 1000);
        ttl = windowSeconds * 1000;
      }
      return { count, resetInMs: ttl };
    },
    async close() {
      await redis.quit();
    },
  };
}

export type TRateLimiter = {
  /** Counts one attempt; throws 429 when the IP or the account is over its limit. */
  consume: (name: TRateLimitName, keys: { ip: string; account?: string }) => Promise<void>;
};

export function createRateLimiter(store: TRateLimitStore): TRateLimiter {
  return {
    async consume(name, { ip, account }) {
      const limit = rateLimits[name];
      const checks: [string, TWindow][] = [[`${name}:ip:${ip}`, limit.perIp]];
      if (account) checks.push([`${name}:account:${account.toLowerCase()}`, limit.perAccount]);
      for (const [key, window] of checks) {
        const { count, resetInMs } = await store.hit(key, window.windowSeconds);
        if (count > window.max) throw AppError.tooManyRequests(Math.max(1, Math.ceil(resetInMs / 1000)));
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: TRateLimiter;
  }
}

export const rateLimitPlugin = fp<{ redisUrl?: string; prefix?: string }>(async (app, options) => {
  const store = options.redisUrl ? createRedisStore(options.redisUrl, options.prefix) : createMemoryStore();
  app.decorate('rateLimiter', createRateLimiter(store));
  app.addHook('onClose', () => store.close());
});
