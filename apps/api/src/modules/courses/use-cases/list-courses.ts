import type { TCourseListQuery, TViewer } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { pageOf } from '../../../lib/paging';
import type { TCoursesContext } from '../courses.context';

/** GET /course: published courses by subject, level, price and rating; or the viewer's own, joined, or (ADMIN) waiting for review. */
export async function listCourses(ctx: TCoursesContext, viewer: TViewer, query: TCourseListQuery) {
  if (query.scope !== 'public' && !viewer) throw AppError.unauthorized();
  if (query.scope === 'review' && viewer?.role !== 'ADMIN') throw AppError.forbidden();
  const { rows, total } = await ctx.repository.listCourses(query, viewer?.id ?? null);
  return pageOf(await ctx.cards(rows), total, query);
}
