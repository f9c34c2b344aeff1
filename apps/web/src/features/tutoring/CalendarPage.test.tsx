import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { lessonMessages, type TCalendarEvent } from '@zadania/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../lib/api/token-storage';
import { CalendarPage } from './CalendarPage';
import { json, lessonId, renderTutoring, stubTutoringApi, type TCall, teacherId } from './tutoring-test-kit';

vi.setConfig({ testTimeout: 20_000 });

const anna = { id: teacherId, username: 'anna', displayName: 'Anna Nowak', avatar: null };
/** 23:30 UTC on Thursday 26.11 is 00:30 on Friday 27.11 in Warsaw (CET, UTC+1). */
const lateEvent: TCalendarEvent = {
  lessonId,
  bookingId: '55555555-6666-4777-8888-999999999999',
  startsAt: '2026-11-26T23:30:00.000Z',
  endsAt: '2026-11-27T00:30:00.000Z',
  role: 'student',
  counterpart: anna,
  bookingStatus: 'booked',
  confirmation: 'TEACHER_CONFIRMED',
  lessonType: 'main',
  group: null,
};
const feedUrl = (n: number) => `https://zadania.example/api/tutoring/calendar/feed/token-${n}.ics`;

function stubCalendar(events: TCalendarEvent[] = [lateEvent]) {
  let created = 0;
  return stubTutoringApi({
    'GET /api/tutoring/calendar': () => json(200, { timeZone: 'Europe/Warsaw', events }),
    'GET /api/tutoring/calendar/feed': () => json(200, { url: null }),
    'POST /api/tutoring/calendar/feed': () => {
      created += 1;
      return json(200, { url: feedUrl(created) });
    },
    'DELETE /api/tutoring/calendar/feed': () => json(200, { message: lessonMessages.feedRevoked }),
  });
}

const calendarCalls = (calls: TCall[]) =>
  calls.filter((call) => call.path === '/api/tutoring/calendar').map((call) => call.search.toString());

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T10:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSession();
});

describe('/account/calendar', () => {
  it('shows the week by Warsaw day: a lesson at 23:30 UTC lands on the next day', async () => {
    const calls = stubCalendar();
    renderTutoring(<CalendarPage />, { route: '/account/calendar', url: '/account/calendar' });

    const friday = await screen.findByRole('region', { name: 'piątek, 27.11' });
    const event = await within(friday).findByRole('link');
    expect(event.getAttribute('href')).toBe(`/account/lessons/${lessonId}`);
    expect(event.textContent).toContain('00:30–01:30');
    expect(event.textContent).toContain('Anna Nowak');
    expect(event.textContent).toContain('Nauczyciel');
    expect(event.textContent).toContain('Opłacone');
    expect(event.textContent).toContain('Potwierdzone przez nauczyciela');
    expect(within(screen.getByRole('region', { name: 'czwartek, 26.11' })).queryByRole('link')).toBeNull();
    expect(screen.getAllByTestId('calendar-event')).toHaveLength(1);
    expect(calendarCalls(calls)).toEqual(['from=2026-11-23&to=2026-11-30']);

    fireEvent.click(screen.getByRole('button', { name: 'Następny' }));
    await waitFor(() => expect(calendarCalls(calls)).toContain('from=2026-11-30&to=2026-12-07'));
    expect(await screen.findByRole('region', { name: 'poniedziałek, 30.11' })).toBeInstanceOf(Element);
    fireEvent.click(screen.getByRole('button', { name: 'Dziś' }));
    expect(await screen.findByRole('region', { name: 'piątek, 27.11' })).toBeInstanceOf(Element);
  });

  it('shows the month as whole weeks with the lesson as a chip on its Warsaw day', async () => {
    const calls = stubCalendar();
    renderTutoring(<CalendarPage />, { route: '/account/calendar', url: '/account/calendar' });
    await screen.findByRole('region', { name: 'piątek, 27.11' });

    fireEvent.click(screen.getByRole('radio', { name: 'Miesiąc' }));
    await waitFor(() => expect(calendarCalls(calls)).toContain('from=2026-10-26&to=2026-12-07'));
    const month = await screen.findByTestId('month-view');
    await waitFor(() => expect(within(month).getAllByRole('region')).toHaveLength(42));
    const friday = within(month).getByRole('region', { name: 'piątek, 27.11' });
    const chip = within(friday).getByRole('link', { name: '00:30 Anna Nowak (Nauczyciel, Opłacone)' });
    expect(chip.getAttribute('href')).toBe(`/account/lessons/${lessonId}`);
    expect(screen.getByTestId('calendar-range').textContent).toBe('listopad 2026');

    fireEvent.click(screen.getByRole('button', { name: 'Poprzedni' }));
    await waitFor(() => expect(calendarCalls(calls)).toContain('from=2026-09-28&to=2026-11-02'));
    expect(screen.getByTestId('calendar-range').textContent).toBe('październik 2026');
  });

  it('shows the teacher a group lesson once, with its participants', async () => {
    stubCalendar([
      {
        ...lateEvent,
        role: 'teacher',
        confirmation: null,
        group: { sessionId: '77777777-8888-4999-8aaa-bbbbbbbbbbbb', participants: 3 },
      },
    ]);
    renderTutoring(<CalendarPage />, { route: '/account/calendar', url: '/account/calendar' });
    const friday = await screen.findByRole('region', { name: 'piątek, 27.11' });
    const event = await within(friday).findByRole('link');
    expect(event.textContent).toContain('3 uczestników');
    expect(event.textContent).toContain('Zajęcia grupowe');
    expect(event.textContent).not.toContain('Anna Nowak');
  });

  it('says when there are no lessons', async () => {
    stubCalendar([]);
    renderTutoring(<CalendarPage />, { route: '/account/calendar', url: '/account/calendar' });
    expect(await screen.findByText('Brak zajęć w tym okresie.')).toBeInstanceOf(Element);
  });

  it('turns the iCalendar feed on, rotates its address after a warning and turns it off', async () => {
    const calls = stubCalendar();
    renderTutoring(<CalendarPage />, { route: '/account/calendar', url: '/account/calendar' });
    const feedCalls = () =>
      calls.filter((call) => call.path === '/api/tutoring/calendar/feed' && call.method !== 'GET').map((c) => c.method);

    fireEvent.click(await screen.findByRole('button', { name: 'Włącz subskrypcję kalendarza' }));
    const address = await screen.findByRole('textbox', { name: 'Adres kalendarza' });
    expect((address as HTMLInputElement).value).toBe(feedUrl(1));
    expect(screen.getByText(/Dodaj kalendarz z adresu URL/)).toBeInstanceOf(Element);
    expect(screen.getByRole('button', { name: 'Kopiuj' })).toBeInstanceOf(Element);

    fireEvent.click(screen.getByRole('button', { name: 'Wygeneruj nowy adres' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wygenerować nowy adres?' });
    expect(dialog.textContent).toContain('Obecny adres przestanie działać');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wygeneruj' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Adres kalendarza' }) as HTMLInputElement).value).toBe(feedUrl(2)),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Wyłącz' }));
    expect(await screen.findByText(lessonMessages.feedRevoked)).toBeInstanceOf(Element);
    expect(await screen.findByRole('button', { name: 'Włącz subskrypcję kalendarza' })).toBeInstanceOf(Element);
    expect(feedCalls()).toEqual(['POST', 'POST', 'DELETE']);
  });
});
