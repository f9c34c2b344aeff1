import {
  groupSeatPriceGross,
  type TViewerIn,
  teacherVerificationMessages,
  tutoringLimits,
  tutoringMessages,
  type ZBookingCreate,
} from '@zadania/shared';
import type { z } from 'zod';
import { AppError } from '../../../../lib/app-error';
import { isExclusionViolation } from '../../../../lib/db-errors';
import { createTeacherVerificationGate } from '../../../safeguarding/teacher-verification/teacher-verification.gate';
import {
  createTutoringRepository,
  noOverlapConstraint,
  type TLessonOptionRow,
  type TOfferRow,
} from '../../tutoring.repository';
import {
  findBookableOption,
  hourMs,
  lessonTimes,
  minuteMs,
  type TRequestKeys,
  type TTutoringBookingsContext,
  timeTaken,
} from '../tutoring-bookings.context';
import { presentBooking } from '../tutoring-bookings.presenter';

type TBookingInput = z.output<typeof ZBookingCreate>;

/** The price of a booking: one lesson, or a package's lessons less its discount, rounded to the grosz. */
export const bookingAmount = (priceGross: number, lessonCount: number, discountPercent: number | null) =>
  Math.round((priceGross * lessonCount * (100 - (discountPercent ?? 0))) / 100);

/** A start a student may book: in the future, within the booking horizon, on the 5-minute grid. */
function checkStart(start: Date, at: Date) {
  if (start <= at) throw AppError.badRequest(tutoringMessages.inPast);
  if (start.getTime() - at.getTime() > tutoringLimits.maxDaysAhead * 24 * hourMs) {
    throw AppError.badRequest(tutoringMessages.tooFarAhead);
  }
  if (start.getTime() % (tutoringLimits.minuteStep * minuteMs) !== 0) {
    throw AppError.badRequest(tutoringMessages.outsideAvailability);
  }
}

/**
 * A seat in the teacher's group lesson at that time, reserved for 15 minutes like a lesson. The first seat opens
 * the group (at a free time of the teacher, for the option's duration, with the offer's size and fee); the next
 * ones join it. The group row is locked while its seats are counted, so concurrent joins never overfill it; the
 * exclusion constraint lets the seats of one group share their time and nothing else.
 */
async function joinGroup(
  ctx: TTutoringBookingsContext,
  viewer: TViewerIn,
  { teacherId, offer, option }: { teacherId: string; offer: TOfferRow; option: TLessonOptionRow },
  input: TBookingInput,
) {
  const { repository, now } = ctx;
  const { uow, offers } = ctx.deps;
  if (!offer.groupEnabled) throw AppError.badRequest(tutoringMessages.groupDisabled);
  if (input.packageId || input.startsAt.length !== 1) throw AppError.badRequest(tutoringMessages.groupSingle);
  const start = new Date(input.startsAt[0] as string);
  const at = now();
  checkStart(start, at);
  // Offers saved before the seat price was validated may still price a seat below the minimum.
  const seatPriceGross = groupSeatPriceGross(option.priceGross, offer.groupFeePercent);
  if (seatPriceGross < tutoringLimits.minPriceGross) throw AppError.badRequest(tutoringMessages.groupSeatPrice);
  const hold = await ctx.reservationHold(viewer, at, start);
  const live = await repository.findLiveGroupSession(teacherId, start);
  if (!live && !(await offers.isAvailable(teacherId, start, option.durationMinutes))) {
    throw AppError.badRequest(tutoringMessages.outsideAvailability);
  }
  try {
    const row = await uow.run(async (tx) => {
      const repo = createTutoringRepository(tx);
      await repo.lockSchedule(teacherId);
      const group = await repo.lockGroupSession({
        teacherId,
        optionId: option.id,
        ...lessonTimes(start, option.durationMinutes, offer.breakMinutes),
        durationMinutes: option.durationMinutes,
        seatPriceGross,
        capacity: offer.groupMaxParticipants,
      });
      if (group.durationMinutes !== option.durationMinutes) {
        throw new AppError(409, tutoringMessages.groupOtherOption);
      }
      if (await repo.hasSeat(group.id, viewer.id)) throw AppError.badRequest(tutoringMessages.groupSeatTaken);
      if (!(await repo.takeSeat(group.id))) throw new AppError(409, tutoringMessages.groupFull);
      const booking = await repo.insertBooking({
        studentId: viewer.id,
        teacherId,
        optionId: option.id,
        kind: 'group',
        lessonType: input.lessonType,
        status: 'reserved',
        durationMinutes: group.durationMinutes,
        lessonCount: 1,
        amountGross: group.seatPriceGross,
        expiresAt: hold.expiresAt,
      });
      await repo.insertLessons([
        {
          bookingId: booking.id,
          teacherId,
          startsAt: group.startsAt,
          endsAt: group.endsAt,
          blockedUntil: group.blockedUntil,
          groupSessionId: group.id,
        },
      ]);
      return booking;
    });
    if (hold.parentAsked) await ctx.askParents(viewer, row.id);
    const message = hold.parentAsked ? tutoringMessages.reservedForParent : tutoringMessages.groupReserved;
    return { message, booking: await presentBooking(ctx, viewer, row) };
  } catch (error) {
    if (isExclusionViolation(error, noOverlapConstraint)) throw timeTaken();
    throw error;
  }
}

