import { schoolLevels, solutionFormats, subjects } from '@zadania/shared';
import { emptyBitset, setBit, type TBitset } from './bitset';

/**
 * The dictionaries a snapshot's rows point into, each in the database's order (so that an index compares as
 * the database compares): concepts, authors and types by name, exams by id.
 */
export type TSnapshotDictionaries = {
  concepts: { id: string; type: string; name: string }[];
  authors: { id: string; displayName: string }[];
  types: { id: string; name: string; parentId: string | null }[];
  exams: { id: string; level: string | null }[];
  /** Requirement keys (`system:code`, issue 37) carried by public tasks, in byte order. */
  requirements: { id: string }[];
};

/** One public task as the snapshot takes it, in the order `created_at desc, id desc`. */
export type TSnapshotRow = {
  id: string;
  /** `created_at` in microseconds since 1970 (exact: below 2^53), where a changed row goes (issue 34). */
  createdAt: number;
  level: string;
  subject: string;
  closed: boolean;
  solutionFormats: readonly string[];
  typeId: string | null;
  authorId: string | null;
  ratingsAvg: number;
  ratingsCount: number;
  conceptIds: readonly string[];
  examIds: readonly string[];
  requirements: readonly string[];
};

/** Dictionary entries by id, positions in the dictionary's database order. */
type TDictionary<T> = { entries: T[]; indexOf: Map<string, number> };

const dictionary = <T extends { id: string }>(entries: T[]): TDictionary<T> => ({
  entries,
  indexOf: new Map(entries.map((entry, index) => [entry.id, index])),
});

/**
 * The ratings moved in place on the snapshots of one set of rows (`ids`), in the order they were applied: entry i
 * moved row `rows[i]` from `before[i]` to `after[i]` stars. Append-only; a snapshot holds its first
 * `ratingVersion` entries, so a count made at one snapshot can be brought to a later one by the entries between.
 */
export type TRatingLog = { ids: Uint8Array; rows: number[]; before: number[]; after: number[] };

/**
 * The public catalogue of one revision as columns: row r is the r-th task in `created_at desc, id desc` order,
 * every attribute a typed array indexed by r, concepts and exams of a row as slices of one array (CSR).
 */
export type TCatalogueSnapshot = {
  /** The feed's `shape` it was built at (catalogue-feed.ts): it answers requests made at that position. */
  revision: string;
  size: number;
  /** 16 bytes per row. */
  ids: Uint8Array;
  /** `created_at` in microseconds since 1970. */
  createdAt: Float64Array;
  /** Open addressing over `ids`: row + 1 per slot, 0 empty. */
  idSlots: Int32Array;
  level: Uint8Array;
  /** Index in `subjects` (issue 73). */
  subject: Uint8Array;
  closed: Uint8Array;
  /** Bit i: solutionFormats[i]. */
  formats: Uint8Array;
  /** Bit i: examLevels[i] of one of the row's exams. */
  examLevels: Uint8Array;
  typeIndex: Int32Array;
  authorIndex: Int32Array;
  ratingsAvg: Float64Array;
  ratingsCount: Int32Array;
  conceptOffsets: Int32Array;
  conceptValues: Int32Array;
  examOffsets: Int32Array;
  examValues: Int32Array;
  requirementOffsets: Int32Array;
  requirementValues: Int32Array;
  /** The same links the other way round: per concept (dictionary index), its rows, ascending. */
  conceptRows: TPostings;
  /** Per exam, its rows, ascending. */
  examRows: TPostings;
  /** Per requirement key, its rows. */
  requirementRows: TPostings;
  /** Per level (index in schoolLevels), per closed (0, 1) and per solution format (bit): their rows as bits. */
  levelBits: TBitset[];
  /** Per subject (index in subjects): its rows as bits. */
  subjectBits: TBitset[];
  closedBits: TBitset[];
  formatBits: TBitset[];
  /** Rows in `ratings_avg desc, ratings_count desc, created_at desc, id desc` order. */
  byRating: Int32Array;
  /**
   * The ratings moved in place since these rows were built (catalogue-snapshot-ratings.ts) and how many of the
   * log's entries this snapshot holds; absent until the first rating moves.
   */
  ratingLog?: TRatingLog;
  ratingVersion?: number;
  concepts: TDictionary<TSnapshotDictionaries['concepts'][number]>;
  authors: TDictionary<TSnapshotDictionaries['authors'][number]>;
  types: TDictionary<TSnapshotDictionaries['types'][number]>;
  /** The parent's index of each type, -1 for none. */
  typeParents: Int32Array;
  exams: TDictionary<TSnapshotDictionaries['exams'][number]>;
  requirements: TDictionary<TSnapshotDictionaries['requirements'][number]>;
  /** Bytes of the typed arrays. */
  bytes: number;
};

