import { can, errorMessages, subject, type TViewerIn, tutoringMessages } from '@zadania/shared';
import type { TDb } from '../../../../db/client';
import { AppError } from '../../../../lib/app-error';
import { createTutoringRepository, type TBookingRow } from '../../tutoring.repository';
import { createTutoringLessonsRepository } from '../../tutoring-lessons.repository';
import { lessonShare } from '../../tutoring-lessons.service';
import { refundsOnCancel, resourceOf, type TTutoringBookingsContext } from '../tutoring-bookings.context';
import { presentBooking } from '../tutoring-bookings.presenter';

/** Every lesson's share of a booking goes to its teacher (once per lesson). */
async function releaseAll(tx: TDb, row: TBookingRow) {
  const lessons = await createTutoringRepository(tx).lessonsOf([row.id]);
  const ids = lessons.map((lesson) => lesson.id);
  const repo = createTutoringLessonsRepository(tx);
  for (const lesson of lessons) {
    await repo.releaseEarning({
      teacherId: row.teacherId,
      lessonId: lesson.id,
      bookingId: row.id,
      amountGross: lessonShare(row.amountGross, ids, lesson.id),
    });
  }
}

/** The other side of a cancelled booking is told (nobody when the sweep released an unpaid reservation). */
async function notifyCancelled(ctx: TTutoringBookingsContext, tx: TDb, row: TBookingRow, actorId: string) {
  const recipient = actorId === row.studentId ? row.teacherId : row.studentId;
  await ctx.deps.outbox.record(
    tx,
    'notification.requested',
    {
      type: 'TUTORING_EVENT',
      recipientIds: [
        recipient,
        ...(actorId === row.studentId || actorId === row.teacherId ? [] : [row.studentId, row.teacherId]),
      ].filter((id): id is string => !!id),
      text: 'Anulowano rezerwację korepetycji.',
      href: '/account/bookings',
      data: { bookingId: row.id },
    },
    { actorId },
  );
}

/** POST /tutoring/bookings/{id}/cancel: by the rules above; a refund goes through the payment. */
export async function cancelBooking(ctx: TTutoringBookingsContext, viewer: TViewerIn, id: string) {
  const { now, readable, cancelInside } = ctx;
  const { uow, payments } = ctx.deps;
  const { row, lessons } = await readable(viewer, id);
  const at = now();
  if (!can(viewer, 'cancel', subject('booking', resourceOf(row, lessons, at)))) {
    throw AppError.badRequest(tutoringMessages.notCancellable);
  }
  if (row.status === 'booked' && row.paymentId && refundsOnCancel(viewer, row, lessons, at)) {
    const payment = await payments.find(row.paymentId);
    if (!payment) throw AppError.badRequest(errorMessages.notFound);
    // The refund revokes the purchase, which cancels the booking in the payment's transaction.
    await payments.refundSettled(payment, { source: 'tutoring:cancel', actorId: viewer.id });
    const after = await uow.run(async (tx) => {
      const repo = createTutoringRepository(tx);
      const locked = (await repo.lockBooking(id)) as TBookingRow;
      if (locked.status !== 'cancelled') return locked;
      await notifyCancelled(ctx, tx, locked, viewer.id);
      return repo.updateBooking(id, { cancelledById: viewer.id });
    });
    return { message: tutoringMessages.cancelledRefunded, booking: await presentBooking(ctx, viewer, after) };
  }
  if (row.paymentId && row.status === 'reserved') {
    const payment = await payments.find(row.paymentId);
    if (payment) await payments.cancelOpen(payment, { source: 'tutoring:cancel', actorId: viewer.id });
  }
  const after = await uow.run(async (tx) => {
    const locked = (await createTutoringRepository(tx).lockBooking(id)) as TBookingRow;
    if (locked.status === 'cancelled') throw AppError.badRequest(tutoringMessages.notCancellable);
    if (locked.status !== 'reserved') await notifyCancelled(ctx, tx, locked, viewer.id);
    // A paid booking the student cancelled too late is not refunded: the teacher kept the time and is paid.
    if (locked.status === 'booked') await releaseAll(tx, locked);
    return cancelInside(tx, locked, locked.status === 'offered' ? 'DECLINE' : 'CANCEL', viewer.id);
  });
  return { message: tutoringMessages.cancelled, booking: await presentBooking(ctx, viewer, after) };
}
