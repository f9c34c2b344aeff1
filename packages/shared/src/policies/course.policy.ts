import type { TCourseStatus } from '../courses/course-messages';
import { nextCourseStatus } from '../courses/course-status';
import { definePolicy } from './policy';
import { isAdmin, type TViewer } from './viewer';

/** A course as its rules read it: its author, status, price and whether the viewer bought or joined it. */
export type TCourseResource = { authorId: string | null; status: TCourseStatus; free: boolean; enrolled: boolean };

const isAuthor = (viewer: TViewer, course: TCourseResource) => !!viewer && viewer.id === course.authorId;
const isAuthorOrAdmin = (viewer: TViewer, course: TCourseResource) => isAdmin(viewer) || isAuthor(viewer, course);

/**
 * Courses (issue 20): a TEACHER writes them; a published course is seen by everyone, any other by its author and
 * ADMIN. The author edits it unless it waits for review; ADMIN publishes or rejects it. Students join a free
 * course or buy a paid one; its content beyond the free preview is for buyers, the author and ADMIN.
 */
export const coursePolicy = definePolicy<TCourseResource>()({
  /** Those who joined or bought a course keep it after its author unpublishes it. */
  read: (viewer, course) => course.status === 'PUBLISHED' || course.enrolled || isAuthorOrAdmin(viewer, course),
  update: (viewer, course) => isAuthorOrAdmin(viewer, course) && course.status !== 'UNDER_REVIEW',
  delete: (viewer, course) => isAuthorOrAdmin(viewer, course) && course.status !== 'PUBLISHED',
  submit: (viewer, course) => isAuthorOrAdmin(viewer, course) && nextCourseStatus(course.status, 'SUBMIT') !== null,
  withdraw: (viewer, course) => isAuthorOrAdmin(viewer, course) && nextCourseStatus(course.status, 'WITHDRAW') !== null,
  review: (viewer, course) => isAdmin(viewer) && course.status === 'UNDER_REVIEW',
  unpublish: (viewer, course) => isAuthorOrAdmin(viewer, course) && course.status === 'PUBLISHED',
  join: (viewer, course) =>
    !!viewer && course.free && course.status === 'PUBLISHED' && !course.enrolled && !isAuthor(viewer, course),
  buy: (viewer, course) =>
    !!viewer && !course.free && course.status === 'PUBLISHED' && !course.enrolled && !isAuthor(viewer, course),
  /** The whole content (not only the free preview). */
  access: (viewer, course) => course.enrolled || isAuthorOrAdmin(viewer, course),
  /** Stars from a student who joined or bought it; its author never rates their own course. */
  rate: (viewer, course) => !!viewer && course.enrolled && !isAuthor(viewer, course),
});
