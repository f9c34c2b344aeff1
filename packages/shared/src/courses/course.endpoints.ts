import { defineEndpoints, ZEmptyBody } from '../api/endpoint';
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
  courses: { method: 'GET', path: '/course', query: ZCourseListQuery, response: ZCourseList },
  createCourse: { method: 'POST', path: '/course', body: ZCourseSave, response: ZCourseChanged },
  course: { method: 'GET', path: '/course/:id', response: ZCourse },
  updateCourse: { method: 'PUT', path: '/course/:id', body: ZCourseSave, response: ZCourseChanged },
  deleteCourse: { method: 'DELETE', path: '/course/:id', response: ZMessageResponse },
  submitCourse: { method: 'POST', path: '/course/:id/submit', body: ZEmptyBody, response: ZCourseChanged },
  withdrawCourse: { method: 'POST', path: '/course/:id/withdraw', body: ZEmptyBody, response: ZCourseChanged },
  reviewCourse: { method: 'POST', path: '/course/:id/review', body: ZCourseReview, response: ZCourseChanged },
  unpublishCourse: { method: 'POST', path: '/course/:id/unpublish', body: ZEmptyBody, response: ZCourseChanged },
  joinCourse: { method: 'POST', path: '/course/:id/join', body: ZEmptyBody, response: ZCourseChanged },
  rateCourse: { method: 'PUT', path: '/course/:id/rating', body: ZCourseRatingSave, response: ZCourseChanged },
  checkoutCourse: {
    method: 'POST',
    path: '/course/:id/checkout',
    body: ZCourseCheckout,
    response: ZCourseCheckoutResponse,
  },
  addNode: { method: 'POST', path: '/course/:id/nodes', body: ZCourseNodeSave, response: ZCourseChanged },
  updateNode: { method: 'PUT', path: '/course-node/:id', body: ZCourseNodeSave, response: ZCourseChanged },
  deleteNode: { method: 'DELETE', path: '/course-node/:id', response: ZCourseChanged },
  moveNode: { method: 'POST', path: '/course-node/:id/move', body: ZCourseNodeMove, response: ZCourseChanged },
  saveProgress: {
    method: 'PUT',
    path: '/course-node/:id/progress',
    body: ZCourseProgressSave,
    response: ZCourseChanged,
  },
  submitQuiz: { method: 'POST', path: '/course-node/:id/quiz', body: ZCourseQuizSubmit, response: ZCourseQuizResult },
});
