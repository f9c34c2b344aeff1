/**
 * node --import tsx bench/search-profile.ts [--tasks 100000] [--queries 300] [--runs 3] [--database zadania_search_profile] [--typos]
 *   [--words rewnania,licz]
 *
 * The cold search in one process (issue 60): no load generator, no other request, so the figures hold on a busy
 * machine. Seeds (once, kept) a synthetic catalogue into PostgreSQL, starts the app, waits for the word index and
 * the catalogue snapshot, then asks `/api/homework?search=<word>` (app.inject) for `--queries` words of length ≥ 5
 * from `search_words` per run, each word asked once in the whole process (the bench's never-repeated workload). Per
 * run it prints the p50/p95/p99/max of the request, and the slowest words with the time of each step: the close
 * spellings from the database, the word index's matching, and the rest (selection, page, facets, highlighting).
 * `--profile file.cpuprofile` writes a CPU profile of the measured runs alone (after the loads and the warm-up).
 * `--words` asks those words instead, one run (the slowest of an earlier run, to profile them alone).
 * `--rows-out file.json` writes every measured search (word, request and CPU ms, tasks found, whether it resolved to
 * the words of an earlier search): the CPU per search, to simulate how requests queue.
 */

import fs from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createPostgresDatabase } from '../apps/api/src/db/client';
import { createHomeworkListRepository } from '../apps/api/src/modules/catalogue/homework-list.repository';
import { createHomeworkSearchIndex } from '../apps/api/src/modules/catalogue/homework-search-index';
import { seedSyntheticCatalogue } from '../apps/api/src/seed/synthetic/generate-synthetic-catalogue';
import { buildTypoQueries } from './typo-queries';

