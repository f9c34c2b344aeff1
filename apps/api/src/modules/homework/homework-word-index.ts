import { foldText } from '@zadania/shared';
import { distinctPatternWords, type TSearchMatches, type TSearchTerms } from './homework-filters';

/**
 * The words of the public tasks' search texts, each with the tasks it occurs in and where it occurs
 * first (in characters, as PostgreSQL's strpos counts): enough to answer `search_text like '%word%'`
 * and the relevance of buildSearchRank without the texts themselves.
 */
export type TSearchIndex = {
  /** The feed's `shape` it was built at. */
  revision: string;
  /** Searches answered from this index, by their terms, the least recently asked first. */
  answered: Map<string, TSearchMatches>;
  ids: string[];
  /** Distinct words of every text. */
  tokens: string[];
  /** Per word, the tasks (indexes into `ids`) it occurs in, ascending. */
  postings: Int32Array[];
  /** Per word and task (parallel to `postings`), the 0-based character position of its first occurrence. */
  offsets: Int32Array[];
  /** Each word's place in `tokens` (shared by the indexes made from this one: words are only ever added). */
  tokenIds: Map<string, number>;
  /** The first `sortedCount` ids are in ascending order (as loaded); later ones were put in place, `appended`. */
  sortedCount: number;
  appended: Map<string, number>;
  /** Per task, 1 when it left the catalogue or changed after the index was loaded (its new text is appended). */
  removed: Uint8Array;
  removedCount: number;
};

/**
 * A search's matches are the same for as long as the index is (ratings and card texts leave it): the last ones
 * are kept with it, up to this many searches and this many matched tasks in all (a few megabytes of references
 * to the index's own ids).
 */
const reusedSearches = 64;
const reusedMatchedTasks = 1_000_000;

/** A word a pattern can be found in: letters and digits, the runs the texts are cut into. */
const wordPattern = /[\p{L}\p{N}]+/gu;
const isWord = (text: string) => /^[\p{L}\p{N}]+$/u.test(text);
const hasSurrogates = (text: string) => /[\uD800-\uDFFF]/.test(text);
/** Each word of a text with the 0-based position of its first occurrence, in characters as strpos counts. */
function firstOccurrences(text: string, add: (token: string, offset: number) => void) {
  const surrogates = hasSurrogates(text);
  const seen = new Set<string>();
  for (const match of text.matchAll(wordPattern)) {
    const token = match[0];
    if (seen.has(token)) continue;
    seen.add(token);
    add(token, surrogates ? [...text.slice(0, match.index)].length : match.index);
  }
}

export class SearchIndexBuilder {
  private readonly tokenIds = new Map<string, number>();
  private readonly postings: number[][] = [];
  private readonly offsets: number[][] = [];
  readonly ids: string[] = [];

  /** Adds a task; tasks are added in ascending order of their ids. */
  add(id: string, text: string) {
    const doc = this.ids.push(id) - 1;
    firstOccurrences(text, (token, offset) => {
      let tokenId = this.tokenIds.get(token);
      if (tokenId === undefined) {
        tokenId = this.postings.push([]) - 1;
        this.offsets.push([]);
        this.tokenIds.set(token, tokenId);
      }
      this.postings[tokenId]!.push(doc);
      this.offsets[tokenId]!.push(offset);
    });
  }

  build(revision: string): TSearchIndex {
    return {
      revision,
      answered: new Map(),
      ids: this.ids,
      tokens: [...this.tokenIds.keys()],
      postings: this.postings.map((docs) => Int32Array.from(docs)),
      offsets: this.offsets.map((positions) => Int32Array.from(positions)),
      tokenIds: this.tokenIds,
      sortedCount: this.ids.length,
      appended: new Map(),
      removed: new Uint8Array(this.ids.length),
      removedCount: 0,
    };
  }
}

/** The task's place in the index (its latest text), -1 when it has none. */
function docOf(index: TSearchIndex, id: string) {
  const appended = index.appended.get(id);
  if (appended !== undefined) return appended;
  let low = 0;
  let high = index.sortedCount;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (index.ids[middle]! < id) low = middle + 1;
    else high = middle;
  }
  return index.ids[low] === id && low < index.sortedCount ? low : -1;
}

const appendInts = (values: Int32Array, added: number[]) => {
  const grown = new Int32Array(values.length + added.length);
  grown.set(values);
  grown.set(added, values.length);
  return grown;
};

/**
 * The index with some tasks as they now are (issue 34): each of `changedIds` leaves it, and those still public
 * (`rows`, read after the change) come back with their current text. A request holding the old index reads it
 * unchanged: every array changed is a copy.
 */
export function withChangedTexts(
  index: TSearchIndex,
  changedIds: readonly string[],
  rows: readonly { id: string; search_text: string }[],
  revision: string,
): TSearchIndex {
  const ids = index.ids.concat(rows.map((row) => row.id));
  const removed = new Uint8Array(ids.length);
  removed.set(index.removed.subarray(0, index.ids.length));
  let removedCount = index.removedCount;
  for (const id of changedIds) {
    const doc = docOf(index, id);
    if (doc >= 0 && !removed[doc]) {
      removed[doc] = 1;
      removedCount++;
    }
  }
  const appended = new Map(index.appended);
  const tokens = index.tokens.slice();
  const postings = index.postings.slice();
  const offsets = index.offsets.slice();
  const additions = new Map<number, { docs: number[]; offsets: number[] }>();
  rows.forEach((row, added) => {
    const doc = index.ids.length + added;
    appended.set(row.id, doc);
    firstOccurrences(row.search_text, (token, offset) => {
      let tokenId = index.tokenIds.get(token);
      if (tokenId === undefined) {
        tokenId = tokens.push(token) - 1;
        postings.push(new Int32Array(0));
        offsets.push(new Int32Array(0));
        index.tokenIds.set(token, tokenId);
      }
      const addition = additions.get(tokenId) ?? { docs: [], offsets: [] };
      addition.docs.push(doc);
      addition.offsets.push(offset);
      additions.set(tokenId, addition);
    });
  });
  for (const [tokenId, addition] of additions) {
    postings[tokenId] = appendInts(postings[tokenId]!, addition.docs);
    offsets[tokenId] = appendInts(offsets[tokenId]!, addition.offsets);
  }
  return {
    revision,
    answered: new Map(),
    ids,
    tokens,
    postings,
    offsets,
    tokenIds: index.tokenIds,
    sortedCount: index.sortedCount,
    appended,
    removed,
    removedCount,
  };
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
    if (hits[doc] !== terms.length || index.removed[doc]) continue;
    matches.ids.push(index.ids[doc]!);
    matches.ranks.push(ranks[doc]!);
  }
  return matches;
}

/** The index's answer to the terms, reused while the index stands (every request of one search shares it). */
export function matchReusing(index: TSearchIndex, terms: TSearchTerms): TSearchMatches | undefined {
  const key = JSON.stringify(terms);
  const known = index.answered.get(key);
  if (known) {
    index.answered.delete(key);
    index.answered.set(key, known);
    return known;
  }
  const matches = matchIndex(index, terms);
  if (!matches) return undefined;
  index.answered.set(key, matches);
  let held = 0;
  for (const answer of index.answered.values()) held += answer.ids.length;
  for (const [oldest, answer] of index.answered) {
    if (index.answered.size <= reusedSearches && held <= reusedMatchedTasks) break;
    index.answered.delete(oldest);
    held -= answer.ids.length;
  }
  return matches;
}
