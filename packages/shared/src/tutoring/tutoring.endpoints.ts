import { defineEndpoints, ZEmptyBody } from '../api/endpoint';
import { ZMessageResponse } from '../errors/error.schemas';
import {
  ZAvailabilityList,
  ZAvailabilitySlot,
  ZAvailabilitySlotSave,
  ZBooking,
  ZBookingChanged,
  ZBookingCheckout,
  ZBookingCheckoutResponse,
  ZBookingCreate,
  ZBookingList,
  ZBookingListQuery,
  ZFreeTimes,
  ZFreeTimesQuery,
  ZTutoringOffer,
  ZTutoringOfferSave,
  ZTutorSearchPage,
  ZTutorSearchQuery,
} from './tutoring.schemas';

/** Paid tutoring (issue 19; the spec names no paths, these are ours, documented under "Tutoring"). */
export const tutoringEndpoints = defineEndpoints({
  offer: { method: 'GET', path: '/tutoring/offer', response: ZTutoringOffer },
  saveOffer: { method: 'PUT', path: '/tutoring/offer', body: ZTutoringOfferSave, response: ZTutoringOffer },
  searchTeachers: { method: 'GET', path: '/tutoring/teachers', query: ZTutorSearchQuery, response: ZTutorSearchPage },
  teacherOffer: { method: 'GET', path: '/tutoring/teachers/:id', response: ZTutoringOffer },
  freeTimes: { method: 'GET', path: '/tutoring/teachers/:id/free-times', query: ZFreeTimesQuery, response: ZFreeTimes },
  availability: { method: 'GET', path: '/tutoring/availability', response: ZAvailabilityList },
  createSlot: {
    method: 'POST',
    path: '/tutoring/availability',
    body: ZAvailabilitySlotSave,
    response: ZAvailabilitySlot,
  },
  updateSlot: {
    method: 'PUT',
    path: '/tutoring/availability/:id',
    body: ZAvailabilitySlotSave,
    response: ZAvailabilitySlot,
  },
  deleteSlot: { method: 'DELETE', path: '/tutoring/availability/:id', response: ZMessageResponse },
  createBooking: { method: 'POST', path: '/tutoring/bookings', body: ZBookingCreate, response: ZBookingChanged },
  bookings: { method: 'GET', path: '/tutoring/bookings', query: ZBookingListQuery, response: ZBookingList },
  booking: { method: 'GET', path: '/tutoring/bookings/:id', response: ZBooking },
  checkoutBooking: {
    method: 'POST',
    path: '/tutoring/bookings/:id/checkout',
    body: ZBookingCheckout,
    response: ZBookingCheckoutResponse,
  },
  cancelBooking: { method: 'POST', path: '/tutoring/bookings/:id/cancel', body: ZEmptyBody, response: ZBookingChanged },
});
