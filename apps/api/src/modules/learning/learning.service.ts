import type { TLearningAttemptPage, TLearningAttemptsQuery, TViewerIn } from '@zadania/shared';
import { ZLearningAttemptsQuery } from '@zadania/shared';
import { presentAttempt } from './learning.presenter';
import type { TLearningAttemptsRepository } from './learning-attempts.repository';

/** The learner's loop (issue 36): the attempt log each checked answer appends to, read back by its student. */
export function createLearningService(deps: { attempts: TLearningAttemptsRepository }) {
  const { attempts } = deps;
  return {
    /** The viewer's own attempts, newest first: nobody reads another student's log here. */
    async listAttempts(viewer: TViewerIn, query: TLearningAttemptsQuery): Promise<TLearningAttemptPage> {
      const { page, pageSize } = ZLearningAttemptsQuery.parse(query);
      const { rows, total } = await attempts.page(viewer.id, page, pageSize);
      return { results: rows.map(presentAttempt), total, page, pageCount: Math.ceil(total / pageSize) };
    },
  };
}
export type TLearningService = ReturnType<typeof createLearningService>;
