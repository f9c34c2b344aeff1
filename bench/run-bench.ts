/**
 * npm run bench -- [--tasks 100000] [--duration 10] [--connections 10] [--warmup 3] [--seed 1] [--reuse] [--pglite] [--live]
 *
 * Seeds a synthetic catalogue into a fresh PostgreSQL database `zadania_bench` (next to
 * BENCH_DATABASE_URL), starts the real app on a random port and measures the hot routes with
 * autocannon against /api/health. Prints a table and writes bench/results/<timestamp>.json.
 *
 * --live (issue 34): the cold list and cold search again while the catalogue changes, written in SQL by the
 * bench beside the load: one task's rating once a second, 20 ratings a second of random tasks, and a task
 * published every 10 s. A live site is never quiet: its p95 should stay within 1.5× of the quiet one.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createPgliteDatabase, createPostgresDatabase, type TDatabase } from '../apps/api/src/db/client';
import { seedSyntheticCatalogue } from '../apps/api/src/seed/synthetic/generate-synthetic-catalogue';
import type { TLoadResult } from './load-generator';
import { runLoad } from './run-load';
import { buildTypoQueries } from './typo-queries';

const benchDir = import.meta.dirname;
/** `zadania_bench` for the default 100 000 tasks, `zadania_bench_<N>` for other sizes: each size kept for --reuse. */
const benchDatabaseFor = (tasks: number) => (tasks === 100_000 ? 'zadania_bench' : `zadania_bench_${tasks}`);

/** A cold route measures half its paths after warming up on the other half, so no measured request is a reuse. */
type TRoute = {
  name: string;
  paths: string[];
  targetP95?: number;
  cold?: boolean;
  /** Load run at the same time as the measured one (10 connections, never-seen paths): the measured route is then one connection. */
  background?: string[];
  /** Catalogue writes made while the route is measured (--live). */
  writes?: TLiveWrites;
};
type TLiveWrites = { ratingsPerSecond?: number; sameTask?: boolean; publishEverySeconds?: number };
type TMeasured = TRoute & TLoadResult & { ratio: number; firstRequestMs: number };

const { values: args } = parseArgs({
  options: {
    tasks: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    timeout: { type: 'string', default: '10' },
    seed: { type: 'string', default: '1' },
    reuse: { type: 'boolean', default: false },
    pglite: { type: 'boolean', default: false },
    live: { type: 'boolean', default: false },
    only: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

const positiveInt = (name: string, value: string | undefined) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a non-negative integer`);
  return n;
};

const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

const redact = (url: string) => url.replace(/\/\/([^:@/]*)(:[^@/]*)?@/, '//$1@');

async function adminQuery<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Fresh (or reused) bench database, migrated and seeded; returns its URL and the seeding time. */
async function prepareDatabase(adminUrl: string, tasks: number, seed: number, reuse: boolean) {
  const benchDatabase = benchDatabaseFor(tasks);
  const url = withDatabase(adminUrl, benchDatabase);
  if (reuse) {
    const exists = await adminQuery(adminUrl, async (c) => {
      const result = await c.query('select 1 from pg_database where datname = $1', [benchDatabase]);
      return result.rowCount === 1;
    });
    if (exists) {
      const count = await adminQuery(url, async (c) => {
        const table = await c.query("select to_regclass('public.homeworks') as t");
        if (!table.rows[0]?.t) return 0;
        return Number((await c.query('select count(*)::int as n from homeworks')).rows[0].n);
      });
      if (count >= tasks) {
        console.log(`Ponowne użycie bazy ${benchDatabase}: ${count} zadań (>= ${tasks}).`);
        const database = createPostgresDatabase(url);
        await database.migrate();
        await database.close();
        return { url, seedSeconds: null as number | null, tasks: count };
      }
      console.log(`Baza ${benchDatabase} ma ${count} zadań (< ${tasks}); tworzę ją od nowa.`);
    }
  }
  await adminQuery(adminUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${benchDatabase}`);
  });
  const database = createPostgresDatabase(url);
  try {
    await database.migrate();
    console.log(`Seedowanie ${tasks} syntetycznych zadań do ${redact(url)} …`);
    const started = Date.now();
    await seedSyntheticCatalogue(database.db, { tasks, seed });
    const seedSeconds = (Date.now() - started) / 1000;
    console.log(`Seedowanie zakończone w ${seedSeconds.toFixed(1)} s.`);
    return { url, seedSeconds, tasks };
  } finally {
    await database.close();
  }
}

/**
 * The embedded default: a PGlite database in the temp directory, seeded once per task count and seed and
 * reused by later runs with --reuse.
 */
