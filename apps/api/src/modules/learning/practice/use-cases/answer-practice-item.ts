import {
  answerCheckMessages,
  practiceMessages,
  type TAnswerKey,
  type TSessionAnswerInput,
  type TSessionAnswerResult,
  type TViewerIn,
  ZSessionAnswerInput,
} from '@zadania/shared';
import { AppError } from '../../../../lib/app-error';
import { isUuid } from '../../../../lib/ids';
import { isAnswerCorrect } from '../../../answer-checking/answer-equality';
import { withAskedUnit } from '../../../answer-checking/answer-units';
import type { TPracticeContext } from '../practice.context';
import { expectedAnswer } from '../practice.presenter';
import { createPracticeRepository } from '../practice.repository';
import { answerGeneratedItem } from './answer-generated-item';

/**
 * Checks the answer to one item of the viewer's session like check-answer and records it in the attempt log, in
 * the transaction that marks the item answered; a right answer puts the task in 'Rozwiązane' after the commit.
 */
export async function answerPracticeItem(
  ctx: TPracticeContext,
  viewer: TViewerIn,
  sessionId: string,
  input: TSessionAnswerInput,
): Promise<TSessionAnswerResult> {
  const { repository, uow, model, markSolved, now } = ctx;
  const { position, answer, timeTakenMs } = ZSessionAnswerInput.parse(input);
  const found = isUuid(sessionId) ? await repository.findSession(sessionId, viewer.id) : undefined;
  if (!found) throw AppError.notFound(practiceMessages.sessionNotFound);
  const item = found.items.find((candidate) => candidate.position === position);
  if (!item) throw AppError.badRequest(practiceMessages.position);
  if (item.answeredAt) throw new AppError(409, practiceMessages.alreadyAnswered);
  if (item.generatorId && item.seed !== null) {
    return answerGeneratedItem(
      ctx,
      viewer,
      sessionId,
      { ...item, generatorId: item.generatorId, seed: item.seed },
      input,
    );
  }
  const task = await repository.taskToCheck(item.homeworkId);
  // A proof in a session planned before issue 57: refused, recorded nowhere (no attempt, no mastery change).
  if (task?.proof) throw new AppError(409, practiceMessages.proofNotCheckable);
  if (!task?.checkable) throw AppError.badRequest(answerCheckMessages.noAnswerKey);
  if (task.closed && !task.choices.some((choice) => choice.id === answer)) {
    throw AppError.badRequest(practiceMessages.choice);
  }
  const correct = task.closed
    ? task.choices.some((choice) => choice.id === answer && choice.correct)
    : isAnswerCorrect(withAskedUnit(task.answerKey as TAnswerKey, task.description), answer);

  const { mastery } = await uow.run(async (tx) => {
    const marked = await createPracticeRepository(tx).markAnswered(sessionId, position, correct, now());
    if (!marked) throw new AppError(409, practiceMessages.alreadyAnswered);
    return model.recordIn(tx, {
      userId: viewer.id,
      kind: 'PRACTICE',
      itemId: task.id,
      conceptIds: task.conceptIds,
      answer,
      correct,
      timeTakenMs: timeTakenMs ?? null,
    });
  });
  if (correct && viewer.role !== 'TEACHER') await markSolved?.(viewer, task.id).catch(() => undefined);
  const change = mastery.find((entry) => entry.conceptId === item.conceptId) ?? mastery[0];
  return {
    correct,
    expected: expectedAnswer({ ...task, answerKey: task.answerKey as TAnswerKey | null }),
    explanation: task.steps,
    mastery: change ?? { conceptId: item.conceptId, state: 'new', due: now().toISOString() },
  };
}
