import { bindUseCases } from '../../lib/use-cases';
import { createCourseFulfiller } from './course-fulfiller';
import { createCoursesContext, type TCoursesDeps } from './courses.context';
import { addCourseNode } from './use-cases/add-course-node';
import { checkoutCourse } from './use-cases/checkout-course';
import { createCourse } from './use-cases/create-course';
import { deleteCourseNode } from './use-cases/delete-course-node';
import { forgetRatingsGivenBy } from './use-cases/forget-ratings-given-by';
import { getCourse } from './use-cases/get-course';
import { joinCourse } from './use-cases/join-course';
import { listCourses } from './use-cases/list-courses';
import { moveCourseNode } from './use-cases/move-course-node';
import { rateCourse } from './use-cases/rate-course';
import { removeCourse } from './use-cases/remove-course';
import { reviewCourse } from './use-cases/review-course';
import { saveCourseProgress } from './use-cases/save-course-progress';
import { submitCourse } from './use-cases/submit-course';
import { submitCourseQuiz } from './use-cases/submit-course-quiz';
import { unpublishCourse } from './use-cases/unpublish-course';
import { updateCourse } from './use-cases/update-course';
import { updateCourseNode } from './use-cases/update-course-node';
import { withdrawCourse } from './use-cases/withdraw-course';

/**
 * Courses (issue 20 point 1): a teacher's tree of nodes of the nine types, reviewed by ADMIN like tasks, joined
 * free or bought through payments, followed with progress per node and quizzes scored in one go. Every change of
 * a course's tree runs with the course row locked, so concurrent moves end in a valid tree.
 */
export function createCoursesService(deps: TCoursesDeps) {
  const ctx = createCoursesContext(deps);
  return {
    fulfiller: createCourseFulfiller(ctx),
    ...bindUseCases(ctx, {
      listCourses,
      createCourse,
      getCourse,
      updateCourse,
      removeCourse,
      submitCourse,
      withdrawCourse,
      unpublishCourse,
      reviewCourse,
      joinCourse,
      rateCourse,
      forgetRatingsGivenBy,
      checkoutCourse,
      addCourseNode,
      updateCourseNode,
      deleteCourseNode,
      moveCourseNode,
      saveCourseProgress,
      submitCourseQuiz,
    }),
  };
}
export type TCoursesService = ReturnType<typeof createCoursesService>;
