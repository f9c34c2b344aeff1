import { mockAttemptMessages, type TMockClockStarted, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TMockExamsContext } from '../mock-exams.context';
import { givenBackSeconds } from '../mock-exams.presenter';
import { createMockExamsRepository } from '../mock-exams.repository';

/** Most seconds given back: a page slower than this still loses the rest (the items come with the start's answer). */
export const mostGivenBackSeconds = 60;

/**
 * The page says the items are on the screen: the seconds since the start (at most a minute) are added to the end,
 * once per attempt and only before its first saved answer, so that the time spent loading the page is not lost.
 */
export async function markItemsShown(
  ctx: TMockExamsContext,
  viewer: TViewerIn,
  attemptId: string,
): Promise<TMockClockStarted> {
  await ctx.settleExpired(viewer, attemptId);
  const outcome = await ctx.uow.run(async (tx) => {
    const { attempt, paper } = await ctx.lockOwn(tx, viewer, attemptId);
    if (attempt.submittedAt) return { refused: mockAttemptMessages.submitted };
    const at = ctx.now();
    const firstShown = givenBackSeconds(attempt, paper) === 0 && Object.keys(attempt.answerVersions).length === 0;
    if (firstShown) {
      const lost = Math.min(
        mostGivenBackSeconds,
        Math.max(0, Math.floor((at.getTime() - attempt.startedAt.getTime()) / 1000)),
      );
      if (lost > 0) {
        attempt.endsAt = new Date(attempt.endsAt.getTime() + lost * 1000);
        await createMockExamsRepository(tx).setEndsAt(attempt.id, attempt.endsAt);
      }
    }
    return {
      clock: {
        endsAt: attempt.endsAt.toISOString(),
        now: at.toISOString(),
        givenBackSeconds: givenBackSeconds(attempt, paper),
      },
    };
  });
  if (!outcome.clock) throw new AppError(409, outcome.refused);
  return outcome.clock;
}
