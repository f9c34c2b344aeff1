import type { TBookingStatus, TLessonConfirmation, TStudentTeacherStatus } from '../tutoring/tutoring-messages';
import { definePolicy } from './policy';
import { isAdmin } from './viewer';

/** Tutoring as a whole: who may offer lessons. */
export type TTutoringResource = Record<never, never>;

/** Paid tutoring (issue 19): a TEACHER sets an offer and availability; anyone signed in books one. */
export const tutoringPolicy = definePolicy<TTutoringResource>()({
  offerLessons: (viewer) => viewer?.role === 'TEACHER',
  book: (viewer) => !!viewer,
});

/** One booking as its rules read it; `started` is whether its first lesson has begun (the server's clock). */
export type TBookingResource = {
  studentId: string;
  teacherId: string;
  status: TBookingStatus;
  started: boolean;
};

const isParty = (viewerId: string | undefined, booking: TBookingResource) =>
  viewerId === booking.studentId || viewerId === booking.teacherId;

/**
 * A booking: its student pays a reservation; the student, the teacher or an ADMIN cancels it until its first
 * lesson begins (what comes back is the cancellation rule's, docs/tutoring.md); the two and ADMIN read it.
 */
export const bookingPolicy = definePolicy<TBookingResource>()({
  read: (viewer, booking) => isAdmin(viewer) || isParty(viewer?.id, booking),
  pay: (viewer, booking) => viewer?.id === booking.studentId && booking.status === 'reserved' && !booking.started,
  /** The student takes a time the teacher offered (then pays it like a reservation). */
  accept: (viewer, booking) => viewer?.id === booking.studentId && booking.status === 'offered' && !booking.started,
  cancel: (viewer, booking) =>
    (isAdmin(viewer) || isParty(viewer?.id, booking)) && booking.status !== 'cancelled' && !booking.started,
});

/** One lesson as its rules read it; `ended` is whether it is over by the server's clock. */
export type TLessonResource = {
  studentId: string;
  teacherId: string;
  bookingStatus: TBookingStatus;
  cancelled: boolean;
  ended: boolean;
  confirmation: TLessonConfirmation | null;
  disputeOpen: boolean;
};

const heldAndPaid = (lesson: TLessonResource) => lesson.bookingStatus === 'booked' && !lesson.cancelled;

/**
 * A lesson (issue 19 point 4): after it, the teacher confirms it took place (TEACHER_CONFIRMED), then the student
 * (BOTH_CONFIRMED, which releases the teacher's pay); instead either side may open a dispute for ADMIN. The
 * student rates it; either side starts its meeting and shares files while it is paid.
 */
export const lessonPolicy = definePolicy<TLessonResource>()({
  read: (viewer, lesson) => isAdmin(viewer) || viewer?.id === lesson.studentId || viewer?.id === lesson.teacherId,
  confirm: (viewer, lesson) =>
    heldAndPaid(lesson) &&
    lesson.ended &&
    !lesson.disputeOpen &&
    ((viewer?.id === lesson.teacherId && lesson.confirmation === null) ||
      (viewer?.id === lesson.studentId && lesson.confirmation === 'TEACHER_CONFIRMED')),
  dispute: (viewer, lesson) =>
    (viewer?.id === lesson.studentId || viewer?.id === lesson.teacherId) &&
    heldAndPaid(lesson) &&
    lesson.ended &&
    !lesson.disputeOpen &&
    lesson.confirmation !== 'BOTH_CONFIRMED',
  rate: (viewer, lesson) => viewer?.id === lesson.studentId && heldAndPaid(lesson) && lesson.ended,
  join: (viewer, lesson) =>
    (viewer?.id === lesson.studentId || viewer?.id === lesson.teacherId) && heldAndPaid(lesson) && !lesson.ended,
  attach: (viewer, lesson) =>
    (viewer?.id === lesson.studentId || viewer?.id === lesson.teacherId) && heldAndPaid(lesson),
});

/** A student–teacher link as its rules read it. */
export type TStudentTeacherResource = { studentId: string; teacherId: string; status: TStudentTeacherStatus };

/** The student answers an invitation; either side ends a link (the teacher also withdraws an invitation). */
export const studentTeacherPolicy = definePolicy<TStudentTeacherResource>()({
  accept: (viewer, link) => viewer?.id === link.studentId && link.status === 'PENDING',
  reject: (viewer, link) => viewer?.id === link.studentId && link.status === 'PENDING',
  end: (viewer, link) =>
    (viewer?.id === link.teacherId && (link.status === 'PENDING' || link.status === 'ACCEPTED')) ||
    (viewer?.id === link.studentId && link.status === 'ACCEPTED'),
});
