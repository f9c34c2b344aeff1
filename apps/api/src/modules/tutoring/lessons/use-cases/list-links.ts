import type { TViewerIn } from '@zadania/shared';
import { pageOf, paging } from '../../../../lib/paging';
import type { TTutoringLessonsContext } from '../tutoring-lessons.context';
import { presentLinks } from '../tutoring-lessons.presenter';

/** GET /tutoring/links: the viewer's links as the student or as the teacher. */
export async function listLinks(
  ctx: TTutoringLessonsContext,
  viewer: TViewerIn,
  query: { as: 'student' | 'teacher'; page: number; pageSize: number },
) {
  const { rows, total } = await ctx.repository.listLinks({
    userId: viewer.id,
    as: query.as,
    ...paging(query),
  });
  return pageOf(await presentLinks(ctx, viewer, rows), total, query);
}
