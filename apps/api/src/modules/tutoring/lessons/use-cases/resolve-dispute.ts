import { lessonMessages, type TDisputeListItem, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../../lib/app-error';
import { createTutoringLessonsRepository } from '../../tutoring-lessons.repository';
import type { TTutoringLessonsContext } from '../tutoring-lessons.context';
import { presentDisputes } from '../tutoring-lessons.presenter';

/**
 * POST /tutoring/disputes/{id}/resolve (ADMIN): RELEASED pays the lesson's share to the teacher; REFUNDED
 * gives the booking's payment back to the student (the whole payment: a package with lessons already paid
 * out to the teacher cannot be refunded here, 400).
 */
export async function resolveDispute(
  ctx: TTutoringLessonsContext,
  viewer: TViewerIn,
  id: string,
  outcome: 'REFUNDED' | 'RELEASED',
) {
  const { deps, repository } = ctx;
  if (viewer.role !== 'ADMIN') throw AppError.forbidden();
  const found = await repository.findDisputeWithLesson(id);
  if (!found) throw AppError.notFound(lessonMessages.disputeNotFound);
  if (found.dispute.status !== 'OPEN') throw AppError.badRequest(lessonMessages.disputeClosed);
  if (outcome === 'REFUNDED') {
    if (!found.booking.paymentId) throw AppError.badRequest(lessonMessages.notBooked);
    const payment = await deps.payments.find(found.booking.paymentId);
    if (!payment) throw AppError.badRequest(lessonMessages.notBooked);
    await deps.payments.refundSettled(payment, { source: 'tutoring:dispute', actorId: viewer.id });
  }
  await deps.uow.run(async (tx) => {
    const repo = createTutoringLessonsRepository(tx);
    const locked = await repo.lockDispute(id);
    if (locked?.status !== 'OPEN') throw AppError.badRequest(lessonMessages.disputeClosed);
    await repo.resolveDispute(id, outcome, viewer.id);
    if (outcome === 'RELEASED') await ctx.release(tx, { lesson: found.lesson, booking: found.booking });
    await ctx.notify(
      tx,
      viewer.id,
      [found.booking.studentId, found.booking.teacherId],
      outcome === 'RELEASED'
        ? 'Spór rozstrzygnięty: wynagrodzenie za zajęcia wypłacono nauczycielowi.'
        : 'Spór rozstrzygnięty: pieniądze za zajęcia wróciły do ucznia.',
      found.lesson.id,
    );
  });
  const after = await repository.findDisputeWithLesson(id);
  return { message: 'Zaktualizowano!', dispute: (await presentDisputes(ctx, [after!]))[0] as TDisputeListItem };
}
