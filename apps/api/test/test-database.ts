import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import {
  createPgliteDatabase,
  createPostgresDatabase,
  pgliteExtensions,
  pgliteStartParams,
  type TDatabase,
  wrapPglite,
} from '../src/db/client';
import { scriptRunner } from './database-reset';
import { adminQuery, withDatabase } from './postgres-admin';

let pgliteTemplate: Promise<Blob> | undefined;

/** The run's migrated PGlite data directory (test/global-setup.ts), read once per process and kept in memory. */
function getPgliteTemplate() {
  pgliteTemplate ??= fs.readFile(inject('pgliteTemplateFile')).then((dump) => new Blob([dump]));
  return pgliteTemplate;
}

const openPgliteCopy = async () =>
  wrapPglite(
    await PGlite.create({
      loadDataDir: await getPgliteTemplate(),
      extensions: pgliteExtensions,
      startParams: pgliteStartParams,
    }),
  );

/** Test databases are dropped WITH (FORCE) at the end of the run: the last connections hear of it, harmlessly. */
const ignoreDroppedConnection = () => undefined;

const postgresTarget = () => {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!url) return undefined;
  if (!template) throw new Error('TEST_DATABASE_URL is set but the global setup made no template');
  return { url, template };
};

/** A database name of this run: the global teardown drops every database whose name starts with the template's. */
const runDatabaseName = (template: string, kind: string) => `${template}_${kind}_${randomBytes(4).toString('hex')}`;

/**
 * A fresh, migrated database of its own: a copy of the run's PGlite template by default, or of the run's
 * PostgreSQL template database when TEST_DATABASE_URL is set (dropped with the run's others at its end).
 * Tests of one file that only need a clean database take the file's shared one instead (`useTestApp`).
 */
export async function createTestDatabase(): Promise<TDatabase> {
  const postgres = postgresTarget();
  if (!postgres) return openPgliteCopy();
  const name = runDatabaseName(postgres.template, 'own');
  await adminQuery(postgres.url, `CREATE DATABASE ${name} TEMPLATE ${postgres.template}`);
  return createPostgresDatabase(withDatabase(postgres.url, name), ignoreDroppedConnection);
}

export type TSharedTestDatabase = { database: TDatabase; reset: () => Promise<void> };

let shared: Promise<TSharedTestDatabase> | undefined;

/**
 * The database that this test process's tests share, emptied back to the migrated template before each test
 * (`reset`, one script: test/database-reset.ts). On PostgreSQL it is one database per Vitest worker slot,
 * reused by every file that slot runs; on PGlite one in-memory copy per process. Nobody closes it: it ends
 * with the process, and the run's teardown drops the PostgreSQL ones.
 */
export function sharedTestDatabase(): Promise<TSharedTestDatabase> {
  shared ??= (async () => {
    const postgres = postgresTarget();
    let database: TDatabase;
    if (postgres) {
      const name = `${postgres.template}_w${process.env.VITEST_POOL_ID ?? '0'}`;
      await adminQuery(postgres.url, `CREATE DATABASE ${name} TEMPLATE ${postgres.template}`).catch(
        (error: { code?: string }) => {
          // Made by an earlier file of this worker slot: reset below, like before every test.
          if (error.code !== '42P04') throw error;
        },
      );
      database = createPostgresDatabase(withDatabase(postgres.url, name), ignoreDroppedConnection);
    } else {
      database = await openPgliteCopy();
    }
    const script = postgres ? inject('postgresResetScript') : inject('pgliteResetScript');
    const run = scriptRunner(database);
    return { database, reset: () => run(script) };
  })();
  return shared;
}

/**
 * The process's shared database, emptied back to the migrated template: for a test that needs a clean database
 * but no app (a queue, an outbox, a SQL function). Nobody closes it; the next test resets it again.
 */
export async function cleanSharedTestDatabase(): Promise<TDatabase> {
  const shared = await sharedTestDatabase();
  await shared.reset();
  return shared.database;
}

/**
 * A database that outlives the connections to it, for tests of what survives a restart: `open()` connects
 * anew each time (a PGlite data directory reopened, or a new pool on one PostgreSQL database).
 */
export async function createRestartableTestDatabase() {
  const postgres = postgresTarget();
  if (postgres) {
    const name = runDatabaseName(postgres.template, 'restart');
    await adminQuery(postgres.url, `CREATE DATABASE ${name} TEMPLATE ${postgres.template}`);
    return {
      open: async () => createPostgresDatabase(withDatabase(postgres.url, name), ignoreDroppedConnection),
      dispose: () => adminQuery(postgres.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-restart-'));
  let migrated = false;
  return {
    open: async () => {
      const database = await createPgliteDatabase(dir);
      if (!migrated) await database.migrate();
      migrated = true;
      return database;
    },
    dispose: () => fs.rm(dir, { recursive: true, force: true }),
  };
}
