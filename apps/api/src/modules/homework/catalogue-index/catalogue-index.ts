import { examLevels, schoolLevels, solutionFormats, type TFacetGroup, type THomeworkListQuery } from '@zadania/shared';
import type { TSearchMatches } from '../homework-filters';
import type { TFacetRow } from '../homework-list.repository';
import {
  countBits,
  emptyBitset,
  fullBitset,
  hasBit,
  intersectInto,
  nthSetBit,
  setBit,
  subtractInto,
  type TBitset,
} from './bitset';
import { idOfRow, rowOfId, type TCatalogueSnapshot, type TPostings } from './catalogue-snapshot';

/**
 * The public catalogue answered from a snapshot in memory, exactly as homework-list.repository answers it in
 * SQL (buildFilterConditions, countMatching, listPage, countFacets) for a viewer who sees public tasks only.
 */

/** The viewer's lists as their task ids: `favorite` in the list's order (position, added, id). */
export type TIndexLists = { favorite?: readonly string[]; hidden?: readonly string[]; solved?: readonly string[] };

export type TIndexContext = { matches?: TSearchMatches; lists: TIndexLists };

type TConceptGroup = 'domains' | 'definitions' | 'theorems' | 'tags';
const conceptGroups: TConceptGroup[] = ['domains', 'definitions', 'theorems', 'tags'];
const conceptTypeOfGroup = { domains: 'DOMAIN', definitions: 'DEFINITION', theorems: 'THEOREM', tags: 'TAG' } as const;
const facetLimit = 100;

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

/** Rows linked to one of the given dictionary entries, from the entries' postings. */
function rowsOfEntries(size: number, postings: TPostings, entries: Iterable<number>) {
  const bits = emptyBitset(size);
  for (const entry of entries) {
    for (let at = postings.offsets[entry]!; at < postings.offsets[entry + 1]!; at++) setBit(bits, postings.rows[at]!);
  }
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
  for (const index of wanted) intersectInto(bits, rowsOfEntries(snapshot.size, snapshot.conceptRows, [index!]));
  return bits;
}