/** Rows per dictionary entry: entry e's rows are `rows[offsets[e]]` to `rows[offsets[e + 1] - 1]`. */
export type TPostings = { offsets: Int32Array; rows: Int32Array };

/** Turns row → entries links (CSR) into entry → rows postings; rows come out ascending. */
function transpose(rowOffsets: Int32Array, values: Int32Array, entries: number, size: number): TPostings {
  const offsets = new Int32Array(entries + 1);
  for (let link = 0; link < rowOffsets[size]!; link++) offsets[values[link]! + 1]!++;
  for (let entry = 0; entry < entries; entry++) offsets[entry + 1]! += offsets[entry]!;
  const next = offsets.slice(0, entries);
  const rows = new Int32Array(rowOffsets[size]!);
  for (let row = 0; row < size; row++) {
    for (let link = rowOffsets[row]!; link < rowOffsets[row + 1]!; link++) rows[next[values[link]!]!++] = row;
  }
  return { offsets, rows };
}

/** Per value 0..count-1 of `column`, the rows holding it (or, with `asBits`, holding that bit) as bits. */
function bitsPerValue(column: Uint8Array, size: number, count: number, asBits = false): TBitset[] {
  const sets = Array.from({ length: count }, () => emptyBitset(size));
  for (let row = 0; row < size; row++) {
    const value = column[row]!;
    if (!asBits) setBit(sets[value]!, row);
    else for (let bit = 0; bit < count; bit++) if (value & (1 << bit)) setBit(sets[bit]!, row);
  }
  return sets;
}

export const examLevelBits: Record<string, number> = { BASIC: 1, ADVANCED: 2 };
const formatBits = Object.fromEntries(solutionFormats.map((format, bit) => [format, 1 << bit])) as Record<
  string,
  number
>;
const levelIndexes = Object.fromEntries(schoolLevels.map((level, index) => [level, index])) as Record<string, number>;
const subjectIndexes = Object.fromEntries(subjects.map((subject, index) => [subject, index])) as Record<string, number>;

const hexValues = new Int8Array(128).fill(-1);
for (let digit = 0; digit < 16; digit++) {
  hexValues['0123456789abcdef'.charCodeAt(digit)] = digit;
  hexValues['0123456789ABCDEF'.charCodeAt(digit)] = digit;
}
const hexPairs = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Writes the 16 bytes of a uuid at `offset`; false when `id` is not a uuid. */
export function writeUuid(id: string, target: Uint8Array, offset: number) {
  if (id.length !== 36) return false;
  let byte = 0;
  for (let index = 0; index < 36; index++) {
    if (index === 8 || index === 13 || index === 18 || index === 23) continue;
    const high = hexValues[id.charCodeAt(index)] ?? -1;
    const low = hexValues[id.charCodeAt(++index)] ?? -1;
    if (high < 0 || low < 0) return false;
    target[offset + byte++] = (high << 4) | low;
  }
  return true;
}

const hashOf = (bytes: Uint8Array, offset: number) => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < 16; index++) hash = Math.imul(hash ^ bytes[offset + index]!, 0x01000193);
  return hash >>> 0;
};

const probe = new Uint8Array(16);

/** The row of a task id, or -1 when the snapshot has no such public task. */
export function rowOfId(snapshot: TCatalogueSnapshot, id: string) {
  if (!writeUuid(id, probe, 0)) return -1;
  const mask = snapshot.idSlots.length - 1;
  for (let slot = hashOf(probe, 0) & mask; ; slot = (slot + 1) & mask) {
    const stored = snapshot.idSlots[slot]!;
    if (stored === 0) return -1;
    const offset = (stored - 1) * 16;
    let same = true;
    for (let index = 0; index < 16 && same; index++) same = snapshot.ids[offset + index] === probe[index];
    if (same) return stored - 1;
  }
}

export function idOfRow(snapshot: TCatalogueSnapshot, row: number) {
  const offset = row * 16;
  let id = '';
  for (let index = 0; index < 16; index++) {
    if (index === 4 || index === 6 || index === 8 || index === 10) id += '-';
    id += hexPairs[snapshot.ids[offset + index]!];
  }
  return id;
}

