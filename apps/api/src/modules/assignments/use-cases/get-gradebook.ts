import type { TGradebook, TViewerIn } from '@zadania/shared';
import type { TAssignmentsContext } from '../assignments.context';
import { weightedAverage } from '../gradebook';

/**
 * GET /class/:id/gradebook: the class's teachers and ADMIN. Every assignment of the class (archived ones marked, left
 * out of the average), the oldest due date first, each pupil's result in it computed exactly as on its results page;
 * the class's active pupils by register number, then name, with the weighted average of their marks.
 */
export async function getGradebook(ctx: TAssignmentsContext, viewer: TViewerIn, classId: string): Promise<TGradebook> {
  const { repository, classesRepository, taughtClass, resultsOf } = ctx;
  const { row: classRow, teacherIds } = await taughtClass(viewer, classId);
  const rows = (await repository.listForClass(classId)).sort(
    (a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime(),
  );
  const roster = (await classesRepository.roster(classId)).filter((pupil) => pupil.status === 'ACTIVE');
  const results = [];
  for (const row of rows) {
    const resource = {
      teacherIds,
      archived: !!classRow.archivedAt,
      assignmentArchived: !!row.archivedAt,
      setForViewer: false,
    };
    results.push({ row, found: await resultsOf(viewer, row, classRow, resource) });
  }

  const cells: TGradebook['cells'] = [];
  for (const { row, found } of results) {
    const lateOf = new Set(found.cells.filter((cell) => cell.late).map((cell) => cell.userId));
    for (const mark of found.marks) {
      cells.push({
        userId: mark.userId,
        assignmentId: row.id,
        points: mark.points,
        maxPoints: mark.maxPoints,
        percent: mark.percent,
        mark: mark.mark,
        label: mark.label,
        late: lateOf.has(mark.userId),
      });
    }
  }
  const weightOf = new Map(rows.map((row) => [row.id, row.archivedAt ? 0 : row.weight]));
  return {
    classId,
    className: classRow.name,
    assignments: rows.map((row) => ({
      id: row.id,
      title: row.title,
      startsAt: row.startsAt.toISOString(),
      dueAt: row.dueAt.toISOString(),
      weight: row.weight,
      category: row.category,
      archivedAt: row.archivedAt?.toISOString() ?? null,
    })),
    pupils: roster.map((pupil) => ({
      id: pupil.id,
      username: pupil.username,
      name: pupil.name,
      registerNumber: pupil.registerNumber,
      average: weightedAverage(
        cells
          .filter((cell) => cell.userId === pupil.id && (weightOf.get(cell.assignmentId) ?? 0) > 0)
          .map((cell) => ({ label: cell.label, weight: weightOf.get(cell.assignmentId)! })),
      ),
    })),
    cells: cells.filter((cell) => roster.some((pupil) => pupil.id === cell.userId)),
  };
}
