import type { TBookNode, TBookNodeSaved, TBookSummary } from '@zadania/shared';
import { fileContentPath } from '../files/file.presenter';
import type { TBookNodeRow, TBookRow } from './coursebooks.repository';

export const presentBook = (row: TBookRow): TBookSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  kind: row.kind,
  publisher: row.publisher,
  subject: row.subject,
  level: row.level,
  class: row.class,
  year: row.year,
  cover: row.coverFileId ? { id: row.coverFileId, url: fileContentPath(row.coverFileId) } : null,
});

export const presentNode = (row: TBookNodeRow): TBookNodeSaved => ({
  id: row.id,
  bookId: row.bookId,
  parentId: row.parentId,
  kind: row.kind,
  title: row.title,
  number: row.number,
  position: row.position,
  content: row.content,
  mathConceptId: row.mathConceptId,
});

/**
 * The nodes in tree order (each after its parent, siblings by position) with their depth, and per node the
 * public tasks of its subtree.
 */
export function orderTree(
  rows: { node: TBookNodeRow; concept: { id: string; slug: string; name: string } | null }[],
  directCounts: ReadonlyMap<string, number>,
): TBookNode[] {
  const children = new Map<string | null, typeof rows>();
  const ids = new Set(rows.map((row) => row.node.id));
  for (const row of rows) {
    const parent = row.node.parentId && ids.has(row.node.parentId) ? row.node.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const ordered: TBookNode[] = [];
  const walk = (parentId: string | null, depth: number): number => {
    let total = 0;
    for (const { node, concept } of children.get(parentId) ?? []) {
      const entry: TBookNode = {
        id: node.id,
        parentId: node.parentId,
        kind: node.kind,
        title: node.title,
        number: node.number,
        position: node.position,
        depth,
        content: node.content,
        mathConcept: concept,
        homeworksCount: 0,
      };
      ordered.push(entry);
      entry.homeworksCount = (directCounts.get(node.id) ?? 0) + walk(node.id, depth + 1);
      total += entry.homeworksCount;
    }
    return total;
  };
  walk(null, 0);
  return ordered;
}
