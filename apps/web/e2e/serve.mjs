// Starts the production build for the end-to-end tests (`npm run build`: the web app and the compiled API, run as
// `npm start` runs it): PGlite in a fresh DATA_DIR, or, when TEST_DATABASE_URL is set, a fresh PostgreSQL database
// on that server (one per port: each worker has a server).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const testDatabaseUrl = process.env.TEST_DATABASE_URL;
if (testDatabaseUrl) {
  const name = `zadania_e2e_${process.env.PORT}`;
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}

const compiledApi = path.resolve(import.meta.dirname, '../../api/dist/main.js');
if (!fs.existsSync(compiledApi)) throw new Error('No compiled API: run `npm run build` before the end-to-end tests.');
await import(pathToFileURL(compiledApi).href);