/**
 * POST /tutoring/bookings: reserves one lesson or a package's lessons, for 15 minutes until paid. A minor's
 * reservation (issue 72) waits up to 48 hours for a linked parent, who is asked at once; a minor without one: 400.
 */
export async function createBooking(
  ctx: TTutoringBookingsContext,
  viewer: TViewerIn,
  input: TBookingInput,
  keys: TRequestKeys,
) {
  const { repository, now } = ctx;
  const { uow, offers } = ctx.deps;
  await ctx.deps.limiter.consume('booking', { ip: keys.ip, account: viewer.id });
  const teacher = await repository.findTeacher(input.teacherId);
  if (teacher?.role !== 'TEACHER') throw AppError.notFound(tutoringMessages.teacherNotFound);
  if (teacher.id === viewer.id) throw AppError.badRequest(tutoringMessages.ownLesson);
  // A minor books only a verified teacher (issue 72).
  await createTeacherVerificationGate(ctx.deps.db).requireVerifiedForMinors(
    teacher,
    [viewer.id],
    now(),
    teacherVerificationMessages.bookingOfUnverified,
  );
  const { offer, option } = await findBookableOption(repository, teacher.id, input.optionId);
  const pack = input.packageId ? await repository.findPackage(input.packageId) : null;
  if (input.packageId && (!pack || pack.teacherId !== teacher.id || pack.archivedAt)) {
    throw AppError.badRequest(tutoringMessages.packageNotFound);
  }
  if (input.kind === 'group') return joinGroup(ctx, viewer, { teacherId: teacher.id, offer, option }, input);
  if (pack && input.startsAt.length !== pack.lessonCount) throw AppError.badRequest(tutoringMessages.packageStarts);
  if (!pack && input.startsAt.length !== 1) throw AppError.badRequest(tutoringMessages.singleStart);
  const starts = input.startsAt.map((value) => new Date(value)).sort((a, b) => a.getTime() - b.getTime());
  if (new Set(starts.map((start) => start.getTime())).size !== starts.length) {
    throw AppError.badRequest(tutoringMessages.startsDuplicate);
  }
  const at = now();
  for (const start of starts) {
    checkStart(start, at);
    if (!(await offers.isAvailable(teacher.id, start, option.durationMinutes))) {
      throw AppError.badRequest(tutoringMessages.outsideAvailability);
    }
  }

  const hold = await ctx.reservationHold(viewer, at, starts[0]!);
  const discountPercent = pack?.discountPercent ?? null;
  try {
    const row = await uow.run(async (tx) => {
      const repo = createTutoringRepository(tx);
      await repo.lockSchedule(teacher.id);
      const booking = await repo.insertBooking({
        studentId: viewer.id,
        teacherId: teacher.id,
        optionId: option.id,
        packageId: pack?.id ?? null,
        kind: 'individual',
        lessonType: input.lessonType,
        status: 'reserved',
        durationMinutes: option.durationMinutes,
        lessonCount: starts.length,
        discountPercent,
        amountGross: bookingAmount(option.priceGross, starts.length, discountPercent),
        expiresAt: hold.expiresAt,
      });
      await repo.insertLessons(
        starts.map((start) => ({
          bookingId: booking.id,
          teacherId: teacher.id,
          ...lessonTimes(start, option.durationMinutes, offer.breakMinutes),
        })),
      );
      return booking;
    });
    if (hold.parentAsked) await ctx.askParents(viewer, row.id);
    const message = hold.parentAsked ? tutoringMessages.reservedForParent : tutoringMessages.reserved;
    return { message, booking: await presentBooking(ctx, viewer, row) };
  } catch (error) {
    if (isExclusionViolation(error, noOverlapConstraint)) throw timeTaken();
    throw error;
  }
}
