import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type TBooking, tutoringMessages } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { clearSessionAfterEachTest } from '../../test/session';
import { posts } from '../../test/stub-api';
import { BookingsPage } from './BookingsPage';
import { buildBooking, json, paymentId, renderTutoring, stubTutoringApi } from './tutoring-test-kit';

vi.setConfig({ testTimeout: 20_000 });

const reserved = buildBooking({ id: 'aaaaaaaa-0000-4000-8000-000000000001' });
const paid = buildBooking({
  id: 'aaaaaaaa-0000-4000-8000-000000000002',
  status: 'booked',
  teacher: { id: 'bbbbbbbb-0000-4000-8000-000000000001', username: 'ola', displayName: 'Ola Lis', avatar: null },
  package: { lessonCount: 2, discountPercent: 10 },
  amountGross: 14_400,
  lessons: [
    {
      id: 'cccccccc-0000-4000-8000-000000000001',
      startsAt: '2026-12-01T16:00:00.000Z',
      endsAt: '2026-12-01T17:00:00.000Z',
      cancelled: false,
    },
    {
      id: 'cccccccc-0000-4000-8000-000000000002',
      startsAt: '2026-12-08T16:00:00.000Z',
      endsAt: '2026-12-08T17:00:00.000Z',
      cancelled: false,
    },
  ],
  expiresAt: null,
  refundOnCancel: true,
  policies: { read: true, pay: false, cancel: true, accept: false },
});
const cancelled = buildBooking({
  id: 'aaaaaaaa-0000-4000-8000-000000000003',
  status: 'cancelled',
  teacher: { id: 'bbbbbbbb-0000-4000-8000-000000000002', username: 'ewa', displayName: 'Ewa Wrona', avatar: null },
  policies: { read: true, pay: false, cancel: false, accept: false },
});

const page = (results: TBooking[]) => json(200, { results, total: results.length, page: 1, pageCount: 1 });
const card = (name: string) => screen.getByRole('article', { name });

function stubBookings(role: 'USER' | 'TEACHER' = 'USER') {
  return stubTutoringApi(
    {
      'GET /api/tutoring/bookings': (call) =>
        call.search.get('as') === 'teacher'
          ? page([buildBooking({ id: 'dddddddd-0000-4000-8000-000000000001', awaitingParent: true })])
          : page([reserved, paid, cancelled]),
      [`POST /api/tutoring/bookings/${paid.id}/cancel`]: () =>
        json(200, { message: tutoringMessages.cancelledRefunded, booking: { ...paid, status: 'cancelled' } }),
      [`POST /api/tutoring/bookings/${reserved.id}/checkout`]: () =>
        json(200, { payment: { id: paymentId }, redirectUrl: null }),
    },
    { role },
  );
}

clearSessionAfterEachTest();

