import { foldText } from '@zadania/shared';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { rowsOf } from '../../lib/sql-rows';
import type { TCatalogueFeed } from './catalogue-index/catalogue-feed';
import { distinctPatternWords, type TSearchMatches, type TSearchTerms } from './homework-filters';

/**
 * The words of the public tasks' search texts, each with the tasks it occurs in and where it occurs
 * first (in characters, as PostgreSQL's strpos counts): enough to answer `search_text like '%word%'`
 * and the relevance of buildSearchRank without the texts themselves.
 */
type TSearchIndex = {
  /** The feed's `shape` it was built at. */
  revision: string;
  ids: string[];
  /** Distinct words of every text. */
  tokens: string[];
  /** Per word, the tasks (indexes into `ids`) it occurs in, ascending. */
  postings: Int32Array[];
  /** Per word and task (parallel to `postings`), the 0-based character position of its first occurrence. */
  offsets: Int32Array[];
};

export type TSearchIndexOptions = {
  /** Rows per statement while loading, and texts per slice between which the index yields to other requests. */
  sliceSize?: number;
  /** No index above this many public tasks (memory): the database matches instead. */
  maxTasks?: number;
  /** A search waits for the index of its revision (the embedded database) instead of asking the database meanwhile. */
  waitForLoad?: boolean;
  onLoadError?: (error: unknown) => void;
};

const defaults = { sliceSize: 2000, maxTasks: 300_000 };

/** After finding the catalogue too large for the index, how long before counting it again. */
const tooLargeRecheckMs = 60_000;

/** A word a pattern can be found in: letters and digits, the runs the texts are cut into. */
const wordPattern = /[\p{L}\p{N}]+/gu;
const isWord = (text: string) => /^[\p{L}\p{N}]+$/u.test(text);
const hasSurrogates = (text: string) => /[\uD800-\uDFFF]/.test(text);
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

class SearchIndexBuilder {
  private readonly tokenIds = new Map<string, number>();
  private readonly postings: number[][] = [];
  private readonly offsets: number[][] = [];
  readonly ids: string[] = [];

  add(id: string, text: string) {
    const doc = this.ids.push(id) - 1;
    const surrogates = hasSurrogates(text);
    for (const match of text.matchAll(wordPattern)) {
      const token = match[0];
      let tokenId = this.tokenIds.get(token);
      if (tokenId === undefined) {
        tokenId = this.postings.push([]) - 1;
        this.offsets.push([]);
        this.tokenIds.set(token, tokenId);
      }
      const docs = this.postings[tokenId]!;
      if (docs[docs.length - 1] === doc) continue;
      docs.push(doc);
      this.offsets[tokenId]!.push(surrogates ? [...text.slice(0, match.index)].length : match.index);
    }
  }

  build(revision: string): TSearchIndex {
    return {
      revision,
      ids: this.ids,
      tokens: [...this.tokenIds.keys()],
      postings: this.postings.map((docs) => Int32Array.from(docs)),
      offsets: this.offsets.map((positions) => Int32Array.from(positions)),
    };
  }
}

