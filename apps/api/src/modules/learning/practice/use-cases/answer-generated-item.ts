import {
  answerCheckMessages,
  practiceMessages,
  type TSessionAnswerInput,
  type TSessionAnswerResult,
  type TViewerIn,
  ZSessionAnswerInput,
} from '@zadania/shared';
import { AppError } from '../../../../lib/app-error';
import { checkVariantAnswer } from '../../../generators/generate-variant';
import { findGenerator } from '../../../generators/generator-catalogue';
import { presentStep } from '../../../generators/present-steps';
import type { TPracticeContext } from '../practice.context';
import { mathHtml } from '../practice.presenter';
import { createPracticeRepository } from '../practice.repository';

/** A generated item's answer: checked against its variant, recorded like a task's, never put in 'Rozwiązane'. */
export async function answerGeneratedItem(
  ctx: TPracticeContext,
  viewer: TViewerIn,
  sessionId: string,
  item: { position: number; homeworkId: string; conceptId: string; generatorId: string; seed: number },
  input: TSessionAnswerInput,
): Promise<TSessionAnswerResult> {
  const { uow, model, now, generatedItem } = ctx;
  const { answer, timeTakenMs } = ZSessionAnswerInput.parse(input);
  const generator = findGenerator(item.generatorId);
  const checked = generator ? checkVariantAnswer(generator, item.seed, answer) : null;
  if (!checked) throw AppError.badRequest(answerCheckMessages.noAnswerKey);
  const conceptIds = (await generatedItem(item.homeworkId))?.conceptIds ?? [item.conceptId];
  const { mastery } = await uow.run(async (tx) => {
    const marked = await createPracticeRepository(tx).markAnswered(sessionId, item.position, checked.correct, now());
    if (!marked) throw new AppError(409, practiceMessages.alreadyAnswered);
    return model.recordIn(tx, {
      userId: viewer.id,
      kind: 'PRACTICE',
      itemId: item.homeworkId,
      conceptIds,
      answer,
      correct: checked.correct,
      timeTakenMs: timeTakenMs ?? null,
    });
  });
  const change = mastery.find((entry) => entry.conceptId === item.conceptId) ?? mastery[0];
  return {
    correct: checked.correct,
    expected: mathHtml(checked.variant.answer.value),
    explanation: checked.variant.steps.map((step) => ({ title: '', ...presentStep(step) })),
    mastery: change ?? { conceptId: item.conceptId, state: 'new', due: now().toISOString() },
  };
}
