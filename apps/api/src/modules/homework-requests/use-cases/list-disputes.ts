import type { TDisputeListStatus, TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { THomeworkRequestsContext } from '../homework-requests.context';
import { presentDisputes } from '../homework-requests.presenter';

/** GET /homework-request-dispute (ADMIN): disputes of delivered requests, newest first. */
export async function listDisputes(
  ctx: THomeworkRequestsContext,
  viewer: TViewerIn,
  query: { status?: TDisputeListStatus; page: number; pageSize: number },
) {
  if (viewer.role !== 'ADMIN') throw AppError.forbidden();
  const { rows, total } = await ctx.repository.listDisputes({
    status: query.status,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    results: await presentDisputes(ctx, rows),
    total,
    page: query.page,
    pageCount: Math.ceil(total / query.pageSize),
  };
}
