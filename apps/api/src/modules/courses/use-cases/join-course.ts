import { can, courseMessages as m, subject, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TCoursesContext } from '../courses.context';

/** POST /course/{id}/join: a free published course. */
export async function joinCourse(ctx: TCoursesContext, viewer: TViewerIn, id: string) {
  const { row, resource } = await ctx.readable(viewer, id);
  if (!can(viewer, 'join', subject('course', resource))) {
    if (resource.enrolled) throw AppError.badRequest(m.alreadyEnrolled);
    if (viewer.id === row.authorId) throw AppError.badRequest(m.ownCourse);
    if (!resource.free) throw AppError.badRequest(m.notFree);
    throw AppError.badRequest(m.notPublished);
  }
  await ctx.repository.enroll(row.id, viewer.id, null);
  return { message: m.joined, course: await ctx.present(viewer, row) };
}
