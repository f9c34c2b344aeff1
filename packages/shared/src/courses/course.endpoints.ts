import { defineEndpoints, withParams, ZEmptyBody } from '../api/endpoint';
import { del, get, post, put } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import {
  ZCourse,
  ZCourseChanged,
  ZCourseCheckout,
  ZCourseCheckoutResponse,
  ZCourseIdParams,
  ZCourseKeyParams,
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
  course: withParams(get('/course/:id', ZCourse), ZCourseKeyParams),
  updateCourse: withParams(put('/course/:id', ZCourseSave, ZCourseChanged), ZCourseIdParams),
  deleteCourse: withParams(del('/course/:id', ZMessageResponse), ZCourseIdParams),
  submitCourse: withParams(post('/course/:id/submit', ZEmptyBody, ZCourseChanged), ZCourseIdParams),
  withdrawCourse: withParams(post('/course/:id/withdraw', ZEmptyBody, ZCourseChanged), ZCourseIdParams),
  reviewCourse: withParams(post('/course/:id/review', ZCourseReview, ZCourseChanged), ZCourseIdParams),
  unpublishCourse: withParams(post('/course/:id/unpublish', ZEmptyBody, ZCourseChanged), ZCourseIdParams),
  joinCourse: withParams(post('/course/:id/join', ZEmptyBody, ZCourseChanged), ZCourseIdParams),
  rateCourse: withParams(put('/course/:id/rating', ZCourseRatingSave, ZCourseChanged), ZCourseIdParams),
  checkoutCourse: withParams(post('/course/:id/checkout', ZCourseCheckout, ZCourseCheckoutResponse), ZCourseIdParams),
  addNode: withParams(post('/course/:id/nodes', ZCourseNodeSave, ZCourseChanged), ZCourseIdParams),
  updateNode: withParams(put('/course-node/:id', ZCourseNodeSave, ZCourseChanged), ZCourseIdParams),
  deleteNode: withParams(del('/course-node/:id', ZCourseChanged), ZCourseIdParams),
  moveNode: withParams(post('/course-node/:id/move', ZCourseNodeMove, ZCourseChanged), ZCourseIdParams),
  saveProgress: withParams(put('/course-node/:id/progress', ZCourseProgressSave, ZCourseChanged), ZCourseIdParams),
  submitQuiz: withParams(post('/course-node/:id/quiz', ZCourseQuizSubmit, ZCourseQuizResult), ZCourseIdParams),
});
