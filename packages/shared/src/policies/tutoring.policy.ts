import type { TBookingStatus } from '../tutoring/tutoring-messages';
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
  cancel: (viewer, booking) =>
    (isAdmin(viewer) || isParty(viewer?.id, booking)) && booking.status !== 'cancelled' && !booking.started,
});
