import { groupNodeTypes, courseMessages as m, type TCourseNodeSaveParsed, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { nodeNotFound, type TCoursesContext } from '../courses.context';
import { createCoursesRepository } from '../courses.repository';

/** PUT /course-node/{id}: its content (its place changes with move). */
export async function updateCourseNode(
  ctx: TCoursesContext,
  viewer: TViewerIn,
  nodeId: string,
  input: TCourseNodeSaveParsed,
) {
  const found = await ctx.repository.findNode(nodeId);
  if (!found) throw nodeNotFound();
  const { row: course } = await ctx.readable(viewer, found.courseId);
  const values = await ctx.nodeValues(course.authorId ?? viewer.id, input);
  return ctx.editTree(viewer, found.courseId, async (tx, _row, nodes) => {
    const node = nodes.find((candidate) => candidate.id === nodeId);
    if (!node) throw nodeNotFound();
    if (!groupNodeTypes.includes(input.type) && nodes.some((child) => child.parentId === node.id)) {
      throw AppError.badRequest(m.parentNotGroup);
    }
    await createCoursesRepository(tx).updateNode(nodeId, values);
  });
}