async function preparePglite(tasks: number, seed: number, reuse: boolean) {
  const dir = path.join(os.tmpdir(), `zadania-bench-pglite-${tasks}-s${seed}`);
  if (!reuse) await fs.rm(dir, { recursive: true, force: true });
  const database = await createPgliteDatabase(dir);
  await database.migrate();
  const query = async (text: string) => (await database.pglite!.query<Record<string, unknown>>(text)).rows;
  const count = Number((await query('select count(*)::int as n from homeworks'))[0]?.n ?? 0);
  let seedSeconds: number | null = null;
  if (count < tasks) {
    if (count > 0) {
      await database.close();
      await fs.rm(dir, { recursive: true, force: true });
      return preparePglite(tasks, seed, false);
    }
    console.log(`Seedowanie ${tasks} syntetycznych zadań do PGlite (${dir}) …`);
    const started = Date.now();
    await seedSyntheticCatalogue(database.db, { tasks, seed });
    seedSeconds = (Date.now() - started) / 1000;
    console.log(`Seedowanie zakończone w ${seedSeconds.toFixed(1)} s.`);
  } else {
    console.log(`Ponowne użycie PGlite ${dir}: ${count} zadań.`);
  }
  return { database, query, seedSeconds, tasks: Math.max(count, tasks) };
}

const pad = (value: string, width: number, right = false) => (right ? value.padStart(width) : value.padEnd(width));

