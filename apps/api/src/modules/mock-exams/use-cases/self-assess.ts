import {
  mockAttemptMessages,
  mockHistoryMessages,
  type TMockResult,
  type TMockSelfAssessmentInput,
  type TViewerIn,
} from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TMockExamsContext } from '../mock-exams.context';
import { createMockExamsRepository } from '../mock-exams.repository';

/**
 * The points the student gives themselves for the items no machine scores, step by step against each item's rubric,
 * once the attempt is handed in. Each item given replaces its earlier assessment; the others stay. Kept apart from
 * the machine's points: the score and the forecast do not change.
 */
export async function selfAssess(
  ctx: TMockExamsContext,
  viewer: TViewerIn,
  attemptId: string,
  input: TMockSelfAssessmentInput,
): Promise<TMockResult> {
  const outcome = await ctx.uow.run(async (tx) => {
    const { attempt, paper } = await ctx.lockOwn(tx, viewer, attemptId);
    if (!attempt.result) return { refused: mockHistoryMessages.notSubmitted };
    const scored = new Map(attempt.result.items.map((item) => [item.position, item]));
    const assessed = new Map((attempt.result.selfAssessment?.items ?? []).map((item) => [item.position, item]));
    for (const { position, steps } of input.items) {
      const item = paper.items[position - 1];
      if (!item) throw AppError.badRequest(mockAttemptMessages.unknownPosition);
      if (item.type !== 'OPEN' || !scored.get(position)?.selfAssessment)
        throw AppError.badRequest(mockHistoryMessages.notSelfAssessed);
      if (steps.length !== item.rubric.steps.length) throw AppError.badRequest(mockHistoryMessages.steps);
      const points = item.rubric.steps.reduce((sum, step, index) => sum + (steps[index] ? step.points : 0), 0);
      assessed.set(position, { position, steps, points });
    }
    const items = [...assessed.values()].sort((a, b) => a.position - b.position);
    const result: TMockResult = {
      ...attempt.result,
      selfAssessment: {
        points: items.reduce((sum, item) => sum + item.points, 0),
        maxPoints: attempt.result.selfAssessmentMaxPoints,
        items,
        assessedAt: ctx.now().toISOString(),
      },
    };
    await createMockExamsRepository(tx).setResult(attempt.id, result);
    return { result };
  });
  // Thrown after the transaction, so that an attempt handed in by the clock on the way stays handed in.
  if (!outcome.result) throw new AppError(409, outcome.refused);
  return outcome.result;
}
