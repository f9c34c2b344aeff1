import { createSnapshotBuilder, rowOfId, type TCatalogueSnapshot, writeUuid } from './catalogue-snapshot';
import type { TChangedRow } from './catalogue-snapshot.repository';
import { placeInRatingOrder } from './catalogue-snapshot-ratings';

const probe = new Uint8Array(16);

/** Whether the new row (its id written into `probe`) comes before row r in `created_at desc, id desc` order. */
function comesBefore(createdAt: number, snapshot: TCatalogueSnapshot, r: number) {
  const other = snapshot.createdAt[r]!;
  if (createdAt !== other) return createdAt > other;
  for (let index = 0; index < 16; index++) {
    const mine = probe[index]!;
    const theirs = snapshot.ids[r * 16 + index]!;
    if (mine !== theirs) return mine > theirs;
  }
  return false;
}

/**
 * The snapshot with some tasks as they now are (issue 34): `changedIds` are the tasks a change of shape named,
 * `rows` those of them still public, read after the change. Every other row is copied as it is (ratings applied in
 * place included), each changed one leaves its place and the public ones are put where `created_at desc, id desc`
 * puts them. A request holding the old snapshot reads it unchanged. Undefined when a row names a concept, type or
 * exam the snapshot does not know (a change of those is on its way: only a rebuild reads them).
 *
 * An author new to the catalogue joins the end of the authors (the facet orders them by the names it reads for
 * each snapshot); a new requirement key takes its place in byte order.
 */
export function withChangedRows(
  snapshot: TCatalogueSnapshot,
  changedIds: readonly string[],
  rows: readonly TChangedRow[],
): TCatalogueSnapshot | undefined {
  const known = (indexOf: Map<string, number>, ids: readonly (string | null)[]) =>
    ids.every((id) => id === null || indexOf.has(id));
  for (const { row } of rows) {
    if (!known(snapshot.concepts.indexOf, row.conceptIds)) return undefined;
    if (!known(snapshot.exams.indexOf, row.examIds)) return undefined;
    if (!known(snapshot.types.indexOf, [row.typeId])) return undefined;
  }

  const authors = [...snapshot.authors.entries];
  const newAuthors = new Set<string>();
  for (const { row, authorName } of rows) {
    if (!row.authorId || snapshot.authors.indexOf.has(row.authorId) || newAuthors.has(row.authorId)) continue;
    newAuthors.add(row.authorId);
    authors.push({ id: row.authorId, displayName: authorName ?? '' });
  }
  const requirementKeys = new Set(snapshot.requirements.entries.map((entry) => entry.id));
  for (const { row } of rows) for (const key of row.requirements) requirementKeys.add(key);
  const requirements = [...requirementKeys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map((id) => ({ id }));
  const newIndex = new Map(requirements.map((entry, index) => [entry.id, index]));
  const requirementIndex = Int32Array.from(snapshot.requirements.entries, (entry) => newIndex.get(entry.id)!);

  const leaving = new Set(changedIds.map((id) => rowOfId(snapshot, id)).filter((r) => r >= 0));
  // Tasks that were not public and are not now (a draft's change): nothing to do.
  if (!leaving.size && !rows.length) return snapshot;
  const arriving = [...rows]
    .map(({ row }) => row)
    .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));

  const builder = createSnapshotBuilder(
    {
      concepts: snapshot.concepts.entries,
      authors,
      types: snapshot.types.entries,
      exams: snapshot.exams.entries,
      requirements,
    },
    snapshot.size - leaving.size + arriving.length,
  );
  // Rows kept between two changes are copied a range at a time; each arriving row goes before the first kept row
  // it sorts before.
  const newRowOf = new Int32Array(snapshot.size).fill(-1);
  const arrivingRows: number[] = [];
  let next = 0;
  let rangeStart = 0;
  let written = 0;
  const flush = (to: number) => {
    builder.copyRange(snapshot, rangeStart, to, requirementIndex);
    for (let r = rangeStart; r < to; r++) newRowOf[r] = written++;
    rangeStart = to;
  };
  for (let r = 0; r < snapshot.size; r++) {
    const leaves = leaving.has(r);
    while (next < arriving.length) {
      const row = arriving[next]!;
      writeUuid(row.id, probe, 0);
      if (!comesBefore(row.createdAt, snapshot, r)) break;
      flush(r);
      builder.add(row);
      arrivingRows.push(written++);
      next++;
    }
    if (leaves) {
      flush(r);
      rangeStart = r + 1;
    }
  }
  flush(snapshot.size);
  for (; next < arriving.length; next++) {
    builder.add(arriving[next]!);
    arrivingRows.push(written++);
  }
  const patched = builder.finish({ withoutRatingOrder: true });
  // The kept rows keep their rating order (their values and their order among themselves are unchanged).
  const kept = new Int32Array(snapshot.size - leaving.size);
  let length = 0;
  for (const r of snapshot.byRating) if (newRowOf[r]! >= 0) kept[length++] = newRowOf[r]!;
  const byRating = placeInRatingOrder(kept, arrivingRows, patched.ratingsAvg, patched.ratingsCount);
  return { ...patched, byRating, bytes: patched.bytes + byRating.byteLength, revision: snapshot.revision };
}
