import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPgliteDatabase, createPostgresDatabase } from '../src/db/client';
import { adminQuery, withDatabase } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory, made once per test run. */
    pgliteTemplateFile: string;
    /** With TEST_DATABASE_URL: a migrated template database, made once per test run. */
    postgresTemplate: string | null;
  }
}

/**
 * Migrates one template per test run (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) that every API
 * test file copies, instead of each file migrating its own.
 */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-template-'));
  const pgliteTemplateFile = path.join(dir, 'pglite.tar');
  const pglite = await createPgliteDatabase();
  await pglite.migrate();
  const dump = await pglite.pglite!.dumpDataDir('none');
  await fs.writeFile(pgliteTemplateFile, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplateFile', pgliteTemplateFile);

  const url = process.env.TEST_DATABASE_URL;
  let postgresTemplate: string | null = null;
  if (url) {
    postgresTemplate = `zadania_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${postgresTemplate}`);
    const database = createPostgresDatabase(withDatabase(url, postgresTemplate));
    await database.migrate();
    await database.close();
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    if (url && postgresTemplate) await adminQuery(url, `DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
    await fs.rm(dir, { recursive: true, force: true });
  };
}
