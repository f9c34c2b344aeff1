import type { TViewerIn } from '@zadania/shared';
import type { TTutoringBookingsContext } from '../tutoring-bookings.context';
import { presentBooking } from '../tutoring-bookings.presenter';

/** GET /tutoring/bookings/{id}: for its student, its teacher and ADMIN. */
export async function getBooking(ctx: TTutoringBookingsContext, viewer: TViewerIn, id: string) {
  const { row } = await ctx.readable(viewer, id);
  return presentBooking(ctx, viewer, row);
}