const { values: args } = parseArgs({
  options: {
    tasks: { type: 'string', default: '100000' },
    queries: { type: 'string', default: '300' },
    runs: { type: 'string', default: '3' },
    database: { type: 'string', default: 'zadania_search_profile' },
    slowest: { type: 'string', default: '12' },
    profile: { type: 'string' },
    typos: { type: 'boolean', default: false },
    words: { type: 'string' },
    'rows-out': { type: 'string' },
  },
});
const tasks = Number(args.tasks);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databaseName = tasks === 100_000 ? args.database : `${args.database}_${tasks}`;
const url = new URL(adminUrl);
url.pathname = `/${databaseName}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

async function adminQuery<T>(connectionString: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The seeded database, created when missing or smaller than asked. */
async function prepareDatabase() {
  const exists = await adminQuery(adminUrl, async (c) => {
    const result = await c.query('select 1 from pg_database where datname = $1', [databaseName]);
    return result.rowCount === 1;
  });
  const count = exists
    ? await adminQuery(url.toString(), async (c) => {
        const table = await c.query("select to_regclass('public.homeworks') as t");
        if (!table.rows[0]?.t) return 0;
        return Number((await c.query('select count(*)::int as n from homeworks')).rows[0].n);
      })
    : 0;
  if (count >= tasks) return;
  await adminQuery(adminUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${databaseName}`);
  });
  const database = createPostgresDatabase(url.toString());
  try {
    await database.migrate();
    console.log(`Seeding ${tasks} tasks into ${databaseName} …`);
    const started = Date.now();
    await seedSyntheticCatalogue(database.db, { tasks, seed: 1 });
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

async function main() {
  await prepareDatabase();
  await adminQuery(url.toString(), (c) => c.query('VACUUM ANALYZE'));
  const runs = args.words ? 1 : Number(args.runs);
  const perRun = args.words ? args.words.split(',').length : Number(args.queries);
  const wordsWhere = async (condition: string) =>
    adminQuery(url.toString(), async (c) =>
      (await c.query(`select word from search_words where ${condition} order by md5(word)`)).rows.map((row) =>
        String(row.word),
      ),
    );
  // The bench's words (length ≥ 5, never asked twice); the warm-up asks shorter ones.
  // --typos: the cold-search workload of `npm run bench` instead (never-repeated queries with typos, bench/typo-queries.ts).
  const dictionary = await wordsWhere('length(word) >= 5');
  const words = args.words
    ? args.words.split(',')
    : args.typos
      ? buildTypoQueries(dictionary, runs * perRun)
      : dictionary.slice(0, runs * perRun);
  const warmUpWords = (await wordsWhere('length(word) between 3 and 4')).slice(0, 40);

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-search-profile-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-only-secret-0123456789abcdef-0123456789',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: url.toString(),
  });
  const database = createPostgresDatabase(url.toString());
  const app = await buildApp({ config, database, ownsDatabase: true });
  await app.ready();
  // The first search loads the word index and the snapshot: asked (and left out) until both answer.
  const warm = async (word: string) => app.inject({ url: `/api/homework?${new URLSearchParams({ search: word })}` });
  for (let attempt = 0; app.services.homeworkList.searchIndexStatus()?.shape === undefined; attempt++) {
    await warm(`rozgrzewka${attempt}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  for (const word of warmUpWords) await warm(word);

  // Steps measured apart on words not asked through the app.
  const repository = createHomeworkListRepository(database.db);
  // What each search matches (a second index, outside the measured requests): a search whose terms resolve to the
  // words of an earlier one shares its results (`ranked`), or at least its counts (`matched`), so the searches that
  // shared nothing are counted apart.
  const keyIndex = createHomeworkSearchIndex(database.db, app.services.catalogueFeed, { waitForLoad: true });
  const keysSeen = new Set<string>();
  const matchKeysOf = async (word: string) => {
    const terms = await repository.expandSearchWords([word]);
    const keys = await keyIndex.matchKey(terms, (await app.services.catalogueFeed.sync()).shape);
    return keys ? [`ranked ${keys.ranked}`, `matched ${keys.matched}`] : [`typed ${word}`];
  };
  for (const word of warmUpWords) for (const key of await matchKeysOf(word)) keysSeen.add(key);
  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    return { result, ms: performance.now() - started };
  };

  const profiler = args.profile ? new Session() : undefined;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  const allRows: unknown[] = [];
  for (let run = 0; run < runs; run++) {
    const runWords = words.slice(run * perRun, (run + 1) * perRun);
    if (!runWords.length) break;
    const rows: {
      word: string;
      total: number;
      cpu: number;
      expand: number;
      closeWords: number;
      matched: number;
      shared: boolean;
    }[] = [];
    for (const word of runWords) {
      // The process's CPU time (every thread, the collector's included): unlike the elapsed time, not lengthened
      // while other processes of a busy machine hold the cores.
      const cpuBefore = process.cpuUsage();
      const response = await timed(() => warm(word));
      const cpuUsed = process.cpuUsage(cpuBefore);
      if (response.result.statusCode !== 200) throw new Error(`${word}: ${response.result.statusCode}`);
      const body = response.result.json() as { total: number };
      const cpu = (cpuUsed.user + cpuUsed.system) / 1000;
      const keys = await matchKeysOf(word);
      rows.push({
        word,
        total: response.ms,
        cpu,
        expand: 0,
        closeWords: 0,
        matched: body.total,
        shared: keys.some((key) => keysSeen.has(key)),
      });
      for (const key of keys) keysSeen.add(key);
    }
    // The close spellings' query alone, for the same words (the app's own are cached by now: a second repository).
    for (const row of rows) {
      const expanded = await timed(() => repository.expandSearchWords([row.word]));
      row.expand = expanded.ms;
      row.closeWords = expanded.result[0]!.words.length - 1;
    }
    allRows.push(...rows);
    const totals = rows.map((row) => row.total).sort((a, b) => a - b);
    const expands = rows.map((row) => row.expand).sort((a, b) => a - b);
    const cpus = rows.map((row) => row.cpu).sort((a, b) => a - b);
    const cpuSum = cpus.reduce((sum, value) => sum + value, 0);
    console.log(
      `run ${run + 1}: ${rows.length} cold searches: request p50 ${percentile(totals, 50).toFixed(1)} / p95 ${percentile(totals, 95).toFixed(1)} / p99 ${percentile(totals, 99).toFixed(1)} / max ${totals.at(-1)!.toFixed(1)} ms; close spellings query p50 ${percentile(expands, 50).toFixed(1)} / p95 ${percentile(expands, 95).toFixed(1)} ms`,
    );
    console.log(
      `  CPU of the process per request: mean ${(cpuSum / cpus.length).toFixed(1)}, p50 ${percentile(cpus, 50).toFixed(1)} / p95 ${percentile(cpus, 95).toFixed(1)} / p99 ${percentile(cpus, 99).toFixed(1)} ms`,
    );
    const firsts = rows.filter((row) => !row.shared).map((row) => row.cpu);
    firsts.sort((a, b) => a - b);
    console.log(
      `  ${rows.length - firsts.length} of ${rows.length} shared an earlier search's answer or counts; CPU of the other ${firsts.length}: mean ${(firsts.reduce((sum, value) => sum + value, 0) / Math.max(1, firsts.length)).toFixed(1)}, p50 ${percentile(firsts, 50).toFixed(1)} / p95 ${percentile(firsts, 95).toFixed(1)} ms`,
    );
    console.log('  most CPU: word | CPU ms | request ms | close-spellings query ms | close words | tasks found');
    for (const row of [...rows].sort((a, b) => b.cpu - a.cpu).slice(0, Number(args.slowest))) {
      console.log(
        `  ${row.word} | ${row.cpu.toFixed(1)} | ${row.total.toFixed(1)} | ${row.expand.toFixed(1)} | ${row.closeWords} | ${row.matched}`,
      );
    }
  }
  if (args['rows-out']) await fs.writeFile(args['rows-out'], JSON.stringify(allRows));
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    await fs.writeFile(args.profile!, JSON.stringify(profile));
    profiler.disconnect();
  }
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
