import {
  lessonEndpoints,
  type TAvailabilitySlotSave,
  type TBookingCheckout,
  type TBookingCreate,
  type TBookingListQuery,
  type TCalendarQuery,
  type TDisputeListStatus,
  type TDisputeOpen,
  type TFreeTimesQuery,
  type TTutoringOfferSave,
  type TTutorSearchQueryInput,
  tutoringEndpoints,
  userEndpoints,
} from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

type TBookingListInput = Partial<TBookingListQuery>;
type TFreeTimesInput = Pick<TFreeTimesQuery, 'optionId' | 'from' | 'days'>;

/**
 * Paid tutoring: the teacher's offer and availability, finding a teacher, free times and bookings. Pages show
 * their own load errors and forms their own alerts and field messages, so these calls raise no error toast.
 */
export const tutoringApi = {
  offer: (signal?: AbortSignal) => callEndpoint(tutoringEndpoints.offer, { signal, errorToast: false }),
  saveOffer: (body: TTutoringOfferSave) => callEndpoint(tutoringEndpoints.saveOffer, { body, errorToast: false }),
  searchTeachers: (query: TTutorSearchQueryInput, signal?: AbortSignal) =>
    callEndpoint(tutoringEndpoints.searchTeachers, { query, signal, errorToast: false }),
  teacherOffer: (id: string, signal?: AbortSignal) =>
    callEndpoint(tutoringEndpoints.teacherOffer, { params: { id }, signal, errorToast: false }),
  freeTimes: (id: string, query: TFreeTimesInput, signal?: AbortSignal) =>
    callEndpoint(tutoringEndpoints.freeTimes, { params: { id }, query, signal, errorToast: false }),
  availability: (signal?: AbortSignal) => callEndpoint(tutoringEndpoints.availability, { signal, errorToast: false }),
  createSlot: (body: TAvailabilitySlotSave) => callEndpoint(tutoringEndpoints.createSlot, { body, errorToast: false }),
  updateSlot: (id: string, body: TAvailabilitySlotSave) =>
    callEndpoint(tutoringEndpoints.updateSlot, { params: { id }, body, errorToast: false }),
  deleteSlot: (id: string) => callEndpoint(tutoringEndpoints.deleteSlot, { params: { id } }),
  createBooking: (body: TBookingCreate) => callEndpoint(tutoringEndpoints.createBooking, { body, errorToast: false }),
  bookings: (query: TBookingListInput, signal?: AbortSignal) =>
    callEndpoint(tutoringEndpoints.bookings, { query, signal, errorToast: false }),
  checkout: (id: string, body: TBookingCheckout) =>
    callEndpoint(tutoringEndpoints.checkoutBooking, { params: { id }, body, errorToast: false }),
  cancel: (id: string) => callEndpoint(tutoringEndpoints.cancelBooking, { params: { id }, body: {} }),
  accept: (id: string) => callEndpoint(tutoringEndpoints.acceptBooking, { params: { id }, body: {} }),
};

type TSide = 'student' | 'teacher';

/** Lessons, disputes, the calendar and student–teacher links; actions show the server's message themselves. */
export const lessonApi = {
  lesson: (id: string, signal?: AbortSignal) =>
    callEndpoint(lessonEndpoints.lesson, { params: { id }, signal, errorToast: false }),
  confirm: (id: string) => callEndpoint(lessonEndpoints.confirmLesson, { params: { id }, body: {}, errorToast: false }),
  dispute: (id: string, body: TDisputeOpen) =>
    callEndpoint(lessonEndpoints.disputeLesson, { params: { id }, body, errorToast: false }),
  rate: (id: string, rating: number) =>
    callEndpoint(lessonEndpoints.rateLesson, { params: { id }, body: { rating }, errorToast: false }),
  meeting: (id: string) => callEndpoint(lessonEndpoints.lessonMeeting, { params: { id }, body: {}, errorToast: false }),
  attach: (id: string, fileId: string) =>
    callEndpoint(lessonEndpoints.attachLessonFile, { params: { id }, body: { fileId }, errorToast: false }),
  disputes: (status: TDisputeListStatus | undefined, page: number, signal?: AbortSignal) =>
    callEndpoint(lessonEndpoints.disputes, { query: { status, page, pageSize: 20 }, signal, errorToast: false }),
  resolve: (id: string, outcome: 'REFUNDED' | 'RELEASED') =>
    callEndpoint(lessonEndpoints.resolveDispute, { params: { id }, body: { outcome }, errorToast: false }),
  calendar: (query: TCalendarQuery, signal?: AbortSignal) =>
    callEndpoint(lessonEndpoints.calendar, { query, signal, errorToast: false }),
  feed: (signal?: AbortSignal) => callEndpoint(lessonEndpoints.calendarFeed, { signal, errorToast: false }),
  createFeed: () => callEndpoint(lessonEndpoints.createCalendarFeed, { body: {}, errorToast: false }),
  revokeFeed: () => callEndpoint(lessonEndpoints.revokeCalendarFeed, { errorToast: false }),
  links: (as: TSide, page: number, signal?: AbortSignal) =>
    callEndpoint(lessonEndpoints.links, { query: { as, page, pageSize: 20 }, signal, errorToast: false }),
  invite: (studentId: string) =>
    callEndpoint(lessonEndpoints.inviteStudent, { body: { studentId }, errorToast: false }),
  acceptLink: (id: string) => callEndpoint(lessonEndpoints.acceptLink, { params: { id }, body: {}, errorToast: false }),
  rejectLink: (id: string) => callEndpoint(lessonEndpoints.rejectLink, { params: { id }, body: {}, errorToast: false }),
  endLink: (id: string) => callEndpoint(lessonEndpoints.endLink, { params: { id }, body: {}, errorToast: false }),
  /** GET /api/user/selectable: students a TEACHER may invite (not yet linked). */
  selectableStudents: (search: string, signal?: AbortSignal) =>
    callEndpoint(userEndpoints.selectable, {
      query: { page: 1, pageSize: 10, search: search || undefined, roles: ['USER'], skipStudentTeachers: true },
      signal,
      errorToast: false,
    }),
};

/** Query keys of tutoring; `tutoringKeys.all` covers them all. */
export const tutoringKeys = {
  all: ['tutoring'] as const,
  offer: ['tutoring', 'offer'] as const,
  availability: ['tutoring', 'availability'] as const,
  search: (query: TTutorSearchQueryInput) => ['tutoring', 'search', query] as const,
  teacherOffer: (id: string) => ['tutoring', 'teacher', id] as const,
  freeTimes: (id: string, query: TFreeTimesInput) => ['tutoring', 'free-times', id, query] as const,
  bookings: ['tutoring', 'bookings'] as const,
  bookingList: (query: TBookingListInput) => ['tutoring', 'bookings', query] as const,
  lesson: (id: string) => ['tutoring', 'lesson', id] as const,
  calendar: (query: TCalendarQuery) => ['tutoring', 'calendar', query] as const,
  feed: ['tutoring', 'calendar-feed'] as const,
  disputes: ['tutoring', 'disputes'] as const,
  disputeList: (status: TDisputeListStatus | undefined, page: number) =>
    ['tutoring', 'disputes', status, page] as const,
  links: ['tutoring', 'links'] as const,
  linkList: (as: TSide, page: number) => ['tutoring', 'links', as, page] as const,
  selectableStudents: (search: string) => ['tutoring', 'selectable-students', search] as const,
};
