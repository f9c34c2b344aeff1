import type { TMarkBands, TViewerIn } from '@zadania/shared';
import type { TAssignmentsContext } from '../assignments.context';

/** PUT /class/:id/mark-bands: its teachers, while the class is not archived. */
export async function updateMarkBands(
  ctx: TAssignmentsContext,
  viewer: TViewerIn,
  classId: string,
  input: TMarkBands,
): Promise<TMarkBands> {
  await ctx.taughtClass(viewer, classId, { write: true });
  const row = await ctx.repository.saveMarkBands(classId, input.minimums, input.signs);
  return { minimums: row.minimums, signs: row.signs };
}
