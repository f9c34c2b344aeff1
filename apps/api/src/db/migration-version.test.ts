import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { createReadiness } from '../modules/health/readiness';
import { migrationsFolder } from './client';
import {
  appliedMigrationVersion,
  expectedMigrationVersion,
  MigrationWaitTimeout,
  waitForMigrationVersion,
} from './migration-version';

const t = useTestApp();

describe('the migration version', () => {
  it('of a migrated database is the last migration of this build', async () => {
    const expected = expectedMigrationVersion(migrationsFolder);
    expect(expected).toBeGreaterThan(0);
    expect(await appliedMigrationVersion(t.app.db)).toBe(expected);
    expect(await waitForMigrationVersion(t.app.db, expected, { timeoutMs: 0, pause: async () => {} })).toBe(expected);
  });

  it('is waited for by a node started with MIGRATE_ON_START=false, which gives up naming npm run migrate', async () => {
    const expected = expectedMigrationVersion(migrationsFolder) + 1;
    let clock = 0;
    let pauses = 0;
    const waiting = waitForMigrationVersion(t.app.db, expected, {
      timeoutMs: 3000,
      now: () => clock,
      pause: async () => {
        pauses++;
        clock += 1000;
      },
    });
    await expect(waiting).rejects.toThrow(MigrationWaitTimeout);
    await expect(waiting).rejects.toThrow(/npm run migrate/);
    expect(pauses).toBe(3);
  });

  it('behind the build makes the node not ready', async () => {
    const readiness = createReadiness({
      db: t.app.db,
      expectedMigration: expectedMigrationVersion(migrationsFolder) + 1,
      isDraining: () => false,
      catalogueLoaded: () => true,
    });
    expect(await readiness()).toEqual({
      ready: false,
      checks: [
        { name: 'serving', ok: true },
        { name: 'database', ok: true },
        { name: 'migrations', ok: false },
        { name: 'catalogue', ok: true },
      ],
    });
  });

  it('makes the node not ready when Redis does not answer or the catalogue is not loaded', async () => {
    const readiness = createReadiness({
      db: t.app.db,
      expectedMigration: expectedMigrationVersion(migrationsFolder),
      isDraining: () => false,
      catalogueLoaded: () => false,
      pingRedis: () => Promise.reject(new Error('Connection is closed.')),
    });
    const result = await readiness();
    expect(result.ready).toBe(false);
    expect(result.checks.filter((check) => !check.ok).map((check) => check.name)).toEqual(['redis', 'catalogue']);
  });
});
