import { mockAttemptMessages, type TMockResult, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TMockExamsContext } from '../mock-exams.context';

/** Hands the attempt in (again: the same result); past its end it was handed in by the clock. */
export async function submitAttempt(
  ctx: TMockExamsContext,
  viewer: TViewerIn,
  attemptId: string,
): Promise<TMockResult> {
  const handedIn = await ctx.handIn(attemptId, 'STUDENT', viewer.id);
  if (!handedIn) throw AppError.notFound(mockAttemptMessages.attemptNotFound);
  return handedIn.result;
}
