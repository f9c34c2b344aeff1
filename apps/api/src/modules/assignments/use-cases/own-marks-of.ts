import { markFor } from '@zadania/shared';
import type { TAssignmentsContext } from '../assignments.context';
import { scoreOf } from './score-of';

/**
 * A pupil's own percent and proposed mark (their class's mark bands) on the assignments given, for their parent's
 * page (modules/parents): null for one they have not answered. Never another pupil's.
 */
export async function ownMarksOf(
  ctx: TAssignmentsContext,
  userId: string,
  assignments: { id: string; classId: string }[],
) {
  const marks = new Map<string, { percent: number; mark: string } | null>();
  for (const { id, classId } of assignments) {
    const score = await scoreOf(ctx, id, userId);
    if (!score?.answeredAt || score.maxPoints === 0) {
      marks.set(id, null);
      continue;
    }
    const percent = Math.round((score.points / score.maxPoints) * 100);
    const bands = await ctx.bandsOf(classId);
    marks.set(id, { percent, mark: markFor(percent, bands.minimums, bands.signs).label });
  }
  return marks;
}
