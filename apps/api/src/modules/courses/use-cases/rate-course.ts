import { can, courseMessages as m, subject, successMessages, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { createRatingsRepository } from '../../ratings/ratings.repository';
import type { TCoursesContext } from '../courses.context';
import { createCoursesRepository } from '../courses.repository';

/**
 * PUT /course/{id}/rating: a student's stars for a course they joined or bought. The course's rating and its
 * author's 'Kursy' rating (and overall rating) are recomputed in the same transaction, the author locked first.
 */
export async function rateCourse(ctx: TCoursesContext, viewer: TViewerIn, id: string, rating: number) {
  const { row, resource, enrollment } = await ctx.readable(viewer, id);
  const hadRating = enrollment?.rating != null;
  if (!can(viewer, 'rate', subject('course', resource))) {
    if (viewer.id === row.authorId) throw AppError.badRequest(m.ownCourse);
    throw AppError.forbidden(m.rateEnrolledOnly);
  }
  await ctx.uow.run(async (tx) => {
    const ratings = createRatingsRepository(tx);
    if (row.authorId) await ratings.lockUser(row.authorId);
    const repo = createCoursesRepository(tx);
    await repo.setRating(row.id, viewer.id, rating);
    await repo.recomputeCourseRating(row.id);
    if (row.authorId) {
      await repo.recomputeAuthorCourseRating(row.authorId);
      await ratings.recomputeUser(row.authorId);
    }
  });
  const message = hadRating ? successMessages.updated : successMessages.added;
  return { message, course: await ctx.present(viewer, (await ctx.repository.findCourse(row.id))!) };
}
