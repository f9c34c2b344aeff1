import { foldText } from '@zadania/shared';
import { distinctPatternWords, type TSearchMatches, type TSearchTerms } from './homework-filters';
import {
  forEachPosting,
  hasSurrogates,
  idOf,
  indexedTaskCount,
  isWord,
  reusedMatchedTasks,
  reusedSearches,
  type TResolvedTerm,
  type TResolvedTerms,
  type TSearchIndex,
} from './homework-word-index';
import { wordsContaining } from './word-index-trigrams';

/**
 * Matching the search's terms against the word index (homework-word-index.ts): each pattern resolved to the words
 * that hold it, their postings merged per task, the relevance of buildSearchRank computed on the way.
 */

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
