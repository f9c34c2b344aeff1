import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TReview, TUserRating } from '@zadania/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../lib/api/token-storage';
import { jsonResponse } from '../../test/fixtures';
import { ProfilePage } from './ProfilePage';
import {
  admin,
  buildProfile,
  buildReview,
  noPolicies,
  noRating,
  renderAt,
  reviewPage,
  stubApi,
  student,
  type TCall,
  teacherId,
} from './profile-test-utils';

// The editor itself is tested in its package; here a textarea stands in for it.
vi.mock('../../components/editor/RichTextEditor', () => import('../../test/rich-text-editor-stub'));

vi.setConfig({ testTimeout: 20_000 });

const ratingAfter = (rating: number, count: number): TUserRating => ({ ...noRating, rating, count });

/** A teacher's profile and reviews that change as the stubbed server is asked to. */
function serveReviews({ viewer, reviews = [] as TReview[] }: { viewer: typeof student; reviews?: TReview[] }) {
  let list = [...reviews];
  let own: TReview | null = list.find((review) => review.author.id === viewer.id) ?? null;
  let rating = ratingAfter(4, list.length);
  const profile = () => buildProfile({ rating, policies: { ...noPolicies, chat: true, review: true } });
  const stub = stubApi(
    ({ method, path, body }: TCall) => {
      if (path === '/api/user/username/anna') return jsonResponse(200, profile());
      if (path === `/api/user/${teacherId}/reviews` && method === 'GET')
        return jsonResponse(200, reviewPage(list, own));
      if (path === `/api/user/${teacherId}/reviews` && method === 'POST') {
        own = buildReview({ ...(body as object), id: 'aaaaaaaa-1807-4f6e-9d5c-4b3a29180706' });
        list = [own, ...list];
        rating = ratingAfter(4.5, list.length);
        return jsonResponse(201, { message: 'Dodano!', review: own, teacherRating: rating });
      }
      if (own && path === `/api/review/${own.id}` && method === 'PUT') {
        own = { ...own, ...(body as object), updatedAt: '2026-02-01T10:00:00.000Z' };
        list = list.map((review) => (review.id === own?.id ? own : review));
        rating = ratingAfter(3, list.length);
        return jsonResponse(200, { message: 'Zaktualizowano!', review: own, teacherRating: rating });
      }
      const deleted = method === 'DELETE' && list.find((review) => path === `/api/review/${review.id}`);
      if (deleted) {
        list = list.filter((review) => review.id !== deleted.id);
        if (own?.id === deleted.id) own = null;
        rating = ratingAfter(list.length ? 4 : 0, list.length);
        return jsonResponse(200, { message: 'Usunięto!', teacherRating: rating });
      }
      return undefined;
    },
    { me: viewer },
  );
  vi.stubGlobal('fetch', vi.fn(stub.fetchMock));
  return stub.calls;
}

/** The overall rating at the top of the card (the breakdown's stars follow it). */
const overallRating = () =>
  within(screen.getByTestId('profile-rating')).getAllByRole('img')[0]?.getAttribute('aria-label');
const chooseStars = (label: string) => {
  const star = screen.getByRole('radio', { name: label });
  star.focus();
  fireEvent.keyDown(star, { key: 'Enter' });
};

