/**
 * npm run bench:class-results -- [--classes 1000] [--requests 300] [--writes 20] [--pglite]
 *
 * GET /api/assignment/{id}/results for a class of 35 pupils × 20 items with `--classes` classes in the database (issue
 * 56's target: p95 ≤ 300 ms with 1 000 classes, on PostgreSQL). A fresh database (`zadania_bench_class_results` next to
 * BENCH_DATABASE_URL, or PGlite in the temp directory) gets, in bulk SQL, a teacher per class, 35 pupils per class,
 * one assignment of 20 generator items per class and its pupils' answers (every item answered, two in five wrong at
 * first and answered again). The real app, listening on a port, answers `--requests` sequential requests for random
 * classes' results after 30 to warm up, twice: quiet, and while pupils' answers are written at `--writes` a second.
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
import { rowsOf } from '../apps/api/src/lib/sql-rows';
import { createTokenSigner } from '../apps/api/src/modules/auth/access-token';
import { createAuthRepository } from '../apps/api/src/modules/auth/auth.repository';

const { values: args } = parseArgs({
  options: {
    classes: { type: 'string', default: '1000' },
    requests: { type: 'string', default: '300' },
    writes: { type: 'string', default: '20' },
    pglite: { type: 'boolean', default: false },
  },
});
const classCount = Number(args.classes);
const requests = Number(args.requests);
const writesPerSecond = Number(args.writes);
const pupilsPerClass = 35;
const itemsPerAssignment = 20;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchDatabase = 'zadania_bench_class_results';

async function openDatabase(): Promise<{ database: TDatabase; env: Record<string, string> }> {
  if (args.pglite) {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-bench-class-results-'));
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

/** Teachers, pupils, classes, memberships, one assignment per class with its items, pupils and answers. */
async function seed(database: TDatabase) {
  const run = (statement: string) => database.db.execute(sql.raw(statement));
  const pupils = classCount * pupilsPerClass;
  await run(`insert into users (email, username, display_name, password_hash, role, email_confirmed_at, consent_at)
    select 'bench-t' || g || '@example.com', 'bench_t' || g, 'Nauczyciel ' || g, 'x', 'TEACHER', now(), now()
    from generate_series(1, ${classCount}) g`);
  await run(`insert into users (email, username, display_name, password_hash, role, email_confirmed_at, consent_at)
    select 'bench-p' || g || '@example.com', 'bench_p' || g, 'Uczeń ' || g, 'x', 'USER', now(), now()
    from generate_series(1, ${pupils}) g`);
  await run(`insert into classes (owner_id, name, school_year, level, code)
    select u.id, '8b', '2026/2027', 'SP8', upper(substr(md5('class' || u.username), 1, 8))
    from users u where u.username like 'bench\\_t%'`);
  await run(`insert into class_teachers (class_id, user_id) select id, owner_id from classes`);
  await run(`insert into class_members (class_id, user_id, status, joined_at)
    select c.id, p.id, 'ACTIVE', now() - interval '30 days'
    from users p
    join users t on t.username = 'bench_t' || ((substr(p.username, 8)::int - 1) / ${pupilsPerClass} + 1)
    join classes c on c.owner_id = t.id
    where p.username like 'bench\\_p%'`);
  await run(`insert into assignments (class_id, created_by, title, starts_at, due_at, attempts, late)
    select id, owner_id, 'Sprawdzian: procenty', now() - interval '7 days', now() - interval '1 day', 3, 'ACCEPT'
    from classes`);
  await run(`insert into assignment_items (assignment_id, position, kind, generator_id, title, requirements)
    select a.id, i, 'GENERATOR', 'e8-procent-z-liczby', 'Pozycja ' || i,
      array['PP2017:SP7-8.V.' || (i % 6 + 1), 'PP2017:SP7-8.' || (array['I','II','III','IV'])[i % 4 + 1]]
    from assignments a cross join generate_series(1, ${itemsPerAssignment}) i`);
  await run(`insert into assignment_pupils (assignment_id, user_id, ordinal)
    select a.id, m.user_id, row_number() over (partition by a.id order by m.user_id)
    from assignments a join class_members m on m.class_id = a.class_id`);
  // Every item answered; two in five wrong at first, then answered again (right one time in two).
  await run(`insert into assignment_answers (assignment_id, user_id, position, answer, correct, late, time_ms, created_at)
    select ap.assignment_id, ap.user_id, i, '12', (hashtext(ap.user_id::text || i) % 5) not in (0, 1), false,
      20000 + abs(hashtext(ap.user_id::text || i)) % 60000, now() - interval '5 days'
    from assignment_pupils ap cross join generate_series(1, ${itemsPerAssignment}) i`);
  await run(`insert into assignment_answers (assignment_id, user_id, position, answer, correct, late, time_ms, created_at)
    select assignment_id, user_id, position, '10', (hashtext(id::text) % 2) = 0, false, 30000, now() - interval '4 days'
    from assignment_answers where not correct`);
  await run('analyze');
}

