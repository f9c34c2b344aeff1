/**
 * npm run bench:learn -- [--attempts 10000] [--requests 500] [--pglite]
 *
 * GET /api/learn/next for a student with a long history (issue 36's target: p95 ≤ 50 ms at 10 000 attempts).
 * A fresh database (`zadania_bench_learning` next to BENCH_DATABASE_URL on PostgreSQL, or PGlite in the temp
 * directory) gets the demo content; one student gets `--attempts` answers spread over 200 days across every
 * checkable task, and the student model is rebuilt from them (`npm run learning:rebuild`'s path). Then the real
 * app, listening on a port, answers `--requests` sequential requests after 50 to warm up; the p50, p95 and p99
 * are printed. Sequential, so the figure is the route's own latency, not a queue's.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createPgliteDatabase, createPostgresDatabase, type TDatabase } from '../apps/api/src/db/client';
import { createUnitOfWork } from '../apps/api/src/lib/uow';
import { hashPassword } from '../apps/api/src/modules/auth/auth.service';
import { createStudentModelService } from '../apps/api/src/modules/learning/student-model/student-model.service';
import { createUsersRepository } from '../apps/api/src/modules/users/users.repository';
import { demoTeacherEmail, seedDemoAccounts } from '../apps/api/src/seed/demo-accounts';
import { demoContent } from '../apps/api/src/seed/demo-content';
import { seedDemoContent } from '../apps/api/src/seed/seed-demo-content';

const { values: args } = parseArgs({
  options: {
    attempts: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '500' },
    pglite: { type: 'boolean', default: false },
  },
});
const attempts = Number(args.attempts);
const requests = Number(args.requests);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchDatabase = 'zadania_bench_learning';

async function openDatabase(): Promise<{ database: TDatabase; env: Record<string, string> }> {
  if (args.pglite) {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-bench-learning-'));
    return { database: await createPgliteDatabase(dir), env: {} };
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${benchDatabase}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${benchDatabase}`;
  return { database: createPostgresDatabase(url.toString()), env: { DATABASE_URL: url.toString() } };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const { database, env } = await openDatabase();
  await database.migrate();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-bench-learning-data-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    JWT_SECRET: 'bench-only-secret-0123456789abcdef-0123456789',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PORT: '0',
    HOST: '127.0.0.1',
    ...env,
  });
  const app = await buildApp({ config, database, ownsDatabase: true });
  await seedDemoAccounts(database.db);
  const author = await createUsersRepository(database.db).findByEmail(demoTeacherEmail);
  const tasks = await seedDemoContent(database.db, demoContent, author?.id ?? null);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The app did not listen on a TCP port.');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  const student = await createUsersRepository(database.db).insert({
    email: 'bench-learner@example.com',
    username: 'bench_learner',
    displayName: 'Uczennica z długą historią',
    role: 'USER',
    emailConfirmedAt: new Date(),
    consentAt: new Date(),
    passwordHash: await hashPassword('haslo12345'),
  });
  // The history: answers over 200 days across the checkable tasks, two in three right, as the log holds them.
  const started = Date.now();
  await database.db.execute(
    sql.raw(`insert into learning_attempts (user_id, kind, item_id, concept_ids, answer, correct, created_at)
      select '${student.id}', 'HOMEWORK', t.id, t.concept_ids, 'x', (n % 3) <> 0,
        now() - interval '200 days' + (n * interval '200 days' / ${attempts})
      from generate_series(1, ${attempts}) as n
      join lateral (
        select id, concept_ids from homeworks
        where status = 'PUBLIC' and cardinality(concept_ids) > 0
        order by md5(id::text || n::text) limit 1
      ) t on true`),
  );
  const model = createStudentModelService({ db: database.db, uow: createUnitOfWork(database.db) });
  const concepts = await model.rebuild(student.id);
  console.log(
    `Historia: ${attempts} odpowiedzi do ${tasks} zadań demo, ${concepts} pojęć w modelu, ${Date.now() - started} ms.`,
  );

  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: student.email, password: 'haslo12345' }),
  });
  const { token } = (await login.json()) as { token: string };
  const call = async () => {
    const before = performance.now();
    const response = await fetch(`${baseUrl}/api/learn/next`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET /api/learn/next answered ${response.status}`);
    return performance.now() - before;
  };
  for (let i = 0; i < 50; i += 1) await call();
  const times: number[] = [];
  for (let i = 0; i < requests; i += 1) times.push(await call());
  times.sort((a, b) => a - b);
  const figures = { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
  console.log(
    `GET /api/learn/next (${args.pglite ? 'PGlite' : 'PostgreSQL'}, ${attempts} odpowiedzi, ${requests} zapytań po kolei): ` +
      `p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms (cel p95 ≤ 50 ms)`,
  );
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
