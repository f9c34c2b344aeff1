import { defineEndpoints, ZEmptyBody } from '../api/endpoint';
import { del, get, post, put } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import {
  ZCourse,
  ZCourseChanged,
  ZCourseCheckout,
  ZCourseCheckoutResponse,
  ZCourseList,
  ZCourseListQuery,
  ZCourseNodeMove,
  ZCourseNodeSave,
  ZCourseProgressSave,
  ZCourseQuizResult,
  ZCourseQuizSubmit,
  ZCourseRatingSave,
  ZCourseReview,
  ZCourseSave,
} from './course.schemas';

/** Courses (issue 20; the spec names no paths, these are ours, documented under "Courses"). */
export const courseEndpoints = defineEndpoints({
  courses: get('/course', ZCourseListQuery, ZCourseList),
  createCourse: post('/course', ZCourseSave, ZCourseChanged),
  course: get('/course/:id', ZCourse),
  updateCourse: put('/course/:id', ZCourseSave, ZCourseChanged),
  deleteCourse: del('/course/:id', ZMessageResponse),
  submitCourse: post('/course/:id/submit', ZEmptyBody, ZCourseChanged),
  withdrawCourse: post('/course/:id/withdraw', ZEmptyBody, ZCourseChanged),
  reviewCourse: post('/course/:id/review', ZCourseReview, ZCourseChanged),
  unpublishCourse: post('/course/:id/unpublish', ZEmptyBody, ZCourseChanged),
  joinCourse: post('/course/:id/join', ZEmptyBody, ZCourseChanged),
  rateCourse: put('/course/:id/rating', ZCourseRatingSave, ZCourseChanged),
  checkoutCourse: post('/course/:id/checkout', ZCourseCheckout, ZCourseCheckoutResponse),
  addNode: post('/course/:id/nodes', ZCourseNodeSave, ZCourseChanged),
  updateNode: put('/course-node/:id', ZCourseNodeSave, ZCourseChanged),
  deleteNode: del('/course-node/:id', ZCourseChanged),
  moveNode: post('/course-node/:id/move', ZCourseNodeMove, ZCourseChanged),
  saveProgress: put('/course-node/:id/progress', ZCourseProgressSave, ZCourseChanged),
  submitQuiz: post('/course-node/:id/quiz', ZCourseQuizSubmit, ZCourseQuizResult),
});
