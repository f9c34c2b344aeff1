/**
 * node --import tsx bench/search-match.ts [--database zadania_search_profile] [--runs 5] [--before path/to/homework-word-index.ts]
 *
 * The word index's matching alone (issue 60), per query, in one quiet process: the public tasks of a seeded
 * database (`bench/search-profile.ts` seeds `zadania_search_profile`) loaded as the API loads them, every
 * word of length ≥ 5 of `search_words` (the bench's cold-search words) expanded once with its close spellings, then
 * matched `--runs` times each (the index's kept answers dropped before each). Prints p50/p95/p99/max of each
 * query's fastest time and the slowest queries. With `--before`, another version of homework-word-index.ts is
 * measured on the same queries too, and its answers must equal this one's.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createPostgresDatabase } from '../apps/api/src/db/client';
import { rowsOf } from '../apps/api/src/lib/sql-rows';
import type { TSearchTerms } from '../apps/api/src/modules/catalogue/homework-filters';
import { createHomeworkListRepository } from '../apps/api/src/modules/catalogue/homework-list.repository';
import { SearchIndexBuilder } from '../apps/api/src/modules/catalogue/homework-word-index';
import { matchReusing } from '../apps/api/src/modules/catalogue/homework-word-match';

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: 'zadania_search_profile' },
    runs: { type: 'string', default: '5' },
    before: { type: 'string' },
    slowest: { type: 'string', default: '10' },
  },
});
const extraSearches = ['ci', 'kat', 'rown', 'funk', 'oblicz', 'pole trapezu', 'rownanie kwadratowe', 'pochdna'];
/** The index's builder and its matching (homework-word-index.ts and homework-word-match.ts; `--before` names one file exporting both). */
const current = { SearchIndexBuilder, matchReusing };
type TWordIndexModule = typeof current;

const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
url.pathname = `/${args.database}`;
const database = createPostgresDatabase(url.toString());
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

async function loadTexts() {
  const texts: { id: string; search_text: string }[] = [];
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = rowsOf<{ id: string; search_text: string }>(
      await database.db.execute(sql`
        select id, search_text from homeworks
        where status = 'PUBLIC' and id > ${after} order by id limit 2000`),
    );
    texts.push(...rows);
    if (rows.length < 2000) return texts;
    after = rows[rows.length - 1]!.id;
  }
}

/** Each query's fastest time in µs over the runs, and the answers of the last run. */
function measure(
  implementation: TWordIndexModule,
  texts: { id: string; search_text: string }[],
  searches: TSearchTerms[],
) {
  const builder = new implementation.SearchIndexBuilder();
  for (const row of texts) builder.add(row.id, row.search_text);
  const index = builder.build('1');
  const times = searches.map(() => [] as number[]);
  const answers: { docs: number[]; ranks: number[] }[] = [];
  for (let run = 0; run < Number(args.runs); run++) {
    searches.forEach((terms, position) => {
      index.answered.clear();
      const started = performance.now();
      const matches = implementation.matchReusing(index, terms)!;
      times[position]!.push((performance.now() - started) * 1000);
      answers[position] = { docs: Array.from(matches.numbered!.docs), ranks: Array.from(matches.ranks) };
    });
  }
  // The fastest run of each query: the one least disturbed by other processes of a busy machine.
  const medians = times.map((list) => Math.min(...list));
  return { medians, answers };
}

function report(name: string, medians: number[], searches: TSearchTerms[], answers: { docs: number[] }[]) {
  const sorted = [...medians].sort((a, b) => a - b);
  const sum = medians.reduce((total, value) => total + value, 0);
  console.log(
    `${name}: ${medians.length} queries, µs per query p50 ${percentile(sorted, 50).toFixed(0)} / p95 ${percentile(sorted, 95).toFixed(0)} / p99 ${percentile(sorted, 99).toFixed(0)} / max ${sorted.at(-1)!.toFixed(0)}, mean ${(sum / medians.length).toFixed(0)}`,
  );
  const timed = medians.map((value, position) => ({ value, position }));
  const slowest = [...timed].sort((a, b) => b.value - a.value).slice(0, Number(args.slowest));
  // The slowest, then the short, prefix and typo queries (the last ones).
  for (const { value, position } of [...slowest, ...timed.slice(-extraSearches.length)]) {
    const terms = searches[position]!;
    console.log(
      `  ${terms.map((term) => term.words.join('|')).join(' ')} | ${value.toFixed(0)} µs | ${answers[position]!.docs.length} tasks`,
    );
  }
}

async function main() {
  const words = rowsOf<{ word: string }>(
    await database.db.execute(sql`select word from search_words where length(word) >= 5 order by md5(word)`),
  ).map((row) => row.word);
  const repository = createHomeworkListRepository(database.db);
  const searches = [
    ...(await Promise.all(words.map((word) => repository.expandSearchWords([word])))),
    ...(await Promise.all(extraSearches.map((search) => repository.expandSearchWords(search.split(' '))))),
  ];
  const texts = await loadTexts();
  await database.close();
  console.log(`${texts.length} tasks, ${searches.length} queries, ${args.runs} runs each`);
  const now = measure(current, texts, searches);
  if (args.before) {
    const before = (await import(path.resolve(args.before))) as TWordIndexModule;
    const then = measure(before, texts, searches);
    report('before', then.medians, searches, then.answers);
    searches.forEach((terms, position) => {
      const a = then.answers[position]!;
      const b = now.answers[position]!;
      if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`Answers differ for ${JSON.stringify(terms)}`);
    });
    console.log('  every answer equal to the current one');
  }
  report('current', now.medians, searches, now.answers);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
