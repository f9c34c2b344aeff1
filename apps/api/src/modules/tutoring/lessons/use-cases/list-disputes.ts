import type { TDisputeListStatus, TViewerIn } from '@zadania/shared';
import { AppError } from '../../../../lib/app-error';
import type { TTutoringLessonsContext } from '../tutoring-lessons.context';

/** GET /tutoring/disputes (ADMIN). */
export async function listDisputes(
  ctx: TTutoringLessonsContext,
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
    results: await ctx.presentDisputes(rows),
    total,
    page: query.page,
    pageCount: Math.ceil(total / query.pageSize),
  };
}
