import type { TCourseEvent, TCourseStatus } from './course-messages';

const transitions: Readonly<Record<TCourseStatus, Partial<Record<TCourseEvent, TCourseStatus>>>> = {
  DRAFT: { SUBMIT: 'UNDER_REVIEW' },
  UNDER_REVIEW: { APPROVE: 'PUBLISHED', REJECT: 'REJECTED', WITHDRAW: 'DRAFT' },
  PUBLISHED: { UNPUBLISH: 'DRAFT' },
  REJECTED: { SUBMIT: 'UNDER_REVIEW' },
};

/** The status a course takes on `event`, or null when the event does not apply (the one course state machine). */
export const nextCourseStatus = (status: TCourseStatus, event: TCourseEvent): TCourseStatus | null =>
  transitions[status][event] ?? null;