describe('/account/bookings', () => {
  it('lists the student’s bookings in Warsaw time with pay and cancel as their policies allow', async () => {
    const calls = stubBookings();
    renderTutoring(<BookingsPage />, { route: '/account/bookings', url: '/account/bookings' });

    const first = await screen.findByRole('article', { name: 'Nauczyciel: Anna Nowak' });
    expect(first.textContent).toContain('Do opłacenia');
    expect(first.textContent).toContain('czwartek 26.11.2026, 17:00–18:00');
    expect(first.textContent).toContain('Kwota: 80,00\u00a0zł');
    expect(first.textContent).toContain('Opłać do 11:15');
    expect(within(first).getByRole('button', { name: 'Zapłać' })).toBeInstanceOf(Element);
    expect(within(first).getByRole('button', { name: 'Anuluj' })).toBeInstanceOf(Element);

    const second = card('Nauczyciel: Ola Lis');
    expect(second.textContent).toContain('Opłacone');
    expect(second.textContent).toContain('Pakiet: 2 lekcje, rabat 10%');
    expect(second.textContent).toContain('wtorek 01.12.2026, 17:00–18:00');
    expect(second.textContent).toContain('wtorek 08.12.2026, 17:00–18:00');
    expect(
      within(second)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/account/lessons/cccccccc-0000-4000-8000-000000000001',
      '/account/lessons/cccccccc-0000-4000-8000-000000000002',
    ]);
    expect(within(second).queryByRole('button', { name: 'Zapłać' })).toBeNull();
    expect(within(second).getByRole('button', { name: 'Anuluj' })).toBeInstanceOf(Element);

    const third = card('Nauczyciel: Ewa Wrona');
    expect(third.textContent).toContain('Anulowane');
    expect(within(third).queryAllByRole('button')).toEqual([]);

    expect(screen.queryByRole('tab')).toBeNull();
    expect(calls.find((call) => call.path === '/api/tutoring/bookings')?.search.get('as')).toBe('student');
  });

  it('says before cancelling that the money comes back, then cancels', async () => {
    const calls = stubBookings();
    renderTutoring(<BookingsPage />, { route: '/account/bookings', url: '/account/bookings' });
    const second = await screen.findByRole('article', { name: 'Nauczyciel: Ola Lis' });
    fireEvent.click(within(second).getByRole('button', { name: 'Anuluj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anulować rezerwację?' });
    expect(dialog.textContent).toContain('Pieniądze za zajęcia wrócą na Twoje konto.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj rezerwację' }));
    expect(await screen.findByText(tutoringMessages.cancelledRefunded)).toBeInstanceOf(Element);
    expect(posts(calls)).toEqual([{ path: `/api/tutoring/bookings/${paid.id}/cancel`, body: {} }]);
  });

  it('pays a reservation and goes to the payment’s page when there is no redirect', async () => {
    const calls = stubBookings();
    const router = renderTutoring(<BookingsPage />, { route: '/account/bookings', url: '/account/bookings' });
    const first = await screen.findByRole('article', { name: 'Nauczyciel: Anna Nowak' });
    fireEvent.click(within(first).getByRole('button', { name: 'Zapłać' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opłać rezerwację' });
    // The payment form loads with the dialog: wait for it rather than read it at once.
    expect((await within(dialog).findByRole('radio', { name: /Płatność online/ })).getAttribute('aria-checked')).toBe(
      'true',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapłać' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payment/${paymentId}`));
    expect(posts(calls)).toEqual([
      { path: `/api/tutoring/bookings/${reserved.id}/checkout`, body: { method: 'stripe', buyer: 'private' } },
    ]);
  });

  it('gives a teacher a second tab with the bookings of their own lessons', async () => {
    const calls = stubBookings('TEACHER');
    renderTutoring(<BookingsPage />, { route: '/account/bookings', url: '/account/bookings' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Jako nauczyciel' }));
    const teacherCard = await screen.findByRole('article', { name: 'Uczeń: Jan Kowalski' });
    // A minor's reservation waits for the parent (issue 72).
    expect(within(teacherCard).getByText('Czeka na zgodę rodzica')).toBeInstanceOf(Element);
    expect(calls.filter((call) => call.path === '/api/tutoring/bookings').map((call) => call.search.get('as'))).toEqual(
      ['student', 'teacher'],
    );
  });

  it('says when there are no bookings yet', async () => {
    stubTutoringApi({ 'GET /api/tutoring/bookings': () => page([]) });
    renderTutoring(<BookingsPage />, { route: '/account/bookings', url: '/account/bookings' });
    expect(await screen.findByText('Nie masz jeszcze żadnych rezerwacji.')).toBeInstanceOf(Element);
    expect(screen.getByRole('link', { name: 'Znajdź nauczyciela' }).getAttribute('href')).toBe('/tutoring');
  });

  it('lets the student take a time the teacher offered', async () => {
    const offered = buildBooking({
      id: 'eeeeeeee-0000-4000-8000-000000000001',
      status: 'offered',
      policies: { read: true, pay: false, accept: true, cancel: true },
    });
    const calls = stubTutoringApi({
      'GET /api/tutoring/bookings': () => page([offered]),
      [`POST /api/tutoring/bookings/${offered.id}/accept`]: () =>
        json(200, { message: tutoringMessages.reserved, booking: { ...offered, status: 'reserved' } }),
    });
    renderTutoring(<BookingsPage />, { route: '/account/bookings', url: '/account/bookings' });
    const offer = await screen.findByRole('article', { name: 'Nauczyciel: Anna Nowak' });
    expect(offer.textContent).toContain('Zaproponowane');
    expect(offer.textContent).toContain('Nauczyciel proponuje ten termin.');
    fireEvent.click(within(offer).getByRole('button', { name: 'Przyjmij termin' }));
    expect(await screen.findByText(tutoringMessages.reserved)).toBeInstanceOf(Element);
    expect(posts(calls)).toEqual([{ path: `/api/tutoring/bookings/${offered.id}/accept`, body: {} }]);
  });
});
