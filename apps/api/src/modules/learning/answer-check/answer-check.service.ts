import {
  answerCheckLimits,
  answerCheckMessages,
  can,
  practiceMessages,
  subject,
  type TAnswerAttempt,
  type TAnswerAttemptList,
  type TCheckAnswerResult,
  type TViewerIn,
} from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TRateLimiter } from '../../../plugins/rate-limit';
import { checkAnswer } from '../../answer-checking/answer-equality';
import { withAskedUnit } from '../../answer-checking/answer-units';
import { verdictMessage } from '../../answer-checking/answer-verdict';
import type { createHomeworkRepository } from '../../homework/homework.repository';
import { findVisibleHomework } from '../../homework/homework.service';
import { isProofTask } from '../../homework/proof-tasks';
import type { TLearningAttemptRow, TLearningAttemptsRepository } from '../learning-attempts.repository';
import type { TStudentModelService } from '../student-model/student-model.service';

type TRequestKeys = { ip: string };

const toAttempt = (row: TLearningAttemptRow): TAnswerAttempt => ({
  id: row.id,
  answer: row.answer,
  correct: row.correct,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Checking a student's answer to an open task against its machine-checkable answer (issue 18 point 4): right or
 * wrong, never the answer itself. Every check is an attempt in the student's log and rate-limited, so the answer
 * cannot be found by trying numbers.
 */
export function createAnswerCheckService(deps: {
  homeworks: Pick<ReturnType<typeof createHomeworkRepository>, 'findByIdOrSlug' | 'findRelations' | 'findUnlockTypes'>;
  /** The one attempt log (issue 36): each check is an attempt of kind HOMEWORK. */
  attempts: Pick<TLearningAttemptsRepository, 'latestForItem'>;
  /** Appends to the log and updates the student model in one transaction. */
  model: Pick<TStudentModelService, 'record'>;
  limiter: Pick<TRateLimiter, 'consume'>;
  /** A right answer puts the task in the student's 'Rozwiązane' (after the attempt is committed; never a teacher's). */
  markSolved?: (viewer: TViewerIn, homeworkId: string) => Promise<unknown>;
}) {
  const { homeworks, attempts, model, limiter, markSolved } = deps;

  const afterRightAnswer = async (viewer: TViewerIn, homeworkId: string) => {
    if (viewer.role === 'TEACHER' || !markSolved) return;
    // The list is a convenience: a full list or a lost race must not turn a recorded answer into an error.
    await markSolved(viewer, homeworkId).catch(() => undefined);
  };

  const findCheckable = async (viewer: TViewerIn, id: string) => {
    const { homework } = await findVisibleHomework(homeworks, viewer, id);
    if (!can(viewer, 'checkAnswer', subject('homework', homework))) throw AppError.forbidden(undefined);
    return homework;
  };

  return {
    async check(
      viewer: TViewerIn,
      id: string,
      input: { answer: string; timeTakenMs?: number },
      keys: TRequestKeys,
    ): Promise<TCheckAnswerResult> {
      const { answer } = input;
      const homework = await findCheckable(viewer, id);
      if (homework.closed || !homework.answerKey) throw AppError.badRequest(answerCheckMessages.noAnswerKey);
      // A proof's answer cannot be checked by machine, whatever its key says (issue 57): refused, recorded nowhere.
      const { concepts } = await homeworks.findRelations(homework.id);
      const conceptSlugs = concepts.map((concept) => concept.slug);
      if (isProofTask({ description: homework.description, conceptSlugs })) {
        throw new AppError(409, practiceMessages.proofNotCheckable);
      }
      await limiter.consume('answerCheck', { ip: keys.ip, account: viewer.id });
      // A wrong answer's message may carry the checker's hint ("Równanie nie jest uzgodnione.", issue 73).
      const verdict = checkAnswer(withAskedUnit(homework.answerKey, homework.description), answer);
      const { correct } = verdict;
      const { attempt } = await model.record({
        userId: viewer.id,
        kind: 'HOMEWORK',
        itemId: homework.id,
        conceptIds: homework.conceptIds,
        answer,
        correct,
        timeTakenMs: input.timeTakenMs ?? null,
      });
      if (correct) await afterRightAnswer(viewer, homework.id);
      return {
        correct,
        message: verdictMessage(verdict),
        attempt: toAttempt(attempt),
      };
    },

    /**
     * A closed task's choice, checked on the server so that it is recorded (issue 36): the same verdict the page
     * could compute, but now an attempt of kind CLOSED_HOMEWORK in the log and the student model. A paid solution
     * the viewer has not unlocked holds the right choice back: no check then (403).
     */
    async checkChoice(
      viewer: TViewerIn,
      id: string,
      input: { answerId: string; timeTakenMs?: number },
      keys: TRequestKeys,
    ): Promise<TCheckAnswerResult> {
      const homework = await findCheckable(viewer, id);
      if (!homework.closed) throw AppError.badRequest(answerCheckMessages.notClosed);
      const { answers } = await homeworks.findRelations(homework.id);
      const choice = answers.find((answer) => answer.id === input.answerId);
      if (!choice) throw AppError.badRequest(answerCheckMessages.choice);
      if (homework.paidSolution && homework.authorId !== viewer.id && viewer.role !== 'ADMIN') {
        const unlocks = await homeworks.findUnlockTypes(viewer.id, homework.id);
        if (!unlocks.includes('PAID_SOLUTION')) throw AppError.forbidden(answerCheckMessages.heldBack);
      }
      await limiter.consume('answerCheck', { ip: keys.ip, account: viewer.id });
      const { attempt } = await model.record({
        userId: viewer.id,
        kind: 'CLOSED_HOMEWORK',
        itemId: homework.id,
        conceptIds: homework.conceptIds,
        answer: choice.id,
        correct: choice.correct,
        timeTakenMs: input.timeTakenMs ?? null,
      });
      if (choice.correct) await afterRightAnswer(viewer, homework.id);
      return {
        correct: choice.correct,
        message: choice.correct ? answerCheckMessages.correct : answerCheckMessages.wrong,
        attempt: toAttempt(attempt),
      };
    },

    async history(viewer: TViewerIn, id: string): Promise<TAnswerAttemptList> {
      const homework = await findCheckable(viewer, id);
      const rows = await attempts.latestForItem(viewer.id, 'HOMEWORK', homework.id, answerCheckLimits.historySize);
      return { results: rows.map(toAttempt) };
    },
  };
}
export type TAnswerCheckService = ReturnType<typeof createAnswerCheckService>;
