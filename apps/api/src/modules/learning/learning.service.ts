import type { TLearningAttemptPage, TLearningAttemptsQuery, TMasteryList, TViewerIn } from '@zadania/shared';
import { ZLearningAttemptsQuery } from '@zadania/shared';
import { presentAttempt } from './learning.presenter';
import type { TLearningAttemptsRepository } from './learning-attempts.repository';
import type { TStudentModelService } from './student-model/student-model.service';

/** The learner's loop (issue 36): the attempt log each checked answer appends to and the model built from it, read back by its student. */
export function createLearningService(deps: { attempts: TLearningAttemptsRepository; model: TStudentModelService }) {
  const { attempts, model } = deps;
  return {
    /** The viewer's own attempts, newest first: nobody reads another student's log here. */
    async listAttempts(viewer: TViewerIn, query: TLearningAttemptsQuery): Promise<TLearningAttemptPage> {
      const { page, pageSize } = ZLearningAttemptsQuery.parse(query);
      const { rows, total } = await attempts.page(viewer.id, page, pageSize);
      return { results: rows.map(presentAttempt), total, page, pageCount: Math.ceil(total / pageSize) };
    },

    /** What the platform knows of the viewer, per concept met: the mastery level and when to practise it again. */
    async mastery(viewer: TViewerIn): Promise<TMasteryList> {
      return { results: await model.mastery(viewer.id) };
    },
  };
}
export type TLearningService = ReturnType<typeof createLearningService>;
