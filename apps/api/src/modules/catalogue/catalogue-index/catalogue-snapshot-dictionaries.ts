import {
  createSnapshotBuilder,
  examLevelBits,
  type TCatalogueSnapshot,
  type TSnapshotDictionaries,
} from './catalogue-snapshot';

/** The dictionaries a change of a concept, a task type or an exam changes (read again whole: a few hundred rows). */
export type TNamedDictionaries = Pick<TSnapshotDictionaries, 'concepts' | 'types' | 'exams'>;

/** Each old entry's index among `entries`, -1 for one no longer there. */
const indexMap = (old: readonly { id: string }[], entries: readonly { id: string }[]) => {
  const indexOf = new Map(entries.map((entry, index) => [entry.id, index]));
  return Int32Array.from(old, (entry) => indexOf.get(entry.id) ?? -1);
};

/** A row → entries link (CSR) with each value mapped, the ones mapped to -1 left out. */
function remapLinks(size: number, offsets: Int32Array, values: Int32Array, map: Int32Array) {
  const newOffsets = new Int32Array(size + 1);
  const newValues = new Int32Array(values.length);
  let length = 0;
  for (let r = 0; r < size; r++) {
    for (let v = offsets[r]!; v < offsets[r + 1]!; v++) {
      const mapped = map[values[v]!]!;
      if (mapped >= 0) newValues[length++] = mapped;
    }
    newOffsets[r + 1] = length;
  }
  return { offsets: newOffsets, values: newValues.subarray(0, length) };
}

/**
 * The snapshot over the concepts, task types and exams as they now are (issue 34): a concept renamed, retyped,
 * added or removed, a type moved under another, an exam's level changed. Every row stays where it is, with its
 * links mapped to the new dictionaries' entries (a removed entry's links dropped, as a rebuild would not find it)
 * and its exams' levels taken again; authors, requirements, ratings and the rating order are kept. Work over the
 * typed columns only, no row read from the database: what a rebuild would build, without the rebuild.
 */
export function withDictionaries(snapshot: TCatalogueSnapshot, named: TNamedDictionaries): TCatalogueSnapshot {
  const { size } = snapshot;
  const conceptMap = indexMap(snapshot.concepts.entries, named.concepts);
  const typeMap = indexMap(snapshot.types.entries, named.types);
  const examMap = indexMap(snapshot.exams.entries, named.exams);
  const concepts = remapLinks(size, snapshot.conceptOffsets, snapshot.conceptValues, conceptMap);
  const exams = remapLinks(size, snapshot.examOffsets, snapshot.examValues, examMap);
  const levelOfExam = Uint8Array.from(named.exams, (exam) => examLevelBits[exam.level ?? ''] ?? 0);
  const examLevels = new Uint8Array(size);
  const typeIndex = new Int32Array(size);
  for (let r = 0; r < size; r++) {
    let levels = 0;
    for (let v = exams.offsets[r]!; v < exams.offsets[r + 1]!; v++) levels |= levelOfExam[exams.values[v]!]!;
    examLevels[r] = levels;
    const type = snapshot.typeIndex[r]!;
    typeIndex[r] = type < 0 ? -1 : typeMap[type]!;
  }
  const builder = createSnapshotBuilder(
    { ...named, authors: snapshot.authors.entries, requirements: snapshot.requirements.entries },
    size,
  );
  const sameRequirements = Int32Array.from(snapshot.requirements.entries, (_, index) => index);
  builder.copyRange(
    {
      ...snapshot,
      typeIndex,
      examLevels,
      conceptOffsets: concepts.offsets,
      conceptValues: concepts.values,
      examOffsets: exams.offsets,
      examValues: exams.values,
    },
    0,
    size,
    sameRequirements,
  );
  const remapped = builder.finish({ withoutRatingOrder: true });
  return {
    ...remapped,
    byRating: snapshot.byRating,
    bytes: remapped.bytes + snapshot.byRating.byteLength,
    revision: snapshot.revision,
  };
}
