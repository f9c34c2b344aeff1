import type { TMarkBands, TViewerIn } from '@zadania/shared';
import type { TAssignmentsContext } from '../assignments.context';

/** GET /class/:id/mark-bands: the class's bands (its teachers), the default ones without a setting. */
export async function getMarkBands(ctx: TAssignmentsContext, viewer: TViewerIn, classId: string): Promise<TMarkBands> {
  await ctx.taughtClass(viewer, classId);
  return ctx.bandsOf(classId);
}
