import {
  can,
  errorMessages,
  groupSeatPriceGross,
  nextBookingStatus,
  policiesFor,
  subject,
  type TBooking,
  type TBookingCheckout,
  type TBookingEvent,
  type TBookingListQuery,
  type TBookingStatus,
  type TViewerIn,
  tutoringLimits,
  tutoringMessages,
  type ZBookingCreate,
  type ZBookingOfferCreate,
} from '@zadania/shared';
import type { z } from 'zod';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isExclusionViolation } from '../../lib/db-errors';
import type { TEventOutbox } from '../../lib/events/event-outbox';
import type { TUnitOfWork } from '../../lib/uow';
import type { TRateLimiter } from '../../plugins/rate-limit';
import type { TPaymentsService } from '../payments/payments.service';
import type { TPurchaseFulfiller } from '../payments/purchase-fulfilment';
import { presentAvatar } from '../users/avatar';
import {
  createTutoringRepository,
  isTimeGone,
  noOverlapConstraint,
  type TBookingRow,
  type TGroupSessionRow,
  type TLessonOptionRow,
  type TLessonRow,
  type TOfferRow,
  type TPersonRow,
  type TTutoringRepository,
} from './tutoring.repository';
import { createTutoringLessonsRepository } from './tutoring-lessons.repository';
import { lessonShare } from './tutoring-lessons.service';
import type { TTutoringOfferService } from './tutoring-offer.service';

type TBookingInput = z.output<typeof ZBookingCreate>;
type TBookingOfferInput = z.output<typeof ZBookingOfferCreate>;
type TRequestKeys = { ip: string };

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const bookingNotFound = () => AppError.notFound(tutoringMessages.bookingNotFound);
const timeTaken = () => new AppError(409, tutoringMessages.timeTaken);

const dateTimeFormat = new Intl.DateTimeFormat('pl-PL', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Warsaw',
});

/** The price of a booking: one lesson, or a package's lessons less its discount, rounded to the grosz. */
export const bookingAmount = (priceGross: number, lessonCount: number, discountPercent: number | null) =>
  Math.round((priceGross * lessonCount * (100 - (discountPercent ?? 0))) / 100);

/** The status a booking takes on `event`; a transition the state machine does not allow is a bug. */
const moved = (row: TBookingRow, event: TBookingEvent): TBookingStatus => {
  const next = nextBookingStatus(row.status, event);
  if (!next) throw new Error(`Booking ${row.id}: ${event} does not apply to ${row.status}`);
  return next;
};

/**
 * Bookings of lessons (issue 19 point 3). A reservation holds the times for 15 minutes; paying books them; an
 * unpaid reservation is released by the sweep. Two live lessons of one teacher never overlap (the break after
 * each included): PostgreSQL's exclusion constraint refuses the second, whatever the concurrency.
 *
 * Cancellation: the student, the teacher or an ADMIN, until the first lesson begins. A reservation costs
 * nothing. A paid booking is refunded in full when the teacher or an ADMIN cancels it, or when the student
 * does at least 24 hours before the first lesson; later the student's cancellation refunds nothing and the
 * teacher is paid for the time they kept. A package is cancelled as a whole. A seat in a group lesson is a
 * booking of its own under the same rules; cancelling it frees the seat for another student.
 */
