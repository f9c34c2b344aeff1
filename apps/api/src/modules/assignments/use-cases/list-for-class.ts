import type { TAssignmentList, TViewerIn } from '@zadania/shared';
import type { TAssignmentsContext } from '../assignments.context';
import { presentSummary } from '../assignments.presenter';

/** GET /class/:id/assignment: a class's assignments for its teachers (archived ones too), the latest due date first. */
export async function listForClass(
  ctx: TAssignmentsContext,
  viewer: TViewerIn,
  classId: string,
): Promise<TAssignmentList> {
  const { repository, taughtClass, answeredPositionsOf } = ctx;
  const { row: classRow, teacherIds } = await taughtClass(viewer, classId);
  const rows = await repository.listForClass(classId);
  const ids = rows.map((row) => row.id);
  const [items, counts] = await Promise.all([repository.itemsOf(ids), repository.pupilCounts(ids)]);
  const answered = await answeredPositionsOf(rows, items);
  return {
    items: rows.map((row) =>
      presentSummary(viewer, row, {
        className: classRow.name,
        itemCount: items.filter((item) => item.assignmentId === row.id).length,
        pupilCount: counts.get(row.id) ?? 0,
        resource: {
          teacherIds,
          archived: !!classRow.archivedAt,
          setForViewer: false,
          assignmentArchived: !!row.archivedAt,
        },
        progress: null,
        hasAnswers: (answered.get(row.id)?.length ?? 0) > 0,
      }),
    ),
  };
}
