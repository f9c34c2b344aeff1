import type { TDb } from '../../../../db/client';
import { createTutoringRepository } from '../../tutoring.repository';
import type { TTutoringBookingsContext } from '../tutoring-bookings.context';

/**
 * A parent declined paying a minor's reservation (issue 72, called by purchase requests in the decline's own
 * transaction): the reservation is cancelled and its times (a group seat too) are free again. A booking no longer
 * reserved (paid meanwhile, expired, cancelled) stays as it is. An open payment the parent started is left to the
 * payment's own expiry: the booking is cancelled, so it can no longer book it.
 */
export async function releaseDeclinedBooking(
  ctx: TTutoringBookingsContext,
  tx: TDb,
  bookingId: string,
  actorId: string,
) {
  const locked = await createTutoringRepository(tx).lockBooking(bookingId);
  if (locked?.status !== 'reserved') return false;
  await ctx.cancelInside(tx, locked, 'CANCEL', actorId);
  return true;
}
