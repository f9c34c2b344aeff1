import { can, subject, type TViewerIn, teacherVerificationMessages, tutoringMessages } from '@zadania/shared';
import { AppError } from '../../../../lib/app-error';
import { createTeacherVerificationGate } from '../../../safeguarding/teacher-verification/teacher-verification.gate';
import { createTutoringRepository, type TBookingRow } from '../../tutoring.repository';
import { firstStart, moved, resourceOf, type TTutoringBookingsContext } from '../tutoring-bookings.context';
import { presentBooking } from '../tutoring-bookings.presenter';

/**
 * POST /tutoring/bookings/{id}/accept: the student takes the offered time; it is reserved for 15 minutes to pay (a
 * minor's: up to 48 hours for a linked parent, who is asked at once; issue 72).
 */
export async function acceptBooking(ctx: TTutoringBookingsContext, viewer: TViewerIn, id: string) {
  const { now, readable, deps } = ctx;
  const { row, lessons } = await readable(viewer, id);
  if (!can(viewer, 'accept', subject('booking', resourceOf(row, lessons, now())))) {
    if (viewer.id !== row.studentId) throw AppError.forbidden();
    throw AppError.badRequest(tutoringMessages.notOffered);
  }
  // A minor takes a lesson only from a verified teacher (issue 72).
  if (row.teacherId && row.studentId) {
    await createTeacherVerificationGate(deps.db).requireVerifiedForMinors(
      { id: row.teacherId, role: 'TEACHER' },
      [row.studentId],
      now(),
      teacherVerificationMessages.bookingOfUnverified,
    );
  }
  const first = firstStart(lessons) ?? now();
  const hold = await ctx.reservationHold(viewer, now(), first);
  const after = await deps.uow.run(async (tx) => {
    const repo = createTutoringRepository(tx);
    const locked = (await repo.lockBooking(id)) as TBookingRow;
    if (locked.status !== 'offered') throw AppError.badRequest(tutoringMessages.notOffered);
    return repo.updateBooking(id, {
      status: moved(locked, 'ACCEPT'),
      expiresAt: hold.expiresAt,
    });
  });
  if (hold.parentAsked) await ctx.askParents(viewer, after.id);
  const message = hold.parentAsked ? tutoringMessages.reservedForParent : tutoringMessages.reserved;
  return { message, booking: await presentBooking(ctx, viewer, after) };
}
