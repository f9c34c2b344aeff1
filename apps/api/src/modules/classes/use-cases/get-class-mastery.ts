import { can, classMessages as m, subject, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { classMastery } from '../class-mastery';
import type { TClassesContext } from '../classes.context';
import { classResource } from '../classes.presenter';

/** GET /class/:id/mastery: its teachers and ADMIN; a pupil of the class 403. */
export async function getClassMastery(ctx: TClassesContext, viewer: TViewerIn, id: string) {
  const { row, facts } = await ctx.classFor(viewer, id, 'read', ctx.repository);
  if (!can(viewer, 'readRoster', subject('schoolClass', classResource(row, facts)))) {
    throw AppError.forbidden(m.teachersOnly);
  }
  return classMastery(ctx.db, row, ctx.now());
}
