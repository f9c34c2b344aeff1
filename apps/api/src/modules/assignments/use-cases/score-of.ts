import { withinMembership } from '../assignment-results';
import type { TAssignmentsContext } from '../assignments.context';

/**
 * A pupil's score on an assignment for grade passback: one point per item answered right (within their
 * membership of the class), out of the item count, and when they last answered. Null when not set for them.
 */
export async function scoreOf(ctx: TAssignmentsContext, assignmentId: string, userId: string) {
  const { repository, mockScores, goalScoresFor } = ctx;
  const row = await repository.find(assignmentId);
  if (!row) return null;
  const [items, answers, windows] = await Promise.all([
    repository.itemsOf([assignmentId]),
    repository.answersOf(assignmentId, userId),
    repository.membershipWindows(row.classId, [userId]),
  ]);
  const visible = answers.filter((answer) => withinMembership(answer, windows));
  const right = new Set(visible.filter((answer) => answer.correct).map((answer) => answer.position));
  const { scores } = await mockScores([row], items, [userId], (attempt) =>
    withinMembership({ userId, createdAt: attempt.startedAt }, windows),
  );
  let points = 0;
  let done = 0;
  let answeredAt = visible.at(-1)?.createdAt ?? null;
  const goals = await goalScoresFor([row], items, [userId]);
  for (const item of items) {
    if (item.kind === 'GOAL') {
      const reached = goals.get(`${assignmentId}:${userId}:${item.position}`)?.reached ?? 0;
      points += reached;
      if (reached >= item.maxPoints) done += 1;
      continue;
    }
    if (item.kind !== 'MOCK') {
      if (right.has(item.position)) {
        points += item.maxPoints;
        done += 1;
      }
      continue;
    }
    const best = scores.get(`${assignmentId}:${userId}:${item.position}`)?.best;
    if (!best?.submittedAt) continue;
    points += best.points ?? 0;
    done += 1;
    if (!answeredAt || best.submittedAt > answeredAt) answeredAt = best.submittedAt;
  }
  return {
    assignmentId,
    userId,
    title: row.title,
    points,
    maxPoints: items.reduce((sum, item) => sum + item.maxPoints, 0),
    answeredAt,
    completed: items.length > 0 && done === items.length,
  };
}
