import type { TReview, TReviewPage, TUserProfile, TUserRating } from '@zadania/shared';
import type { ReactNode } from 'react';
import '../../i18n/i18n';
import { buildMe, jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';

export const teacherId = '3b9c1d2e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
export const student = buildMe('USER', { username: 'uczen', displayName: 'Uczeń Ula' });
export const admin = buildMe('ADMIN', {
  id: '9e8d7c6b-5a49-4382-a716-151413121110',
  username: 'admin',
  displayName: 'Admin Adam',
});

export const noRating: TUserRating = {
  rating: 0,
  count: 0,
  homeworkRating: 0,
  homeworkCount: 0,
  courseRating: 0,
  courseCount: 0,
  lectureRating: 0,
  lectureCount: 0,
};

export const noPolicies: TUserProfile['policies'] = {
  chat: false,
  contact: false,
  review: false,
  update: false,
  grantBadges: false,
};

export function buildProfile(overrides: Partial<TUserProfile> = {}): TUserProfile {
  return {
    id: teacherId,
    role: 'TEACHER',
    username: 'anna',
    displayName: 'Anna Nowak',
    avatar: null,
    description: null,
    lastOnline: null,
    createdAt: '2024-03-01T09:00:00.000Z',
    badges: [],
    verified: false,
    verifiedUntil: null,
    video: null,
    phoneNumber: null,
    phoneNumberPublic: false,
    rating: noRating,
    policies: noPolicies,
    ...overrides,
  };
}

export function buildReview(overrides: Partial<TReview> = {}): TReview {
  return {
    id: '5c4b3a29-1807-4f6e-9d5c-4b3a29180706',
    teacherId,
    author: { id: student.id, username: student.username, displayName: student.displayName, avatar: null },
    rating: 4,
    review: '<p>Świetnie tłumaczy.</p>',
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    policies: { update: true, delete: true },
    ...overrides,
  };
}

export const reviewPage = (results: TReview[], ownReview: TReview | null = null): TReviewPage => ({
  results,
  total: results.length,
  page: 1,
  pageCount: results.length > 0 ? 1 : 0,
  ownReview,
});

export type TCall = { method: string; path: string; body: unknown };
export type THandler = (call: TCall) => Response | undefined;

/**
 * Stubs fetch: `handle` answers what the test is about; presence, the signed-in user (`me`) and an empty
 * task list are answered here; anything else is a 404.
 */
export function stubApi(handle: THandler, { me }: { me?: unknown } = {}) {
  const calls: TCall[] = [];
  const fetchMock = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const call = { method: init.method ?? 'GET', path, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const answer = handle(call);
    if (answer) return answer;
    if (path === '/api/user/online' || path === '/api/user/busy') return jsonResponse(200, []);
    if (path === '/api/user/me' && me) return jsonResponse(200, me);
    if (path === '/api/homework') return jsonResponse(200, { results: [], total: 0, page: 1, pageCount: 0 });
    return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Nie znaleziono.' });
  };
  return { calls, fetchMock };
}

/** Renders `ui` on every profile path (and a catch-all) at `path`, with Mantine, toasts and a fresh cache. */
export const renderAt = (ui: ReactNode, path: string) =>
  renderRoutes(
    ['/teachers/:username', '/users/:username', '/admins/:username', '*'].map((route) => ({
      path: route,
      element: ui,
    })),
    { path, toasts: true },
  );
