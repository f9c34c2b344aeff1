import { courseMessages as m, type TViewerIn } from '@zadania/shared';
import type { TCoursesContext } from '../courses.context';
import { createCoursesRepository } from '../courses.repository';

/** PUT /course-node/{id}/progress: done or not, by someone who may open it; also the last position. */
export async function saveCourseProgress(ctx: TCoursesContext, viewer: TViewerIn, nodeId: string, done: boolean) {
  const { node, row } = await ctx.openable(viewer, nodeId);
  await ctx.uow.run(async (tx) => {
    const repo = createCoursesRepository(tx);
    await repo.saveProgress({ nodeId, userId: viewer.id, courseId: row.id, done });
    await repo.setLastNode(row.id, viewer.id, node.id);
  });
  return { message: m.progressSaved, course: await ctx.present(viewer, row) };
}
