import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { safeMessageTexts, type THeldMessage, type TRole } from '@zadania/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { saveSession } from '../../lib/api/token-storage';
import { buildMe, jsonResponse } from '../../test/fixtures';
import { clearSessionAfterEachTest } from '../../test/session';
import { HeldMessagesPage } from './HeldMessagesPage';

vi.setConfig({ testTimeout: 20_000 });

const person = (id: string, displayName: string, role: 'USER' | 'TEACHER') => ({
  id,
  username: displayName.toLowerCase(),
  displayName,
  role,
  avatar: null,
});

const held: THeldMessage = {
  id: '1e2e3e4e-1b2c-4d3e-8f4a-5b6c7d8e9f01',
  roomId: '2e2e3e4e-1b2c-4d3e-8f4a-5b6c7d8e9f01',
  roomName: null,
  sender: person('3e2e3e4e-1b2c-4d3e-8f4a-5b6c7d8e9f01', 'Jan Nauczyciel', 'TEACHER'),
  minors: [person('4e2e3e4e-1b2c-4d3e-8f4a-5b6c7d8e9f01', 'Ola', 'USER')],
  message: '<p>Mój numer 501 234 567</p>',
  text: 'Mój numer 501 234 567',
  reason: 'numer telefonu',
  heldAt: '2026-11-29T09:00:00.000Z',
};

function stubApi(role: TRole) {
  const calls: { method: string; path: string }[] = [];
  let queue = [held];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, path: url.pathname });
      if (url.pathname === '/api/user/me') return jsonResponse(200, buildMe(role));
      if (url.pathname === '/api/admin/safeguarding/held-messages') return jsonResponse(200, { results: queue });
      if (method === 'POST' && url.pathname === `/api/admin/safeguarding/held-messages/${held.id}/release`) {
        queue = [];
        return jsonResponse(200, { message: safeMessageTexts.released });
      }
      return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Nie znaleziono' });
    }),
  );
  return calls;
}

function renderPage() {
  const path = '/admin/safeguarding/held-messages';
  const router = createMemoryRouter([{ path, element: <HeldMessagesPage /> }], { initialEntries: [path] });
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

describe('HeldMessagesPage', () => {
  beforeEach(() => saveSession({ token: 'token', refreshToken: 'refresh', sessionId: 'session' }));
  clearSessionAfterEachTest();

  it('shows ADMIN the held message with its sender, minors and reason, and releases it', async () => {
    const calls = stubApi('ADMIN');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Nadawca: Jan Nauczyciel' })).toBeInstanceOf(Element);
    expect(screen.getByText('Mój numer 501 234 567')).toBeInstanceOf(Element);
    expect(screen.getByText(/Ola/)).toBeInstanceOf(Element);
    expect(screen.getByText(/numer telefonu/)).toBeInstanceOf(Element);
    fireEvent.click(screen.getByRole('button', { name: 'Dostarcz wiadomość od: Jan Nauczyciel' }));
    expect(await screen.findByText('Nie ma wstrzymanych wiadomości.')).toBeInstanceOf(Element);
    expect(calls).toContainEqual({ method: 'POST', path: `/api/admin/safeguarding/held-messages/${held.id}/release` });
  });

  it('tells a TEACHER the page is for admins and asks for nothing', async () => {
    const calls = stubApi('TEACHER');
    renderPage();
    expect(await screen.findByText('Ta strona jest dostępna tylko dla administratorów.')).toBeInstanceOf(Element);
    expect(calls.some((call) => call.path === '/api/admin/safeguarding/held-messages')).toBe(false);
  });
});
