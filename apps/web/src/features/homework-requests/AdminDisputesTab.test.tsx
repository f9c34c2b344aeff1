import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearSessionAfterEachTest } from '../../test/session';
import { AdminSupportPage } from '../reports/AdminSupportPage';
import { json, renderRequests, stubRequestsApi } from './homework-requests-test-kit';

vi.setConfig({ testTimeout: 20_000 });

clearSessionAfterEachTest();

const empty = () => json(200, { results: [], total: 0, page: 1, pageCount: 0 });

describe('/admin/support?tab=disputes', () => {
  it('shows the tutoring disputes and the request disputes in two sections', async () => {
    const calls = stubRequestsApi(
      { 'GET /api/tutoring/disputes': empty, 'GET /api/homework-request-dispute': empty },
      { role: 'ADMIN' },
    );
    renderRequests(<AdminSupportPage />, { route: '/admin/support', url: '/admin/support?tab=disputes' });
    const tutoring = await screen.findByRole('region', { name: 'Korepetycje' });
    const requests = screen.getByRole('region', { name: 'Zadania na zlecenie' });
    expect(await within(requests).findByText('Brak zgłoszeń.')).toBeInstanceOf(Element);
    expect(within(tutoring).queryByText('Brak zgłoszeń.')).toBeNull();
    expect(calls.some((call) => call.path === '/api/tutoring/disputes')).toBe(true);
    expect(calls.find((call) => call.path === '/api/homework-request-dispute')?.search.get('status')).toBe('OPEN');
  });
});
