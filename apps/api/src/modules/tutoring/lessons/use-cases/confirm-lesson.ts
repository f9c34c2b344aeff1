import { can, lessonMessages, subject, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../../lib/app-error';
import { createTutoringLessonsRepository, type TLessonWithBooking } from '../../tutoring-lessons.repository';
import { resourceOf, type TTutoringLessonsContext } from '../tutoring-lessons.context';
import { presentLessonFor } from '../tutoring-lessons.presenter';

/**
 * POST /tutoring/lessons/{id}/confirm: after the lesson the teacher confirms it (TEACHER_CONFIRMED), then the
 * student (BOTH_CONFIRMED), which releases the lesson's share of the payment to the teacher, once.
 */
export async function confirmLesson(ctx: TTutoringLessonsContext, viewer: TViewerIn, id: string) {
  const { deps, now, dateTime } = ctx;
  await ctx.readable(viewer, id);
  const after = await deps.uow.run(async (tx) => {
    const repo = createTutoringLessonsRepository(tx);
    await repo.lockLesson(id);
    const current = (await repo.findLesson(id)) as TLessonWithBooking;
    const dispute = await repo.openDispute(id);
    const resource = resourceOf(current, dispute, now());
    if (!can(viewer, 'confirm', subject('lesson', resource))) {
      if (resource.bookingStatus !== 'booked' || resource.cancelled)
        throw AppError.badRequest(lessonMessages.notBooked);
      if (!resource.ended) throw AppError.badRequest(lessonMessages.notFinished);
      if (resource.disputeOpen) throw AppError.badRequest(lessonMessages.disputeOpen);
      if (viewer.id === resource.studentId && resource.confirmation === null) {
        throw AppError.badRequest(lessonMessages.teacherFirst);
      }
      if (viewer.id === resource.studentId || viewer.id === resource.teacherId) {
        throw AppError.badRequest(lessonMessages.alreadyConfirmed);
      }
      throw AppError.forbidden();
    }
    const both = viewer.id === resource.studentId;
    await repo.setConfirmation(id, both ? 'BOTH_CONFIRMED' : 'TEACHER_CONFIRMED');
    if (both) await ctx.release(tx, current);
    await ctx.notify(
      tx,
      viewer.id,
      [ctx.other(viewer, current.booking)],
      both
        ? `Uczeń potwierdził zajęcia z ${dateTime.format(current.lesson.startsAt)}. Wynagrodzenie zostało zwolnione.`
        : `Nauczyciel potwierdził zajęcia z ${dateTime.format(current.lesson.startsAt)}. Potwierdź je także.`,
      id,
    );
    return repo.findLesson(id);
  });
  return {
    message: lessonMessages.confirmed,
    lesson: await presentLessonFor(ctx, viewer, after as TLessonWithBooking),
  };
}
