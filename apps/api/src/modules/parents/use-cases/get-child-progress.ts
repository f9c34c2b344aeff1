import { addDays, type TChildProgress, type TViewerIn, zonedParts } from '@zadania/shared';
import type { TParentsContext } from '../parents.context';

/** The weeks a parent sees: this one and the four before it. */
const shownWeeks = 5;

/** The Monday (Warsaw time) of the week of `at`, as 'YYYY-MM-DD'. */
const mondayOf = (at: Date) => {
  const { date } = zonedParts(at);
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
};

/** A mock exam's forecast in words, when the attempt has one. */
const forecastText = (forecast: { percent: number; low: number; high: number } | null | undefined) =>
  forecast ? `Prognoza na egzaminie: około ${forecast.percent}% (od ${forecast.low}% do ${forecast.high}%).` : null;

/**
 * GET /parent/children/{id}/progress: what a confirmed parent sees of one child: practice per week, the student
 * model's counts, the child's own assignments, mock exams, Premium, tokens and lessons (an upcoming one with its video link). Never another pupil's data,
 * never the text of an answer, never a chat. 404 for a child not linked (or not confirmed yet).
 */
export async function getChildProgress(
  ctx: TParentsContext,
  viewer: TViewerIn,
  childId: string,
): Promise<TChildProgress> {
  const child = await ctx.linkedChild(viewer, childId);
  const now = ctx.now();
  const { sources, progress } = ctx;

  const practised = new Map((await progress.weeks(childId, now, shownWeeks)).map((week) => [week.weekStart, week]));
  const thisMonday = mondayOf(now);
  const weeks = Array.from({ length: shownWeeks }, (_, index) => {
    const weekStart = addDays(thisMonday, (index - shownWeeks + 1) * 7);
    return practised.get(weekStart) ?? { weekStart, answers: 0, correct: 0, minutes: 0 };
  });

  // The student model's own states: mastered, or still being learned (new, learning, review); due when its time came.
  const concepts = await sources.mastery(childId);
  const mastery = {
    mastered: concepts.filter((concept) => concept.state === 'mastered').length,
    learning: concepts.filter((concept) => concept.state !== 'mastered').length,
    due: concepts.filter((concept) => new Date(concept.due) <= now).length,
  };

  const { items } = await sources.assignmentsOf(childId);
  const marks = await sources.ownMarksOf(
    childId,
    items.map((item) => ({ id: item.id, classId: item.classId })),
  );
  const assignments = items.map((item) => ({
    id: item.id,
    title: item.title,
    className: item.className,
    dueAt: item.dueAt,
    status: item.progress?.status ?? 'TODO',
    percent: marks.get(item.id)?.percent ?? null,
    mark: marks.get(item.id)?.mark ?? null,
  }));

  const mockExams = (await progress.finishedMocks(childId)).map((attempt) => ({
    id: attempt.id,
    title: attempt.title,
    finishedAt: attempt.finishedAt!.toISOString(),
    percent: attempt.result?.percent ?? 0,
    forecast: forecastText(attempt.result?.forecast),
  }));

  const lessons = (await progress.lessons(childId)).map((lesson) => ({
    bookingId: lesson.bookingId,
    teacher: lesson.teacher,
    startsAt: lesson.startsAt.toISOString(),
    status: lesson.cancelled ? 'cancelled' : (lesson.confirmation ?? lesson.bookingStatus),
    // The video link the child sees, for a lesson not over yet (issue 72: the parent may look in).
    joinUrl: !lesson.cancelled && lesson.endsAt > now ? lesson.joinUrl : null,
  }));

  return {
    child,
    weeks,
    mastery,
    assignments,
    mockExams,
    premium: await sources.premiumOf(childId),
    tokens: { balance: await sources.tokenBalanceOf(childId) },
    lessons,
  };
}
