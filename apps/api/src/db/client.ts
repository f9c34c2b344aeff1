import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type TDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export type TDatabase = {
  db: TDb;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** The embedded engine, when this is PGlite (tests clone it). */
  pglite?: PGlite;
};

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export const pgliteExtensions = { pg_trgm, unaccent };

/** Opens PGlite persisted in `dir`, or in memory when `dir` is undefined. */
export async function createPgliteDatabase(dir?: string): Promise<TDatabase> {
  if (dir) await fs.mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: pgliteExtensions });
  return wrapPglite(client);
}

export function wrapPglite(client: PGlite): TDatabase {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as TDb,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    pglite: client,
  };
}

export function createPostgresDatabase(connectionString: string): TDatabase {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as TDb,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<TDatabase> {
  return options.databaseUrl
    ? createPostgresDatabase(options.databaseUrl)
    : createPgliteDatabase(path.join(options.dataDir, 'pglite'));
}