/** Tasks every term finds, with their relevance; undefined when a pattern is not a plain word (the database matches it). */
function matchIndex(index: TSearchIndex, terms: TSearchTerms): TSearchMatches | undefined {
  const patterns = terms.map(({ words }) => distinctPatternWords(words).map((word) => foldText(word.trim())));
  const exact = terms.map(({ term }) => foldText(term.trim()));
  if (![...patterns.flat(), ...exact].every(isWord)) return undefined;

  const documents = index.ids.length;
  // hits[doc] = how many terms found it so far; a term counts a task once (seen[doc] = term number).
  const hits = new Uint8Array(documents);
  const seen = new Int32Array(documents);
  patterns.forEach((words, termIndex) => {
    index.tokens.forEach((token, tokenId) => {
      if (!words.some((word) => token.includes(word))) return;
      for (const doc of index.postings[tokenId]!) {
        if (seen[doc] === termIndex + 1) continue;
        seen[doc] = termIndex + 1;
        hits[doc] = hits[doc]! + 1;
      }
    });
  });

  const ranks = new Float64Array(documents);
  const firstAt = new Int32Array(documents);
  for (const term of exact) {
    firstAt.fill(-1);
    index.tokens.forEach((token, tokenId) => {
      const within = token.indexOf(term);
      if (within < 0) return;
      const shift = hasSurrogates(token) ? [...token.slice(0, within)].length : within;
      const docs = index.postings[tokenId]!;
      const offsets = index.offsets[tokenId]!;
      for (let i = 0; i < docs.length; i++) {
        const doc = docs[i]!;
        if (hits[doc] !== terms.length) continue;
        const position = offsets[i]! + shift;
        if (firstAt[doc] === -1 || position < firstAt[doc]!) firstAt[doc] = position;
      }
    });
    for (let doc = 0; doc < documents; doc++) {
      if (hits[doc] !== terms.length) continue;
      // As buildSearchRank: strpos is 1-based.
      ranks[doc] = ranks[doc]! + (firstAt[doc] === -1 ? 0.5 : 1.0 / (1 + (firstAt[doc]! + 1) / 200.0) + 1);
    }
  }

  const matches: TSearchMatches = { ids: [], ranks: [] };
  for (let doc = 0; doc < documents; doc++) {
    if (hits[doc] !== terms.length) continue;
    matches.ids.push(index.ids[doc]!);
    matches.ranks.push(ranks[doc]!);
  }
  return matches;
}

/**
 * An in-memory word index of the public tasks' search texts, so a search costs a few milliseconds of
 * this node's time instead of a LIKE over every text in the database, and, on the embedded database
 * (PGlite runs each statement in the API's own thread, one at a time), never holds up other requests.
 * It is built in short statements and slices that yield between them, for one `shape` of the catalogue's change
 * feed (every committed change to a public task's text or status moves it; ratings do not): loading reads the
 * feed before and after and is dropped when a change of shape was read in between, so a search never sees an
 * outdated catalogue.
 */
export function createHomeworkSearchIndex(
  db: TDb,
  feed: Pick<TCatalogueFeed, 'sync'>,
  options: TSearchIndexOptions = {},
) {
  const sliceSize = options.sliceSize ?? defaults.sliceSize;
  const maxTasks = options.maxTasks ?? defaults.maxTasks;
  let current: TSearchIndex | undefined;
  let loading: Promise<TSearchIndex | undefined> | undefined;
  let tooLargeUntil = 0;

  async function load(): Promise<TSearchIndex | undefined> {
    const { shape } = await feed.sync();
    const [counted] = rowsOf<{ count: number }>(
      await db.execute(sql`select count(*)::int as count from homeworks where status = 'PUBLIC'`),
    );
    if ((counted?.count ?? 0) > maxTasks) {
      tooLargeUntil = Date.now() + tooLargeRecheckMs;
      return undefined;
    }
    const builder = new SearchIndexBuilder();
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = rowsOf<{ id: string; search_text: string }>(
        await db.execute(sql`
          select id, search_text from homeworks
          where status = 'PUBLIC' and id > ${after} order by id limit ${sliceSize}`),
      );
      for (const row of rows) builder.add(row.id, row.search_text);
      if (builder.ids.length > maxTasks) return undefined;
      if (rows.length < sliceSize) break;
      after = rows[rows.length - 1]!.id;
      await nextTurn();
    }
    if ((await feed.sync()).shape !== shape) return undefined;
    return builder.build(shape);
  }

  /** Starts one load at a time; the newest index built is kept. */
  function startLoad() {
    loading ??= load()
      .then((index) => {
        if (index && (!current || Number(index.revision) >= Number(current.revision))) current = index;
        return index;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  return {
    /**
     * The public tasks every term finds (by the term or one of its close spellings) with their relevance,
     * exactly as findSearchMatches finds them; undefined when the index of the feed's `shape` is not there (the
     * caller asks the database; a load starts in the background).
     */
    async match(terms: TSearchTerms, revision: string): Promise<TSearchMatches | undefined> {
      if (Date.now() < tooLargeUntil) return undefined;
      if (current?.revision !== revision) {
        const loaded = startLoad().catch((error: unknown) => {
          options.onLoadError?.(error);
          return undefined;
        });
        if (!options.waitForLoad || (await loaded)?.revision !== revision) return undefined;
      }
      return current?.revision === revision ? matchIndex(current, terms) : undefined;
    },
  };
}