async function main() {
  const { database, env } = await openDatabase();
  await database.migrate();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-bench-class-results-data-'));
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
  const seeding = performance.now();
  await seed(database);
  const [counts] = rowsOf<{ classes: number; answers: number }>(
    await database.db.execute(
      sql`select (select count(*)::int from classes) as classes, (select count(*)::int from assignment_answers) as answers`,
    ),
  );
  console.log(
    `Dane: ${counts!.classes} klas po ${pupilsPerClass} uczniów, ${counts!.answers} odpowiedzi, ${((performance.now() - seeding) / 1000).toFixed(1)} s.`,
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The app did not listen on a TCP port.');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  // Sessions of 100 teachers, each asking for their own class's results.
  const targets = rowsOf<{ assignment_id: string; teacher_id: string }>(
    await database.db.execute(
      sql`select a.id as assignment_id, a.created_by as teacher_id from assignments a order by md5(a.id::text) limit 100`,
    ),
  );
  const signer = createTokenSigner(config.jwtSecret);
  const auth = createAuthRepository(database.db);
  const callers = await Promise.all(
    targets.map(async (target) => {
      const session = await auth.createSession({
        userId: target.teacher_id,
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      const token = await signer.signAccessToken({ userId: target.teacher_id, sessionId: session.id, role: 'TEACHER' });
      return { assignmentId: target.assignment_id, token };
    }),
  );
  const call = async (index: number) => {
    const caller = callers[index % callers.length]!;
    const before = performance.now();
    const response = await fetch(`${baseUrl}/api/assignment/${caller.assignmentId}/results`, {
      headers: { authorization: `Bearer ${caller.token}` },
    });
    const body = (await response.json()) as { cells?: unknown[] };
    if (response.status !== 200) throw new Error(`results answered ${response.status}`);
    if (body.cells?.length !== pupilsPerClass * itemsPerAssignment) throw new Error('an incomplete matrix');
    return performance.now() - before;
  };
  const measure = async (label: string) => {
    const times: number[] = [];
    for (let i = 0; i < requests; i += 1) times.push(await call(i * 7));
    times.sort((a, b) => a - b);
    console.log(
      `GET /api/assignment/{id}/results, ${label} (${args.pglite ? 'PGlite' : 'PostgreSQL'}, ${counts!.classes} klas, ` +
        `${pupilsPerClass} × ${itemsPerAssignment}, ${requests} zapytań po kolei): p50 ${percentile(times, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(times, 95).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms (cel p95 ≤ 300 ms)`,
    );
  };
  for (let i = 0; i < 30; i += 1) await call(i);
  await measure('cicho');

  // Pupils answering meanwhile: a new answer row in one of the measured assignments every 1/writes s.
  let writing = true;
  let written = 0;
  const writer = (async () => {
    while (writing) {
      const target = callers[written % callers.length]!;
      await database.db.execute(sql`insert into assignment_answers (assignment_id, user_id, position, answer, correct, late)
        select ${target.assignmentId}, user_id, ${(written % itemsPerAssignment) + 1}, '7', false, true
        from assignment_pupils where assignment_id = ${target.assignmentId} order by ordinal limit 1`);
      written += 1;
      await new Promise((resolve) => setTimeout(resolve, 1000 / writesPerSecond));
    }
  })();
  await measure(`przy ${writesPerSecond} odpowiedziach na sekundę`);
  writing = false;
  await writer;
  console.log(`Zapisane w tle: ${written} odpowiedzi.`);
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
