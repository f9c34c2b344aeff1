import {
  mockAttemptMessages,
  type TMockAnswer,
  type TMockAnswers,
  type TMockItem,
  type TViewerIn,
} from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TMockExamsContext } from '../mock-exams.context';
import { createMockExamsRepository } from '../mock-exams.repository';

/** Whether an answer has the shape its item takes (and only the item's own options). */
function fitsItem(item: TMockItem, answer: TMockAnswer): boolean {
  switch (item.type) {
    case 'CLOSED':
      return (
        'choice' in answer && (answer.choice === null || item.options.some((option) => option.key === answer.choice))
      );
    case 'TRUE_FALSE':
      return 'values' in answer && answer.values.length <= item.statements.length;
    case 'MATCHING':
      return (
        'choices' in answer &&
        answer.choices.length <= item.prompts.length &&
        answer.choices.every((choice) => choice === null || item.options.some((option) => option.key === choice))
      );
    case 'OPEN':
      return 'final' in answer && answer.steps.length <= item.rubric.steps.length;
  }
}

/**
 * Saves answers as the student goes: each replaces the item's earlier answer when it was made from the version
 * saved now, and raises the version. A save made from an older version (a stale tab) is refused with 409, and
 * nothing of the request is saved. After the end: 409, and the attempt is submitted with what was saved in
 * time. The whole request is refused when one answer does not fit its item.
 */
export async function saveAnswers(ctx: TMockExamsContext, viewer: TViewerIn, attemptId: string, input: TMockAnswers) {
  const { uow, now, settleExpired, lockOwn } = ctx;
  await settleExpired(viewer, attemptId);
  const outcome = await uow.run(async (tx) => {
    const { attempt, paper, expired } = await lockOwn(tx, viewer, attemptId);
    if (expired || attempt.submittedBy === 'TIME') return { refused: mockAttemptMessages.timeUp };
    if (attempt.submittedAt) return { refused: mockAttemptMessages.submitted };
    const byPosition = new Map(paper.items.map((item) => [item.position, item]));
    for (const { position, answer } of input.answers) {
      const item = byPosition.get(position);
      if (!item) throw AppError.badRequest(mockAttemptMessages.unknownPosition);
      if (!fitsItem(item, answer)) throw AppError.badRequest(mockAttemptMessages.answerType);
    }
    const versions = { ...attempt.answerVersions };
    if (input.answers.some(({ position, version }) => (versions[String(position)] ?? 0) !== version))
      return { refused: mockAttemptMessages.staleAnswer };
    const answers = { ...attempt.answers };
    for (const { position, answer } of input.answers) {
      answers[String(position)] = answer;
      versions[String(position)] = (versions[String(position)] ?? 0) + 1;
    }
    await createMockExamsRepository(tx).saveAnswers(attempt.id, answers, versions);
    return {
      refused: null,
      saved: {
        saved: input.answers.length,
        versions: input.answers.map(({ position }) => ({ position, version: versions[String(position)]! })),
        endsAt: attempt.endsAt.toISOString(),
        now: now().toISOString(),
      },
    };
  });
  // Thrown after the transaction, so that an attempt submitted by the clock stays submitted.
  if (outcome.refused !== null) throw new AppError(409, outcome.refused);
  return outcome.saved!;
}
