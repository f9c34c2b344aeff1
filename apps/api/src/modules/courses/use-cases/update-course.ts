import type { TViewerIn } from '@zadania/shared';
import type { TCourseInput, TCoursesContext } from '../courses.context';
import { createCoursesRepository } from '../courses.repository';

/** PUT /course/{id}: the card, by its author or ADMIN, unless it waits for review. */
export async function updateCourse(ctx: TCoursesContext, viewer: TViewerIn, id: string, input: TCourseInput) {
  const values = await ctx.cleanCourse(viewer, input);
  return ctx.editTree(viewer, id, async (tx, row) => {
    await createCoursesRepository(tx).updateCourse(row.id, values);
  });
}
