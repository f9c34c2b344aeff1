import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { appliedMigrationVersion } from '../../db/migration-version';

export type TReadinessCheck = { name: 'serving' | 'database' | 'migrations' | 'redis' | 'catalogue'; ok: boolean };

export type TReadinessInputs = {
  db: TDb;
  expectedMigration: number;
  isDraining: () => boolean;
  catalogueLoaded: () => boolean;
  /** Answers when Redis is configured; undefined without Redis. */
  pingRedis?: () => Promise<unknown>;
  /** How long one check may take before it counts as failed. */
  timeoutMs?: number;
};

const withTimeout = <T>(work: Promise<T>, ms: number) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref())]);

/**
 * Whether this node should get traffic: not shutting down, its database answering at this build's migration
 * version, Redis answering when configured, and its catalogue snapshot loaded (public reads served from memory).
 */
export function createReadiness(inputs: TReadinessInputs) {
  const timeoutMs = inputs.timeoutMs ?? 2000;
  // Once the database reached this build's version it stays there (migrations only move forward).
  let migrated = false;
  const passes = async (work: () => Promise<boolean>) => {
    try {
      return await withTimeout(work(), timeoutMs);
    } catch {
      return false;
    }
  };

  return async function readiness(): Promise<{ ready: boolean; checks: TReadinessCheck[] }> {
    if (inputs.isDraining()) return { ready: false, checks: [{ name: 'serving', ok: false }] };
    const [database, migrations, redis] = await Promise.all([
      passes(async () => {
        await inputs.db.execute(sql`select 1`);
        return true;
      }),
      passes(async () => {
        migrated ||= (await appliedMigrationVersion(inputs.db)) >= inputs.expectedMigration;
        return migrated;
      }),
      inputs.pingRedis
        ? passes(async () => {
            await inputs.pingRedis?.();
            return true;
          })
        : undefined,
    ]);
    const checks: TReadinessCheck[] = [
      { name: 'serving', ok: true },
      { name: 'database', ok: database },
      { name: 'migrations', ok: migrations },
      ...(redis === undefined ? [] : [{ name: 'redis' as const, ok: redis }]),
      { name: 'catalogue', ok: inputs.catalogueLoaded() },
    ];
    return { ready: checks.every((check) => check.ok), checks };
  };
}
