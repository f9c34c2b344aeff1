import type { TViewerIn } from '@zadania/shared';
import type { THomeworkRequestsContext } from '../homework-requests.context';
import { present } from '../homework-requests.presenter';

/** GET /homework-request/{id}. */
export async function getRequest(ctx: THomeworkRequestsContext, viewer: TViewerIn, id: string) {
  const { row } = await ctx.readable(viewer, id);
  return present(ctx, viewer, row);
}
