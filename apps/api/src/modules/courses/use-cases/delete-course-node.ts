import type { TViewerIn } from '@zadania/shared';
import { nodeNotFound, type TCoursesContext } from '../courses.context';
import { createCoursesRepository } from '../courses.repository';

/** DELETE /course-node/{id}: with its children; the siblings close the gap. */
export async function deleteCourseNode(ctx: TCoursesContext, viewer: TViewerIn, nodeId: string) {
  const found = await ctx.repository.findNode(nodeId);
  if (!found) throw nodeNotFound();
  return ctx.editTree(viewer, found.courseId, async (tx, _row, nodes) => {
    const node = nodes.find((candidate) => candidate.id === nodeId);
    if (!node) throw nodeNotFound();
    const repo = createCoursesRepository(tx);
    await repo.deleteNode(nodeId);
    await repo.setOrder(
      node.parentId,
      nodes
        .filter((sibling) => sibling.parentId === node.parentId && sibling.id !== nodeId)
        .sort((a, b) => a.position - b.position)
        .map((sibling) => sibling.id),
    );
  });
}
