import type { TAssignmentList, TViewerIn } from '@zadania/shared';
import { goalStats, mockStats, type TAssignmentsContext } from '../assignments.context';
import { presentSummary } from '../assignments.presenter';

/** GET /assignment: what is set for the viewer (started, in their classes), nearest due date first. */
export async function listForPupil(ctx: TAssignmentsContext, viewer: TViewerIn): Promise<TAssignmentList> {
  const { repository, now, mockScores, goalScoresFor, progressOf } = ctx;
  const rows = await repository.listForPupil(viewer.id, now());
  const ids = rows.map(({ assignment }) => assignment.id);
  const [items, answerStats] = await Promise.all([repository.itemsOf(ids), repository.statsOf(viewer.id, ids)]);
  const { scores } = await mockScores(
    rows.map(({ assignment }) => assignment),
    items,
    [viewer.id],
  );
  const goals = await goalScoresFor(
    rows.map(({ assignment }) => assignment),
    items,
    [viewer.id],
  );
  const stats = [...answerStats, ...mockStats(items, viewer.id, scores), ...goalStats(items, viewer.id, goals)];
  return {
    items: rows.map(({ assignment, className, archivedAt }) => {
      const itemCount = items.filter((item) => item.assignmentId === assignment.id).length;
      return presentSummary(viewer, assignment, {
        className,
        itemCount,
        pupilCount: 0,
        resource: {
          teacherIds: [],
          archived: !!archivedAt,
          setForViewer: true,
          assignmentArchived: !!assignment.archivedAt,
        },
        progress: progressOf(assignment, itemCount, stats),
      });
    }),
  };
}
