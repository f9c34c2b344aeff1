import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { installJobQueue } from '../lib/jobs/job-queue';
import type { TDatabase, TDb } from './database';
import { migrationLockKey } from './migration-version';
import * as schema from './schema';

export type { TDatabase, TDb } from './database';

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export const pgliteExtensions = { pg_trgm, unaccent, btree_gist };

/**
 * PGlite's server settings: its own defaults, with a buffer cache of 32 MB instead of PostgreSQL's 128 MB. PGlite's
 * memory lives in the process and never shrinks; with 128 MB a node on the embedded database sat at ≈ 515 MB
 * idle, and its files are read through the operating system's cache anyway (issue 35).
 */
export const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** Opens PGlite persisted in `dir`, or in memory when `dir` is undefined. */
export async function createPgliteDatabase(dir?: string): Promise<TDatabase> {
  if (dir) await fs.mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: pgliteExtensions, startParams: pgliteStartParams });
  return wrapPglite(client);
}

export function wrapPglite(client: PGlite): TDatabase {
  const db = drizzlePglite(client, { schema });
  const database: TDatabase = {
    db: db as unknown as TDb,
    kind: 'pglite',
    pglite: client,
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      await installJobQueue(database);
    },
    close: () => client.close(),
  };
  return database;
}

/** What happens to an error of a pooled connection that no query was waiting on. */
export type TConnectionErrorHandler = (error: Error) => void;

const warnOfConnectionError: TConnectionErrorHandler = (error) =>
  process.emitWarning(`A PostgreSQL connection closed: ${error.message}`, 'DatabaseConnectionWarning');

/**
 * A pool on a PostgreSQL server. A server that closes an idle connection (a restart, a terminated backend)
 * costs that connection, not the process: the pool drops it and `onConnectionError` hears of it.
 */
export function createPostgresDatabase(
  connectionString: string,
  onConnectionError: TConnectionErrorHandler = warnOfConnectionError,
): TDatabase {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', onConnectionError);
  const db = drizzlePg(pool, { schema });
  const database: TDatabase = {
    db: db as unknown as TDb,
    kind: 'postgres',
    connectionString,
    pool,
    // Under a session advisory lock on a connection of its own: a second node starting at the same moment waits,
    // then finds every migration applied.
    migrate: async () => {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [migrationLockKey]);
        await migratePg(db, { migrationsFolder });
        await installJobQueue(database);
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
        lock.release();
      }
    },
    close: () => pool.end(),
  };
  return database;
}

export async function openDatabase(
  options: { databaseUrl?: string; dataDir: string },
  onConnectionError?: TConnectionErrorHandler,
): Promise<TDatabase> {
  return options.databaseUrl
    ? createPostgresDatabase(options.databaseUrl, onConnectionError)
    : createPgliteDatabase(path.join(options.dataDir, 'pglite'));
}
