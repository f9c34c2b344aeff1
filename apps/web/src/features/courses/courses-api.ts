import {
  courseEndpoints,
  examEndpoints,
  homeworkEndpoints,
  type TCourseCheckout,
  type TCourseListQueryInput,
  type TCourseQuizSubmit,
} from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

/** The student side of courses: the catalogue, a course, joining, buying, progress and quizzes. */
export const coursesApi = {
  list: (query: TCourseListQueryInput, signal?: AbortSignal) =>
    callEndpoint(courseEndpoints.courses, { query, signal, errorToast: false }),
  /** By id or slug; the pages show their own load errors. */
  course: (idOrSlug: string, signal?: AbortSignal) =>
    callEndpoint(courseEndpoints.course, { params: { id: idOrSlug }, signal, errorToast: false }),
  join: (id: string) => callEndpoint(courseEndpoints.joinCourse, { params: { id }, body: {}, errorToast: false }),
  checkout: (id: string, body: TCourseCheckout) =>
    callEndpoint(courseEndpoints.checkoutCourse, { params: { id }, body, errorToast: false }),
  /** A refusal shows the server's message as a toast. */
  rate: (id: string, rating: number) => callEndpoint(courseEndpoints.rateCourse, { params: { id }, body: { rating } }),
  saveProgress: (nodeId: string, done: boolean) =>
    callEndpoint(courseEndpoints.saveProgress, { params: { id: nodeId }, body: { done }, errorToast: false }),
  submitQuiz: (nodeId: string, body: TCourseQuizSubmit) =>
    callEndpoint(courseEndpoints.submitQuiz, { params: { id: nodeId }, body, errorToast: false }),
  homework: (id: string, signal?: AbortSignal) =>
    callEndpoint(homeworkEndpoints.get, { params: { id }, signal, errorToast: false }),
  exam: (id: string, signal?: AbortSignal) =>
    callEndpoint(examEndpoints.get, { params: { id }, signal, errorToast: false }),
};

export const courseKeys = {
  all: ['courses'] as const,
  list: (query: TCourseListQueryInput) => ['courses', 'list', query] as const,
  /** Every course page query (by slug), invalidated after joining, buying or progress. */
  courses: ['courses', 'course'] as const,
  /** A course as the viewer sees it: signed in or not changes its locks, progress and policies. */
  course: (slug: string, signedIn: boolean) => ['courses', 'course', slug, signedIn] as const,
  homework: (id: string) => ['courses', 'homework', id] as const,
  exam: (id: string) => ['courses', 'exam', id] as const,
  /** The signed link a course video plays from. */
  videoUrl: (fileId: string) => ['courses', 'video-url', fileId] as const,
};

/** One task of a course: read once per id and shared by the node views. */
export const homeworkQuery = (id: string) => ({
  queryKey: courseKeys.homework(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => coursesApi.homework(id, signal),
});
