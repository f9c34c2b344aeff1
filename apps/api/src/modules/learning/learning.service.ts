import {
  learningMessages,
  type TLearningAttemptPage,
  type TLearningAttemptsQuery,
  type TMasteryList,
  type TStudentProgress,
  type TViewerIn,
  ZLearningAttemptsQuery,
} from '@zadania/shared';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { presentAttempt } from './learning.presenter';
import type { TLearningAttemptsRepository } from './learning-attempts.repository';
import type { TStudentModelService } from './student-model/student-model.service';

/** The learner's loop (issue 36): the attempt log each checked answer appends to and the model built from it, read back by its student. */
export function createLearningService(deps: {
  attempts: TLearningAttemptsRepository;
  model: TStudentModelService;
  /**
   * Whether the teacher may follow the student, and from when: an accepted tutoring link (everything, `since` null),
   * or teaching a class the student is an active member of (attempts from their joining it). Null: neither.
   */
  teaches: (teacherId: string, studentId: string) => Promise<{ since: Date | null } | null>;
}) {
  const { attempts, model, teaches } = deps;
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

    /**
     * A student's mastery and newest attempts for their teacher, only while their link is accepted (a class's teacher:
     * both built from the work since the pupil joined, nothing before); to anybody
     * else (another teacher, ADMIN, the link ended) the student is not found (404): nobody browses children's results.
     */
    async studentProgress(viewer: TViewerIn, studentId: string): Promise<TStudentProgress> {
      const access = isUuid(studentId) && viewer.role === 'TEACHER' ? await teaches(viewer.id, studentId) : null;
      if (!access) throw AppError.notFound(learningMessages.studentNotFound);
      const [mastery, recent] = await Promise.all([
        access.since ? model.masterySince(studentId, access.since) : model.mastery(studentId),
        attempts.page(studentId, 1, 20, access.since),
      ]);
      return {
        mastery,
        attempts: recent.rows.map(presentAttempt),
        since: access.since?.toISOString() ?? null,
      };
    },
  };
}
export type TLearningService = ReturnType<typeof createLearningService>;
