import {
  expandRequirementFilter,
  schoolLevels,
  solutionFormats,
  subjects,
  type TFacetGroup,
  type THomeworkListQuery,
} from '@zadania/shared';
import { conceptFiltersOf, type TConceptGroup, type TSearchMatches } from '../homework-filters';
import { countBits, emptyBitset, fullBitset, intersectInto, setBit, subtractInto, type TBitset } from './bitset';
import { rowOfId, type TCatalogueSnapshot, type TPostings, type TRatingLog } from './catalogue-snapshot';
import { resolveMatches } from './search-matches';

/** The viewer's lists as their task ids: `favorite` in the list's order (position, added, id). */
export type TIndexLists = { favorite?: readonly string[]; hidden?: readonly string[]; solved?: readonly string[] };

export type TIndexContext = { matches?: TSearchMatches; lists: TIndexLists };

export type { TConceptGroup };

/** The rows that pass every filter (`full`) and, per facet group, the rows its options are counted over. */
export type TIndexSelection = {
  full: TBitset;
  total: number;
  countedFor(group: TFacetGroup): TBitset;
  hasGroup(group: TFacetGroup): boolean;
};

/** Flags of the dictionary entries whose ids are given; unknown ids ignored. */
function flagsOf(indexOf: Map<string, number>, size: number, ids: readonly string[]) {
  const flags = new Uint8Array(size);
  for (const id of ids) {
    const index = indexOf.get(id);
    if (index !== undefined) flags[index] = 1;
  }
  return flags;
}

/**
 * Per postings (concepts, exams, requirements of one snapshot's rows), the rows of the entries asked about lately:
 * at 1 000 000 tasks a common concept's rows are 300 000 bits to set, the same at every request that filters by it
 * (issue 34). A postings object stands while the catalogue's shape does; ratings leave it. At most
 * `heldEntryRows` sets are kept per postings (about 125 kB each at 1 000 000 rows, so at most 8 MB), the least recently
 * used dropped.
 */
const entryRows = new WeakMap<TPostings, Map<number, TBitset>>();
const heldEntryRows = 64;

export function rowsOfEntry(size: number, postings: TPostings, entry: number) {
  let held = entryRows.get(postings);
  if (!held) {
    held = new Map();
    entryRows.set(postings, held);
  }
  let bits = held.get(entry);
  if (bits) {
    held.delete(entry);
  } else {
    bits = emptyBitset(size);
    for (let at = postings.offsets[entry]!; at < postings.offsets[entry + 1]!; at++) setBit(bits, postings.rows[at]!);
    if (held.size >= heldEntryRows) held.delete(held.keys().next().value!);
  }
  held.set(entry, bits);
  return bits;
}

/** Rows linked to one of the given dictionary entries, from the entries' postings. */
function rowsOfEntries(size: number, postings: TPostings, entries: Iterable<number>) {
  return unionOf(
    size,
    [...entries].map((entry) => rowsOfEntry(size, postings, entry)),
  );
}

/**
 * Rows rated at least 1, 2, 3 and 4 stars (the rating facet's options and the usual filters), per ratings column
 * (a rating applied in place makes a new one): one pass over every row per rating change, not per request.
 */
const ratedRows = new WeakMap<Float64Array, TBitset[]>();
/** Per rating log, the latest star sets made along it and the log version they stand at. */
const starsAlongLog = new WeakMap<TRatingLog, { version: number; stars: TBitset[] }>();
/** Above this many ratings since the latest star sets of a log, the rows are passed over again. */
const starsPatchedUpTo = 4096;

/** The four star sets of every row: one pass. */
function countStars(snapshot: TCatalogueSnapshot): TBitset[] {
  const stars = [
    emptyBitset(snapshot.size),
    emptyBitset(snapshot.size),
    emptyBitset(snapshot.size),
    emptyBitset(snapshot.size),
  ];
  const [one, two, three, four] = stars as [TBitset, TBitset, TBitset, TBitset];
  for (let row = 0; row < snapshot.size; row++) {
    const rating = snapshot.ratingsAvg[row]!;
    if (rating < 1) continue;
    const word = row >>> 5;
    const bit = 1 << (row & 31);
    one[word]! |= bit;
    if (rating >= 2) two[word]! |= bit;
    if (rating >= 3) three[word]! |= bit;
    if (rating >= 4) four[word]! |= bit;
  }
  return stars;
}

