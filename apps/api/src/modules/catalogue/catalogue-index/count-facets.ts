import {
  examLevels,
  schoolLevels,
  solutionFormats,
  subjects,
  type TFacetGroup,
  type THomeworkListQuery,
} from '@zadania/shared';
import type { TFacetRow } from '../homework-list.repository';
import { countBits, countShared, fullBitset, subtractInto, type TBitset } from './bitset';
import type { TCatalogueSnapshot } from './catalogue-snapshot';
import { rowsOfEntry, rowsRatedAtLeast, type TConceptGroup, type TIndexSelection } from './select-rows';

const conceptGroups: TConceptGroup[] = ['domains', 'definitions', 'theorems', 'tags'];
const conceptTypeOfGroup = { domains: 'DOMAIN', definitions: 'DEFINITION', theorems: 'THEOREM', tags: 'TAG' } as const;
const facetLimit = 100;
/** Up to this many concepts of a group's type, its own counts are made set against set (see countFacetsInMemory). */
const conceptsCountedBySets = 32;

/** What one pass over a set of rows counts: per option of each wanted group. */
type TRowCounts = {
  formats?: Int32Array;
  concepts?: Int32Array;
  authors?: Int32Array;
  ratings?: Int32Array;
  exams?: Int32Array;
  requirements?: Int32Array;
  levels?: Int32Array;
  subjects?: Int32Array;
  types?: Int32Array;
  examLevels?: Int32Array;
};
type TCountKind = keyof TRowCounts;

/** Groups with a handful of options, each option's rows a set the snapshot keeps: counted set against set. */
const countedBySets: ReadonlySet<TCountKind> = new Set(['formats', 'levels', 'subjects', 'ratings']);

/**
 * The few-option groups over the rows of `bits`: per option, the rows shared with the option's set, 32 rows a step
 * (at 1 000 000 tasks a pass over the set bits of a large selection costs several times as much).
 */
function countBySets(snapshot: TCatalogueSnapshot, bits: TBitset, kinds: ReadonlySet<TCountKind>): TRowCounts {
  return {
    formats: kinds.has('formats') ? Int32Array.from(snapshot.formatBits, (rows) => countShared(bits, rows)) : undefined,
    levels: kinds.has('levels') ? Int32Array.from(snapshot.levelBits, (rows) => countShared(bits, rows)) : undefined,
    subjects: kinds.has('subjects')
      ? Int32Array.from(snapshot.subjectBits, (rows) => countShared(bits, rows))
      : undefined,
    ratings: kinds.has('ratings')
      ? Int32Array.from([1, 2, 3, 4], (min) => countShared(bits, rowsRatedAtLeast(snapshot, min)))
      : undefined,
  };
}

/**
 * Counts the wanted groups' options over the rows of `bits`: the few-option groups set against set, the others in
 * one pass over the set bits (the groups that count over the same rows share it).
 */
function countRows(snapshot: TCatalogueSnapshot, bits: TBitset, kinds: ReadonlySet<TCountKind>): TRowCounts {
  const bySets = countBySets(snapshot, bits, kinds);
  const rowKinds = new Set([...kinds].filter((kind) => !countedBySets.has(kind)));
  if (!rowKinds.size) return bySets;
  return { ...countEachRowOrTheRest(snapshot, bits, rowKinds), ...bySets };
}

/** The groups counted row by row over every row of the snapshot's rows, kept with those rows (`ids`). */
const everyRowCounts = new WeakMap<Uint8Array, TRowCounts>();
const rowCountedKinds: ReadonlySet<TCountKind> = new Set([
  'concepts',
  'authors',
  'exams',
  'requirements',
  'types',
  'examLevels',
]);

/**
 * countEachRow, or, when `bits` holds more than half of the rows, the counts of every row less those of the rows left
 * out: a broad search (a short word, a typo close to common words) matches most of a large catalogue, and its counts
 * then cost the rows it leaves out rather than the rows it matches (issue 60). The counts of every row are counted
 * once per snapshot rows (they do not depend on ratings).
 */
function countEachRowOrTheRest(snapshot: TCatalogueSnapshot, bits: TBitset, kinds: ReadonlySet<TCountKind>) {
  if (countBits(bits) * 2 <= snapshot.size) return countEachRow(snapshot, bits, kinds);
  let every = everyRowCounts.get(snapshot.ids);
  if (!every) {
    every = countEachRow(snapshot, fullBitset(snapshot.size), rowCountedKinds);
    everyRowCounts.set(snapshot.ids, every);
  }
  const rest = fullBitset(snapshot.size);
  subtractInto(rest, bits);
  const restCounts = countEachRow(snapshot, rest, kinds);
  const counts: TRowCounts = {};
  for (const kind of kinds) {
    const all = every[kind]!;
    const left = restCounts[kind]!;
    const kept = new Int32Array(all.length);
    for (let index = 0; index < all.length; index++) kept[index] = all[index]! - left[index]!;
    counts[kind] = kept;
  }
  return counts;
}

