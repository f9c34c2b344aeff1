import { spawnSync } from 'node:child_process';
import { describe, it } from 'vitest';

/** What a suite needs beyond embedded PGlite: a PostgreSQL server, a Redis server to connect to, or Redis's binary to start. */
export type TServiceNeeds = { postgres?: boolean; redis?: boolean; redisServerBinary?: boolean };

const hasRedisServerBinary = () => spawnSync('redis-server', ['--version']).status === 0;

/** The settings or programs of `needs` that this run lacks. */
export function missingServices(needs: TServiceNeeds) {
  const missing: string[] = [];
  if (needs.postgres && !process.env.TEST_DATABASE_URL) missing.push('TEST_DATABASE_URL');
  if (needs.redis && !process.env.TEST_REDIS_URL) missing.push('TEST_REDIS_URL');
  if (needs.redisServerBinary && !hasRedisServerBinary()) missing.push('redis-server');
  return missing;
}

/**
 * A suite of what only a real PostgreSQL server or Redis proves. A developer's run without them skips it (the
 * summary counts skipped tests); on CI (`CI=true`), which has them, a missing one fails instead of skipping.
 */
export function describeWithServices(needs: TServiceNeeds, name: string, body: () => void) {
  const missing = missingServices(needs);
  if (missing.length === 0) return describe(name, body);
  if (process.env.CI === 'true') {
    return describe(name, () => {
      it(`has ${missing.join(', ')}`, () => {
        throw new Error(`CI runs "${name}", which needs ${missing.join(', ')}: set it instead of skipping the suite.`);
      });
    });
  }
  return describe.skip(name, body);
}
