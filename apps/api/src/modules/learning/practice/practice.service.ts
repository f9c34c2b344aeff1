import { bindUseCases } from '../../../lib/use-cases';
import { createPracticeContext, type TPracticeDeps } from './practice.context';
import { answerPracticeItem } from './use-cases/answer-practice-item';
import { getPracticeSession } from './use-cases/get-practice-session';
import { listNextTasks } from './use-cases/list-next-tasks';
import { startDiagnostic } from './use-cases/start-diagnostic';
import { startPracticeSession } from './use-cases/start-practice-session';

/**
 * Practice sessions and "Co dalej" (issue 36): the student model decides what comes next (due reviews, concepts in
 * progress, new ones it leads to), the planner interleaves it, and every answer is checked like check-answer and
 * recorded in the attempt log in the transaction that marks the item answered.
 */
export function createPracticeService(deps: TPracticeDeps) {
  const ctx = createPracticeContext(deps);
  return bindUseCases(ctx, {
    startPracticeSession,
    startDiagnostic,
    getPracticeSession,
    answerPracticeItem,
    listNextTasks,
  });
}
export type TPracticeService = ReturnType<typeof createPracticeService>;