/** The union of the given precomputed row sets. */
function unionOf(size: number, sets: TBitset[]) {
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

/**
 * A search's matches within one snapshot: their rows with their ranks, and (once a page asks for it) those
 * rows by relevance: rank desc, then row order.
 */
type TResolvedMatches = { bits: TBitset; rows: Int32Array; ranks: Float64Array; byRelevance?: Int32Array };
const resolvedMatches = new WeakMap<TCatalogueSnapshot, WeakMap<TSearchMatches, TResolvedMatches>>();

function resolveMatches(snapshot: TCatalogueSnapshot, matches: TSearchMatches): TResolvedMatches {
  let bySnapshot = resolvedMatches.get(snapshot);
  if (!bySnapshot) {
    bySnapshot = new WeakMap();
    resolvedMatches.set(snapshot, bySnapshot);
  }
  const known = bySnapshot.get(matches);
  if (known) return known;
  const bits = emptyBitset(snapshot.size);
  const rows = new Int32Array(matches.ids.length);
  const ranks = new Float64Array(matches.ids.length);
  let found = 0;
  for (let index = 0; index < matches.ids.length; index++) {
    const row = rowOfId(snapshot, matches.ids[index]!);
    if (row < 0) continue;
    setBit(bits, row);
    rows[found] = row;
    ranks[found++] = matches.ranks[index]!;
  }
  const resolved = { bits, rows: rows.subarray(0, found), ranks: ranks.subarray(0, found) };
  bySnapshot.set(matches, resolved);
  return resolved;
}

function byRelevance(resolved: TResolvedMatches) {
  if (!resolved.byRelevance) {
    const { rows, ranks } = resolved;
    const positions = new Int32Array(rows.length);
    for (let index = 0; index < rows.length; index++) positions[index] = index;
    positions.sort((a, b) => ranks[b]! - ranks[a]! || rows[a]! - rows[b]!);
    resolved.byRelevance = positions.map((index) => rows[index]!);
  }
  return resolved.byRelevance;
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
  const conceptFilters: [TConceptGroup, string[] | undefined, boolean | undefined][] = [
    ['domains', query.domainsIds, false],
    ['definitions', query.definitionsIds, query.definitionsExact],
    ['theorems', query.theoremsIds, query.theoremsExact],
    ['tags', query.tagsIds, query.tagsExact],
  ];
  for (const [group, ids, exact] of conceptFilters) {
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
    const minRating = query.minRating;
    const bits = emptyBitset(snapshot.size);
    for (let row = 0; row < snapshot.size; row++) if (snapshot.ratingsAvg[row]! >= minRating) setBit(bits, row);
    byGroup.set('ratings', bits);
  }
  if (query.exams?.length) {
    byGroup.set(
      'exams',
      rowsOfEntries(snapshot.size, snapshot.examRows, indexesOf(snapshot.exams.indexOf, query.exams)),
    );
  }
  if (query.levels?.length) {
    const chosen = [...new Set(query.levels)].map((level) => snapshot.levelBits[schoolLevels.indexOf(level)]!);
    byGroup.set('levels', unionOf(snapshot.size, chosen));
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

/** What one pass over a set of rows counts: per option of each wanted group. */
type TRowCounts = {
  formats?: Int32Array;
  concepts?: Int32Array;
  authors?: Int32Array;
  ratings?: Int32Array;
  exams?: Int32Array;
  levels?: Int32Array;
  types?: Int32Array;
  examLevels?: Int32Array;
};
type TCountKind = keyof TRowCounts;

/**
 * Counts the wanted groups' options over the rows of `bits`, all in one pass over the set bits (the groups
 * that count over the same rows share it); no call and no allocation per row.
 */
function countRows(snapshot: TCatalogueSnapshot, bits: TBitset, kinds: ReadonlySet<TCountKind>): TRowCounts {
  const want = (kind: TCountKind, length: number) => (kinds.has(kind) ? new Int32Array(length) : undefined);
  const formats = want('formats', solutionFormats.length);
  const concepts = want('concepts', snapshot.concepts.entries.length);
  const authors = want('authors', snapshot.authors.entries.length);
  const ratings = want('ratings', 4);
  const exams = want('exams', snapshot.exams.entries.length);
  const levels = want('levels', schoolLevels.length);
  const types = want('types', snapshot.types.entries.length);
  const examLevelCounts = want('examLevels', examLevels.length);
  const { conceptOffsets, conceptValues, examOffsets, examValues } = snapshot;
  for (let word = 0; word < bits.length; word++) {
    let value = bits[word]!;
    while (value) {
      const lowest = value & -value;
      const row = (word << 5) + 31 - Math.clz32(lowest);
      value ^= lowest;
      if (formats) {
        const mask = snapshot.formats[row]!;
        if (mask & 1) formats[0]!++;
        if (mask & 2) formats[1]!++;
        if (mask & 4) formats[2]!++;
      }
      if (concepts) {
        for (let link = conceptOffsets[row]!; link < conceptOffsets[row + 1]!; link++)
          concepts[conceptValues[link]!]!++;
      }
      if (authors) {
        const author = snapshot.authorIndex[row]!;
        if (author >= 0) authors[author]!++;
      }
      if (ratings) {
        const rating = snapshot.ratingsAvg[row]!;
        if (rating >= 1) ratings[0]!++;
        if (rating >= 2) ratings[1]!++;
        if (rating >= 3) ratings[2]!++;
        if (rating >= 4) ratings[3]!++;
      }
      if (exams) {
        for (let link = examOffsets[row]!; link < examOffsets[row + 1]!; link++) exams[examValues[link]!]!++;
      }
      if (levels) levels[snapshot.level[row]!]!++;
      if (types) {
        const type = snapshot.typeIndex[row]!;
        if (type >= 0) types[type]!++;
      }
      if (examLevelCounts) {
        const mask = snapshot.examLevels[row]!;
        if (mask & 1) examLevelCounts[0]!++;
        if (mask & 2) examLevelCounts[1]!++;
      }
    }
  }
  return { formats, concepts, authors, ratings, exams, levels, types, examLevels: examLevelCounts };
}

/**
 * Entries with a count, by count desc then `rank` (by default the dictionary order: the database's order of
 * the tie-breaking column).
 */
function rankedByCount(
  counts: Int32Array,
  accept: (index: number) => boolean = () => true,
  rank: (index: number) => number = (index) => index,
) {
  const indexes: number[] = [];
  for (let index = 0; index < counts.length; index++) if (counts[index]! > 0 && accept(index)) indexes.push(index);
  return indexes.sort((a, b) => counts[b]! - counts[a]! || rank(a) - rank(b));
}

/**
 * Authors' names as they are now (a name changes without moving the catalogue's revision): per author of the
 * snapshot, the name and its position in the database's order of names.
 */
export type TAuthorNames = { labels: string[]; rank: Int32Array };

/** Counts per option of every facet group, as countFacets returns them (rows, order, limits, labels). */
export function countFacetsInMemory(
  snapshot: TCatalogueSnapshot,
  selection: TIndexSelection,
  query: THomeworkListQuery,
  exactGroups: ReadonlySet<TFacetGroup>,
  authorNames?: TAuthorNames,
): Map<TFacetGroup, TFacetRow[]> {
  const facets = new Map<TFacetGroup, TFacetRow[]>();
  const { full } = selection;

  // As countFacets: the concept groups counted over the same rows share one count and one list of chosen
  // options. Groups counted over the same rows (all those without a filter of their own) share one pass.
  const ownRows = conceptGroups.filter((group) => selection.hasGroup(group) && !exactGroups.has(group));
  const sharedRows = conceptGroups.filter((group) => !ownRows.includes(group));
  const passes = new Map<TBitset, Set<TCountKind>>();
  const countOver = (bits: TBitset, kind: TCountKind) => {
    const kinds = passes.get(bits) ?? new Set<TCountKind>();
    kinds.add(kind);
    passes.set(bits, kinds);
    return bits;
  };
  const rowsOf: Partial<Record<TFacetGroup, TBitset>> = {};
  const groupKinds: [TFacetGroup, TCountKind][] = [
    ['solutionFormats', 'formats'],
    ['authors', 'authors'],
    ['ratings', 'ratings'],
    ['exams', 'exams'],
    ['levels', 'levels'],
    ['types', 'types'],
  ];
  for (const [group, kind] of groupKinds) rowsOf[group] = countOver(selection.countedFor(group), kind);
  countOver(full, 'examLevels');
  if (sharedRows.length) countOver(full, 'concepts');
  for (const group of ownRows) rowsOf[group] = countOver(selection.countedFor(group), 'concepts');
  const counted = new Map([...passes].map(([bits, kinds]) => [bits, countRows(snapshot, bits, kinds)]));
  const countsOf = (bits: TBitset) => counted.get(bits)!;

  const formatCounts = countsOf(rowsOf.solutionFormats!).formats!;
  facets.set(
    'solutionFormats',
    solutionFormats
      .map((format, bit) => ({ value: format as string, label: null, count: formatCounts[bit]! }))
      .filter((row) => row.count > 0)
      .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0)),
  );

  const selectedConcepts: Record<TConceptGroup, string[] | undefined> = {
    domains: query.domainsIds,
    definitions: query.definitionsIds,
    theorems: query.theoremsIds,
    tags: query.tagsIds,
  };
  const countConcepts = (groups: TConceptGroup[], bits: TBitset) => {
    const counts = countsOf(bits).concepts!;
    const selected = new Set(groups.flatMap((group) => selectedConcepts[group] ?? []));
    for (const group of groups) {
      const type = conceptTypeOfGroup[group];
      const ranked = rankedByCount(counts, (index) => snapshot.concepts.entries[index]!.type === type);
      facets.set(
        group,
        ranked
          .filter((index, rank) => rank < facetLimit || selected.has(snapshot.concepts.entries[index]!.id))
          .map((index) => {
            const concept = snapshot.concepts.entries[index]!;
            return { value: concept.id, label: concept.name, count: counts[index]! };
          }),
      );
    }
  };
  if (sharedRows.length) countConcepts(sharedRows, full);
  for (const group of ownRows) countConcepts([group], rowsOf[group]!);

  const topOf = (counts: Int32Array, toRow: (index: number) => TFacetRow, rank?: (index: number) => number) =>
    rankedByCount(counts, undefined, rank).slice(0, facetLimit).map(toRow);

  const authorCounts = countsOf(rowsOf.authors!).authors!;
  facets.set(
    'authors',
    topOf(
      authorCounts,
      (index) => ({
        value: snapshot.authors.entries[index]!.id,
        label: authorNames?.labels[index] ?? snapshot.authors.entries[index]!.displayName,
        count: authorCounts[index]!,
      }),
      authorNames && ((index) => authorNames.rank[index]!),
    ),
  );

  const atLeast = countsOf(rowsOf.ratings!).ratings!;
  facets.set(
    'ratings',
    [4, 3, 2, 1].map((min) => ({ value: String(min), label: null, count: atLeast[min - 1]! })),
  );

  const examCounts = countsOf(rowsOf.exams!).exams!;
  facets.set(
    'exams',
    topOf(examCounts, (index) => ({
      value: snapshot.exams.entries[index]!.id,
      label: null,
      count: examCounts[index]!,
    })),
  );

  const levelCounts = countsOf(rowsOf.levels!).levels!;
  facets.set(
    'levels',
    schoolLevels
      .map((level, index) => ({ value: level as string, label: null, count: levelCounts[index]! }))
      .filter((row) => row.count > 0),
  );

  facets.set('statuses', selection.total > 0 ? [{ value: 'PUBLIC', label: null, count: selection.total }] : []);

  const typeCounts = countsOf(rowsOf.types!).types!;
  facets.set(
    'types',
    topOf(typeCounts, (index) => ({
      value: snapshot.types.entries[index]!.id,
      label: snapshot.types.entries[index]!.name,
      count: typeCounts[index]!,
    })),
  );

  const examLevelCounts = countsOf(full).examLevels!;
  facets.set(
    'examLevels',
    examLevels
      .map((level, index) => ({ value: level as string, label: null, count: examLevelCounts[index]! }))
      .filter((row) => row.count > 0),
  );
  return facets;
}

/** The ids of one page of the selected rows, in the order listPage sorts them. */
export function pageInMemory(
  snapshot: TCatalogueSnapshot,
  selection: TIndexSelection,
  query: THomeworkListQuery,
  context: TIndexContext,
): string[] {
  const { full } = selection;
  const offset = (query.page - 1) * query.pageSize;
  const ids: string[] = [];
  if (offset >= selection.total) return ids;
  const wanted = query.sort ?? (context.matches ? 'relevance' : 'createdAt:DESC');
  const sort = wanted === 'favorite:ASC' && !context.lists.favorite ? 'createdAt:DESC' : wanted;
  const last = Math.min(selection.total, offset + query.pageSize);
  if (sort === 'createdAt:DESC' || sort === 'createdAt:ASC') {
    // In row order the page starts at the n-th selected row, found by counting bits: deep pages cost no walk.
    const step = sort === 'createdAt:ASC' ? -1 : 1;
    let row = nthSetBit(full, step === 1 ? offset : selection.total - 1 - offset);
    for (let index = offset; index < last; index++, row += step) {
      while (!hasBit(full, row)) row += step;
      ids.push(idOfRow(snapshot, row));
    }
    return ids;
  }
  const order =
    sort === 'ratingsAvg:DESC'
      ? snapshot.byRating
      : sort === 'relevance' && context.matches
        ? byRelevance(resolveMatches(snapshot, context.matches))
        : Int32Array.from((context.lists.favorite ?? []).map((id) => rowOfId(snapshot, id)).filter((row) => row >= 0));
  let skipped = 0;
  for (let index = 0; index < order.length && ids.length < last - offset; index++) {
    const row = order[index]!;
    if (!hasBit(full, row) || skipped++ < offset) continue;
    ids.push(idOfRow(snapshot, row));
  }
  return ids;
}

/** The id of one selected row drawn at random, or null when none is selected. */
export function pickRandomInMemory(snapshot: TCatalogueSnapshot, selection: TIndexSelection, random = Math.random) {
  if (!selection.total) return null;
  return idOfRow(snapshot, nthSetBit(selection.full, Math.floor(random() * selection.total)));
}
