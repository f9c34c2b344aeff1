import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TDisputeListItem } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { clearSessionAfterEachTest } from '../../test/session';
import { posts } from '../../test/stub-api';
import { DisputesPage } from './DisputesPage';
import { json, lessonId, renderTutoring, stubTutoringApi, studentId, teacherId } from './tutoring-test-kit';

vi.setConfig({ testTimeout: 20_000 });

const disputeId = '12345678-1234-4234-8234-123456789012';
const dispute: TDisputeListItem = {
  id: disputeId,
  status: 'OPEN',
  reason: 'Nauczyciel nie przyszedł na zajęcia.',
  openedById: studentId,
  createdAt: '2026-11-26T18:00:00.000Z',
  resolvedAt: null,
  lessonId,
  bookingId: '55555555-6666-4777-8888-999999999999',
  startsAt: '2026-11-26T16:00:00.000Z',
  teacher: { id: teacherId, username: 'anna', displayName: 'Anna Nowak', avatar: null },
  student: { id: studentId, username: 'jan', displayName: 'Jan Kowalski', avatar: null },
  amountGross: 8000,
};
const page = (results: TDisputeListItem[]) => json(200, { results, total: results.length, page: 1, pageCount: 1 });

clearSessionAfterEachTest();

describe('/admin/disputes', () => {
  it('lists open disputes and refunds the student after a confirmation', async () => {
    let resolved = false;
    const calls = stubTutoringApi(
      {
        'GET /api/tutoring/disputes': (call) =>
          page(call.search.get('status') === 'OPEN' && !resolved ? [dispute] : []),
        [`POST /api/tutoring/disputes/${disputeId}/resolve`]: () => {
          resolved = true;
          return json(200, { message: 'Zwrócono pieniądze uczniowi.', dispute: { ...dispute, status: 'REFUNDED' } });
        },
      },
      { role: 'ADMIN' },
    );
    renderTutoring(<DisputesPage />, { route: '/admin/disputes', url: '/admin/disputes' });

    const card = await screen.findByRole('article', { name: 'Zajęcia: czwartek 26.11.2026, 17:00' });
    expect(card.textContent).toContain('Nauczyciel: Anna Nowak · Uczeń: Jan Kowalski');
    expect(card.textContent).toContain('Kwota: 80,00\u00a0zł');
    expect(card.textContent).toContain(dispute.reason);
    expect(calls.find((call) => call.path === '/api/tutoring/disputes')?.search.get('status')).toBe('OPEN');

    fireEvent.click(within(card).getByRole('button', { name: 'Zwróć pieniądze uczniowi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rozstrzygnąć spór?' });
    expect(posts(calls)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zwróć pieniądze uczniowi' }));
    expect(await screen.findByText('Zwrócono pieniądze uczniowi.')).toBeInstanceOf(Element);
    expect(posts(calls)).toEqual([
      { path: `/api/tutoring/disputes/${disputeId}/resolve`, body: { outcome: 'REFUNDED' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
  });

  it('pays the teacher with RELEASED', async () => {
    const calls = stubTutoringApi(
      {
        'GET /api/tutoring/disputes': () => page([dispute]),
        [`POST /api/tutoring/disputes/${disputeId}/resolve`]: () =>
          json(200, { message: 'Wypłacono.', dispute: { ...dispute, status: 'RELEASED' } }),
      },
      { role: 'ADMIN' },
    );
    renderTutoring(<DisputesPage />, { route: '/admin/disputes', url: '/admin/disputes' });
    fireEvent.click(await screen.findByRole('button', { name: 'Wypłać nauczycielowi' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Wypłać nauczycielowi' }));
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        { path: `/api/tutoring/disputes/${disputeId}/resolve`, body: { outcome: 'RELEASED' } },
      ]),
    );
  });

  it('shows the decided disputes without actions on the second tab', async () => {
    stubTutoringApi(
      {
        'GET /api/tutoring/disputes': (call) =>
          page(
            call.search.get('status') === 'RESOLVED' ? [{ ...dispute, id: lessonId, status: 'RELEASED' }] : [dispute],
          ),
      },
      { role: 'ADMIN' },
    );
    renderTutoring(<DisputesPage />, { route: '/admin/disputes', url: '/admin/disputes' });
    await screen.findByRole('article');
    fireEvent.click(screen.getByRole('tab', { name: 'Rozstrzygnięte' }));
    await waitFor(() => expect(screen.getByRole('article').textContent).toContain('Wypłacono nauczycielowi'));
    expect(screen.queryByRole('button', { name: 'Wypłać nauczycielowi' })).toBeNull();
  });

  it('tells a non-admin the page is not theirs', async () => {
    const calls = stubTutoringApi({}, { role: 'USER' });
    renderTutoring(<DisputesPage />, { route: '/admin/disputes', url: '/admin/disputes' });
    await waitFor(() => expect(screen.queryByRole('tab')).toBeNull());
    await waitFor(() => expect(calls.some((call) => call.path === '/api/user/me')).toBe(true));
    expect(calls.some((call) => call.path === '/api/tutoring/disputes')).toBe(false);
  });
});
