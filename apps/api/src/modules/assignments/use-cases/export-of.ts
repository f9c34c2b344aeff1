import type { TAssignmentsContext } from '../assignments.context';

/** What the account's data export carries: answers given as a pupil, assignments set as a teacher. */
export async function exportOf(ctx: TAssignmentsContext, userId: string) {
  const [answers, created] = await Promise.all([
    ctx.repository.answersForExport(userId),
    ctx.repository.createdForExport(userId),
  ]);
  return {
    assignmentAnswers: answers.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    assignmentsSet: created.map((row) => ({
      ...row,
      startsAt: row.startsAt.toISOString(),
      dueAt: row.dueAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
