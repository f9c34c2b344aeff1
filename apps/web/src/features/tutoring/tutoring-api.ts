import {
  type TAvailabilitySlotSave,
  type TBookingCheckout,
  type TBookingCreate,
  type TBookingListQuery,
  type TFreeTimesQuery,
  type TTutoringOfferSave,
  type TTutorSearchQueryInput,
  tutoringEndpoints,
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
};