/** A growing Int32Array (concept and exam links, whose number is known only at the end). */
function growingInts(initial: number) {
  let values = new Int32Array(Math.max(16, initial));
  let length = 0;
  return {
    push(value: number) {
      if (length === values.length) {
        const grown = new Int32Array(values.length * 2);
        grown.set(values);
        values = grown;
      }
      values[length++] = value;
    },
    pushAll(added: Int32Array) {
      while (length + added.length > values.length) {
        const grown = new Int32Array(values.length * 2);
        grown.set(values);
        values = grown;
      }
      values.set(added, length);
      length += added.length;
    },
    get length() {
      return length;
    },
    finish: () => values.slice(0, length),
  };
}

/**
 * Builds a snapshot from rows added in `created_at desc, id desc` order; `capacity` is their number (more
 * rows than that are refused). Ids unknown to the dictionaries (changed meanwhile) are left out of the row.
 */
export function createSnapshotBuilder(dictionaries: TSnapshotDictionaries, capacity: number) {
  const concepts = dictionary(dictionaries.concepts);
  const authors = dictionary(dictionaries.authors);
  const types = dictionary(dictionaries.types);
  const exams = dictionary(dictionaries.exams);
  const requirements = dictionary(dictionaries.requirements);
  const examLevelOf = Uint8Array.from(exams.entries, (exam) => examLevelBits[exam.level ?? ''] ?? 0);
  const ids = new Uint8Array(capacity * 16);
  const createdAt = new Float64Array(capacity);
  const level = new Uint8Array(capacity);
  const subject = new Uint8Array(capacity);
  const closed = new Uint8Array(capacity);
  const formats = new Uint8Array(capacity);
  const examLevels = new Uint8Array(capacity);
  const typeIndex = new Int32Array(capacity);
  const authorIndex = new Int32Array(capacity);
  const ratingsAvg = new Float64Array(capacity);
  const ratingsCount = new Int32Array(capacity);
  const conceptOffsets = new Int32Array(capacity + 1);
  const examOffsets = new Int32Array(capacity + 1);
  const requirementOffsets = new Int32Array(capacity + 1);
  const conceptValues = growingInts(capacity * 3);
  const examValues = growingInts(capacity / 4);
  const requirementValues = growingInts(capacity / 4);
  let size = 0;

  return {
    add(row: TSnapshotRow) {
      if (size === capacity) throw new Error('More catalogue rows than counted');
      const r = size++;
      if (!writeUuid(row.id, ids, r * 16)) throw new Error(`Not a uuid: ${row.id}`);
      createdAt[r] = row.createdAt;
      level[r] = levelIndexes[row.level] ?? 0;
      subject[r] = subjectIndexes[row.subject] ?? 0;
      closed[r] = row.closed ? 1 : 0;
      let formatMask = 0;
      for (const format of row.solutionFormats) formatMask |= formatBits[format] ?? 0;
      formats[r] = formatMask;
      typeIndex[r] = row.typeId ? (types.indexOf.get(row.typeId) ?? -1) : -1;
      authorIndex[r] = row.authorId ? (authors.indexOf.get(row.authorId) ?? -1) : -1;
      ratingsAvg[r] = row.ratingsAvg;
      ratingsCount[r] = row.ratingsCount;
      for (const id of row.conceptIds) {
        const index = concepts.indexOf.get(id);
        if (index !== undefined) conceptValues.push(index);
      }
      conceptOffsets[r + 1] = conceptValues.length;
      let levels = 0;
      for (const id of row.examIds) {
        const index = exams.indexOf.get(id);
        if (index === undefined) continue;
        examValues.push(index);
        levels |= examLevelOf[index]!;
      }
      examLevels[r] = levels;
      examOffsets[r + 1] = examValues.length;
      for (const key of row.requirements) {
        const index = requirements.indexOf.get(key);
        if (index !== undefined) requirementValues.push(index);
      }
      requirementOffsets[r + 1] = requirementValues.length;
    },

    /**
     * Adds rows `from` to `to - 1` of `source`, a snapshot over the same dictionaries but for requirements, whose
     * indexes `requirementIndex` maps to this one's: columns copied a range at a time.
     */
    copyRange(source: TCatalogueSnapshot, from: number, to: number, requirementIndex: Int32Array) {
      if (to <= from) return;
      if (size + to - from > capacity) throw new Error('More catalogue rows than counted');
      const at = size;
      ids.set(source.ids.subarray(from * 16, to * 16), at * 16);
      for (const [target, column] of [
        [createdAt, source.createdAt],
        [level, source.level],
        [subject, source.subject],
        [closed, source.closed],
        [formats, source.formats],
        [examLevels, source.examLevels],
        [typeIndex, source.typeIndex],
        [authorIndex, source.authorIndex],
        [ratingsAvg, source.ratingsAvg],
        [ratingsCount, source.ratingsCount],
      ] as const) {
        (target as Uint8Array).set((column as Uint8Array).subarray(from, to), at);
      }
      const links = [
        [conceptOffsets, conceptValues, source.conceptOffsets, source.conceptValues],
        [examOffsets, examValues, source.examOffsets, source.examValues],
        [requirementOffsets, requirementValues, source.requirementOffsets, source.requirementValues],
      ] as const;
      for (const [offsets, values, sourceOffsets, sourceValues] of links) {
        const shift = values.length - sourceOffsets[from]!;
        const copied = sourceValues.subarray(sourceOffsets[from]!, sourceOffsets[to]!);
        values.pushAll(values === requirementValues ? copied.map((index) => requirementIndex[index]!) : copied);
        for (let r = from; r < to; r++) offsets[at + r - from + 1] = sourceOffsets[r + 1]! + shift;
      }
      size += to - from;
    },

    /** `withoutRatingOrder`: the caller puts `byRating` in place itself (it knows most of the order already). */
    finish(options: { withoutRatingOrder?: boolean } = {}): TCatalogueSnapshot {
      // Copied only when fewer rows came than counted.
      const fit = <T extends Uint8Array | Int32Array | Float64Array>(column: T, length: number) =>
        (column.length === length ? column : column.slice(0, length)) as T;
      const byRating = new Int32Array(options.withoutRatingOrder ? 0 : size);
      for (let r = 0; r < byRating.length; r++) byRating[r] = r;
      // Row order already is `created_at desc, id desc`, the last tie-breaker of the rating order.
      byRating.sort((a, b) => ratingsAvg[b]! - ratingsAvg[a]! || ratingsCount[b]! - ratingsCount[a]! || a - b);
      let slots = 16;
      while (slots < size * 2) slots *= 2;
      const idSlots = new Int32Array(slots);
      for (let r = 0; r < size; r++) {
        let slot = hashOf(ids, r * 16) & (slots - 1);
        while (idSlots[slot] !== 0) slot = (slot + 1) & (slots - 1);
        idSlots[slot] = r + 1;
      }
      const finishedConceptValues = conceptValues.finish();
      const finishedExamValues = examValues.finish();
      const finishedRequirementValues = requirementValues.finish();
      const typeParents = Int32Array.from(types.entries, (type) =>
        type.parentId ? (types.indexOf.get(type.parentId) ?? -1) : -1,
      );
      const snapshot: TCatalogueSnapshot = {
        // The loader names the position in the change feed it was built at.
        revision: '',
        size,
        ids: fit(ids, size * 16),
        createdAt: fit(createdAt, size),
        idSlots,
        level: fit(level, size),
        subject: fit(subject, size),
        closed: fit(closed, size),
        formats: fit(formats, size),
        examLevels: fit(examLevels, size),
        typeIndex: fit(typeIndex, size),
        authorIndex: fit(authorIndex, size),
        ratingsAvg: fit(ratingsAvg, size),
        ratingsCount: fit(ratingsCount, size),
        conceptOffsets: fit(conceptOffsets, size + 1),
        conceptValues: finishedConceptValues,
        examOffsets: fit(examOffsets, size + 1),
        examValues: finishedExamValues,
        requirementOffsets: fit(requirementOffsets, size + 1),
        requirementValues: finishedRequirementValues,
        conceptRows: transpose(conceptOffsets, finishedConceptValues, concepts.entries.length, size),
        examRows: transpose(examOffsets, finishedExamValues, exams.entries.length, size),
        requirementRows: transpose(requirementOffsets, finishedRequirementValues, requirements.entries.length, size),
        levelBits: bitsPerValue(level, size, schoolLevels.length),
        subjectBits: bitsPerValue(subject, size, subjects.length),
        closedBits: bitsPerValue(closed, size, 2),
        formatBits: bitsPerValue(formats, size, solutionFormats.length, true),
        byRating,
        concepts,
        authors,
        types,
        typeParents,
        exams,
        requirements,
        bytes: 0,
      };
      const bytesOf = (value: unknown): number =>
        ArrayBuffer.isView(value)
          ? value.byteLength
          : Array.isArray(value)
            ? value.reduce((total: number, item) => total + bytesOf(item), 0)
            : value && typeof value === 'object' && 'rows' in value
              ? bytesOf(Object.values(value))
              : 0;
      snapshot.bytes = bytesOf(Object.values(snapshot));
      return snapshot;
    },
  };
}
