import { courseMessages as m, type TViewerIn, type ZCourseReview } from '@zadania/shared';
import type { z } from 'zod';
import type { TCoursesContext } from '../courses.context';

export async function reviewCourse(
  ctx: TCoursesContext,
  viewer: TViewerIn,
  id: string,
  input: z.output<typeof ZCourseReview>,
) {
  return input.decision === 'APPROVE'
    ? ctx.transition(viewer, id, 'APPROVE', m.approved, input.comment)
    : ctx.transition(viewer, id, 'REJECT', m.rejected, input.comment);
}
