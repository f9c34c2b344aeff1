import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { tutoringMessages } from '@zadania/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../lib/api/token-storage';
import { posts } from '../../test/stub-api';
import { TutoringBookingPage } from './TutoringBookingPage';
import {
  buildBooking,
  json,
  optionId,
  packageId,
  paymentId,
  renderTutoring,
  savedOffer,
  stubTutoringApi,
  type TCall,
  teacherId,
} from './tutoring-test-kit';

vi.setConfig({ testTimeout: 20_000 });

/**
 * Free 60-minute lessons from Monday 23 November 2026 (Warsaw is UTC+1): Monday 17:00 and 23:30, Wednesday 00:15
 * (still Tuesday in UTC) and 08:00. Tuesday has none.
 */
const times = [
  { startsAt: '2026-11-23T16:00:00.000Z', endsAt: '2026-11-23T17:00:00.000Z' },
  { startsAt: '2026-11-23T22:30:00.000Z', endsAt: '2026-11-23T23:30:00.000Z' },
  { startsAt: '2026-11-24T23:15:00.000Z', endsAt: '2026-11-25T00:15:00.000Z' },
  { startsAt: '2026-11-25T07:00:00.000Z', endsAt: '2026-11-25T08:00:00.000Z' },
];
const freeTimes = { timeZone: 'Europe/Warsaw', durationMinutes: 60, breakMinutes: 10, times };

const freeTimeCalls = (calls: TCall[]) => calls.filter((call) => call.path.endsWith('/free-times'));

function stubBooking({
  role = 'USER' as 'USER' | 'TEACHER' | null,
  create = (_call: TCall) => json(200, { message: tutoringMessages.reserved, booking: buildBooking() }),
} = {}) {
  return stubTutoringApi(
    {
      [`GET /api/tutoring/teachers/${teacherId}`]: () => json(200, savedOffer),
      [`GET /api/tutoring/teachers/${teacherId}/free-times`]: () => json(200, freeTimes),
      'POST /api/tutoring/bookings': create,
      [`POST /api/tutoring/bookings/${buildBooking().id}/checkout`]: () =>
        json(200, { payment: { id: paymentId }, redirectUrl: `/checkout/demo/${paymentId}` }),
    },
    { role },
  );
}

const renderBooking = () =>
  renderTutoring(<TutoringBookingPage />, { route: '/tutoring/:teacherId', url: `/tutoring/${teacherId}` });
const day = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T10:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSession();
});

