import { courseMessages as m, type TViewerIn } from '@zadania/shared';
import type { TCoursesContext } from '../courses.context';

export async function unpublishCourse(ctx: TCoursesContext, viewer: TViewerIn, id: string) {
  return ctx.transition(viewer, id, 'UNPUBLISH', m.unpublished);
}
