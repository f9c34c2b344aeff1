import { can, lessonMessages, subject, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../../lib/app-error';
import { createRatingsRepository } from '../../../ratings/ratings.repository';
import { createTutoringLessonsRepository } from '../../tutoring-lessons.repository';
import type { TTutoringLessonsContext } from '../tutoring-lessons.context';
import { presentLessonFor } from '../tutoring-lessons.presenter';

/** PUT /tutoring/lessons/{id}/rating: the student's stars; the teacher's 'Korepetycje' rating follows. */
export async function rateLesson(ctx: TTutoringLessonsContext, viewer: TViewerIn, id: string, rating: number) {
  const { resource, found } = await ctx.readable(viewer, id);
  if (!can(viewer, 'rate', subject('lesson', resource))) {
    if (viewer.id !== resource.studentId) throw AppError.forbidden();
    throw AppError.badRequest(lessonMessages.ratingAfterLesson);
  }
  const teacherId = found.booking.teacherId;
  await ctx.deps.uow.run(async (tx) => {
    const ratings = createRatingsRepository(tx);
    if (teacherId) await ratings.lockUser(teacherId);
    const repo = createTutoringLessonsRepository(tx);
    await repo.setRating(id, rating);
    if (teacherId) {
      await repo.recomputeLectureRating(teacherId);
      await ratings.recomputeUser(teacherId);
    }
  });
  return { message: 'Dodano!', lesson: await presentLessonFor(ctx, viewer, (await ctx.repository.findLesson(id))!) };
}
