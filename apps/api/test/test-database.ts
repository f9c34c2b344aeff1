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
  type TDatabase,
  wrapPglite,
} from '../src/db/client';
import { adminQuery, withDatabase } from './postgres-admin';

let pgliteTemplate: Promise<PGlite> | undefined;

/** The run's migrated PGlite template (test/global-setup.ts), loaded once per test file and cloned per test. */
function getPgliteTemplate() {
  pgliteTemplate ??= (async () => {
    const dump = await fs.readFile(inject('pgliteTemplateFile'));
    return PGlite.create({ loadDataDir: new Blob([dump]), extensions: pgliteExtensions });
  })();
  return pgliteTemplate;
}

/** Test databases are dropped WITH (FORCE) as they close: the last connections hear of it, harmlessly. */
const ignoreDroppedConnection = () => undefined;

const postgresTarget = () => {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!url) return undefined;
  if (!template) throw new Error('TEST_DATABASE_URL is set but the global setup made no template');
  return { url, template };
};

/**
 * A fresh, migrated database: a clone of the run's PGlite template by default, or a copy of the run's
 * PostgreSQL template database when TEST_DATABASE_URL is set (dropped again on close).
 */
export async function createTestDatabase(): Promise<TDatabase> {
  const postgres = postgresTarget();
  if (postgres) {
    const name = `zadania_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(postgres.url, `CREATE DATABASE ${name} TEMPLATE ${postgres.template}`);
    const database = createPostgresDatabase(withDatabase(postgres.url, name), ignoreDroppedConnection);
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(postgres.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const clone = await (await getPgliteTemplate()).clone();
  return wrapPglite(clone as PGlite);
}

/**
 * A database that outlives the connections to it, for tests of what survives a restart: `open()` connects
 * anew each time (a PGlite data directory reopened, or a new pool on one PostgreSQL database).
 */
export async function createRestartableTestDatabase() {
  const postgres = postgresTarget();
  if (postgres) {
    const name = `zadania_restart_${process.pid}_${randomBytes(4).toString('hex')}`;
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
