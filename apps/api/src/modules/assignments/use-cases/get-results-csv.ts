import type { TViewerIn } from '@zadania/shared';
import { resultsCsv, resultsFileName } from '../assignment-results';
import type { TAssignmentsContext } from '../assignments.context';

/** GET /assignment/:id/results.csv: the same results for a Polish spreadsheet. */
export async function getResultsCsv(ctx: TAssignmentsContext, viewer: TViewerIn, id: string) {
  const found = await ctx.loadResults(viewer, id);
  return { body: resultsCsv(found), fileName: resultsFileName(found.assignment.title, found.className) };
}
