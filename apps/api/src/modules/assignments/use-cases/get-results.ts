import type { TAssignmentResults, TViewerIn } from '@zadania/shared';
import type { TAssignmentsContext } from '../assignments.context';

/** GET /assignment/:id/results: the class's teachers and ADMIN. */
export async function getResults(ctx: TAssignmentsContext, viewer: TViewerIn, id: string): Promise<TAssignmentResults> {
  const { className: _, ...found } = await ctx.loadResults(viewer, id);
  return found;
}
