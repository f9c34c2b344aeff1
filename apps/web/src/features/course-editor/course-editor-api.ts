import {
  courseEndpoints,
  examEndpoints,
  homeworkEndpoints,
  homeworkTypeEndpoints,
  type TCourseNodeMove,
  type TCourseNodeSave,
  type TCourseReview,
  type TCourseSave,
} from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

const e = courseEndpoints;

/** The teacher's and ADMIN's side of courses; pages and forms show their own errors, so no error toasts. */
export const courseEditorApi = {
  mine: (signal?: AbortSignal) =>
    callEndpoint(e.courses, { query: { scope: 'mine', pageSize: 50 }, signal, errorToast: false }),
  reviewQueue: (signal?: AbortSignal) =>
    callEndpoint(e.courses, { query: { scope: 'review', pageSize: 50 }, signal, errorToast: false }),
  course: (id: string, signal?: AbortSignal) => callEndpoint(e.course, { params: { id }, signal, errorToast: false }),
  create: (body: TCourseSave) => callEndpoint(e.createCourse, { body, errorToast: false }),
  update: (id: string, body: TCourseSave) => callEndpoint(e.updateCourse, { params: { id }, body, errorToast: false }),
  remove: (id: string) => callEndpoint(e.deleteCourse, { params: { id }, errorToast: false }),
  submit: (id: string) => callEndpoint(e.submitCourse, { params: { id }, body: {}, errorToast: false }),
  withdraw: (id: string) => callEndpoint(e.withdrawCourse, { params: { id }, body: {}, errorToast: false }),
  unpublish: (id: string) => callEndpoint(e.unpublishCourse, { params: { id }, body: {}, errorToast: false }),
  review: (id: string, body: TCourseReview) =>
    callEndpoint(e.reviewCourse, { params: { id }, body, errorToast: false }),
  addNode: (courseId: string, body: TCourseNodeSave) =>
    callEndpoint(e.addNode, { params: { id: courseId }, body, errorToast: false }),
  updateNode: (id: string, body: TCourseNodeSave) =>
    callEndpoint(e.updateNode, { params: { id }, body, errorToast: false }),
  deleteNode: (id: string) => callEndpoint(e.deleteNode, { params: { id }, errorToast: false }),
  moveNode: (id: string, body: TCourseNodeMove) =>
    callEndpoint(e.moveNode, { params: { id }, body, errorToast: false }),
  /** Public tasks for the pickers; `closed` keeps closed-answer tasks only (a quiz). */
  searchHomeworks: (search: string, closed: boolean, signal?: AbortSignal) =>
    callEndpoint(homeworkEndpoints.list, {
      query: { search: search || undefined, closed: closed ? true : undefined, pageSize: 10 },
      signal,
      errorToast: false,
    }),
  homework: (id: string, signal?: AbortSignal) =>
    callEndpoint(homeworkEndpoints.get, { params: { id }, signal, errorToast: false }),
  exams: (search: string, signal?: AbortSignal) =>
    callEndpoint(examEndpoints.list, {
      query: { search: search || undefined, pageSize: 50 },
      signal,
      errorToast: false,
    }),
  exam: (id: string, signal?: AbortSignal) =>
    callEndpoint(examEndpoints.get, { params: { id }, signal, errorToast: false }),
  homeworkType: (id: string, signal?: AbortSignal) =>
    callEndpoint(homeworkTypeEndpoints.get, { params: { id }, signal, errorToast: false }),
  homeworkTypes: (search: string, signal?: AbortSignal) =>
    callEndpoint(homeworkTypeEndpoints.list, {
      query: { search: search || undefined, pageSize: 100, sort: 'name:ASC' },
      signal,
      errorToast: false,
    }),
};

/** Query keys; under 'courses' so that the student pages see the changes too. */
export const courseEditorKeys = {
  all: ['courses'] as const,
  mine: ['courses', 'editor', 'mine'] as const,
  review: ['courses', 'editor', 'review'] as const,
  course: (id: string) => ['courses', 'editor', 'course', id] as const,
  homeworks: (search: string, closed: boolean) => ['courses', 'editor', 'homeworks', search, closed] as const,
  homework: (id: string) => ['courses', 'editor', 'homework', id] as const,
  exams: (search: string) => ['courses', 'editor', 'exams', search] as const,
  types: (search: string) => ['courses', 'editor', 'types', search] as const,
  exam: (id: string) => ['courses', 'editor', 'exam', id] as const,
  type: (id: string) => ['courses', 'editor', 'type', id] as const,
};
