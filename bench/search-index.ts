/**
 * npm run bench:search-index -- [--tasks 1000000] [--searches 200]
 *
 * The word index alone (issue 34: a word index that fits 1 000 000 tasks), in a bare process: the public tasks'
 * texts of the seeded bench database (`npm run bench -- --tasks N` seeds `zadania_bench_N`; 100 000 is
 * `zadania_bench`) are loaded as the API loads them, in slices ordered by id. Prints the RSS and heap the index
 * adds (after a full garbage collection, the texts read dropped), its parts, how long loading took, and the time
 * one search takes to match (p50/p95 over `--searches` words of length ≥ 5 from `search_words`, each with its
 * close spellings, none answered twice).
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createPostgresDatabase } from '../apps/api/src/db/client';
import { rowsOf } from '../apps/api/src/lib/sql-rows';
import { createHomeworkListRepository } from '../apps/api/src/modules/catalogue/homework-list.repository';
import { SearchIndexBuilder } from '../apps/api/src/modules/catalogue/homework-word-index';
import { matchReusing } from '../apps/api/src/modules/catalogue/homework-word-match';

const { values: args } = parseArgs({
  options: {
    tasks: { type: 'string', default: '1000000' },
    searches: { type: 'string', default: '200' },
  },
});
const tasks = Number(args.tasks);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc (npm run bench:search-index does).');

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const url = new URL(adminUrl);
url.pathname = `/${tasks === 100_000 ? 'zadania_bench' : `zadania_bench_${tasks}`}`;
const database = createPostgresDatabase(url.toString());
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function settledMemory() {
  gc!();
  gc!();
  const { rss, heapUsed, heapTotal, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, heapTotal, arrayBuffers };
}

/** The index as the API loads it; the builder and the texts read are dropped on return. */
async function loadIndex() {
  const builder = new SearchIndexBuilder();
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = rowsOf<{ id: string; search_text: string }>(
      await database.db.execute(sql`
        select id, search_text from homeworks
        where status = 'PUBLIC' and id > ${after} order by id limit 2000`),
    );
    for (const row of rows) builder.add(row.id, row.search_text);
    if (rows.length < 2000) break;
    after = rows[rows.length - 1]!.id;
  }
  return builder.build('1');
}

async function main() {
  const searchWords = rowsOf<{ word: string }>(
    await database.db.execute(
      sql`select word from search_words where length(word) >= 5 order by md5(word) limit ${Number(args.searches)}`,
    ),
  ).map((row) => row.word);
  const repository = createHomeworkListRepository(database.db);
  const searches = await Promise.all(searchWords.map((word) => repository.expandSearchWords([word])));

  const before = settledMemory();
  const started = performance.now();
  const index = await loadIndex();
  const loadSeconds = (performance.now() - started) / 1000;
  // V8 gives back the pages the loading's garbage took once it sees the heap idle: measured after that.
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const held = settledMemory();

  const postings = index.runs.reduce((sum, run) => sum + run.length, 0);
  console.log(`Word index of ${index.sortedCount} public tasks, loaded in ${loadSeconds.toFixed(1)} s`);
  console.log(
    `  words: ${index.tokens.length}; postings: ${megabytes(postings)}; ids: ${megabytes(index.sortedIds.length)}`,
  );
  console.log(
    `  added by the index: RSS ${megabytes(held.rss - before.rss)}, JS heap used ${megabytes(held.heapUsed - before.heapUsed)} (reserved ${megabytes(held.heapTotal - before.heapTotal)}), array buffers ${megabytes(held.arrayBuffers - before.arrayBuffers)}`,
  );

  const durations: number[] = [];
  let matched = 0;
  for (const terms of searches) {
    const searchStarted = performance.now();
    const matches = matchReusing(index, terms);
    durations.push(performance.now() - searchStarted);
    matched += matches?.ranks.length ?? 0;
  }
  durations.sort((a, b) => a - b);
  console.log(
    `  one search matched (${searches.length} words, ${Math.round(matched / searches.length)} tasks each on average): p50 ${percentile(durations, 50).toFixed(1)} ms, p95 ${percentile(durations, 95).toFixed(1)} ms, max ${durations.at(-1)!.toFixed(1)} ms`,
  );
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
