import {
  answerCheckLimits,
  answerCheckMessages,
  can,
  subject,
  type TAnswerAttempt,
  type TAnswerAttemptList,
  type TCheckAnswerResult,
  type TViewerIn,
} from '@zadania/shared';
import { AppError } from '../../lib/app-error';
import type { TRateLimiter } from '../../plugins/rate-limit';
import type { createHomeworkRepository } from '../homework/homework.repository';
import { findVisibleHomework } from '../homework/homework.service';
import type { TAnswerAttemptsRepository } from './answer-attempts.repository';
import { isAnswerCorrect } from './answer-equality';

type TRequestKeys = { ip: string };

const toAttempt = (row: Awaited<ReturnType<TAnswerAttemptsRepository['insert']>>): TAnswerAttempt => ({
  id: row.id,
  answer: row.answer,
  correct: row.correct,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Checking a student's answer to an open task against its machine-checkable answer (issue 18 point 4): right or
 * wrong, never the answer itself. Every check is stored for the student's history and rate-limited, so the answer
 * cannot be found by trying numbers.
 */
export function createAnswerCheckService(deps: {
  homeworks: Pick<ReturnType<typeof createHomeworkRepository>, 'findByIdOrSlug'>;
  attempts: TAnswerAttemptsRepository;
  limiter: Pick<TRateLimiter, 'consume'>;
}) {
  const { homeworks, attempts, limiter } = deps;

  const findCheckable = async (viewer: TViewerIn, id: string) => {
    const { homework } = await findVisibleHomework(homeworks, viewer, id);
    if (!can(viewer, 'checkAnswer', subject('homework', homework))) throw AppError.forbidden(undefined);
    return homework;
  };

  return {
    async check(viewer: TViewerIn, id: string, answer: string, keys: TRequestKeys): Promise<TCheckAnswerResult> {
      const homework = await findCheckable(viewer, id);
      if (homework.closed || !homework.answerKey) throw AppError.badRequest(answerCheckMessages.noAnswerKey);
      await limiter.consume('answerCheck', { ip: keys.ip, account: viewer.id });
      const correct = isAnswerCorrect(homework.answerKey, answer);
      const attempt = await attempts.insert({ homeworkId: homework.id, userId: viewer.id, answer, correct });
      return {
        correct,
        message: correct ? answerCheckMessages.correct : answerCheckMessages.wrong,
        attempt: toAttempt(attempt),
      };
    },

    async history(viewer: TViewerIn, id: string): Promise<TAnswerAttemptList> {
      const homework = await findCheckable(viewer, id);
      const rows = await attempts.latest(viewer.id, homework.id, answerCheckLimits.historySize);
      return { results: rows.map(toAttempt) };
    },
  };
}
export type TAnswerCheckService = ReturnType<typeof createAnswerCheckService>;
