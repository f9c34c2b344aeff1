import type { TViewer } from '@zadania/shared';
import type { TCoursesContext } from '../courses.context';

/** GET /course/{id or slug}. */
export async function getCourse(ctx: TCoursesContext, viewer: TViewer, key: string) {
  const { row } = await ctx.readable(viewer, key);
  return ctx.present(viewer, row);
}
