import { foldText } from '@zadania/shared';
import { distinctPatternWords, type TSearchMatches, type TSearchTerms } from './homework-filters';
import { addWordTrigrams, type TWordTrigrams, wordsContaining } from './word-index-trigrams';

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

/** Length of a UUID's text: the ids are the tasks' UUIDs. */
const idLength = 36;

/**
 * A search's matches are the same for as long as the index is (ratings and card texts leave it): the last ones
 * are kept with it, up to this many searches and this many matched tasks in all (each a number and a rank, 12
 * bytes, and its id once the database asked for it).
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

function idOf(index: TSearchIndex, doc: number) {
  return doc < index.sortedCount
    ? index.sortedIds.slice(doc * idLength, (doc + 1) * idLength)
    : index.appendedIds[doc - index.sortedCount]!;
}

/** Every posting of a word, in ascending order of tasks: the loaded ones, then those put in place. */
function forEachPosting(index: TSearchIndex, tokenId: number, visit: (doc: number, offset: number) => void) {
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

/** Where a word of the vocabulary has `part` first, in characters as strpos counts; -1 when it has none. */
function characterOffset(token: string, part: string) {
  const within = token.indexOf(part);
  return within < 0 || !hasSurrogates(token) ? within : [...token.slice(0, within)].length;
}

/**
 * The matching's arrays with one entry per task, reused from one search to the next (a search is matched to its end
 * without yielding): a megabyte a search at 100 000 tasks, ten at 1 000 000, that the collector would otherwise
 * reclaim after every search. Between searches every entry is 0: a search clears the entries it touched, so its cost
 * follows the postings it reads, not the size of the catalogue (issue 60: clearing and scanning every task's entries
 * was several milliseconds of each search at 1 000 000 tasks).
 */
type TMatchScratch = {
  hits: Uint8Array;
  seen: Uint8Array;
  rankSums: Float64Array;
  firstAt: Int32Array;
  found: Int32Array;
  touched: Int32Array;
  /** False while a search is using the arrays: one that threw midway left them for the next search to clear. */
  clean: boolean;
};
let scratch: TMatchScratch | undefined;

function scratchFor(documents: number): TMatchScratch {
  if (!scratch || scratch.hits.length < documents) {
    const length = Math.ceil(documents * 1.1) + 1024;
    scratch = {
      hits: new Uint8Array(length),
      seen: new Uint8Array(length),
      rankSums: new Float64Array(length),
      firstAt: new Int32Array(length),
      found: new Int32Array(length),
      touched: new Int32Array(length),
      clean: true,
    };
  } else if (!scratch.clean) {
    scratch.hits.fill(0);
    scratch.seen.fill(0);
    scratch.rankSums.fill(0);
    scratch.firstAt.fill(0);
  }
  scratch.clean = false;
  return scratch;
}

/**
 * Beyond this share of the catalogue's tasks, a search's matches are gathered by one pass over every task (already in
 * order) rather than sorted.
 */
const scannedShare = 1 / 16;

/**
 * One search term as the words of the index it reads: every word holding one of its patterns (ascending), with where
 * the exact term is in each (-1: not in it; the relevance counts the term's first position), and, for a term none of
 * whose patterns it contains, the other words holding the term (read for its position alone).
 */
type TResolvedTerm = { tokenIds: number[]; shifts: number[]; placeOnly: { tokenId: number; shift: number }[] };

/**
 * A search's terms as the index's words. `key` says everything the matches depend on: two searches with the same key
 * find the same tasks with the same relevance, though their words differ (issue 60: typos of one word, `rwnanie` and
 * `rownanei`, resolve to the same dictionary words and share their matches, counts and pages). `matchedKey` says
 * which tasks they find, whatever their relevance (the words alone): searches sharing it share their counts.
 */
export type TResolvedTerms = { key: string; matchedKey: string; terms: TResolvedTerm[] };

/** Terms resolved lately, per index: resolving reads each pattern's trigrams, the same for every request of a search. */
const resolvedTermsKept = 256;

function resolveTerms(index: TSearchIndex, terms: TSearchTerms): TResolvedTerms | undefined {
  const asked = JSON.stringify(terms);
  if (index.resolvedTerms.has(asked)) return index.resolvedTerms.get(asked);
  const patterns = terms.map(({ words }) => distinctPatternWords(words).map((word) => foldText(word.trim())));
  const exact = terms.map(({ term }) => foldText(term.trim()));
  const plain = [...patterns.flat(), ...exact].every(isWord);
  const resolved = plain
    ? (() => {
        const resolvedTerms = patterns.map((words, termIndex): TResolvedTerm => {
          const term = exact[termIndex]!;
          const found = new Set(words.flatMap((word) => wordsContaining(index.trigrams, index.tokens, word)));
          const tokenIds = [...found].sort((a, b) => a - b);
          const shifts = tokenIds.map((tokenId) => characterOffset(index.tokens[tokenId]!, term));
          const placeOnly = words.some((word) => term.includes(word))
            ? []
            : wordsContaining(index.trigrams, index.tokens, term)
                .filter((tokenId) => !found.has(tokenId))
                .map((tokenId) => ({ tokenId, shift: characterOffset(index.tokens[tokenId]!, term) }));
          return { tokenIds, shifts, placeOnly };
        });
        const key = resolvedTerms
          .map(
            ({ tokenIds, shifts, placeOnly }) =>
              `${tokenIds.join(',')}/${shifts.join(',')}/${placeOnly.map(({ tokenId, shift }) => `${tokenId}:${shift}`).join(',')}`,
          )
          .join(';');
        const matchedKey = resolvedTerms.map(({ tokenIds }) => tokenIds.join(',')).join(';');
        return { key, matchedKey, terms: resolvedTerms };
      })()
    : undefined;
  index.resolvedTerms.set(asked, resolved);
  if (index.resolvedTerms.size > resolvedTermsKept)
    index.resolvedTerms.delete(index.resolvedTerms.keys().next().value!);
  return resolved;
}

/**
 * The keys of what the terms match in the index (see TResolvedTerms): `matched`, the tasks found; `ranked`, those tasks
 * with their relevance. Undefined when the database matches them.
 */
export function matchKeyOf(index: TSearchIndex, terms: TSearchTerms) {
  const resolved = resolveTerms(index, terms);
  return resolved && { matched: resolved.matchedKey, ranked: resolved.key };
}

/**
 * Tasks every term finds, with their relevance. Each posting of a term's words is read once (issue 60): it counts
 * the task for the term and, in a word holding the exact term, moves the term's first position in the task.
 */
function matchIndex(index: TSearchIndex, resolvedTerms: TResolvedTerm[]): TSearchMatches {
  const documents = indexedTaskCount(index);
  // hits[doc] = how many terms found it so far; a term counts a task once (seen[doc] = term number).
  // rankSums[doc]: per task found by every term so far, the sum of their relevance (buildSearchRank's, in order).
  // firstAt[doc]: 1 + the first position of the current term in the task (strpos is 1-based), 0 while it has none.
  // found: the tasks the current term found, the first `foundCount`; touched: every task any term found.
  const work = scratchFor(documents);
  const { hits, seen, rankSums, firstAt, found, touched } = work;
  let foundCount = 0;
  let touchedCount = 0;
  // No term is in any word of the index (a typo): every match ranks 0.5 a term, and no rank is summed.
  const sameRank = resolvedTerms.every(
    ({ shifts, placeOnly }) => !placeOnly.length && shifts.every((shift) => shift < 0),
  );
  resolvedTerms.forEach(({ tokenIds, shifts, placeOnly }, termIndex) => {
    const stamp = termIndex + 1;
    foundCount = 0;
    const placeOf = (offset: number, shift: number, doc: number) => {
      const position = offset + shift + 1;
      if (firstAt[doc] === 0 || position < firstAt[doc]!) firstAt[doc] = position;
    };
    const visit = (doc: number, offset: number, shift: number) => {
      if (seen[doc] !== stamp) {
        if (seen[doc] === 0) touched[touchedCount++] = doc;
        seen[doc] = stamp;
        hits[doc] = hits[doc]! + 1;
        found[foundCount++] = doc;
      }
      if (shift >= 0) placeOf(offset, shift, doc);
    };
    tokenIds.forEach((tokenId, tokenAt) => {
      const shift = shifts[tokenAt]!;
      // The loaded postings decoded here rather than through forEachPosting: no call per posting, the hottest loop
      // of a search (a common word has hundreds of thousands at 1 000 000 tasks).
      const run = index.runs[tokenId];
      if (run) {
        const end = run.length;
        let at = 0;
        let doc = -1;
        while (at < end) {
          let byte = run[at++]!;
          let delta = byte & 0x7f;
          for (let bits = 7; byte & 0x80; bits += 7) {
            byte = run[at++]!;
            delta |= (byte & 0x7f) << bits;
          }
          byte = run[at++]!;
          let offset = byte & 0x7f;
          for (let bits = 7; byte & 0x80; bits += 7) {
            byte = run[at++]!;
            offset |= (byte & 0x7f) << bits;
          }
          doc += delta;
          if (seen[doc] !== stamp) {
            if (seen[doc] === 0) touched[touchedCount++] = doc;
            seen[doc] = stamp;
            hits[doc] = hits[doc]! + 1;
            found[foundCount++] = doc;
          }
          if (shift >= 0) {
            const position = offset + shift + 1;
            const first = firstAt[doc]!;
            if (first === 0 || position < first) firstAt[doc] = position;
          }
        }
      }
      const added = index.added.get(tokenId);
      if (added) for (let at = 0; at < added.docs.length; at++) visit(added.docs[at]!, added.offsets[at]!, shift);
    });
    // A term none of whose words it contains (never so for a search's terms, whose first word is the term itself):
    // the words holding it are read for its place alone, in the tasks the term found (the only ones ranked).
    for (const { tokenId, shift } of placeOnly) {
      forEachPosting(index, tokenId, (doc, offset) => {
        if (seen[doc] === stamp) placeOf(offset, shift, doc);
      });
    }
    if (sameRank) return;
    for (let at = 0; at < foundCount; at++) {
      const doc = found[at]!;
      const first = firstAt[doc]!;
      if (hits[doc] === stamp) rankSums[doc] = rankSums[doc]! + (first === 0 ? 0.5 : 1.0 / (1 + first / 200.0) + 1);
      firstAt[doc] = 0;
    }
  });

  // Every match was found by the last term: its tasks, in order of tasks. The tests written out in both loops, not
  // called: a broad search passes over every task of the catalogue.
  const termCount = resolvedTerms.length;
  const { removed } = index;
  let docs: Int32Array;
  if (foundCount > documents * scannedShare) {
    let matched = 0;
    for (let doc = 0; doc < documents; doc++) if (hits[doc] === termCount && !removed[doc]) found[matched++] = doc;
    docs = found.slice(0, matched);
  } else {
    let matched = 0;
    for (let at = 0; at < foundCount; at++) {
      const doc = found[at]!;
      if (hits[doc] === termCount && !removed[doc]) found[matched++] = doc;
    }
    docs = found.slice(0, matched).sort();
  }
  const ranks = new Float64Array(docs.length);
  if (sameRank) ranks.fill(0.5 * termCount);
  else for (let at = 0; at < docs.length; at++) ranks[at] = rankSums[docs[at]!]!;
  for (let at = 0; at < touchedCount; at++) {
    const doc = touched[at]!;
    hits[doc] = 0;
    seen[doc] = 0;
  }
  if (!sameRank) for (let at = 0; at < touchedCount; at++) rankSums[touched[at]!] = 0;
  work.clean = true;
  let ids: string[] | undefined;
  return {
    // Made only when asked for (the database matches by them); the catalogue snapshot reads the numbers.
    get ids() {
      ids ??= Array.from(docs, (doc) => idOf(index, doc));
      return ids;
    },
    ranks,
    sameRank,
    numbered: { docs, numbering: { key: index.runs, count: documents, idOf: (doc) => idOf(index, doc) } },
  };
}

/** The index's answer to the terms, reused while the index stands (every request of one search shares it). */
export function matchReusing(index: TSearchIndex, terms: TSearchTerms): TSearchMatches | undefined {
  const resolved = resolveTerms(index, terms);
  if (!resolved) return undefined;
  const { key } = resolved;
  const known = index.answered.get(key);
  if (known) {
    index.answered.delete(key);
    index.answered.set(key, known);
    return known;
  }
  const matches = matchIndex(index, resolved.terms);
  index.answered.set(key, matches);
  let held = 0;
  for (const answer of index.answered.values()) held += answer.ranks.length;
  for (const [oldest, answer] of index.answered) {
    if (index.answered.size <= reusedSearches && held <= reusedMatchedTasks) break;
    index.answered.delete(oldest);
    held -= answer.ranks.length;
  }
  return matches;
}
