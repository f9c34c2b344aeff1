import type { TDisputeListStatus, TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { pageOf, paging } from '../../../lib/paging';
import type { THomeworkRequestsContext } from '../homework-requests.context';
import { presentDisputes } from '../homework-requests.presenter';

/** GET /homework-request-dispute (ADMIN): disputes of delivered requests, newest first. */
export async function listDisputes(
  ctx: THomeworkRequestsContext,
  viewer: TViewerIn,
  query: { status?: TDisputeListStatus; page: number; pageSize: number },
) {
  if (viewer.role !== 'ADMIN') throw AppError.forbidden();
  const { rows, total } = await ctx.repository.listDisputes({ status: query.status, ...paging(query) });
  return pageOf(await presentDisputes(ctx, rows), total, query);
}