describe('/tutoring/{teacherId}', () => {
  it('shows a week of free times grouped by the Warsaw day', async () => {
    const calls = stubBooking();
    renderBooking();
    expect(await screen.findByText('Matura rozszerzona bez stresu.')).toBeInstanceOf(Element);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      `Korepetycje: ${savedOffer.teacher.displayName}`,
    );
    expect(screen.getByRole('link', { name: 'Profil nauczyciela' }).getAttribute('href')).toBe('/teachers/anna');
    expect(screen.getByRole('radio', { name: '60 min – 80,00\u00a0zł' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: '2 lekcje, rabat 10%' })).toBeInstanceOf(Element);

    const monday = await screen.findByRole('region', { name: 'poniedziałek, 23.11' });
    expect(
      within(monday)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['17:00', '23:30']);
    expect(day('wtorek, 24.11').textContent).toContain('Brak terminów');
    expect(
      within(day('środa, 25.11'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['00:15', '08:00']);
    expect(screen.getAllByTestId('free-day')).toHaveLength(7);
    expect(screen.getByText('23.11.2026 – 29.11.2026')).toBeInstanceOf(Element);
    const [first] = freeTimeCalls(calls);
    expect(Object.fromEntries(first?.search ?? [])).toEqual({ optionId, from: '2026-11-23', days: '7' });
    expect(screen.getByRole('button', { name: 'Poprzedni tydzień' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Następny tydzień' }));
    await waitFor(() => expect(freeTimeCalls(calls)).toHaveLength(2));
    expect(freeTimeCalls(calls)[1]?.search.get('from')).toBe('2026-11-30');
  });

  it('books the picked time, then pays it the way the checkout answers', async () => {
    const calls = stubBooking();
    const router = renderBooking();
    const wednesday = await screen.findByRole('region', { name: 'środa, 25.11' });
    const book = screen.getByRole('button', { name: 'Zarezerwuj' });
    expect(book).toHaveProperty('disabled', true);
    const eight = within(wednesday).getByRole('button', { name: 'środa, 25.11, 08:00' });
    fireEvent.click(eight);
    expect(eight.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(book);

    expect(await screen.findByText(tutoringMessages.reserved)).toBeInstanceOf(Element);
    expect(posts(calls)).toEqual([
      {
        path: '/api/tutoring/bookings',
        body: { teacherId, optionId, packageId: null, startsAt: ['2026-11-25T07:00:00.000Z'], kind: 'individual' },
      },
    ]);
    expect(screen.getByText('czwartek 26.11.2026, 17:00–18:00')).toBeInstanceOf(Element);
    expect(screen.getByText('Opłać do 11:15, inaczej termin zostanie zwolniony.')).toBeInstanceOf(Element);

    // The checkout form's code loads where it is shown.
    fireEvent.click(await screen.findByRole('radio', { name: /Przelew tradycyjny/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Zapłać' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/demo/${paymentId}`));
    expect(posts(calls)[1]).toEqual({
      path: `/api/tutoring/bookings/${buildBooking().id}/checkout`,
      body: { method: 'manual', buyer: 'private' },
    });
  });

  it('asks for as many times as the package has lessons', async () => {
    const calls = stubBooking();
    renderBooking();
    fireEvent.click(await screen.findByRole('radio', { name: '2 lekcje, rabat 10%' }));
    expect(await screen.findByText('Wybierz 2 terminy (0 wybrano).')).toBeInstanceOf(Element);
    fireEvent.click(await screen.findByRole('button', { name: 'środa, 25.11, 08:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'poniedziałek, 23.11, 17:00' }));
    // Both lessons are chosen: the other times wait until one is let go.
    expect(screen.getByRole('button', { name: 'poniedziałek, 23.11, 23:30' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Zarezerwuj' }));
    await screen.findByText(tutoringMessages.reserved);
    expect(posts(calls)[0]?.body).toEqual({
      teacherId,
      optionId,
      packageId,
      startsAt: ['2026-11-23T16:00:00.000Z', '2026-11-25T07:00:00.000Z'],
      kind: 'individual',
    });
  });

  it('books a seat in an open group at the group price, or opens a group at a free time', async () => {
    const groupOffer = {
      ...savedOffer,
      group: { enabled: true, maxParticipants: 4, feePercent: 60 },
      openGroups: [
        {
          id: '77777777-8888-4999-8aaa-bbbbbbbbbbbb',
          optionId,
          startsAt: '2026-11-24T16:00:00.000Z',
          endsAt: '2026-11-24T17:00:00.000Z',
          durationMinutes: 60,
          seatPriceGross: 4800,
          seatsTaken: 2,
          capacity: 4,
        },
      ],
    };
    const calls = stubTutoringApi({
      [`GET /api/tutoring/teachers/${teacherId}`]: () => json(200, groupOffer),
      [`GET /api/tutoring/teachers/${teacherId}/free-times`]: () => json(200, freeTimes),
      'POST /api/tutoring/bookings': () =>
        json(201, { message: tutoringMessages.groupReserved, booking: buildBooking({ kind: 'group' }) }),
    });
    renderBooking();
    fireEvent.click(await screen.findByRole('radio', { name: 'Grupowe (do 4 osób, 60% ceny za miejsce)' }));
    expect(screen.getByRole('radio', { name: '60 min – 48,00\u00a0zł za miejsce' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('radio', { name: '2 lekcje, rabat 10%' })).toBeNull();
    const join = screen.getByRole('button', {
      name: 'wtorek 24.11.2026, 17:00 · 60 min · 48,00\u00a0zł · miejsca: 2/4',
    });
    fireEvent.click(join);
    expect(join.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Zarezerwuj miejsce' }));
    expect(await screen.findByText(tutoringMessages.groupReserved)).toBeInstanceOf(Element);
    expect(posts(calls)[0]?.body).toEqual({
      teacherId,
      optionId,
      packageId: null,
      startsAt: ['2026-11-24T16:00:00.000Z'],
      kind: 'group',
    });
  });

  it('says a taken time is taken and loads the free times again', async () => {
    const calls = stubBooking({
      create: () => json(409, { statusCode: 409, error: 'Conflict', message: tutoringMessages.timeTaken }),
    });
    renderBooking();
    fireEvent.click(await screen.findByRole('button', { name: 'poniedziałek, 23.11, 17:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zarezerwuj' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Ten termin jest już zajęty. Wybierz inny.');
    await waitFor(() => expect(freeTimeCalls(calls)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'poniedziałek, 23.11, 17:00' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(screen.getByRole('button', { name: 'Zarezerwuj' })).toHaveProperty('disabled', true);
  });

  it('shows a signed-out visitor the times and a way to log in and come back', async () => {
    const calls = stubBooking({ role: null });
    renderBooking();
    const monday = await screen.findByRole('region', { name: 'poniedziałek, 23.11' });
    expect(within(monday).queryAllByRole('button')).toEqual([]);
    expect(monday.textContent).toContain('17:00');
    expect(screen.getByRole('link', { name: 'Zaloguj się, aby zarezerwować zajęcia' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent(`/tutoring/${teacherId}`)}`,
    );
    expect(screen.queryByRole('button', { name: 'Zarezerwuj' })).toBeNull();
    expect(posts(calls)).toEqual([]);
  });

  it('shows the not-found page for an unknown teacher', async () => {
    stubTutoringApi({}, { role: null });
    renderBooking();
    expect(await screen.findByRole('heading', { name: 'Nie znaleziono strony' })).toBeInstanceOf(Element);
  });
});
