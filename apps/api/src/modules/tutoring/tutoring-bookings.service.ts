import { bindUseCases } from '../../lib/use-cases';
import { createTutoringBookingFulfiller } from './bookings/tutoring-booking-fulfiller';
import { createTutoringBookingsContext, type TTutoringBookingsDeps } from './bookings/tutoring-bookings.context';
import { acceptBooking } from './bookings/use-cases/accept-booking';
import { cancelBooking } from './bookings/use-cases/cancel-booking';
import { checkoutBooking } from './bookings/use-cases/checkout-booking';
import { createBooking } from './bookings/use-cases/create-booking';
import { getBooking } from './bookings/use-cases/get-booking';
import { listBookings } from './bookings/use-cases/list-bookings';
import { offerBooking } from './bookings/use-cases/offer-booking';
import { releaseDeclinedBooking } from './bookings/use-cases/release-declined-booking';
import { sweepExpiredBookings } from './bookings/use-cases/sweep-expired-bookings';

export type { TTutoringBookingsDeps } from './bookings/tutoring-bookings.context';
export { bookingAmount } from './bookings/use-cases/create-booking';

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
export function createTutoringBookingsService(deps: TTutoringBookingsDeps) {
  const ctx = createTutoringBookingsContext(deps);
  return {
    fulfiller: createTutoringBookingFulfiller(ctx),
    ...bindUseCases(ctx, {
      createBooking,
      offerBooking,
      acceptBooking,
      listBookings,
      getBooking,
      checkoutBooking,
      cancelBooking,
      sweepExpiredBookings,
      releaseDeclinedBooking,
    }),
  };
}
export type TTutoringBookingsService = ReturnType<typeof createTutoringBookingsService>;
