import { courseMessages as m, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { insertWithFreeSlug, toSlug } from '../../../lib/slug';
import type { TCourseInput, TCoursesContext } from '../courses.context';

/** POST /course (TEACHER or ADMIN): a draft. */
export async function createCourse(ctx: TCoursesContext, viewer: TViewerIn, input: TCourseInput) {
  const { repository } = ctx;
  if (viewer.role === 'USER') throw AppError.forbidden(m.teachersOnly);
  const values = await ctx.cleanCourse(viewer, input);
  const row = await insertWithFreeSlug(
    toSlug(input.title) || 'kurs',
    (base) => repository.takenSlugs(base),
    (slug) => repository.insertCourseUnlessTaken({ ...values, slug, authorId: viewer.id }),
  );
  return { message: m.saved, course: await ctx.present(viewer, row) };
}
