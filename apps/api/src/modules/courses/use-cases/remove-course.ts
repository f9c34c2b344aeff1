import { can, courseMessages as m, subject, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TCoursesContext } from '../courses.context';

/** DELETE /course/{id}: a course not published (its buyers keep nothing to lose). */
export async function removeCourse(ctx: TCoursesContext, viewer: TViewerIn, id: string) {
  const { row, resource } = await ctx.readable(viewer, id);
  if (!can(viewer, 'delete', subject('course', resource))) {
    if (viewer.role === 'ADMIN' || viewer.id === row.authorId) throw AppError.badRequest(m.transition);
    throw AppError.forbidden();
  }
  await ctx.repository.deleteCourse(row.id);
  return { message: m.deleted };
}
