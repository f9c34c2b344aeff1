import {
  can,
  nextBookingStatus,
  subject,
  type TBookingEvent,
  type TBookingStatus,
  type TViewerIn,
  tutoringLimits,
  tutoringMessages,
} from '@zadania/shared';
import type { TDb } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { TEventOutbox } from '../../../lib/events/event-outbox';
import type { TUnitOfWork } from '../../../lib/uow';
import type { TRateLimiter } from '../../../plugins/rate-limit';
import type { TPaymentsService } from '../../payments/payments.service';
import {
  createTutoringRepository,
  type TBookingRow,
  type TLessonRow,
  type TTutoringRepository,
} from '../tutoring.repository';
import type { TTutoringOfferService } from '../tutoring-offer.service';

export type TTutoringBookingsDeps = {
  db: TDb;
  uow: TUnitOfWork;
  outbox: Pick<TEventOutbox, 'record'>;
  offers: Pick<TTutoringOfferService, 'isAvailable'>;
  payments: Pick<
    TPaymentsService['purchases'],
    'startCheckout' | 'checkPayer' | 'cancelOpen' | 'refundSettled' | 'find'
  >;
  limiter: Pick<TRateLimiter, 'consume'>;
  /**
   * A minor's booking waits for a parent (issue 72, docs/parents.md; wired in services.ts from modules/parents and
   * contacts): whether the student is a minor (a USER under 18 by birth year, or with none), whether a confirmed
   * parent is linked, and the purchase request that asks the parents to pay. Without it nobody waits.
   */
  family?: TBookingFamily;
  now?: () => Date;
};

export type TBookingFamily = {
  isMinor(userId: string): Promise<boolean>;
  hasParent(childId: string): Promise<boolean>;
  /** Asks the child's confirmed parents to pay the booking (a notification and an e-mail each). */
  askParents(child: TViewerIn, bookingId: string): Promise<unknown>;
};

export type TRequestKeys = { ip: string };

export const minuteMs = 60_000;
export const hourMs = 60 * minuteMs;
const bookingNotFound = () => AppError.notFound(tutoringMessages.bookingNotFound);
export const timeTaken = () => new AppError(409, tutoringMessages.timeTaken);

/**
 * The teacher's offer, which must be enabled, and its lesson option `optionId`, which must be the teacher's own and
 * not archived (400 otherwise).
 */
export async function findBookableOption(repository: TTutoringRepository, teacherId: string, optionId: string) {
  const offer = await repository.findOffer(teacherId);
  if (!offer?.enabled) throw AppError.badRequest(tutoringMessages.notTeaching);
  const option = await repository.findOption(optionId);
  if (!option || option.teacherId !== teacherId || option.archivedAt) {
    throw AppError.badRequest(tutoringMessages.optionNotFound);
  }
  return { offer, option };
}

/** A lesson starting at `start`: when it ends, and until when it blocks the teacher's time (with the break after it). */
export const lessonTimes = (start: Date, durationMinutes: number, breakMinutes: number) => ({
  startsAt: start,
  endsAt: new Date(start.getTime() + durationMinutes * minuteMs),
  blockedUntil: new Date(start.getTime() + (durationMinutes + breakMinutes) * minuteMs),
});

export const dateTimeFormat = new Intl.DateTimeFormat('pl-PL', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Warsaw',
});

/** The status a booking takes on `event`; a transition the state machine does not allow is a bug. */
export const moved = (row: TBookingRow, event: TBookingEvent): TBookingStatus => {
  const next = nextBookingStatus(row.status, event);
  if (!next) throw new Error(`Booking ${row.id}: ${event} does not apply to ${row.status}`);
  return next;
};

export const firstStart = (lessons: TLessonRow[]) =>
  lessons.reduce<Date | null>((first, lesson) => (!first || lesson.startsAt < first ? lesson.startsAt : first), null);
const started = (lessons: TLessonRow[], at: Date) => {
  const first = firstStart(lessons);
  return !!first && first <= at;
};

/** Whether cancelling now gives the money back: only a paid booking can, by the rule above. */
export const refundsOnCancel = (viewer: TViewerIn, row: TBookingRow, lessons: TLessonRow[], at: Date) => {
  if (row.status !== 'booked') return false;
  if (viewer.id !== row.studentId) return true;
  const first = firstStart(lessons);
  return !!first && first.getTime() - at.getTime() >= tutoringLimits.freeCancellationHours * hourMs;
};

export const resourceOf = (row: TBookingRow, lessons: TLessonRow[], at: Date) => ({
  studentId: row.studentId ?? '',
  teacherId: row.teacherId ?? '',
  status: row.status,
  started: started(lessons, at),
});

/** What every use case of the bookings shares: the deps, the clock, the repository and the common helpers. */
export function createTutoringBookingsContext(deps: TTutoringBookingsDeps) {
  const now = deps.now ?? (() => new Date());
  const repository: TTutoringRepository = createTutoringRepository(deps.db);

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

  /**
   * How long a new reservation of `viewer` waits, from `at`: 15 minutes to pay, or for a minor (issue 72) 48 hours for
   * a parent to pay or decline, never past the first lesson's start (`parentAsked`: the parents are asked once it is
   * saved). A minor with no confirmed parent is refused before anything is reserved.
   */
  async function reservationHold(viewer: TViewerIn, at: Date, firstLessonAt: Date) {
    const { family } = deps;
    if (!family || viewer.role !== 'USER' || !(await family.isMinor(viewer.id))) {
      return { expiresAt: new Date(at.getTime() + tutoringLimits.reservationMinutes * minuteMs), parentAsked: false };
    }
    if (!(await family.hasParent(viewer.id))) throw AppError.badRequest(tutoringMessages.minorNeedsParent);
    const hold = at.getTime() + tutoringLimits.minorReservationHours * hourMs;
    return { expiresAt: new Date(Math.min(hold, firstLessonAt.getTime())), parentAsked: true };
  }

  /** After a minor's reservation committed: the parents are asked to pay it (a failure leaves the child's own button). */
  async function askParents(viewer: TViewerIn, bookingId: string) {
    await deps.family?.askParents(viewer, bookingId).catch(() => undefined);
  }

  return { deps, now, repository, readable, cancelInside, reservationHold, askParents };
}
export type TTutoringBookingsContext = ReturnType<typeof createTutoringBookingsContext>;
