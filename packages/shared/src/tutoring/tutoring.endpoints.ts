import { defineEndpoints, withParams, ZEmptyBody } from '../api/endpoint';
import { del, get, post, put } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import {
  ZCalendar,
  ZCalendarFeed,
  ZCalendarFileParams,
  ZCalendarQuery,
  ZDisputeList,
  ZDisputeListQuery,
  ZDisputeOpen,
  ZDisputeResolve,
  ZDisputeResolved,
  ZLesson,
  ZLessonChanged,
  ZLessonFileAttach,
  ZLessonMeeting,
  ZLessonRatingSave,
  ZStudentTeacherInvite,
  ZStudentTeacherLinkChanged,
  ZStudentTeacherLinkList,
  ZStudentTeacherLinkQuery,
} from './lesson.schemas';
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
  ZBookingOfferCreate,
  ZFreeTimes,
  ZFreeTimesQuery,
  ZTutoringIdParams,
  ZTutoringOffer,
  ZTutoringOfferSave,
  ZTutorSearchPage,
  ZTutorSearchQuery,
} from './tutoring.schemas';

/** Paid tutoring (issue 19; the spec names no paths, these are ours, documented under "Tutoring"). */
export const tutoringEndpoints = defineEndpoints({
  offer: get('/tutoring/offer', ZTutoringOffer),
  saveOffer: put('/tutoring/offer', ZTutoringOfferSave, ZTutoringOffer),
  searchTeachers: get('/tutoring/teachers', ZTutorSearchQuery, ZTutorSearchPage),
  teacherOffer: withParams(get('/tutoring/teachers/:id', ZTutoringOffer), ZTutoringIdParams),
  freeTimes: withParams(get('/tutoring/teachers/:id/free-times', ZFreeTimesQuery, ZFreeTimes), ZTutoringIdParams),
  availability: get('/tutoring/availability', ZAvailabilityList),
  createSlot: post('/tutoring/availability', ZAvailabilitySlotSave, ZAvailabilitySlot),
  updateSlot: withParams(
    put('/tutoring/availability/:id', ZAvailabilitySlotSave, ZAvailabilitySlot),
    ZTutoringIdParams,
  ),
  deleteSlot: withParams(del('/tutoring/availability/:id', ZMessageResponse), ZTutoringIdParams),
  createBooking: post('/tutoring/bookings', ZBookingCreate, ZBookingChanged),
  offerBooking: post('/tutoring/bookings/offer', ZBookingOfferCreate, ZBookingChanged),
  acceptBooking: withParams(post('/tutoring/bookings/:id/accept', ZEmptyBody, ZBookingChanged), ZTutoringIdParams),
  bookings: get('/tutoring/bookings', ZBookingListQuery, ZBookingList),
  booking: withParams(get('/tutoring/bookings/:id', ZBooking), ZTutoringIdParams),
  checkoutBooking: withParams(
    post('/tutoring/bookings/:id/checkout', ZBookingCheckout, ZBookingCheckoutResponse),
    ZTutoringIdParams,
  ),
  cancelBooking: withParams(post('/tutoring/bookings/:id/cancel', ZEmptyBody, ZBookingChanged), ZTutoringIdParams),
});

/** Lessons, disputes, the calendar and student–teacher links (issue 19 points 4–6). */
export const lessonEndpoints = defineEndpoints({
  lesson: withParams(get('/tutoring/lessons/:id', ZLesson), ZTutoringIdParams),
  confirmLesson: withParams(post('/tutoring/lessons/:id/confirm', ZEmptyBody, ZLessonChanged), ZTutoringIdParams),
  disputeLesson: withParams(post('/tutoring/lessons/:id/dispute', ZDisputeOpen, ZLessonChanged), ZTutoringIdParams),
  rateLesson: withParams(put('/tutoring/lessons/:id/rating', ZLessonRatingSave, ZLessonChanged), ZTutoringIdParams),
  lessonMeeting: withParams(post('/tutoring/lessons/:id/meeting', ZEmptyBody, ZLessonMeeting), ZTutoringIdParams),
  attachLessonFile: withParams(
    post('/tutoring/lessons/:id/files', ZLessonFileAttach, ZLessonChanged),
    ZTutoringIdParams,
  ),
  disputes: get('/tutoring/disputes', ZDisputeListQuery, ZDisputeList),
  resolveDispute: withParams(
    post('/tutoring/disputes/:id/resolve', ZDisputeResolve, ZDisputeResolved),
    ZTutoringIdParams,
  ),
  calendar: get('/tutoring/calendar', ZCalendarQuery, ZCalendar),
  calendarFeed: get('/tutoring/calendar/feed', ZCalendarFeed),
  createCalendarFeed: post('/tutoring/calendar/feed', ZEmptyBody, ZCalendarFeed),
  revokeCalendarFeed: del('/tutoring/calendar/feed', ZMessageResponse),
  /** The private iCalendar feed by its secret address (text/calendar, sent by the route itself). */
  calendarIcs: withParams(get('/calendar/:file', 'raw'), ZCalendarFileParams),
  links: get('/tutoring/links', ZStudentTeacherLinkQuery, ZStudentTeacherLinkList),
  inviteStudent: post('/tutoring/links', ZStudentTeacherInvite, ZStudentTeacherLinkChanged),
  acceptLink: withParams(post('/tutoring/links/:id/accept', ZEmptyBody, ZStudentTeacherLinkChanged), ZTutoringIdParams),
  rejectLink: withParams(post('/tutoring/links/:id/reject', ZEmptyBody, ZStudentTeacherLinkChanged), ZTutoringIdParams),
  endLink: withParams(post('/tutoring/links/:id/end', ZEmptyBody, ZStudentTeacherLinkChanged), ZTutoringIdParams),
});
