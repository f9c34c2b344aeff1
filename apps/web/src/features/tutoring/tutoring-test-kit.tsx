import type { TAvailabilitySlot, TBooking, TLesson, TRole, TTutoringOffer } from '@zadania/shared';
import type { ReactNode } from 'react';
import '../../i18n/i18n';
import { saveSession } from '../../lib/api/token-storage';
import { buildMe, jsonResponse } from '../../test/fixtures';
import { renderWithDestination } from '../../test/render';
import { answerByRoute, stubApiCalls, type TApiAnswer, type TApiCall } from '../../test/stub-api';

/** An availability slot: Thursdays 17:00–19:00 Warsaw time from 26 November 2026 (16:00–18:00 UTC in winter). */
export const availabilitySlot = (overrides: Partial<TAvailabilitySlot> = {}): TAvailabilitySlot => ({
  id: '77777777-8888-4999-8aaa-bbbbbbbbbbbb',
  date: '2026-11-26',
  startMinute: 17 * 60,
  endMinute: 19 * 60,
  repeat: 'WEEK',
  until: null,
  startsAt: '2026-11-26T16:00:00.000Z',
  endsAt: '2026-11-26T18:00:00.000Z',
  ...overrides,
});

export const teacherId = '3c0f2d1e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
export const studentId = '7a1d2b8f-2c3d-4e4f-9a5b-6c7d8e9f0a12';
export const optionId = '11111111-2222-4333-8444-555555555555';
export const longOptionId = '11111111-2222-4333-8444-666666666666';
export const packageId = '22222222-3333-4444-8555-666666666666';
export const paymentId = '44444444-5555-4666-8777-888888888888';

/** A teacher's saved offer: maths and physics for high school, 60 min for 80 zł and 90 min, a 2-lesson package. */
export const savedOffer: TTutoringOffer = {
  teacherId,
  teacher: {
    id: teacherId,
    username: 'anna',
    displayName: 'Anna Nowak',
    avatar: null,
    rating: {
      rating: 4.5,
      count: 2,
      homeworkRating: 0,
      homeworkCount: 0,
      courseRating: 0,
      courseCount: 0,
      lectureRating: 4.5,
      lectureCount: 2,
    },
  },
  enabled: true,
  description: 'Matura rozszerzona bez stresu.',
  subjects: ['MATHS', 'PHYSICS'],
  levels: ['HIGH_SCHOOL'],
  lessonOptions: [
    { id: optionId, durationMinutes: 60, priceGross: 8000 },
    { id: longOptionId, durationMinutes: 90, priceGross: 11_050 },
  ],
  packages: [{ id: packageId, lessonCount: 2, discountPercent: 10 }],
  group: { enabled: false, maxParticipants: 5, feePercent: 70 },
  openGroups: [],
  breakMinutes: 10,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const person = (id: string, username: string, displayName: string) => ({ id, username, displayName, avatar: null });

/** A booking as GET /api/tutoring/bookings answers it; its policies are given by each test. */
export function buildBooking(overrides: Partial<TBooking> = {}): TBooking {
  return {
    id: '55555555-6666-4777-8888-999999999999',
    status: 'reserved',
    kind: 'individual',
    lessonType: 'main',
    teacher: person(teacherId, 'anna', 'Anna Nowak'),
    student: person(studentId, 'jan', 'Jan Kowalski'),
    durationMinutes: 60,
    package: null,
    group: null,
    amountGross: 8000,
    lessons: [
      {
        id: '66666666-7777-4888-8999-000000000001',
        startsAt: '2026-11-26T16:00:00.000Z',
        endsAt: '2026-11-26T17:00:00.000Z',
        cancelled: false,
      },
    ],
    expiresAt: '2026-11-23T10:15:00.000Z',
    paymentId: null,
    awaitingParent: false,
    refundOnCancel: false,
    cancelledAt: null,
    createdAt: '2026-11-23T10:00:00.000Z',
    policies: { read: true, pay: true, cancel: true, accept: false },
    ...overrides,
  };
}

export type TCall = TApiCall;

/**
 * Stubs fetch: `/api/user/me` answers a confirmed account of `role` (when signed in), `handlers` ('GET /api/…')
 * answer the rest, anything else is a 404. Returns the calls, in order.
 */
export function stubTutoringApi(handlers: Record<string, TApiAnswer>, { role = 'USER' as TRole | null } = {}) {
  if (role)
    saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId: '6f1c1f4e-8d1f-4c53-9a49-0c2b1e6b7a10' });
  const answerRoute = answerByRoute(handlers);
  return stubApiCalls((call) => {
    if (call.path === '/api/user/me' && role)
      return jsonResponse(200, buildMe(role, { id: role === 'TEACHER' ? teacherId : studentId }));
    return answerRoute(call);
  });
}

/** Renders `ui` at `url` (matched by `route`) with the app's providers and toasts; other paths show where we went. */
export const renderTutoring = (ui: ReactNode, options: { route?: string; url?: string } = {}) =>
  renderWithDestination(ui, options).router;

export const json = jsonResponse;

export const lessonId = '66666666-7777-4888-8999-000000000001';

/** A lesson as GET /api/tutoring/lessons/{id} answers it: paid, over, unconfirmed; policies by each test. */
export function buildLesson(overrides: Partial<TLesson> = {}): TLesson {
  return {
    id: lessonId,
    bookingId: '55555555-6666-4777-8888-999999999999',
    bookingStatus: 'booked',
    lessonType: 'main',
    startsAt: '2026-11-26T16:00:00.000Z',
    endsAt: '2026-11-26T17:00:00.000Z',
    cancelled: false,
    teacher: person(teacherId, 'anna', 'Anna Nowak'),
    student: person(studentId, 'jan', 'Jan Kowalski'),
    confirmation: null,
    rating: null,
    dispute: null,
    files: [],
    policies: { read: true, confirm: false, dispute: false, rate: false, join: false, attach: false },
    ...overrides,
  };
}
