import type { TViewerIn } from '@zadania/shared';
import type { TTutoringLessonsContext } from '../tutoring-lessons.context';
import { presentLessonFor } from '../tutoring-lessons.presenter';

/** GET /tutoring/lessons/{id}. */
export async function getLesson(ctx: TTutoringLessonsContext, viewer: TViewerIn, id: string) {
  const { found } = await ctx.readable(viewer, id);
  return presentLessonFor(ctx, viewer, found);
}
