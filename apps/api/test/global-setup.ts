import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app';
import { createPgliteDatabase, createPostgresDatabase, type TDatabase } from '../src/db/client';
import { buildResetScript } from './database-reset';
import { adminQuery, withDatabase } from './postgres-admin';
import { testConfig } from './test-config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory, made once per test run. */
    pgliteTemplateFile: string;
    /** The script that empties a copy of the PGlite template back to the template's rows. */
    pgliteResetScript: string;
    /** With TEST_DATABASE_URL: a migrated template database, made once per test run. */
    postgresTemplate: string | null;
    /** With TEST_DATABASE_URL: the reset script of copies of the PostgreSQL template. */
    postgresResetScript: string;
  }
}

/** Drops the template and every database copied from it in this run (their names start with its name). */
async function dropRunDatabases(url: string, template: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY datname = $2`,
      [`${template}%`, template],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * Starts the app once on the freshly migrated template and stops it: the job queue's queues are created then, so
 * they are the template's rows that every reset puts back, instead of being created again by every test's app.
 */
async function createJobQueues(database: TDatabase) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-template-app-'));
  const config = testConfig(dataDir);
  const app = await buildApp({ config, database, ownsDatabase: false, logger: false });
  await app.ready();
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}

/**
 * Migrates one template per test run (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) that every API
 * test file copies, instead of each file migrating its own, and writes the script that resets a copy.
 */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-template-'));
  const pgliteTemplateFile = path.join(dir, 'pglite.tar');
  const pglite = await createPgliteDatabase();
  await pglite.migrate();
  await createJobQueues(pglite);
  project.provide('pgliteResetScript', await buildResetScript(pglite));
  const dump = await pglite.pglite!.dumpDataDir('none');
  await fs.writeFile(pgliteTemplateFile, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplateFile', pgliteTemplateFile);

  const url = process.env.TEST_DATABASE_URL;
  let postgresTemplate: string | null = null;
  let postgresResetScript = '';
  if (url) {
    postgresTemplate = `zadania_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${postgresTemplate}`);
    const database = createPostgresDatabase(withDatabase(url, postgresTemplate));
    await database.migrate();
    await createJobQueues(database);
    postgresResetScript = await buildResetScript(database);
    await database.close();
  }
  project.provide('postgresTemplate', postgresTemplate);
  project.provide('postgresResetScript', postgresResetScript);

  return async () => {
    if (url && postgresTemplate) await dropRunDatabases(url, postgresTemplate);
    await fs.rm(dir, { recursive: true, force: true });
  };
}
