import type { TViewerIn } from '@zadania/shared';
import type { TAssignmentsContext } from '../assignments.context';
import { gradebookCsv, gradebookFileName } from '../gradebook';
import { getGradebook } from './get-gradebook';

/** GET /class/:id/gradebook.csv: the same gradebook in a register's layout. */
export async function getGradebookCsv(ctx: TAssignmentsContext, viewer: TViewerIn, classId: string) {
  const gradebook = await getGradebook(ctx, viewer, classId);
  return { body: gradebookCsv(gradebook), fileName: gradebookFileName(gradebook.className) };
}
