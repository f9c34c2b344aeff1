import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type * as schema from './schema';

/** The query builder over our schema, on PGlite or PostgreSQL alike (a transaction is one too). */
export type TDb = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database (db/client.ts opens one): its query builder and what only the connection can do. */
export type TDatabase = {
  db: TDb;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** The embedded engine, when this is PGlite (tests clone it). */
  pglite?: PGlite;
  /** The server's address, when this is PostgreSQL (the job queue opens its own small pool). */
  connectionString?: string;
  /** The connection pool, when this is PostgreSQL (its use is measured at /metrics). */
  pool?: Pool;
};
