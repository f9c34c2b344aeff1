import {
  type TViewerIn,
  teacherVerificationMessages,
  tutoringLimits,
  tutoringMessages,
  type ZBookingOfferCreate,
} from '@zadania/shared';
import type { z } from 'zod';
import { AppError } from '../../../../lib/app-error';
import { isExclusionViolation } from '../../../../lib/db-errors';
import { createTeacherVerificationGate } from '../../../safeguarding/teacher-verification/teacher-verification.gate';
import { createTutoringRepository, noOverlapConstraint } from '../../tutoring.repository';
import {
  dateTimeFormat,
  findBookableOption,
  hourMs,
  lessonTimes,
  minuteMs,
  type TRequestKeys,
  type TTutoringBookingsContext,
  timeTaken,
} from '../tutoring-bookings.context';
import { presentBooking } from '../tutoring-bookings.presenter';

type TBookingOfferInput = z.output<typeof ZBookingOfferCreate>;

/**
 * POST /tutoring/bookings/offer: the TEACHER proposes a time of one of their options to a student (offered).
 * The time is held (the exclusion constraint applies) until the student answers, at the latest an hour before it.
 */
export async function offerBooking(
  ctx: TTutoringBookingsContext,
  viewer: TViewerIn,
  input: TBookingOfferInput,
  keys: TRequestKeys,
) {
  const { repository, now, deps } = ctx;
  await deps.limiter.consume('booking', { ip: keys.ip, account: viewer.id });
  if (viewer.role !== 'TEACHER') throw AppError.forbidden(tutoringMessages.teachersOnly);
  const student = await repository.findTeacher(input.studentId);
  if (!student) throw AppError.notFound(tutoringMessages.studentNotFound);
  if (student.id === viewer.id) throw AppError.badRequest(tutoringMessages.ownLesson);
  // A teacher offers a lesson to a minor only once verified (issue 72).
  await createTeacherVerificationGate(deps.db).requireVerifiedForMinors(
    viewer,
    [student.id],
    now(),
    teacherVerificationMessages.bookingNeedsVerification,
  );
  const { offer, option } = await findBookableOption(repository, viewer.id, input.optionId);
  const start = new Date(input.startsAt);
  const at = now();
  if (start.getTime() - at.getTime() < hourMs) throw AppError.badRequest(tutoringMessages.inPast);
  if (start.getTime() - at.getTime() > tutoringLimits.maxDaysAhead * 24 * hourMs) {
    throw AppError.badRequest(tutoringMessages.tooFarAhead);
  }
  if (start.getTime() % (tutoringLimits.minuteStep * minuteMs) !== 0) {
    throw AppError.badRequest(tutoringMessages.minuteStepTime);
  }
  try {
    const row = await deps.uow.run(async (tx) => {
      const repo = createTutoringRepository(tx);
      await repo.lockSchedule(viewer.id);
      const booking = await repo.insertBooking({
        studentId: student.id,
        teacherId: viewer.id,
        optionId: option.id,
        kind: 'individual',
        lessonType: input.lessonType,
        status: 'offered',
        durationMinutes: option.durationMinutes,
        amountGross: option.priceGross,
        expiresAt: new Date(start.getTime() - hourMs),
      });
      await repo.insertLessons([
        {
          bookingId: booking.id,
          teacherId: viewer.id,
          ...lessonTimes(start, option.durationMinutes, offer.breakMinutes),
        },
      ]);
      await deps.outbox.record(
        tx,
        'notification.requested',
        {
          type: 'TUTORING_EVENT',
          recipientIds: [student.id],
          text: `Nauczyciel proponuje zajęcia ${dateTimeFormat.format(start)}.`,
          href: '/account/bookings',
          data: { bookingId: booking.id },
        },
        { actorId: viewer.id },
      );
      return booking;
    });
    return { message: tutoringMessages.offered, booking: await presentBooking(ctx, viewer, row) };
  } catch (error) {
    if (isExclusionViolation(error, noOverlapConstraint)) throw timeTaken();
    throw error;
  }
}
