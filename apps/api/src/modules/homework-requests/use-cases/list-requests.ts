import { homeworkRequestMessages as m, type THomeworkRequestListQuery, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { pageOf } from '../../../lib/paging';
import type { THomeworkRequestsContext } from '../homework-requests.context';
import { summaries } from '../homework-requests.presenter';

/** GET /homework-request. */
export async function listRequests(ctx: THomeworkRequestsContext, viewer: TViewerIn, query: THomeworkRequestListQuery) {
  if (query.scope !== 'mine' && viewer.role !== 'TEACHER') throw AppError.forbidden(m.teachersOnly);
  const { rows, total } = await ctx.repository.listRequests(viewer.id, query);
  return pageOf(await summaries(ctx, rows), total, query);
}