function printTable(rows: TMeasured[]) {
  const header = ['route', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'ratio', '1st ms', 'target p95', 'errors'];
  const lines = rows.map((row) => [
    row.name,
    row.reqPerSec.toFixed(1),
    row.p50.toFixed(1),
    row.p95.toFixed(1),
    row.p99.toFixed(1),
    row.ratio.toPrecision(3),
    row.firstRequestMs.toFixed(0),
    row.targetP95 === undefined
      ? '–'
      : `≤ ${row.targetP95} ${row.requests > 0 && row.p95 <= row.targetP95 ? 'ok' : 'MISSED'}`,
    String(row.non2xx + row.errors + row.timeouts),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) => cells.map((cell, i) => pad(cell, widths[i]!, i > 0 && i < 7)).join('  ');
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(format(line));
  console.log('');
}

/**
 * Distinct filter combinations (two domains × level × minimum rating × closed × solution format × exam),
 * shuffled deterministically: tens of thousands, so no measured request repeats one seen before.
 */
function buildColdListPaths(domainIds: string[], examIds: string[]) {
  const paths: string[] = [];
  for (let i = 0; i < domainIds.length; i++) {
    for (let j = i + 1; j < domainIds.length; j++) {
      for (const level of ['', 'PRIMARY', 'HIGH_SCHOOL', 'UNIVERSITY']) {
        for (const minRating of ['', '1', '2', '3', '4']) {
          for (const closed of ['', 'true', 'false']) {
            for (const format of ['', 'LATEX', 'IMAGE', 'VIDEO']) {
              for (const exam of ['', ...examIds]) {
                const query = new URLSearchParams({ domainsIds: `${domainIds[i]},${domainIds[j]}` });
                if (level) query.set('levels', level);
                if (minRating) query.set('minRating', minRating);
                if (closed) query.set('closed', closed);
                if (format) query.set('solutionFormats', format);
                if (exam) query.set('exams', exam);
                paths.push(`/api/homework?${query}`);
              }
            }
          }
        }
      }
    }
  }
  return paths.sort((a, b) => hashOf(a) - hashOf(b));
}

/**
 * Queries still running after a load run (requests autocannon gave up on) would skew the next route:
 * waits until the bench database has had no active query for a moment.
 */
async function drainPostgres(monitor: pg.Client) {
  const deadline = Date.now() + 60_000;
  let idlePolls = 0;
  while (idlePolls < 3 && Date.now() < deadline) {
    const result = await monitor.query(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()",
    );
    idlePolls = result.rows[0].n === 0 ? idlePolls + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (idlePolls < 3) {
    // Only abandoned requests are left (autocannon timed them out): cancel their queries.
    const cancelled = await monitor.query(
      "select count(pg_cancel_backend(pid))::int as n from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()",
    );
    console.warn(`  zapytania wciąż trwały po 60 s; anulowano ${cancelled.rows[0].n}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * The first search starts loading the word index; until it has loaded, a search on PostgreSQL is matched by the
 * database (at 1 000 000 tasks loading takes 11–13 s). A search route is measured on the index.
 */
async function waitForWordIndex(app: Awaited<ReturnType<typeof buildApp>>) {
  const started = performance.now();
  const deadline = Date.now() + 600_000;
  while (app.services.homeworkList.searchIndexStatus()?.shape === undefined) {
    if (Date.now() > deadline) throw new Error('The word index did not load within 10 minutes.');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const seconds = (performance.now() - started) / 1000;
  if (seconds > 1) console.log(`  indeks słów wczytany po ${seconds.toFixed(1)} s`);
}

/** a1, b1, a2, b2, …: two kinds of request mixed evenly. */
const interleave = (a: string[], b: string[]) =>
  Array.from(
    { length: Math.max(a.length, b.length) * 2 },
    (_, i) => (i % 2 ? b : a)[Math.floor(i / 2) % (i % 2 ? b : a).length]!,
  );

/**
 * Writes to the catalogue in SQL at the given rates until stopped, as students rating and teachers publishing
 * would (the same statements the ratings and publishing code ends in); answers how many it wrote.
 */
function startLiveWrites(query: (text: string) => Promise<unknown>, taskIds: string[], writes: TLiveWrites) {
  let ratings = 0;
  let published = 0;
  let pick = 0;
  const timers: NodeJS.Timeout[] = [];
  const rate = async () => {
    const id = taskIds[writes.sameTask ? 0 : pick++ % taskIds.length]!;
    const stars = 1 + ((pick * 7) % 5);
    await query(
      `update homeworks set ratings_avg = round((ratings_avg * ratings_count + ${stars})::numeric / (ratings_count + 1), 2), ratings_count = ratings_count + 1 where id = '${id}'`,
    );
    ratings += 1;
  };
  const publish = async () => {
    published += 1;
    await query(`insert into homeworks (slug, status, level, description, search_text, solution_formats, concept_ids)
      select 'live-' || md5(random()::text), 'PUBLIC', level, description, search_text, solution_formats, concept_ids
      from homeworks where status = 'PUBLIC' order by random() limit 1`);
  };
  const failed = (error: unknown) => console.warn(`  zapis w tle nie powiódł się: ${String(error)}`);
  if (writes.ratingsPerSecond) {
    timers.push(setInterval(() => void rate().catch(failed), 1000 / writes.ratingsPerSecond));
  }
  if (writes.publishEverySeconds) {
    timers.push(setInterval(() => void publish().catch(failed), writes.publishEverySeconds * 1000));
  }
  return () => {
    for (const timer of timers) clearInterval(timer);
    return { ratings, published };
  };
}

const hashOf = (text: string) => [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);

async function main() {
  if (args.help) {
    console.log(
      'Użycie: npm run bench -- [--tasks N] [--duration S] [--connections C] [--warmup S] [--timeout S] [--seed S] [--reuse] [--pglite] [--live] [--only name,name]',
    );
    return;
  }
  const tasks = positiveInt('tasks', args.tasks);
  const durationSeconds = positiveInt('duration', args.duration);
  const connections = positiveInt('connections', args.connections);
  const warmupSeconds = positiveInt('warmup', args.warmup);
  const timeoutSeconds = positiveInt('timeout', args.timeout);
  const seed = positiveInt('seed', args.seed);
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

  // Either the machine's PostgreSQL (a database of its own, queried by a separate client) or the embedded PGlite.
  const engine = args.pglite
    ? await (async () => {
        const prepared = await preparePglite(tasks, seed, args.reuse);
        return {
          ...prepared,
          env: {} as Record<string, string>,
          serverVersion: `PGlite ${String((await prepared.query('show server_version'))[0]?.server_version)}`,
          drain: () => new Promise((resolve) => setTimeout(resolve, 500)),
          end: async () => {},
        };
      })()
    : await (async () => {
        const prepared = await prepareDatabase(adminUrl, tasks, seed, args.reuse);
        const monitor = new pg.Client({ connectionString: prepared.url });
        await monitor.connect();
        const query = async (text: string) => (await monitor.query(text)).rows as Record<string, unknown>[];
        return {
          database: createPostgresDatabase(prepared.url) as TDatabase,
          query,
          seedSeconds: prepared.seedSeconds,
          tasks: prepared.tasks,
          env: { DATABASE_URL: prepared.url },
          serverVersion: String((await query('show server_version'))[0]?.server_version),
          drain: () => drainPostgres(monitor),
          end: () => monitor.end(),
        };
      })();
  console.log('VACUUM ANALYZE …');
  await engine.query('VACUUM ANALYZE');
  const serverVersion = engine.serverVersion;

  // Parameters that exist in this catalogue: the two most common domains, a task slug sample.
  const column = (rows: Record<string, unknown>[], name: string) => rows.map((row) => String(row[name]));
  const picks = {
    domainIds: column(
      await engine.query(
        `select c.id from math_concepts c join homework_concepts hc on hc.concept_id = c.id
         where c.type = 'DOMAIN' group by c.id order by count(*) desc limit 2`,
      ),
      'id',
    ),
    slugs: column(
      await engine.query(`select slug from homeworks where status = 'PUBLIC' order by md5(slug) limit 200`),
      'slug',
    ),
    allDomainIds: column(await engine.query(`select id from math_concepts where type = 'DOMAIN' order by id`), 'id'),
    examIds: column(await engine.query('select id from exams order by id'), 'id'),
    taskIds: column(
      await engine.query(`select id from homeworks where status = 'PUBLIC' order by md5(id::text) limit 5000`),
      'id',
    ),
    words: column(
      await engine.query(`select word from search_words where length(word) >= 5 order by md5(word) limit 3000`),
      'word',
    ),
  };
  if (picks.domainIds.length < 2 || !picks.slugs.length) throw new Error('The bench database has no usable tasks.');

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-only-secret-0123456789abcdef-0123456789',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PORT: '0',
    HOST: '127.0.0.1',
    ...engine.env,
  });
  const memory: Record<string, NodeJS.MemoryUsage> = { beforeApp: process.memoryUsage() };
  const app = await buildApp({ config, database: engine.database, ownsDatabase: true });
  const drain = engine.drain;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The app did not listen on a TCP port.');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  console.log(`Aplikacja: ${baseUrl}`);

  const filtered = new URLSearchParams({
    domainsIds: picks.domainIds.join(','),
    levels: 'HIGH_SCHOOL',
    minRating: '4',
    sort: 'ratingsAvg:DESC',
  });
  const coldListPaths = buildColdListPaths(picks.allDomainIds, picks.examIds);
  const coldSearchPaths = buildTypoQueries(picks.words, 40_000).map(
    (query) => `/api/homework?${new URLSearchParams({ search: query })}`,
  );
  const routes: TRoute[] = [
    { name: 'health', paths: ['/api/health'] },
    { name: 'list', paths: ['/api/homework'] },
    { name: 'list-filtered', paths: [`/api/homework?${filtered}`], targetP95: 50 },
    {
      name: 'search',
      paths: [`/api/homework?${new URLSearchParams({ search: 'rownanie kwadratowe' })}`],
      targetP95: 80,
    },
    { name: 'task-page', paths: picks.slugs.map((slug) => `/api/homework/${encodeURIComponent(slug)}`), targetP95: 10 },
    // Every request a filter combination or search nobody asked for before: no reuse, the SQL itself.
    // At 1 000 000 tasks the targets are p95 ≤ 100 for a cold list and ≤ 120 for a cold search (issue 60).
    { name: 'list-cold', paths: coldListPaths, targetP95: tasks >= 1_000_000 ? 100 : 50, cold: true },
    { name: 'search-cold', paths: coldSearchPaths, targetP95: tasks >= 1_000_000 ? 120 : 60, cold: true },
    // A light request of someone else while cold catalogue requests keep the node busy: nothing may stall it.
    {
      name: 'health-under-cold',
      paths: ['/api/health'],
      background: interleave(
        coldListPaths.slice(coldListPaths.length / 2),
        coldSearchPaths.slice(coldSearchPaths.length / 2),
      ),
      targetP95: 20,
    },
  ];
  if (args.live) {
    // Each live run measures filter combinations and words none of the runs before asked for.
    const shifted = (paths: string[], by: number) => [
      ...paths.slice(by % paths.length),
      ...paths.slice(0, by % paths.length),
    ];
    const live: [string, TLiveWrites][] = [
      ['live-rating-1/s', { ratingsPerSecond: 1, sameTask: true }],
      ['live-ratings-20/s', { ratingsPerSecond: 20 }],
      ['live-publish-10s', { publishEverySeconds: 10 }],
    ];
    for (const [index, [label, writes]] of live.entries()) {
      routes.push(
        {
          name: `list-cold@${label}`,
          paths: shifted(coldListPaths, (index + 1) * 4000),
          targetP95: 100,
          cold: true,
          writes,
        },
        {
          name: `search-cold@${label}`,
          paths: shifted(coldSearchPaths, (index + 1) * 60),
          targetP95: 120,
          cold: true,
          writes,
        },
      );
    }
  }
  const only = args.only?.split(',').filter(Boolean);
  const selected = only ? routes.filter((route) => route.name === 'health' || only.includes(route.name)) : routes;

  const measured: TMeasured[] = [];
  let failed = false;
  try {
    for (const route of selected) {
      const probeStarted = performance.now();
      const probe = await fetch(baseUrl + route.paths[0]);
      const body = (await probe.json()) as { total?: number };
      if (!probe.ok) {
        console.error(`${route.name}: ${probe.status} ${JSON.stringify(body).slice(0, 300)}`);
        failed = true;
        continue;
      }
      const total = body.total === undefined ? '' : ` (total ${body.total})`;
      const single = (performance.now() - probeStarted).toFixed(0);
      console.log(
        `→ ${route.name}: ${route.paths[0]}${route.paths.length > 1 ? ` (+${route.paths.length - 1})` : ''}${total}, first request ${single} ms`,
      );
      // A route searching, or with searches in its background, is measured once the word index has loaded (a
      // background's first search starts the load when no search route ran before).
      const firstBackgroundSearch = route.background?.find((path) => path.includes('search='));
      if (firstBackgroundSearch)
        await fetch(baseUrl + firstBackgroundSearch).then((response) => response.arrayBuffer());
      if (route.name.startsWith('search') || firstBackgroundSearch) await waitForWordIndex(app);
      if (warmupSeconds > 0) {
        const warmupPaths = route.cold ? route.paths.slice(Math.ceil(route.paths.length / 2)) : route.paths;
        await runLoad({ baseUrl, paths: warmupPaths, connections, durationSeconds: warmupSeconds, timeoutSeconds });
        await drain();
      }
      const measuredPaths = route.cold ? route.paths.slice(0, Math.ceil(route.paths.length / 2)) : route.paths;
      const background = route.background
        ? runLoad({
            baseUrl,
            paths: route.background,
            connections,
            durationSeconds: durationSeconds + 2,
            timeoutSeconds,
          })
        : undefined;
      if (background) await new Promise((resolve) => setTimeout(resolve, 1000));
      const stopWrites = route.writes ? startLiveWrites(engine.query, picks.taskIds, route.writes) : undefined;
      const result = await runLoad({
        baseUrl,
        paths: measuredPaths,
        connections: background ? 1 : connections,
        durationSeconds,
        timeoutSeconds,
      });
      const written = stopWrites?.();
      if (written)
        console.log(`  zapisy w trakcie pomiaru: ${written.ratings} ocen, ${written.published} nowych zadań`);
      const backgroundResult = await background;
      if (backgroundResult) {
        console.log(
          `  w tle: ${backgroundResult.reqPerSec.toFixed(1)} req/s, p95 ${backgroundResult.p95} ms, błędy ${backgroundResult.non2xx + backgroundResult.errors + backgroundResult.timeouts}`,
        );
      }
      await drain();
      const baseline = measured[0]?.reqPerSec ?? result.reqPerSec;
      measured.push({ ...route, ...result, ratio: result.reqPerSec / baseline, firstRequestMs: Number(single) });
      if (result.non2xx || result.errors || result.timeouts) failed = true;
    }
  } finally {
    memory.afterRoutes = process.memoryUsage();
    await engine.end();
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }

  printTable(measured);
  const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
  console.log(
    `RSS procesu (API w procesie benchmarku): przed aplikacją ${megabytes(memory.beforeApp!.rss)}, po trasach ${megabytes(memory.afterRoutes!.rss)} (sterta ${megabytes(memory.afterRoutes!.heapUsed)}, bufory ${megabytes(memory.afterRoutes!.arrayBuffers)})`,
  );
  const timestamp = new Date().toISOString();
  const report = {
    timestamp,
    database: args.pglite ? 'pglite' : 'postgres',
    tasks: engine.tasks,
    seed,
    seedSeconds: engine.seedSeconds,
    memory,
    options: { durationSeconds, connections, warmupSeconds, timeoutSeconds },
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, postgres: serverVersion },
    routes: measured.map(({ paths, background, ...row }) => ({
      ...row,
      writes: row.writes,
      path: paths[0],
      pathCount: paths.length,
      backgroundPathCount: background?.length,
    })),
  };
  const file = path.join(benchDir, 'results', `${timestamp.replace(/:/g, '-')}.json`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Wyniki: ${path.relative(process.cwd(), file)}`);
  for (const row of measured) {
    if (row.targetP95 !== undefined && (row.requests === 0 || row.p95 > row.targetP95)) {
      console.log(`Uwaga: ${row.name} p95 ${row.p95} ms > cel ${row.targetP95} ms`);
    }
  }
  if (failed) {
    console.error('Błąd: część żądań nie zwróciła 2xx.');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
