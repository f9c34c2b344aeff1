import { can, lessonMessages, subject, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../../lib/app-error';
import { createTutoringLessonsRepository, type TLessonWithBooking } from '../../tutoring-lessons.repository';
import type { TTutoringLessonsContext } from '../tutoring-lessons.context';
import { presentLessonFor } from '../tutoring-lessons.presenter';

/** POST /tutoring/lessons/{id}/dispute: instead of confirming, either side asks an ADMIN to decide. */
export async function disputeLesson(ctx: TTutoringLessonsContext, viewer: TViewerIn, id: string, reason: string) {
  const { resource } = await ctx.readable(viewer, id);
  if (!can(viewer, 'dispute', subject('lesson', resource))) {
    if (resource.disputeOpen) throw AppError.badRequest(lessonMessages.disputeOpen);
    if (!resource.ended) throw AppError.badRequest(lessonMessages.notFinished);
    if (resource.confirmation === 'BOTH_CONFIRMED') throw AppError.badRequest(lessonMessages.alreadyConfirmed);
    throw AppError.badRequest(lessonMessages.notBooked);
  }
  const found = await ctx.deps.uow.run(async (tx) => {
    const repo = createTutoringLessonsRepository(tx);
    const inserted = await repo.insertDispute({ lessonId: id, openedById: viewer.id, reason });
    if (!inserted) throw AppError.badRequest(lessonMessages.disputeOpen);
    const current = (await repo.findLesson(id)) as TLessonWithBooking;
    const admins = await repo.adminIds();
    await ctx.notify(
      tx,
      viewer.id,
      [ctx.other(viewer, current.booking), ...admins],
      `Zgłoszono spór o zajęcia z ${ctx.dateTime.format(current.lesson.startsAt)}. Rozstrzygnie go administrator.`,
      id,
    );
    return current;
  });
  return { message: lessonMessages.disputed, lesson: await presentLessonFor(ctx, viewer, found) };
}