/**
 * The star sets of an earlier snapshot along the same rating log, copied, with the rows rated since set again: a
 * rating at 1 000 000 tasks then costs four copies of 125 KB, not a pass over every row. Undefined when the log has
 * none yet, or too many ratings since.
 */
function patchedStars(snapshot: TCatalogueSnapshot): TBitset[] | undefined {
  const log = snapshot.ratingLog;
  const version = snapshot.ratingVersion ?? 0;
  const known = log && log.ids === snapshot.ids ? starsAlongLog.get(log) : undefined;
  if (!log || !known || known.version > version || version - known.version > starsPatchedUpTo) return undefined;
  const stars = known.stars.map((set) => set.slice());
  for (let entry = known.version; entry < version; entry++) {
    const row = log.rows[entry]!;
    const rating = snapshot.ratingsAvg[row]!;
    const word = row >>> 5;
    const bit = 1 << (row & 31);
    for (let star = 1; star <= 4; star++) {
      if (rating >= star) stars[star - 1]![word]! |= bit;
      else stars[star - 1]![word]! &= ~bit;
    }
  }
  return stars;
}

function rowsPerStar(snapshot: TCatalogueSnapshot) {
  let held = ratedRows.get(snapshot.ratingsAvg);
  if (!held) {
    held = patchedStars(snapshot) ?? countStars(snapshot);
    ratedRows.set(snapshot.ratingsAvg, held);
    const log = snapshot.ratingLog;
    const version = snapshot.ratingVersion ?? 0;
    if (log && log.ids === snapshot.ids && version >= (starsAlongLog.get(log)?.version ?? 0))
      starsAlongLog.set(log, { version, stars: held });
  }
  return held;
}

/** Rows rated at least `minRating`. */
export function rowsRatedAtLeast(snapshot: TCatalogueSnapshot, minRating: number) {
  if (Number.isInteger(minRating) && minRating >= 1 && minRating <= 4) return rowsPerStar(snapshot)[minRating - 1]!;
  const bits = emptyBitset(snapshot.size);
  for (let row = 0; row < snapshot.size; row++) if (snapshot.ratingsAvg[row]! >= minRating) setBit(bits, row);
  return bits;
}

/** Dictionary indexes of the given ids; unknown ids left out. */
const indexesOf = (indexOf: Map<string, number>, ids: readonly string[]) =>
  new Set(ids.flatMap((id) => (indexOf.has(id) ? [indexOf.get(id)!] : [])));

/** Rows linked to every given concept (`concept_ids @> ids`): none when one of them is unknown. */
function rowsWithAllConcepts(snapshot: TCatalogueSnapshot, ids: readonly string[]) {
  const wanted = [...new Set(ids)].map((id) => snapshot.concepts.indexOf.get(id));
  if (wanted.some((index) => index === undefined)) return emptyBitset(snapshot.size);
  const bits = fullBitset(snapshot.size);
  for (const index of wanted) intersectInto(bits, rowsOfEntry(snapshot.size, snapshot.conceptRows, index!));
  return bits;
}

/**
 * The union of the given precomputed row sets: one set is returned as it is (a selection's sets are only ever
 * read; `always`, `full` and the partial selections are the request's own copies).
 */
function unionOf(size: number, sets: TBitset[]) {
  if (sets.length === 1) return sets[0]!;
  const bits = emptyBitset(size);
  for (const set of sets) for (let word = 0; word < bits.length; word++) bits[word]! |= set[word]!;
  return bits;
}

/** Rows whose value in `column` is flagged (-1: no value, never flagged). One pass, no call per row. */
function rowsFlagged(size: number, column: Uint8Array | Int32Array, flags: Uint8Array) {
  const bits = emptyBitset(size);
  for (let word = 0, row = 0; row < size; word++) {
    let value = 0;
    for (let bit = 0; bit < 32 && row < size; bit++, row++) {
      const index = column[row]!;
      if (index >= 0 && flags[index] === 1) value |= 1 << bit;
    }
    bits[word] = value;
  }
  return bits;
}

function rowsOfIds(snapshot: TCatalogueSnapshot, ids: readonly string[]) {
  const bits = emptyBitset(snapshot.size);
  for (const id of ids) {
    const row = rowOfId(snapshot, id);
    if (row >= 0) setBit(bits, row);
  }
  return bits;
}

