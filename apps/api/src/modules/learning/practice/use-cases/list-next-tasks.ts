import { practiceLimits, practiceReasonLabels, type TNextList, type TViewerIn } from '@zadania/shared';
import { dayInPoland } from '../../student-model/concept-memory';
import { hourMs, type TPracticeContext } from '../practice.context';

/** "Co dalej": what the student model plans next, as links to tasks of the catalogue, with the streak. */
export async function listNextTasks(ctx: TPracticeContext, viewer: TViewerIn): Promise<TNextList> {
  const { repository } = ctx;
  const at = ctx.now();
  const { items: planned, dueCount } = await ctx.plan(viewer.id, practiceLimits.nextSize);
  // "Co dalej" links to tasks of the catalogue; generated items come in sessions.
  const items = planned.filter((item) => !item.generatorId);
  const [tasks, names, streakDays, openSession] = await Promise.all([
    repository.tasksToShow(items.map((item) => item.homeworkId)),
    repository.conceptNames([...new Set(items.map((item) => item.conceptId))]),
    repository.streakDays(viewer.id, dayInPoland(at)),
    repository.openSession(viewer.id, new Date(at.getTime() - practiceLimits.recentlyRightHours * hourMs)),
  ]);
  return {
    dueCount,
    streakDays,
    openSession,
    results: items.flatMap((item) => {
      const task = tasks.get(item.homeworkId);
      if (!task) return [];
      return [
        {
          homeworkId: item.homeworkId,
          slug: task.slug,
          conceptId: item.conceptId,
          conceptName: names.get(item.conceptId) ?? '',
          reason: item.reason,
          reasonLabel: practiceReasonLabels[item.reason],
        },
      ];
    }),
  };
}
