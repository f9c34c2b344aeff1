import type { TMockAttempt, TViewerIn } from '@zadania/shared';
import type { TMockExamsContext } from '../mock-exams.context';
import { presentAttempt } from '../mock-exams.presenter';

/** One of the viewer's attempts (handed in by the clock first when its time ran out); 404 for anyone else's. */
export async function getAttempt(ctx: TMockExamsContext, viewer: TViewerIn, attemptId: string): Promise<TMockAttempt> {
  await ctx.settleExpired(viewer, attemptId);
  return ctx.uow.run(async (tx) => {
    const { attempt, paper } = await ctx.lockOwn(tx, viewer, attemptId);
    return presentAttempt(attempt, paper, ctx.now());
  });
}
