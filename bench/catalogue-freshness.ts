/**
 * npm run bench:freshness -- [--tasks 20000] [--samples 40] [--ratings-per-second 20] [--reuse]
 *
 * Issue 34, "freshness, measured": how soon a change committed elsewhere (another node; here a separate database
 * client, with the statements the publishing and rating code end in) shows through a node. The node is the real app
 * on a PostgreSQL database (`zadania_bench_<tasks>` beside BENCH_DATABASE_URL, seeded with synthetic tasks on first
 * use), warm (its snapshot and word index loaded) and kept changing: while it is measured, ratings of random tasks
 * are committed at `--ratings-per-second`, as a live site has them. For each sample:
 * - publish: a public task with a word of its own is committed, then the node is asked
 *   `GET /api/homework?search=<word>` every 10 ms until the task is among the results;
 * - rating: that task's rating is committed, then the node is asked the same
 *   search until the card shows the new average.
 * Each figure is the time from the commit's return to the first answer that shows it. Target: p95 ≤ 1 000 ms
 * for both. Prints a table and writes bench/results/freshness-<timestamp>.json.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createPostgresDatabase } from '../apps/api/src/db/client';
import { seedSyntheticCatalogue } from '../apps/api/src/seed/synthetic/generate-synthetic-catalogue';
import type {} from '../apps/api/src/services';

const { values: args } = parseArgs({
  options: {
    tasks: { type: 'string', default: '20000' },
    samples: { type: 'string', default: '40' },
    'ratings-per-second': { type: 'string', default: '20' },
    reuse: { type: 'boolean', default: false },
  },
});
const tasks = Number(args.tasks);
const samples = Number(args.samples);
const ratingsPerSecond = Number(args['ratings-per-second']);
const pollMs = 10;
const giveUpMs = 10_000;
const targetMs = 1000;

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databaseName = tasks === 100_000 ? 'zadania_bench' : `zadania_bench_${tasks}`;
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

async function prepareDatabase() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [databaseName])).rowCount === 1;
    if (exists && args.reuse) {
      console.log(`Ponowne użycie bazy ${databaseName}.`);
      return;
    }
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${databaseName}`);
  } finally {
    await admin.end();
  }
  const database = createPostgresDatabase(databaseUrl);
  try {
    await database.migrate();
    console.log(`Seedowanie ${tasks} zadań do ${databaseName} …`);
    await seedSyntheticCatalogue(database.db, { tasks, seed: 1, log: () => {} });
  } finally {
    await database.close();
  }
}

async function startNode(name: string) {
  const database = createPostgresDatabase(databaseUrl);
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-only-secret-0123456789abcdef-0123456789',
    DATA_DIR: await fs.mkdtemp(path.join(os.tmpdir(), `zadania-fresh-${name}-`)),
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
  });
  return buildApp({ config, database, ownsDatabase: true });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

type TCard = { id: string; ratingsAvg: number };

async function main() {
  await prepareDatabase();
  const writer = new pg.Client({ connectionString: databaseUrl });
  await writer.connect();
  const query = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await writer.query<T>(text, values)).rows;

  const node = await startNode('b');
  // The node is warm: what is measured is a change reaching a node that already serves from memory.
  await node.services.catalogueSnapshots.warmUp();
  // The first search starts loading the word index (in the background on PostgreSQL): give it time to load.
  await node.inject({ method: 'GET', url: '/api/homework?search=funkcja' });
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const publicIds = (
    await query<{ id: string }>(
      `select id::text as id from homeworks where status = 'PUBLIC' order by md5(id::text) limit 2000`,
    )
  ).map((row) => row.id);
  const [template] = await query<{ level: string; concept_ids: string[]; solution_formats: string[] }>(
    `select level, concept_ids, solution_formats from homeworks where status = 'PUBLIC' limit 1`,
  );

  let background = 0;
  const rateRandom = setInterval(() => {
    const id = publicIds[background++ % publicIds.length]!;
    void query(
      'update homeworks set ratings_avg = round((ratings_avg * ratings_count + 4)::numeric / (ratings_count + 1), 2), ratings_count = ratings_count + 1 where id = $1',
      [id],
    ).catch((error: unknown) => console.warn(`  ocena w tle nie powiodła się: ${String(error)}`));
  }, 1000 / Math.max(ratingsPerSecond, 0.001));
  if (!ratingsPerSecond) clearInterval(rateRandom);

  /** Asks the node until `shows` holds for its answer; the milliseconds from `committedAt`. */
  const untilShown = async (word: string, committedAt: number, shows: (cards: TCard[]) => boolean) => {
    for (;;) {
      const response = await node.inject({ method: 'GET', url: `/api/homework?search=${word}` });
      if (response.statusCode === 200 && shows(response.json().results as TCard[])) {
        return performance.now() - committedAt;
      }
      if (performance.now() - committedAt > giveUpMs) return Number.POSITIVE_INFINITY;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  };

  const publishMs: number[] = [];
  const ratingMs: number[] = [];
  for (let sample = 0; sample < samples; sample++) {
    const word = `swiezosc${sample}x${Math.random().toString(36).slice(2, 8)}`;
    const [task] = await query<{ id: string }>(
      `insert into homeworks (slug, status, level, description, search_text, solution_formats, concept_ids)
       values ($1, 'PUBLIC', $2, $3, $4, $5, $6) returning id::text as id`,
      [
        `fresh-${word}`,
        template!.level,
        `<p>Zadanie ${word}: oblicz.</p>`,
        `zadanie ${word} oblicz`,
        template!.solution_formats,
        template!.concept_ids,
      ],
    );
    const published = performance.now();
    publishMs.push(await untilShown(word, published, (cards) => cards.some((card) => card.id === task!.id)));

    const stars = 1 + (sample % 5);
    await query('update homeworks set ratings_avg = $2, ratings_count = ratings_count + 1 where id = $1', [
      task!.id,
      stars,
    ]);
    const rated = performance.now();
    ratingMs.push(
      await untilShown(word, rated, (cards) => cards.some((card) => card.id === task!.id && card.ratingsAvg === stars)),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  clearInterval(rateRandom);

  const rows = [
    ['publish (found by search)', publishMs],
    ['rating (shown on its card)', ratingMs],
  ] as const;
  console.log(`\n${samples} próbek, ${ratingsPerSecond} ocen/s w tle, ${tasks} zadań, PostgreSQL\n`);
  console.log('change                        p50 ms   p95 ms   max ms   target p95');
  for (const [name, values] of rows) {
    const p95 = percentile(values, 95);
    console.log(
      `${name.padEnd(28)} ${percentile(values, 50).toFixed(1).padStart(7)}  ${p95.toFixed(1).padStart(7)}  ${Math.max(
        ...values,
      )
        .toFixed(1)
        .padStart(7)}   ≤ ${targetMs} ${p95 <= targetMs ? 'ok' : 'MISSED'}`,
    );
  }
  const resultsFile = path.join(
    import.meta.dirname,
    'results',
    `freshness-${new Date().toISOString().replace(/:/g, '-')}.json`,
  );
  await fs.writeFile(
    resultsFile,
    `${JSON.stringify({ tasks, samples, ratingsPerSecond, publishMs, ratingMs, targetMs }, null, 2)}\n`,
  );
  console.log(`Wyniki: ${path.relative(process.cwd(), resultsFile)}`);

  await query(`delete from homeworks where slug like 'fresh-swiezosc%'`);
  await writer.end();
  await node.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
