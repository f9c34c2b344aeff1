import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { TFailedJob, TRole } from '@zadania/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { saveSession } from '../../lib/api/token-storage';
import { buildMe, jsonResponse } from '../../test/fixtures';
import { clearSessionAfterEachTest } from '../../test/session';
import { FailedJobsPage } from './FailedJobsPage';

vi.setConfig({ testTimeout: 20_000 });

const me = (role: TRole) => buildMe(role);

const failedJob: TFailedJob = {
  id: '1e2e3e4e-1b2c-4d3e-8f4a-5b6c7d8e9f01',
  name: 'mail.password-reset',
  data: { email: 'anna@example.com' },
  error: 'connect ECONNREFUSED 127.0.0.1:9',
  retryCount: 7,
  createdAt: '2026-11-23T09:00:00.000Z',
  failedAt: '2026-11-23T10:00:00.000Z',
};

const json = jsonResponse;

function stubApi(role: TRole) {
  const calls: { method: string; path: string }[] = [];
  let failed = [failedJob];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, path: url.pathname });
      if (url.pathname === '/api/user/me') return json(200, me(role));
      if (url.pathname === '/api/job/failed') return json(200, { results: failed });
      if (method === 'PUT' && url.pathname === `/api/job/${failedJob.id}/retry`) {
        failed = [];
        return json(200, { message: 'Zadanie w tle zostanie uruchomione ponownie.' });
      }
      return json(404, { statusCode: 404, error: 'Not Found', message: 'Nie znaleziono' });
    }),
  );
  return calls;
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/admin/jobs', element: <FailedJobsPage /> }], {
    initialEntries: ['/admin/jobs'],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('FailedJobsPage', () => {
  beforeEach(() => saveSession({ token: 'token', refreshToken: 'refresh', sessionId: 'session' }));
  clearSessionAfterEachTest();

  it('shows ADMIN each failed job with its name, error and data, and retries one', async () => {
    const calls = stubApi('ADMIN');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'E-mail z linkiem do ustawienia hasła' })).toBeInstanceOf(
      Element,
    );
    expect(screen.getByText('connect ECONNREFUSED 127.0.0.1:9')).toBeInstanceOf(Element);
    expect(screen.getByText(/anna@example\.com/)).toBeInstanceOf(Element);
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Wszystkie zadania w tle wykonały się poprawnie.')).toBeInstanceOf(Element);
    expect(calls).toContainEqual({ method: 'PUT', path: `/api/job/${failedJob.id}/retry` });
  });

  it('tells a TEACHER the page is for admins and asks for no jobs', async () => {
    const calls = stubApi('TEACHER');
    renderPage();
    expect(await screen.findByText('Ta strona jest dostępna tylko dla administratorów.')).toBeInstanceOf(Element);
    expect(calls.some((call) => call.path === '/api/job/failed')).toBe(false);
  });
});
