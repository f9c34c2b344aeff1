import type { TDisputeListStatus, TViewerIn } from '@zadania/shared';
import { AppError } from '../../../../lib/app-error';
import { pageOf, paging } from '../../../../lib/paging';
import type { TTutoringLessonsContext } from '../tutoring-lessons.context';
import { presentDisputes } from '../tutoring-lessons.presenter';

/** GET /tutoring/disputes (ADMIN). */
export async function listDisputes(
  ctx: TTutoringLessonsContext,
  viewer: TViewerIn,
  query: { status?: TDisputeListStatus; page: number; pageSize: number },
) {
  if (viewer.role !== 'ADMIN') throw AppError.forbidden();
  const { rows, total } = await ctx.repository.listDisputes({ status: query.status, ...paging(query) });
  return pageOf(await presentDisputes(ctx, rows), total, query);
}
