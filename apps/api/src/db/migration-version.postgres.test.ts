import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { adminQuery, withDatabase } from '../../test/postgres-admin';
import { describeWithServices } from '../../test/services-under-test';
import { rowsOf } from '../lib/sql-rows';
import { createPostgresDatabase, migrationsFolder } from './client';
import { appliedMigrationVersion, expectedMigrationVersion } from './migration-version';

describeWithServices({ postgres: true }, 'migrations on PostgreSQL', () => {
  it('run once when two nodes start together on an empty database: the second waits for the lock, then finds nothing to do', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `zadania_migrate_${randomUUID().replaceAll('-', '')}`;
    await adminQuery(url, `CREATE DATABASE ${name}`);
    const first = createPostgresDatabase(withDatabase(url, name));
    const second = createPostgresDatabase(withDatabase(url, name));
    try {
      expect(await appliedMigrationVersion(first.db)).toBe(0);
      await Promise.all([first.migrate(), second.migrate()]);
      expect(await appliedMigrationVersion(second.db)).toBe(expectedMigrationVersion(migrationsFolder));
      const [row] = rowsOf<{ applied: number; distinct: number }>(
        await first.db.execute(
          sql`select count(*)::int as applied, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
        ),
      );
      expect(row?.applied).toBe(row?.distinct);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await adminQuery(url, `DROP DATABASE ${name} WITH (FORCE)`);
    }
  });
});
