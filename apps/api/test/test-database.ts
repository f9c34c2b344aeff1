import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createPgliteDatabase, createPostgresDatabase, type TDatabase, wrapPglite } from '../src/db/client';

let pgliteTemplate: Promise<PGlite> | undefined;
let postgresTemplate: Promise<string> | undefined;

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A migrated template database, built once per test file, that each test copies. */
function getPostgresTemplate(url: string) {
  postgresTemplate ??= (async () => {
    const name = `zadania_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name}`);
    const database = createPostgresDatabase(withDatabase(url, name));
    await database.migrate();
    await database.close();
    return name;
  })();
  return postgresTemplate;
}

/**
 * A fresh, migrated database: a clone of a PGlite template by default, or a copy of a
 * PostgreSQL template database when TEST_DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<TDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = await getPostgresTemplate(url);
    const name = `zadania_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    const database = createPostgresDatabase(withDatabase(url, name));
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(url, `DROP DATABASE IF EXISTS ${name}`);
      },
    };
  }
  pgliteTemplate ??= (async () => {
    const template = await createPgliteDatabase();
    await template.migrate();
    return template.pglite!;
  })();
  const clone = (await (await pgliteTemplate).clone()) as PGlite;
  return wrapPglite(clone);
}

/** Drops the PostgreSQL template of this file once its tests are done. */
export async function dropTestTemplates() {
  const url = process.env.TEST_DATABASE_URL;
  if (url && postgresTemplate) {
    const name = await postgresTemplate;
    postgresTemplate = undefined;
    await adminQuery(url, `DROP DATABASE IF EXISTS ${name}`);
  }
}
