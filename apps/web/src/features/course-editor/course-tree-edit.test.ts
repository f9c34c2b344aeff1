import { describe, expect, it } from 'vitest';
import { chapterId, formulasId, revisionId, sampleNodes } from './course-editor-test-kit';
import { dropBody, flattenTree, moveBody } from './course-tree-edit';

const node = (id: string) => sampleNodes.find((item) => item.id === id)!;

describe('course tree moves', () => {
  it('reads the tree depth first', () => {
    expect(flattenTree(sampleNodes).map(({ node: item, depth }) => [item.title, depth])).toEqual([
      ['Ciągi', 0],
      ['Wzory', 1],
      ['Powtórka', 0],
    ]);
  });

  it('moves among siblings, into the previous group and out of it, or not at all', () => {
    expect(moveBody(sampleNodes, node(chapterId), 'up')).toBeNull();
    expect(moveBody(sampleNodes, node(chapterId), 'down')).toEqual({ parentId: null, position: 1 });
    expect(moveBody(sampleNodes, node(revisionId), 'up')).toEqual({ parentId: null, position: 0 });
    expect(moveBody(sampleNodes, node(revisionId), 'indent')).toEqual({ parentId: chapterId, position: 1 });
    expect(moveBody(sampleNodes, node(chapterId), 'indent')).toBeNull();
    expect(moveBody(sampleNodes, node(formulasId), 'outdent')).toEqual({ parentId: null, position: 1 });
    expect(moveBody(sampleNodes, node(revisionId), 'outdent')).toBeNull();
  });

  it("drops a node in the target's place, never into itself", () => {
    expect(dropBody(sampleNodes, node(revisionId), node(formulasId))).toEqual({ parentId: chapterId, position: 0 });
    expect(dropBody(sampleNodes, node(revisionId), node(chapterId))).toEqual({ parentId: null, position: 0 });
    expect(dropBody(sampleNodes, node(chapterId), node(revisionId))).toEqual({ parentId: null, position: 1 });
    expect(dropBody(sampleNodes, node(chapterId), node(formulasId))).toBeNull();
    expect(dropBody(sampleNodes, node(chapterId), node(chapterId))).toBeNull();
  });
});
