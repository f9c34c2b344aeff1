import type { TViewerIn } from '@zadania/shared';
import type { THomeworkRequestsContext } from '../homework-requests.context';
import { presentOffers } from '../homework-requests.presenter';

/** GET /homework-request/{id}/offers: all for the owner and ADMIN, a teacher's own for a teacher. */
export async function listOffers(ctx: THomeworkRequestsContext, viewer: TViewerIn, id: string) {
  const { row } = await ctx.readable(viewer, id);
  const all = viewer.id === row.ownerId || viewer.role === 'ADMIN';
  const rows = await ctx.repository.offersOf(id, all ? undefined : viewer.id);
  return { results: await presentOffers(ctx, viewer, row, rows) };
}
