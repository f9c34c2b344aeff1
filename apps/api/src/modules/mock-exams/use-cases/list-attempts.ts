import type { TMockAttemptList, TViewerIn, ZMockAttemptsQuery } from '@zadania/shared';
import type { z } from 'zod';
import type { TMockExamsContext } from '../mock-exams.context';
import { attemptSummary } from '../mock-exams.presenter';

/**
 * The viewer's attempts, newest first (at one exam's paper when asked): the one in progress to resume, the others
 * with their results. An attempt whose time ran out unnoticed is handed in by the clock first.
 */
export async function listAttempts(
  ctx: TMockExamsContext,
  viewer: TViewerIn,
  query: z.output<typeof ZMockAttemptsQuery>,
): Promise<TMockAttemptList> {
  const read = () => ctx.repository.listAttempts(viewer.id, { examId: query.examId, limit: query.limit });
  let rows = await read();
  const expired = rows.filter(({ attempt }) => !attempt.submittedAt && ctx.now() > attempt.endsAt);
  if (expired.length) {
    for (const { attempt } of expired) await ctx.handIn(attempt.id, 'TIME', viewer.id);
    rows = await read();
  }
  return { attempts: rows.map(({ attempt, ...paper }) => attemptSummary(attempt, paper)) };
}