/** The groups of `kinds` counted row by row, in one pass over the set bits; no call and no allocation per row. */
function countEachRow(snapshot: TCatalogueSnapshot, bits: TBitset, kinds: ReadonlySet<TCountKind>): TRowCounts {
  const want = (kind: TCountKind, length: number) => (kinds.has(kind) ? new Int32Array(length) : undefined);
  const concepts = want('concepts', snapshot.concepts.entries.length);
  const authors = want('authors', snapshot.authors.entries.length);
  const exams = want('exams', snapshot.exams.entries.length);
  const requirements = want('requirements', snapshot.requirements.entries.length);
  const types = want('types', snapshot.types.entries.length);
  const examLevelCounts = want('examLevels', examLevels.length);
  const { conceptOffsets, conceptValues, examOffsets, examValues, requirementOffsets, requirementValues } = snapshot;
  // Every array in a local and every bound read once: the loop runs once per selected row (up to a million).
  const { authorIndex, typeIndex, examLevels: examLevelMasks } = snapshot;
  for (let word = 0; word < bits.length; word++) {
    let value = bits[word]!;
    while (value) {
      const lowest = value & -value;
      const row = (word << 5) + 31 - Math.clz32(lowest);
      value ^= lowest;
      if (concepts) {
        const end = conceptOffsets[row + 1]!;
        for (let link = conceptOffsets[row]!; link < end; link++) concepts[conceptValues[link]!]!++;
      }
      if (authors) {
        const author = authorIndex[row]!;
        if (author >= 0) authors[author]!++;
      }
      if (exams) {
        const end = examOffsets[row + 1]!;
        for (let link = examOffsets[row]!; link < end; link++) exams[examValues[link]!]!++;
      }
      if (requirements) {
        const end = requirementOffsets[row + 1]!;
        for (let link = requirementOffsets[row]!; link < end; link++) requirements[requirementValues[link]!]!++;
      }
      if (types) {
        const type = typeIndex[row]!;
        if (type >= 0) types[type]!++;
      }
      if (examLevelCounts) {
        const mask = examLevelMasks[row]!;
        if (mask & 1) examLevelCounts[0]!++;
        if (mask & 2) examLevelCounts[1]!++;
      }
    }
  }
  return { concepts, authors, exams, requirements, types, examLevels: examLevelCounts };
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

/** The 'ratings' group: how many rows have at least 4, 3, 2 and 1 stars (`atLeast[n - 1]`: at least n). */
export const ratingRows = (atLeast: Int32Array): TFacetRow[] =>
  [4, 3, 2, 1].map((min) => ({ value: String(min), label: null, count: atLeast[min - 1]! }));

/** `ratingRows` the other way round: the counts of at least 1, 2, 3 and 4 stars. */
export const atLeastOfRatingRows = (rows: readonly { value: string | null; count: number }[]): Int32Array =>
  Int32Array.from([1, 2, 3, 4], (min) => rows.find((row) => row.value === String(min))?.count ?? 0);

/**
 * The 'ratings' group alone over the rows of `bits`, with the snapshot's ratings as they are now: what a rating
 * changes in the counts of a selection that does not filter by rating, when the ratings moved since its count
 * cannot be applied to it (issue 34).
 */
export const countRatings = (snapshot: TCatalogueSnapshot, bits: TBitset): Int32Array =>
  countRows(snapshot, bits, new Set(['ratings'])).ratings!;

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
    ['requirements', 'requirements'],
    ['levels', 'levels'],
    ['subjects', 'subjects'],
    ['types', 'types'],
  ];
  for (const [group, kind] of groupKinds) rowsOf[group] = countOver(selection.countedFor(group), kind);
  countOver(full, 'examLevels');
  if (sharedRows.length) countOver(full, 'concepts');
  // A concept group with a filter of its own counts only its type's concepts over its own rows: with few of them,
  // each concept's kept set against those rows (at 1 000 000 tasks a pass over the rows costs several times as much).
  const ownCounts = new Map<TConceptGroup, Int32Array>();
  for (const group of ownRows) {
    const type = conceptTypeOfGroup[group];
    const ofType = snapshot.concepts.entries.flatMap((entry, index) => (entry.type === type ? [index] : []));
    if (ofType.length <= conceptsCountedBySets) {
      const bits = selection.countedFor(group);
      const counts = new Int32Array(snapshot.concepts.entries.length);
      for (const index of ofType)
        counts[index] = countShared(bits, rowsOfEntry(snapshot.size, snapshot.conceptRows, index));
      ownCounts.set(group, counts);
    } else {
      rowsOf[group] = countOver(selection.countedFor(group), 'concepts');
    }
  }
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
  const countConcepts = (groups: TConceptGroup[], counts: Int32Array) => {
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
  if (sharedRows.length) countConcepts(sharedRows, countsOf(full).concepts!);
  for (const group of ownRows) countConcepts([group], ownCounts.get(group) ?? countsOf(rowsOf[group]!).concepts!);

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

  facets.set('ratings', ratingRows(countsOf(rowsOf.ratings!).ratings!));

  const examCounts = countsOf(rowsOf.exams!).exams!;
  facets.set(
    'exams',
    topOf(examCounts, (index) => ({
      value: snapshot.exams.entries[index]!.id,
      label: null,
      count: examCounts[index]!,
    })),
  );

  const requirementCounts = countsOf(rowsOf.requirements!).requirements!;
  facets.set(
    'requirements',
    topOf(requirementCounts, (index) => ({
      value: snapshot.requirements.entries[index]!.id,
      label: null,
      count: requirementCounts[index]!,
    })),
  );

  const levelCounts = countsOf(rowsOf.levels!).levels!;
  facets.set(
    'levels',
    schoolLevels
      .map((level, index) => ({ value: level as string, label: null, count: levelCounts[index]! }))
      .filter((row) => row.count > 0),
  );

  const subjectCounts = countsOf(rowsOf.subjects!).subjects!;
  facets.set(
    'subjects',
    subjects
      .map((subject, index) => ({ value: subject as string, label: null, count: subjectCounts[index]! }))
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
