import type { TSearchMatches } from './homework-filters';
import { addWordTrigrams, type TWordTrigrams } from './word-index-trigrams';

/**
 * The words of the public tasks' search texts, each with the tasks it occurs in and where it occurs
 * first (in characters, as PostgreSQL's strpos counts): enough to answer `search_text like '%word%'`
 * and the relevance of buildSearchRank without the texts themselves.
 *
 * Compact, so that it fits a catalogue of 1 000 000 tasks (issue 34: about 31 words a task, 31 million
 * postings): the ids loaded are one string of 36 characters each, and each word's postings are one run of
 * variable-length numbers, pairs of (task − previous task, first position): 2–3 bytes a posting
 * instead of 8.
 */
export type TSearchIndex = {
  /** The feed's `shape` it was built at. */
  revision: string;
  /** Searches answered from this index, by the words their terms resolve to (`TResolvedTerms.key`), the least recently asked first. */
  answered: Map<string, TSearchMatches>;
  /** Terms lately resolved to this index's words, by the terms (undefined: a pattern the database matches). */
  resolvedTerms: Map<string, TResolvedTerms | undefined>;
  /** The ids loaded, ascending (as loaded), 36 characters each: task `doc` < `sortedCount` is at `doc * 36`. */
  sortedIds: string;
  sortedCount: number;
  /** Ids put in place later: task `sortedCount + i` is `appendedIds[i]`; `appended` finds each one's task. */
  appendedIds: string[];
  appended: Map<string, number>;
  /** Distinct words of every text. */
  tokens: string[];
  /** Each word's place in `tokens` (shared by the indexes made from this one: words are only ever added). */
  tokenIds: Map<string, number>;
  /** The words by trigram (shared as `tokenIds` is). */
  trigrams: TWordTrigrams;
  /**
   * The loaded postings, per word (words added later have none): kept in the buffers they were written to, since
   * copying them together once loaded would leave the process a run's worth of freed memory it does not give back.
   */
  runs: Uint8Array[];
  /** Postings put in place later, per word: tasks ascending, with their first positions. */
  added: Map<number, { docs: Int32Array; offsets: Int32Array }>;
  /** Per task, 1 when it left the catalogue or changed after the index was loaded (its new text is appended). */
  removed: Uint8Array;
  removedCount: number;
};

/**
 * One search term as the words of the index it reads: every word holding one of its patterns (ascending), with where
 * the exact term is in each (-1: not in it; the relevance counts the term's first position), and, for a term none of
 * whose patterns it contains, the other words holding the term (read for its position alone).
 */
export type TResolvedTerm = { tokenIds: number[]; shifts: number[]; placeOnly: { tokenId: number; shift: number }[] };

/**
 * A search's terms as the index's words. `key` says everything the matches depend on: two searches with the same key
 * find the same tasks with the same relevance, though their words differ (issue 60: typos of one word, `rwnanie` and
 * `rownanei`, resolve to the same dictionary words and share their matches, counts and pages). `matchedKey` says
 * which tasks they find, whatever their relevance (the words alone): searches sharing it share their counts.
 */
export type TResolvedTerms = { key: string; matchedKey: string; terms: TResolvedTerm[] };

/** Length of a UUID's text: the ids are the tasks' UUIDs. */
const idLength = 36;

/**
 * A search's matches are the same for as long as the index is (ratings and card texts leave it): the last ones
 * are kept with it, up to this many searches and this many matched tasks in all (each a number and a rank, 12
 * bytes, and its id once the database asked for it).
 */
export const reusedSearches = 64;
export const reusedMatchedTasks = 1_000_000;

/** A word a pattern can be found in: letters and digits, the runs the texts are cut into. */
const wordPattern = /[\p{L}\p{N}]+/gu;
export const isWord = (text: string) => /^[\p{L}\p{N}]+$/u.test(text);
export const hasSurrogates = (text: string) => /[\uD800-\uDFFF]/.test(text);
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

/** A growing run of unsigned variable-length numbers (7 bits a byte, the high bit set on all but the last). */
class VarintRun {
  bytes = new Uint8Array(8);
  length = 0;
  lastDoc = -1;

  push(value: number) {
    if (this.length + 5 > this.bytes.length) {
      const grown = new Uint8Array(Math.ceil(this.bytes.length * 1.5) + 8);
      grown.set(this.bytes.subarray(0, this.length));
      this.bytes = grown;
    }
    let rest = value;
    while (rest >= 0x80) {
      this.bytes[this.length++] = (rest & 0x7f) | 0x80;
      rest >>>= 7;
    }
    this.bytes[this.length++] = rest;
  }
}

export class SearchIndexBuilder {
  private readonly tokenIds = new Map<string, number>();
  private readonly trigrams: TWordTrigrams = new Map();
  private readonly runs: VarintRun[] = [];
  /** The ids, joined 4096 at a time (one string per task would cost 64 bytes each). */
  private readonly idChunks: string[] = [];
  private idPieces: string[] = [];
  count = 0;

