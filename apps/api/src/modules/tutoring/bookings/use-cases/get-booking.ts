import type { TViewerIn } from '@zadania/shared';
import type { TTutoringBookingsContext } from '../tutoring-bookings.context';

/** GET /tutoring/bookings/{id}: for its student, its teacher and ADMIN. */
export async function getBooking(ctx: TTutoringBookingsContext, viewer: TViewerIn, id: string) {
  const { row } = await ctx.readable(viewer, id);
  return ctx.presentOne(viewer, row);
}
