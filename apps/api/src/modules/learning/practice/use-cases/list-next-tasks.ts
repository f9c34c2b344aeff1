import {
  conceptPracticePath,
  practiceLimits,
  practiceReasonLabels,
  type TNextList,
  type TViewerIn,
} from '@zadania/shared';
import { dayInPoland } from '../../student-model/concept-memory';
import { hourMs, type TPracticeContext } from '../practice.context';
import { stableTieBreak } from '../stable-order';

/**
 * "Co dalej": the concepts the student model plans next (one entry each, within the student's level and school
 * year), each leading to practice of the concept, with the streak. The same on every reload of the day.
 */
export async function listNextTasks(ctx: TPracticeContext, viewer: TViewerIn): Promise<TNextList> {
  const { repository } = ctx;
  const at = ctx.now();
  const today = dayInPoland(at);
  const { items: planned, dueCount } = await ctx.plan(viewer.id, practiceLimits.nextSize, {
    tieBreak: stableTieBreak(`${viewer.id}:${today}`),
  });
  const seen = new Set<string>();
  const items = planned.filter((item) => !seen.has(item.conceptId) && seen.add(item.conceptId));
  const [tasks, names, streakDays, openSession] = await Promise.all([
    repository.tasksToShow(items.filter((item) => !item.generatorId).map((item) => item.homeworkId)),
    repository.conceptNames(items.map((item) => item.conceptId)),
    repository.streakDays(viewer.id, today),
    repository.openSession(viewer.id, new Date(at.getTime() - practiceLimits.recentlyRightHours * hourMs)),
  ]);
  return {
    dueCount,
    streakDays,
    openSession,
    results: items.flatMap((item) => {
      const task = item.generatorId ? null : tasks.get(item.homeworkId);
      if (task === undefined) return [];
      return [
        {
          homeworkId: item.homeworkId,
          slug: task?.slug ?? null,
          practicePath: conceptPracticePath(item.conceptId),
          conceptId: item.conceptId,
          conceptName: names.get(item.conceptId) ?? '',
          reason: item.reason,
          reasonLabel: practiceReasonLabels[item.reason],
        },
      ];
    }),
  };
}
