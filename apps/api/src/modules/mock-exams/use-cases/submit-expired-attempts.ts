import type { TMockExamsContext } from '../mock-exams.context';

/**
 * Hands in, as the clock did, the attempts whose time ran out unnoticed (the student closed the page): their
 * result, forecast and what the student model learns from them do not wait for the student's return. At most
 * `limit` at a time; answers how many. An attempt someone handles meanwhile is passed over.
 */
export async function submitExpiredAttempts(ctx: TMockExamsContext, limit = 100): Promise<number> {
  let submitted = 0;
  for (const attemptId of await ctx.repository.findExpiredOpenIds(ctx.now(), limit))
    if ((await ctx.handIn(attemptId, 'TIME'))?.handedInNow) submitted += 1;
  return submitted;
}
