import { createTutoringRepository } from '../../tutoring.repository';
import type { TTutoringBookingsContext } from '../tutoring-bookings.context';

/**
 * The reservations whose 15 minutes ran out by `at` are released: an open payment is cancelled first (one
 * paid meanwhile books the reservation instead), then the reservation and its lessons are cancelled. Offered
 * times nobody answered lapse the same way, an hour before the lesson.
 */
export async function sweepExpiredBookings(ctx: TTutoringBookingsContext, at: Date) {
  const { repository, cancelInside } = ctx;
  const { uow, payments } = ctx.deps;
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
}
