import fp from 'fastify-plugin';
import { migrationsFolder } from '../db/client';
import { expectedMigrationVersion } from '../db/migration-version';
import { createRedisClient } from '../lib/redis';
import { createReadiness, type TReadinessCheck } from '../modules/health/readiness';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this node should get traffic now (GET /api/ready). */
    readiness: () => Promise<{ ready: boolean; checks: TReadinessCheck[] }>;
  }
}

/**
 * The readiness checks of this node, registered after the services (it reads the catalogue snapshot's state). Its
 * Redis client never queues a command: a ping while Redis is away fails at once instead of waiting.
 */
export const readinessPlugin = fp(async (app) => {
  const redis = app.config.redisUrl
    ? createRedisClient(
        app.config.redisUrl,
        { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 },
        (error) => app.log.debug({ err: error }, 'Readiness Redis connection error'),
      )
    : undefined;
  app.addHook('onClose', async () => {
    redis?.disconnect();
  });
  app.decorate(
    'readiness',
    createReadiness({
      db: app.db,
      expectedMigration: expectedMigrationVersion(migrationsFolder),
      isDraining: () => app.lifecycle.draining,
      catalogueLoaded: () => app.services.catalogueSnapshots.status().loaded,
      pingRedis: redis
        ? async () => {
            if (redis.status === 'wait') await redis.connect();
            return redis.ping();
          }
        : undefined,
    }),
  );
});