  /** Adds a task; tasks are added in ascending order of their ids. */
  add(id: string, text: string) {
    if (id.length !== idLength) throw new Error(`Not a UUID: ${id}`);
    const doc = this.count++;
    this.idPieces.push(id);
    if (this.idPieces.length === 4096) this.flushIds();
    firstOccurrences(text, (token, offset) => {
      let tokenId = this.tokenIds.get(token);
      if (tokenId === undefined) {
        tokenId = this.runs.push(new VarintRun()) - 1;
        this.tokenIds.set(token, tokenId);
        addWordTrigrams(this.trigrams, token, tokenId);
      }
      const run = this.runs[tokenId]!;
      run.push(doc - run.lastDoc);
      run.push(offset);
      run.lastDoc = doc;
    });
  }

  private flushIds() {
    this.idChunks.push(this.idPieces.join(''));
    this.idPieces = [];
  }

  build(revision: string): TSearchIndex {
    this.flushIds();
    return {
      revision,
      answered: new Map(),
      resolvedTerms: new Map(),
      sortedIds: this.idChunks.join(''),
      sortedCount: this.count,
      appendedIds: [],
      appended: new Map(),
      tokens: [...this.tokenIds.keys()],
      tokenIds: this.tokenIds,
      trigrams: this.trigrams,
      runs: this.runs.map((run) => run.bytes.subarray(0, run.length)),
      added: new Map(),
      removed: new Uint8Array(this.count),
      removedCount: 0,
    };
  }
}

/** How many tasks the index holds, the ones put in place included. */
export const indexedTaskCount = (index: TSearchIndex) => index.sortedCount + index.appendedIds.length;

export function idOf(index: TSearchIndex, doc: number) {
  return doc < index.sortedCount
    ? index.sortedIds.slice(doc * idLength, (doc + 1) * idLength)
    : index.appendedIds[doc - index.sortedCount]!;
}

/** Every posting of a word, in ascending order of tasks: the loaded ones, then those put in place. */
export function forEachPosting(index: TSearchIndex, tokenId: number, visit: (doc: number, offset: number) => void) {
  const run = index.runs[tokenId];
  if (run) {
    const end = run.length;
    let at = 0;
    let doc = -1;
    while (at < end) {
      let delta = 0;
      let shift = 0;
      let byte: number;
      do {
        byte = run[at++]!;
        delta |= (byte & 0x7f) << shift;
        shift += 7;
      } while (byte & 0x80);
      let offset = 0;
      shift = 0;
      do {
        byte = run[at++]!;
        offset |= (byte & 0x7f) << shift;
        shift += 7;
      } while (byte & 0x80);
      doc += delta;
      visit(doc, offset);
    }
  }
  const added = index.added.get(tokenId);
  if (added) for (let i = 0; i < added.docs.length; i++) visit(added.docs[i]!, added.offsets[i]!);
}

/** The task's place in the index (its latest text), -1 when it has none. */
function docOf(index: TSearchIndex, id: string) {
  const appended = index.appended.get(id);
  if (appended !== undefined) return appended;
  let low = 0;
  let high = index.sortedCount;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (idOf(index, middle) < id) low = middle + 1;
    else high = middle;
  }
  return low < index.sortedCount && idOf(index, low) === id ? low : -1;
}

const appendInts = (values: Int32Array | undefined, added: number[]) => {
  const grown = new Int32Array((values?.length ?? 0) + added.length);
  if (values) grown.set(values);
  grown.set(added, values?.length ?? 0);
  return grown;
};

/**
 * The index with some tasks as they now are (issue 34): each of `changedIds` leaves it, and those still public
 * (`rows`, read after the change) come back with their current text. A request holding the old index reads it
 * unchanged: every array changed is a copy, and the loaded runs are shared.
 */
export function withChangedTexts(
  index: TSearchIndex,
  changedIds: readonly string[],
  rows: readonly { id: string; search_text: string }[],
  revision: string,
): TSearchIndex {
  const before = indexedTaskCount(index);
  const appendedIds = index.appendedIds.concat(rows.map((row) => row.id));
  const removed = new Uint8Array(before + rows.length);
  removed.set(index.removed.subarray(0, before));
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
  const added = new Map(index.added);
  const additions = new Map<number, { docs: number[]; offsets: number[] }>();
  rows.forEach((row, position) => {
    const doc = before + position;
    appended.set(row.id, doc);
    firstOccurrences(row.search_text, (token, offset) => {
      let tokenId = index.tokenIds.get(token);
      if (tokenId === undefined) {
        tokenId = tokens.push(token) - 1;
        index.tokenIds.set(token, tokenId);
        addWordTrigrams(index.trigrams, token, tokenId);
      }
      const addition = additions.get(tokenId) ?? { docs: [], offsets: [] };
      addition.docs.push(doc);
      addition.offsets.push(offset);
      additions.set(tokenId, addition);
    });
  });
  for (const [tokenId, addition] of additions) {
    const kept = added.get(tokenId);
    added.set(tokenId, {
      docs: appendInts(kept?.docs, addition.docs),
      offsets: appendInts(kept?.offsets, addition.offsets),
    });
  }
  return {
    ...index,
    revision,
    answered: new Map(),
    resolvedTerms: new Map(),
    appendedIds,
    appended,
    tokens,
    added,
    removed,
    removedCount,
  };
}