describe('teacher reviews', () => {
  afterEach(() => {
    act(() => notifications.clean());
    clearSession();
    vi.unstubAllGlobals();
  });

  it("writes a review with stars and text ('Zrecenzowano!'), then edits ('Zaktualizowano!') and deletes it ('Usunięto!')", async () => {
    saveSession({ token: 'token', refreshToken: 'refresh', sessionId: 'session' });
    const calls = serveReviews({ viewer: student });
    renderAt(<ProfilePage />, '/teachers/anna');

    expect(await screen.findByText('Brak opinii')).toBeInstanceOf(Element);
    // Nothing chosen yet: the form says what is missing and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Wystaw opinię' }));
    expect(await screen.findByText('Wybierz ocenę od 1 do 5 gwiazdek')).toBeInstanceOf(Element);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    chooseStars('5 gwiazdek');
    fireEvent.change(screen.getByRole('textbox', { name: 'Treść opinii' }), {
      target: { value: '<p>Bardzo dobrze tłumaczy.</p>' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Wystaw opinię' }));
    expect(await screen.findByText('Zrecenzowano!')).toBeInstanceOf(Element);
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: `/api/user/${teacherId}/reviews`,
      body: { rating: 5, review: '<p>Bardzo dobrze tłumaczy.</p>' },
    });
    // The teacher's rating is the one the answer carries; the form now edits the own review.
    expect(overallRating()).toBe('Ocena 4,50 na 5, 1 ocena');
    expect(await screen.findByRole('heading', { name: 'Twoja opinia' })).toBeInstanceOf(Element);
    expect(await screen.findByText('Bardzo dobrze tłumaczy.')).toBeInstanceOf(Element);

    chooseStars('3 gwiazdki');
    fireEvent.change(screen.getByRole('textbox', { name: 'Treść opinii' }), {
      target: { value: '<p>Dobrze tłumaczy.</p>' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Zaktualizowano!')).toBeInstanceOf(Element);
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/review/aaaaaaaa-1807-4f6e-9d5c-4b3a29180706',
      body: { rating: 3, review: '<p>Dobrze tłumaczy.</p>' },
    });
    expect(await screen.findByText('Dobrze tłumaczy.')).toBeInstanceOf(Element);
    expect(overallRating()).toBe('Ocena 3,00 na 5, 1 ocena');

    fireEvent.click(screen.getByRole('button', { name: 'Usuń opinię' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Usunięto!')).toBeInstanceOf(Element);
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/review/aaaaaaaa-1807-4f6e-9d5c-4b3a29180706',
    ]);
    expect(await screen.findByText('Brak opinii')).toBeInstanceOf(Element);
    expect(screen.getByRole('button', { name: 'Wystaw opinię' })).toBeInstanceOf(Element);
    expect(overallRating()).toBe('Brak ocen');
  });

  it('lets an ADMIN delete any review from the list', async () => {
    saveSession({ token: 'token', refreshToken: 'refresh', sessionId: 'session' });
    const other = buildReview({ policies: { update: false, delete: true } });
    const calls = serveReviews({ viewer: admin, reviews: [other] });
    renderAt(<ProfilePage />, '/teachers/anna');

    const item = await screen.findByRole('article', { name: `Opinia: ${student.displayName}` });
    expect(within(item).getByRole('img', { name: 'Ocena 4 na 5' })).toBeInstanceOf(Element);
    fireEvent.click(within(item).getByRole('button', { name: `Usuń opinię: ${student.displayName}` }));
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Usunięto!')).toBeInstanceOf(Element);
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/review/${other.id}`,
    ]);
    await waitFor(() => expect(screen.queryByRole('article', { name: `Opinia: ${student.displayName}` })).toBeNull());
  });

  it('asks a signed-out visitor to log in instead of showing the form', async () => {
    const stub = stubApi(({ path }) => {
      if (path === '/api/user/username/anna') return jsonResponse(200, buildProfile());
      if (path === `/api/user/${teacherId}/reviews`) {
        // What the API answers a signed-out viewer: no review may be changed.
        return jsonResponse(200, reviewPage([buildReview({ policies: { update: false, delete: false } })]));
      }
      return undefined;
    });
    vi.stubGlobal('fetch', vi.fn(stub.fetchMock));
    renderAt(<ProfilePage />, '/teachers/anna');

    expect(await screen.findByRole('article', { name: `Opinia: ${student.displayName}` })).toBeInstanceOf(Element);
    expect(screen.getByRole('link', { name: 'Zaloguj się' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/teachers/anna#reviews')}`,
    );
    expect(screen.queryByRole('button', { name: 'Wystaw opinię' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Usuń opinię/ })).toBeNull();
  });
});
