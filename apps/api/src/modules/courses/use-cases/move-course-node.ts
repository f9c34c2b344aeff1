import { courseLimits, courseMessages as m, type TViewerIn, type ZCourseNodeMove } from '@zadania/shared';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { nodeNotFound, type TCoursesContext, treeShape } from '../courses.context';
import { createCoursesRepository } from '../courses.repository';

/**
 * POST /course-node/{id}/move: to another parent (or the top) at a place among its children, in one
 * transaction with the course locked. Never into itself or its own subtree, never deeper than four levels.
 */
export async function moveCourseNode(
  ctx: TCoursesContext,
  viewer: TViewerIn,
  nodeId: string,
  input: z.output<typeof ZCourseNodeMove>,
) {
  const found = await ctx.repository.findNode(nodeId);
  if (!found) throw nodeNotFound();
  return ctx.editTree(viewer, found.courseId, async (tx, _row, nodes) => {
    const node = nodes.find((candidate) => candidate.id === nodeId);
    if (!node) throw nodeNotFound();
    const shape = treeShape(nodes);
    if (input.parentId && shape.isWithin(input.parentId, node.id)) throw AppError.badRequest(m.moveIntoItself);
    const parent = ctx.checkParent(nodes, input.parentId);
    if ((parent ? shape.depth(parent.id) : 0) + shape.height(node.id) > courseLimits.maxDepth) {
      throw AppError.badRequest(m.tooDeep);
    }
    const repo = createCoursesRepository(tx);
    const siblingsOf = (parentId: string | null) =>
      nodes
        .filter((candidate) => candidate.parentId === parentId && candidate.id !== node.id)
        .sort((a, b) => a.position - b.position)
        .map((candidate) => candidate.id);
    const target = siblingsOf(input.parentId);
    target.splice(Math.min(input.position, target.length), 0, node.id);
    if (node.parentId !== input.parentId) await repo.setOrder(node.parentId, siblingsOf(node.parentId));
    await repo.setOrder(input.parentId, target);
  });
}
