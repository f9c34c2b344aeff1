import { describe, expect, it } from 'vitest';
import { buildCourseTree, contentOrder, resumeNodeId } from './course-tree';
import { buildCourse, buildNode, ids } from './courses-test-kit';

describe('course tree', () => {
  const nodes = buildCourse().nodes;

  it('nests the nodes under their parents in position order', () => {
    const tree = buildCourseTree(nodes);
    expect(tree.map((node) => node.title)).toEqual(['Funkcje', 'Zadania maturalne']);
    expect(tree[0]?.children.map((node) => node.title)).toEqual(['Czym jest funkcja', 'Wykres funkcji', 'Sprawdź się']);
  });

  it('reads the content depth first, skipping groups, even when the list is out of order', () => {
    const shuffled = [...nodes].reverse();
    expect(contentOrder(shuffled).map((node) => node.id)).toEqual([ids.article, ids.video, ids.quiz, ids.paidArticle]);
  });

  it('resumes at the last position, else at the first content the viewer may open', () => {
    expect(resumeNodeId(nodes, ids.video)).toBe(ids.video);
    expect(resumeNodeId(nodes, null)).toBe(ids.article);
    const locked = nodes.map((node) => (node.id === ids.article ? { ...node, locked: true } : node));
    expect(resumeNodeId(locked, 'd0d0d0d0-0000-4000-8000-000000000099')).toBe(ids.video);
    expect(resumeNodeId([buildNode({ id: ids.chapter, type: 'FOLDER', title: 'Pusty' })], null)).toBeNull();
  });
});