/** Every filter of the query as rows of the snapshot, per facet group as buildFilterConditions groups them. */
export function selectRows(
  snapshot: TCatalogueSnapshot,
  query: THomeworkListQuery,
  context: TIndexContext,
  exactGroups: ReadonlySet<TFacetGroup>,
): TIndexSelection {
  const byGroup = new Map<TFacetGroup, TBitset>();
  const always = fullBitset(snapshot.size);

  if (query.solutionFormats?.length) {
    const chosen = query.solutionFormats.map((format) => snapshot.formatBits[solutionFormats.indexOf(format)]!);
    byGroup.set('solutionFormats', unionOf(snapshot.size, chosen));
  }
  for (const [group, ids, exact] of conceptFiltersOf(query)) {
    if (!ids?.length) continue;
    byGroup.set(
      group,
      exact
        ? rowsWithAllConcepts(snapshot, ids)
        : rowsOfEntries(snapshot.size, snapshot.conceptRows, indexesOf(snapshot.concepts.indexOf, ids)),
    );
  }
  const authors = [...(query.authorsIds ?? []), ...(query.authorId ? [query.authorId] : [])];
  if (authors.length) {
    const flags = flagsOf(snapshot.authors.indexOf, snapshot.authors.entries.length, authors);
    byGroup.set('authors', rowsFlagged(snapshot.size, snapshot.authorIndex, flags));
  }
  if (query.minRating !== undefined) {
    byGroup.set('ratings', rowsRatedAtLeast(snapshot, query.minRating));
  }
  if (query.exams?.length) {
    byGroup.set(
      'exams',
      rowsOfEntries(snapshot.size, snapshot.examRows, indexesOf(snapshot.exams.indexOf, query.exams)),
    );
  }
  if (query.requirements?.length) {
    const keys = expandRequirementFilter(query.requirements);
    byGroup.set(
      'requirements',
      rowsOfEntries(snapshot.size, snapshot.requirementRows, indexesOf(snapshot.requirements.indexOf, keys)),
    );
  }
  if (query.levels?.length) {
    const chosen = [...new Set(query.levels)].map((level) => snapshot.levelBits[schoolLevels.indexOf(level)]!);
    byGroup.set('levels', unionOf(snapshot.size, chosen));
  }
  if (query.subjects?.length) {
    const chosen = [...new Set(query.subjects)].map((subject) => snapshot.subjectBits[subjects.indexOf(subject)]!);
    byGroup.set('subjects', unionOf(snapshot.size, chosen));
  }
  const types = [...(query.typesIds ?? []), ...(query.type ? [query.type] : [])];
  if (types.length) {
    // A chosen type stands for itself and its subtypes.
    const chosen = flagsOf(snapshot.types.indexOf, snapshot.types.entries.length, types);
    const flags = chosen.map((flag, index) => {
      const parent = snapshot.typeParents[index]!;
      return flag || (parent >= 0 && chosen[parent]) ? 1 : 0;
    });
    byGroup.set('types', rowsFlagged(snapshot.size, snapshot.typeIndex, flags));
  }

  if (query.closed !== undefined) intersectInto(always, snapshot.closedBits[query.closed ? 1 : 0]!);
  if (context.matches) intersectInto(always, resolveMatches(snapshot, context.matches).bits);
  const { favorite, hidden, solved } = context.lists;
  if (favorite) intersectInto(always, rowsOfIds(snapshot, favorite));
  if (hidden) subtractInto(always, rowsOfIds(snapshot, hidden));
  if (solved) subtractInto(always, rowsOfIds(snapshot, solved));

  const groups = [...byGroup];
  const full = always.slice();
  for (const [, bits] of groups) intersectInto(full, bits);
  const total = countBits(full);
  const partials = new Map<TFacetGroup, TBitset>();
  // A group counts over every filter but its own, unless it has none or is an "exact" group (keeps its own).
  const countedFor = (group: TFacetGroup) => {
    if (!byGroup.has(group) || exactGroups.has(group)) return full;
    let partial = partials.get(group);
    if (!partial) {
      partial = always.slice();
      for (const [other, bits] of groups) if (other !== group) intersectInto(partial, bits);
      partials.set(group, partial);
    }
    return partial;
  };
  return { full, total, countedFor, hasGroup: (group) => byGroup.has(group) };
}
