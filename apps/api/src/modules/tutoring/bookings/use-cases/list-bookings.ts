import type { TBookingListQuery, TViewerIn } from '@zadania/shared';
import { pageOf, paging } from '../../../../lib/paging';
import type { TTutoringBookingsContext } from '../tutoring-bookings.context';
import { presentBookings } from '../tutoring-bookings.presenter';

/** GET /tutoring/bookings: the viewer's bookings as the student or as the teacher, newest first. */
export async function listBookings(ctx: TTutoringBookingsContext, viewer: TViewerIn, query: TBookingListQuery) {
  const { rows, total } = await ctx.repository.listBookings({
    userId: viewer.id,
    as: query.as,
    status: query.status,
    ...paging(query),
  });
  return pageOf(await presentBookings(ctx, viewer, rows), total, query);
}