export function createTutoringBookingsService(deps: {
  db: TDb;
  uow: TUnitOfWork;
  outbox: Pick<TEventOutbox, 'record'>;
  offers: Pick<TTutoringOfferService, 'isAvailable'>;
  payments: Pick<TPaymentsService['purchases'], 'startCheckout' | 'cancelOpen' | 'refundSettled' | 'find'>;
  limiter: Pick<TRateLimiter, 'consume'>;
  now?: () => Date;
}) {
  const { db, uow, offers, payments } = deps;
  const now = deps.now ?? (() => new Date());
  const repository: TTutoringRepository = createTutoringRepository(db);

  const firstStart = (lessons: TLessonRow[]) =>
    lessons.reduce<Date | null>((first, lesson) => (!first || lesson.startsAt < first ? lesson.startsAt : first), null);
  const started = (lessons: TLessonRow[], at: Date) => {
    const first = firstStart(lessons);
    return !!first && first <= at;
  };

  /** Whether cancelling now gives the money back: only a paid booking can, by the rule above. */
  const refundsOnCancel = (viewer: TViewerIn, row: TBookingRow, lessons: TLessonRow[], at: Date) => {
    if (row.status !== 'booked') return false;
    if (viewer.id !== row.studentId) return true;
    const first = firstStart(lessons);
    return !!first && first.getTime() - at.getTime() >= tutoringLimits.freeCancellationHours * hourMs;
  };

  const resourceOf = (row: TBookingRow, lessons: TLessonRow[], at: Date) => ({
    studentId: row.studentId ?? '',
    teacherId: row.teacherId ?? '',
    status: row.status,
    started: started(lessons, at),
  });

  const person = (row: TPersonRow | undefined, id: string | null) =>
    row
      ? { id: row.id, username: row.username, displayName: row.displayName, avatar: presentAvatar(row) }
      : { id: id ?? '00000000-0000-0000-0000-000000000000', username: '', displayName: 'Konto usunięte', avatar: null };

  const groupOf = (lessons: TLessonRow[], groups: TGroupSessionRow[]) => {
    const group = groups.find((candidate) => candidate.id === lessons[0]?.groupSessionId);
    return group ? { sessionId: group.id, seatsTaken: group.seatsTaken, capacity: group.capacity } : null;
  };

  async function present(viewer: TViewerIn, rows: TBookingRow[]): Promise<TBooking[]> {
    const ids = [...new Set(rows.flatMap((row) => [row.studentId, row.teacherId]).filter((id): id is string => !!id))];
    const [lessons, people] = await Promise.all([
      repository.lessonsOf(rows.map((row) => row.id)),
      repository.people(ids),
    ]);
    const groups = await repository.groupSessions([
      ...new Set(lessons.flatMap((lesson) => (lesson.groupSessionId ? [lesson.groupSessionId] : []))),
    ]);
    const at = now();
    return rows.map((row) => {
      const own = lessons.filter((lesson) => lesson.bookingId === row.id);
      return {
        id: row.id,
        status: row.status,
        kind: row.kind,
        lessonType: row.lessonType,
        teacher: person(
          people.find((candidate) => candidate.id === row.teacherId),
          row.teacherId,
        ),
        student: person(
          people.find((candidate) => candidate.id === row.studentId),
          row.studentId,
        ),
        durationMinutes: row.durationMinutes,
        package: row.packageId ? { lessonCount: row.lessonCount, discountPercent: row.discountPercent ?? 0 } : null,
        amountGross: row.amountGross,
        group: groupOf(own, groups),
        lessons: own.map((lesson) => ({
          id: lesson.id,
          startsAt: lesson.startsAt.toISOString(),
          endsAt: lesson.endsAt.toISOString(),
          cancelled: lesson.cancelled,
        })),
        expiresAt:
          row.status === 'reserved' || row.status === 'offered' ? (row.expiresAt?.toISOString() ?? null) : null,
        paymentId: row.paymentId,
        refundOnCancel: refundsOnCancel(viewer, row, own, at),
        cancelledAt: row.cancelledAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        policies: policiesFor(viewer, 'booking', resourceOf(row, own, at)),
      };
    });
  }
  const presentOne = async (viewer: TViewerIn, row: TBookingRow) => (await present(viewer, [row]))[0] as TBooking;

  /** The booking when the viewer may read it: 404 when it does not exist, 403 for anyone but its two and ADMIN. */
  async function readable(viewer: TViewerIn, id: string) {
    const row = await repository.findBooking(id);
    if (!row) throw bookingNotFound();
    const lessons = await repository.lessonsOf([row.id]);
    if (!can(viewer, 'read', subject('booking', resourceOf(row, lessons, now())))) throw AppError.forbidden();
    return { row, lessons };
  }

  /** Cancels a booking's lessons and the booking itself (an event the state machine allows from its status). */
  async function cancelInside(
    tx: TDb,
    row: TBookingRow,
    event: TBookingEvent,
    actorId: string | null,
  ): Promise<TBookingRow> {
    const repo = createTutoringRepository(tx);
    await repo.cancelLessons(row.id);
    return repo.updateBooking(row.id, {
      status: moved(row, event),
      expiresAt: null,
      cancelledAt: now(),
      cancelledById: actorId,
    });
  }

  /** A paid booking links its student and teacher (ACCEPTED) and tells the teacher. */
  async function afterBooked(tx: TDb, row: TBookingRow) {
    if (!row.studentId || !row.teacherId) return;
    await createTutoringLessonsRepository(tx).upsertLink(row.studentId, row.teacherId, 'ACCEPTED');
    const lessons = await createTutoringRepository(tx).lessonsOf([row.id]);
    const first = firstStart(lessons);
    await deps.outbox.record(tx, 'notification.requested', {
      type: 'TUTORING_EVENT',
      recipientIds: [row.teacherId],
      text: row.packageId
        ? `Nowa rezerwacja: pakiet ${row.lessonCount} zajęć od ${first ? dateTimeFormat.format(first) : ''}.`
        : row.kind === 'group'
          ? `Nowe miejsce na zajęciach grupowych ${first ? dateTimeFormat.format(first) : ''}.`
          : `Nowa rezerwacja: zajęcia ${first ? dateTimeFormat.format(first) : ''}.`,
      href: '/account/bookings',
      data: { bookingId: row.id },
    });
  }

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
  async function notifyCancelled(tx: TDb, row: TBookingRow, actorId: string) {
    const recipient = actorId === row.studentId ? row.teacherId : row.studentId;
    await deps.outbox.record(
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
    viewer: TViewerIn,
    { teacherId, offer, option }: { teacherId: string; offer: TOfferRow; option: TLessonOptionRow },
    input: TBookingInput,
  ) {
    if (!offer.groupEnabled) throw AppError.badRequest(tutoringMessages.groupDisabled);
    if (input.packageId || input.startsAt.length !== 1) throw AppError.badRequest(tutoringMessages.groupSingle);
    const start = new Date(input.startsAt[0] as string);
    const at = now();
    checkStart(start, at);
    // Offers saved before the seat price was validated may still price a seat below the minimum.
    const seatPriceGross = groupSeatPriceGross(option.priceGross, offer.groupFeePercent);
    if (seatPriceGross < tutoringLimits.minPriceGross) throw AppError.badRequest(tutoringMessages.groupSeatPrice);
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
          startsAt: start,
          endsAt: new Date(start.getTime() + option.durationMinutes * minuteMs),
          blockedUntil: new Date(start.getTime() + (option.durationMinutes + offer.breakMinutes) * minuteMs),
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
          expiresAt: new Date(at.getTime() + tutoringLimits.reservationMinutes * minuteMs),
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
      return { message: tutoringMessages.groupReserved, booking: await presentOne(viewer, row) };
    } catch (error) {
      if (isExclusionViolation(error, noOverlapConstraint)) throw timeTaken();
      throw error;
    }
  }

  const fulfiller: TPurchaseFulfiller = {
    /**
     * The payment of a reservation books it. Money that arrives for a reservation released meanwhile books it
     * again when its times are still free; when they were taken (or the student cancelled it), the booking
     * stays cancelled and the payment is undeliverable, so its money goes back (the expiry sweep cancels open
     * payments first, so this needs a late transfer).
     */
    async grant(tx, payment) {
      const repo = createTutoringRepository(tx);
      const row = await repo.lockBooking(payment.productCode);
      if (!row) return 'undeliverable';
      // A repeat: this payment booked it already.
      if (row.paymentId === payment.id && row.status !== 'reserved' && row.status !== 'cancelled') return 'granted';
      if (row.status === 'reserved') {
        await repo.updateBooking(row.id, { status: moved(row, 'PAY'), expiresAt: null, paymentId: payment.id });
        await afterBooked(tx, row);
        return 'granted';
      }
      if (row.status === 'cancelled' && !row.cancelledById) {
        try {
          await tx.transaction(async (savepoint) => {
            const inner = createTutoringRepository(savepoint);
            await inner.restoreLessons(row.id);
            await inner.updateBooking(row.id, {
              status: 'booked',
              expiresAt: null,
              paymentId: payment.id,
              cancelledAt: null,
            });
          });
          await afterBooked(tx, row);
          return 'granted';
        } catch (error) {
          if (!isTimeGone(error)) throw error;
        }
      }
      return 'undeliverable';
    },

    /** A refunded or disputed payment cancels its booking (and frees the teacher's time). */
    async revoke(tx, payment) {
      const row = await createTutoringRepository(tx).lockBooking(payment.productCode);
      if (row && row.status !== 'cancelled' && row.paymentId === payment.id)
        await cancelInside(tx, row, 'CANCEL', null);
    },

    /** A won dispute books the lessons again when their times are still free. */
    async restore(tx, payment) {
      const row = await createTutoringRepository(tx).lockBooking(payment.productCode);
      if (row?.status !== 'cancelled' || row.paymentId !== payment.id) return;
      try {
        await tx.transaction(async (savepoint) => {
          const inner = createTutoringRepository(savepoint);
          await inner.restoreLessons(row.id);
          await inner.updateBooking(row.id, { status: 'booked', cancelledAt: null, cancelledById: null });
        });
      } catch (error) {
        if (!isTimeGone(error)) throw error;
      }
    },
  };

  return {
    fulfiller,

    /** POST /tutoring/bookings: reserves one lesson or a package's lessons, for 15 minutes until paid. */
    async create(viewer: TViewerIn, input: TBookingInput, keys: TRequestKeys) {
      await deps.limiter.consume('booking', { ip: keys.ip, account: viewer.id });
      const teacher = await repository.findTeacher(input.teacherId);
      if (teacher?.role !== 'TEACHER') throw AppError.notFound(tutoringMessages.teacherNotFound);
      if (teacher.id === viewer.id) throw AppError.badRequest(tutoringMessages.ownLesson);
      const offer = await repository.findOffer(teacher.id);
      if (!offer?.enabled) throw AppError.badRequest(tutoringMessages.notTeaching);
      const option = await repository.findOption(input.optionId);
      if (!option || option.teacherId !== teacher.id || option.archivedAt) {
        throw AppError.badRequest(tutoringMessages.optionNotFound);
      }
      const pack = input.packageId ? await repository.findPackage(input.packageId) : null;
      if (input.packageId && (!pack || pack.teacherId !== teacher.id || pack.archivedAt)) {
        throw AppError.badRequest(tutoringMessages.packageNotFound);
      }
      if (input.kind === 'group') return joinGroup(viewer, { teacherId: teacher.id, offer, option }, input);
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
            expiresAt: new Date(at.getTime() + tutoringLimits.reservationMinutes * minuteMs),
          });
          await repo.insertLessons(
            starts.map((start) => ({
              bookingId: booking.id,
              teacherId: teacher.id,
              startsAt: start,
              endsAt: new Date(start.getTime() + option.durationMinutes * minuteMs),
              blockedUntil: new Date(start.getTime() + (option.durationMinutes + offer.breakMinutes) * minuteMs),
            })),
          );
          return booking;
        });
        return { message: tutoringMessages.reserved, booking: await presentOne(viewer, row) };
      } catch (error) {
        if (isExclusionViolation(error, noOverlapConstraint)) throw timeTaken();
        throw error;
      }
    },

    /**
     * POST /tutoring/bookings/offer: the TEACHER proposes a time of one of their options to a student (offered).
     * The time is held (the exclusion constraint applies) until the student answers, at the latest an hour before it.
     */
    async offer(viewer: TViewerIn, input: TBookingOfferInput, keys: TRequestKeys) {
      await deps.limiter.consume('booking', { ip: keys.ip, account: viewer.id });
      if (viewer.role !== 'TEACHER') throw AppError.forbidden(tutoringMessages.teachersOnly);
      const student = await repository.findTeacher(input.studentId);
      if (!student) throw AppError.notFound(tutoringMessages.studentNotFound);
      if (student.id === viewer.id) throw AppError.badRequest(tutoringMessages.ownLesson);
      const offer = await repository.findOffer(viewer.id);
      if (!offer?.enabled) throw AppError.badRequest(tutoringMessages.notTeaching);
      const option = await repository.findOption(input.optionId);
      if (!option || option.teacherId !== viewer.id || option.archivedAt) {
        throw AppError.badRequest(tutoringMessages.optionNotFound);
      }
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
        const row = await uow.run(async (tx) => {
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
              startsAt: start,
              endsAt: new Date(start.getTime() + option.durationMinutes * minuteMs),
              blockedUntil: new Date(start.getTime() + (option.durationMinutes + offer.breakMinutes) * minuteMs),
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
        return { message: tutoringMessages.offered, booking: await presentOne(viewer, row) };
      } catch (error) {
        if (isExclusionViolation(error, noOverlapConstraint)) throw timeTaken();
        throw error;
      }
    },

    /** POST /tutoring/bookings/{id}/accept: the student takes the offered time; it is reserved for 15 minutes to pay. */
    async accept(viewer: TViewerIn, id: string) {
      const { row, lessons } = await readable(viewer, id);
      if (!can(viewer, 'accept', subject('booking', resourceOf(row, lessons, now())))) {
        if (viewer.id !== row.studentId) throw AppError.forbidden();
        throw AppError.badRequest(tutoringMessages.notOffered);
      }
      const after = await uow.run(async (tx) => {
        const repo = createTutoringRepository(tx);
        const locked = (await repo.lockBooking(id)) as TBookingRow;
        if (locked.status !== 'offered') throw AppError.badRequest(tutoringMessages.notOffered);
        return repo.updateBooking(id, {
          status: moved(locked, 'ACCEPT'),
          expiresAt: new Date(now().getTime() + tutoringLimits.reservationMinutes * minuteMs),
        });
      });
      return { message: tutoringMessages.reserved, booking: await presentOne(viewer, after) };
    },

    /** GET /tutoring/bookings: the viewer's bookings as the student or as the teacher, newest first. */
    async list(viewer: TViewerIn, query: TBookingListQuery) {
      const { rows, total } = await repository.listBookings({
        userId: viewer.id,
        as: query.as,
        status: query.status,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        results: await present(viewer, rows),
        total,
        page: query.page,
        pageCount: Math.ceil(total / query.pageSize),
      };
    },

    /** GET /tutoring/bookings/{id}: for its student, its teacher and ADMIN. */
    async get(viewer: TViewerIn, id: string) {
      const { row } = await readable(viewer, id);
      return presentOne(viewer, row);
    },

    /**
     * POST /tutoring/bookings/{id}/checkout: the student pays a reservation before it runs out. A payment
     * started earlier and still open is cancelled first (a second click, another method).
     */
    async checkout(viewer: TViewerIn, id: string, input: TBookingCheckout, keys: TRequestKeys) {
      const { row, lessons } = await readable(viewer, id);
      const at = now();
      if (!can(viewer, 'pay', subject('booking', resourceOf(row, lessons, at)))) {
        if (viewer.id !== row.studentId) throw AppError.forbidden();
        throw AppError.badRequest(tutoringMessages.notPayable);
      }
      if (!row.expiresAt || row.expiresAt <= at) throw AppError.badRequest(tutoringMessages.reservationExpired);
      if (row.paymentId) {
        const previous = await payments.find(row.paymentId);
        if (previous) await payments.cancelOpen(previous, { source: 'tutoring:new-checkout', actorId: viewer.id });
        const current = await repository.findBooking(id);
        if (current?.status !== 'reserved') throw AppError.badRequest(tutoringMessages.notPayable);
      }
      const teacher = (await repository.people([row.teacherId ?? '']))[0];
      const first = firstStart(lessons);
      const itemName = row.packageId
        ? `Pakiet ${row.lessonCount} zajęć po ${row.durationMinutes} min — ${teacher?.displayName ?? 'korepetycje'}`
        : `${row.kind === 'group' ? 'Zajęcia grupowe' : 'Korepetycje'} ${row.durationMinutes} min — ${teacher?.displayName ?? ''}, ${first ? dateTimeFormat.format(first) : ''}`;
      const { payment, redirectUrl, paymentRow } = await payments.startCheckout(
        viewer,
        {
          itemKind: row.packageId ? 'TUTORING_PACKAGE' : 'TUTORING',
          productCode: row.id,
          itemName: itemName.slice(0, 200),
          itemQuantity: row.lessonCount,
          amountGross: row.amountGross,
        },
        { method: input.method, buyer: input.buyer ?? 'private' },
        keys,
      );
      if (!(await repository.attachPayment(row.id, paymentRow.id))) {
        await payments.cancelOpen(paymentRow, { source: 'tutoring:released', actorId: viewer.id });
        throw AppError.badRequest(tutoringMessages.reservationExpired);
      }
      return { payment, redirectUrl };
    },

    /** POST /tutoring/bookings/{id}/cancel: by the rules above; a refund goes through the payment. */
    async cancel(viewer: TViewerIn, id: string) {
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
          await notifyCancelled(tx, locked, viewer.id);
          return repo.updateBooking(id, { cancelledById: viewer.id });
        });
        return { message: tutoringMessages.cancelledRefunded, booking: await presentOne(viewer, after) };
      }
      if (row.paymentId && row.status === 'reserved') {
        const payment = await payments.find(row.paymentId);
        if (payment) await payments.cancelOpen(payment, { source: 'tutoring:cancel', actorId: viewer.id });
      }
      const after = await uow.run(async (tx) => {
        const locked = (await createTutoringRepository(tx).lockBooking(id)) as TBookingRow;
        if (locked.status === 'cancelled') throw AppError.badRequest(tutoringMessages.notCancellable);
        if (locked.status !== 'reserved') await notifyCancelled(tx, locked, viewer.id);
        // A paid booking the student cancelled too late is not refunded: the teacher kept the time and is paid.
        if (locked.status === 'booked') await releaseAll(tx, locked);
        return cancelInside(tx, locked, locked.status === 'offered' ? 'DECLINE' : 'CANCEL', viewer.id);
      });
      return { message: tutoringMessages.cancelled, booking: await presentOne(viewer, after) };
    },

    /**
     * The reservations whose 15 minutes ran out by `at` are released: an open payment is cancelled first (one
     * paid meanwhile books the reservation instead), then the reservation and its lessons are cancelled. Offered
     * times nobody answered lapse the same way, an hour before the lesson.
     */
    async sweep(at: Date) {
      let released = 0;
      for (const expired of await repository.expiredReservations(at, 200)) {
        if (expired.paymentId) {
          const payment = await payments.find(expired.paymentId);
          if (payment) await payments.cancelOpen(payment, { source: 'tutoring:expired' });
        }
        const done = await uow.run(async (tx) => {
          const locked = await createTutoringRepository(tx).lockBooking(expired.id);
          const waiting = locked?.status === 'reserved' || locked?.status === 'offered';
          if (!locked || !waiting || !locked.expiresAt || locked.expiresAt > at) return false;
          await cancelInside(tx, locked, 'EXPIRE', null);
          return true;
        });
        if (done) released += 1;
      }
      return { released };
    },
  };
}
export type TTutoringBookingsService = ReturnType<typeof createTutoringBookingsService>;
