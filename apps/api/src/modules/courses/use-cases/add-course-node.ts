import { courseLimits, courseMessages as m, type TCourseNodeSaveParsed, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { type TCoursesContext, treeShape } from '../courses.context';
import { createCoursesRepository } from '../courses.repository';

/** POST /course/{id}/nodes: a node at the end of its parent's children. */
export async function addCourseNode(
  ctx: TCoursesContext,
  viewer: TViewerIn,
  courseId: string,
  input: TCourseNodeSaveParsed,
) {
  const { row: course } = await ctx.readable(viewer, courseId);
  const values = await ctx.nodeValues(course.authorId ?? viewer.id, input);
  return ctx.editTree(viewer, courseId, async (tx, row, nodes) => {
    if (nodes.length >= courseLimits.maxNodes) throw AppError.badRequest(m.tooManyNodes);
    const parent = ctx.checkParent(nodes, input.parentId);
    if (parent && treeShape(nodes).depth(parent.id) + 1 > courseLimits.maxDepth) {
      throw AppError.badRequest(m.tooDeep);
    }
    await createCoursesRepository(tx).insertNode({
      ...values,
      courseId: row.id,
      parentId: parent?.id ?? null,
      position: nodes.filter((node) => node.parentId === (parent?.id ?? null)).length,
    });
  });
}
