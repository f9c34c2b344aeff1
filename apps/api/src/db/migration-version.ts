import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../lib/sql-rows';
import type { TDb } from './database';

/** The advisory lock every migrating process takes first, so two nodes starting together never both migrate. */
export const migrationLockKey = 7_340_129_001;

/** The version this build expects: the `when` of the last migration in drizzle's journal. */
export function expectedMigrationVersion(migrationsFolder: string): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/** The version the database is at (drizzle's record of applied migrations), 0 when none was applied. */
export async function appliedMigrationVersion(db: TDb): Promise<number> {
  const [table] = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (!table?.present) return 0;
  const [applied] = rowsOf<{ version: string | number | null }>(
    await db.execute(sql`select max(created_at) as version from drizzle.__drizzle_migrations`),
  );
  return Number(applied?.version ?? 0);
}

export class MigrationWaitTimeout extends Error {}

/**
 * A node started with MIGRATE_ON_START=false waits for `npm run migrate` to bring the database to this build's
 * version. A database newer than the build is fine (a rolling deploy migrates before replacing the nodes).
 */
export async function waitForMigrationVersion(
  db: TDb,
  expected: number,
  options: { timeoutMs: number; pause: () => Promise<void>; now?: () => number },
) {
  const now = options.now ?? Date.now;
  const deadline = now() + options.timeoutMs;
  for (;;) {
    const applied = await appliedMigrationVersion(db).catch(() => 0);
    if (applied >= expected) return applied;
    if (now() >= deadline) {
      throw new MigrationWaitTimeout(
        `The database is at migration ${applied}, this build needs ${expected}: run npm run migrate (MIGRATE_ON_START=false).`,
      );
    }
    await options.pause();
  }
}
