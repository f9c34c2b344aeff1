import type { TDb } from '../../../db/client';
import type { TPurchaseFulfiller } from '../../payments/purchase-fulfilment';
import { createTutoringRepository, isTimeGone, type TBookingRow } from '../tutoring.repository';
import { createTutoringLessonsRepository } from '../tutoring-lessons.repository';
import { dateTimeFormat, firstStart, moved, type TTutoringBookingsContext } from './tutoring-bookings.context';

/** A paid booking links its student and teacher (ACCEPTED) and tells the teacher. */
async function afterBooked(ctx: TTutoringBookingsContext, tx: TDb, row: TBookingRow) {
  if (!row.studentId || !row.teacherId) return;
  await createTutoringLessonsRepository(tx).upsertLink(row.studentId, row.teacherId, 'ACCEPTED');
  const lessons = await createTutoringRepository(tx).lessonsOf([row.id]);
  const first = firstStart(lessons);
  await ctx.deps.outbox.record(tx, 'notification.requested', {
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

export function createTutoringBookingFulfiller(ctx: TTutoringBookingsContext): TPurchaseFulfiller {
  return {
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
        await afterBooked(ctx, tx, row);
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
          await afterBooked(ctx, tx, row);
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
        await ctx.cancelInside(tx, row, 'CANCEL', null);
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
}
