import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import type { TMe, TRole } from '@zadania/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { clearSession, saveSession } from '../../lib/api/token-storage';
import { ConceptsPage } from './ConceptsPage';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
const waitFor = (assertion: () => void) => vi.waitFor(assertion, { timeout: 5000 });

const me = (role: TRole): TMe => ({
  id: '7a1d2b8f-2c3d-4e4f-9a5b-6c7d8e9f0a12',
  role,
  username: 'anna',
  displayName: 'Pani Anna',
  avatar: null,
  description: null,
  lastOnline: null,
  createdAt: '2025-09-05T09:00:00.000Z',
  email: 'anna@zadania.local',
  emailConfirmed: true,
  twoFactorEnabled: false,
  backupCodesLeft: 0,
  hasActiveSubscription: false,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type TCall = { method: string; path: string; body: unknown };

function stubApi({ role = 'TEACHER' as TRole, createStatus = 201 } = {}) {
  const calls: TCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname + url.search, body });
      if (url.pathname === '/api/user/me') return json(200, me(role));
      if (url.pathname === '/api/math-concept' && method === 'POST') {
        if (createStatus === 409) {
          return json(409, { statusCode: 409, error: 'Conflict', message: 'Pojęcie o tej nazwie już istnieje.' });
        }
        return json(201, {
          id: '9c2e285c-1d37-4e73-a855-c8fc23f9ebd7',
          slug: 'nowe',
          ...body,
          count: 0,
          description: '',
        });
      }
      if (url.pathname === '/api/math-concept') return json(200, { results: [], total: 0, page: 1, pageCount: 1 });
      return json(404, { statusCode: 404, error: 'Not Found', message: 'Nie znaleziono.' });
    }),
  );
  return calls;
}

function renderPage(path = '/resources/concepts') {
  notifications.clean();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/resources/concepts', element: <ConceptsPage /> }], {
    initialEntries: [path],
  });
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const optionsOf = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((option) => option.text);

describe('CreateConceptDialog', () => {
  beforeEach(() => {
    saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId: '6f1c1f4e-8d1f-4c53-9a49-0c2b1e6b7a10' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('is not offered to a signed-out visitor', async () => {
    clearSession();
    stubApi();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Wyniki (0)' })).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: 'Dodaj pojęcie' })).toBeNull();
  });

  it('offers domains to an admin only', async () => {
    stubApi({ role: 'ADMIN' });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj pojęcie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowe pojęcie' });
    expect(optionsOf(within(dialog).getByLabelText(/Rodzaj pojęcia/))).toEqual([
      'Dziedzina',
      'Twierdzenie',
      'Definicja',
      'Tag',
    ]);
  });

  it('warns to check the full list, requires a name, then creates the concept and refreshes the list', async () => {
    const calls = stubApi({ role: 'TEACHER' });
    const router = renderPage('/resources/concepts?type=TAG&search=ciag');
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj pojęcie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowe pojęcie' });
    expect(optionsOf(within(dialog).getByLabelText(/Rodzaj pojęcia/))).toEqual(['Twierdzenie', 'Definicja', 'Tag']);
    expect((within(dialog).getByLabelText(/Rodzaj pojęcia/) as HTMLSelectElement).value).toBe('TAG');
    expect(within(dialog).getByText('Zanim dodasz pojęcie, sprawdź pełną listę — może już istnieje.')).toBeInstanceOf(
      Element,
    );
    expect(within(dialog).getByRole('link', { name: 'Pokaż pełną listę pojęć' }).getAttribute('href')).toBe(
      '/resources/concepts?type=TAG',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj' }));
    expect(await within(dialog).findByText('Wymagane pole')).toBeInstanceOf(Element);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Nazwa/), { target: { value: 'Ciąg arytmetyczny' } });
    fireEvent.change(within(dialog).getByLabelText(/Rodzaj pojęcia/), { target: { value: 'DEFINITION' } });
    const listsBefore = calls.filter(
      (call) => call.method === 'GET' && call.path.startsWith('/api/math-concept?'),
    ).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj' }));
    expect(await screen.findByText('Utworzono!')).toBeInstanceOf(Element);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      type: 'DEFINITION',
      name: 'Ciąg arytmetyczny',
      aliases: [],
    });
    await waitFor(() =>
      expect(
        calls.filter((call) => call.method === 'GET' && call.path.startsWith('/api/math-concept?')).length,
      ).toBeGreaterThan(listsBefore),
    );
    expect(router.state.location.search).toBe('?type=TAG&search=ciag');
  });

  it("refuses a 51st alias with 'Możesz wybrać maksymalnie 50 elementów!'", async () => {
    stubApi({ role: 'TEACHER' });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj pojęcie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowe pojęcie' });
    const aliases = within(dialog).getByPlaceholderText('Wpisz i naciśnij Enter');
    const list = (count: number) => Array.from({ length: count }, (_, n) => `Synonim ${n + 1}`).join(',');
    fireEvent.paste(aliases, { clipboardData: { getData: () => list(51) } });
    expect(await within(dialog).findByText('Możesz wybrać maksymalnie 50 elementów!')).toBeInstanceOf(Element);
    expect(within(dialog).queryByText('Synonim 1')).toBeNull();
    fireEvent.paste(aliases, { clipboardData: { getData: () => list(50) } });
    expect(await within(dialog).findByText('Synonim 50')).toBeInstanceOf(Element);
    expect(within(dialog).queryByText('Możesz wybrać maksymalnie 50 elementów!')).toBeNull();
  });

  it('the warning’s link clears the filters and closes the dialog', async () => {
    stubApi({ role: 'USER' });
    const router = renderPage('/resources/concepts?type=THEOREM&search=ciag&page=2');
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj pojęcie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowe pojęcie' });
    fireEvent.click(within(dialog).getByRole('link', { name: 'Pokaż pełną listę pojęć' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=THEOREM'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nowe pojęcie' })).toBeNull());
  });

  it('shows the server’s Polish message on a taken name', async () => {
    stubApi({ role: 'TEACHER', createStatus: 409 });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj pojęcie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowe pojęcie' });
    fireEvent.change(within(dialog).getByLabelText(/Nazwa/), { target: { value: 'Pochodna' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj' }));
    expect(await within(dialog).findByText('Pojęcie o tej nazwie już istnieje.')).toBeInstanceOf(Element);
  });
});
