import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { favoriteMessages, type TViewer } from '@zadania/shared';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListsPage } from './ListsPage';
import { buildList, ids, jsonResponse, renderRoutes, stubApi } from './lists-test-kit';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toasts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/toasts')>()),
  showToast: toast,
}));

let viewer: TViewer = null;
vi.mock('../../lib/session/useViewer', () => ({ useViewer: () => ({ viewer, ready: true }) }));

const premiumStudent: TViewer = { id: ids.viewer, role: 'USER', hasActiveSubscription: true };
const created = buildList({ id: ids.otherList, name: 'Geometria', description: '' });

function renderPage(path = '/account/lists') {
  return renderRoutes(
    [
      { path: '/account/lists', element: <ListsPage /> },
      { path: '/account/lists/:id', element: <p>Strona listy</p> },
    ],
    path,
  );
}

const page = (results: ReturnType<typeof buildList>[], nextPage: number | null = null) =>
  jsonResponse(200, { results, nextPage });

describe('ListsPage', () => {
  beforeEach(() => {
    toast.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    viewer = null;
  });

  it('shows my lists 10 at a time with the built-in ones by name, and loads more', async () => {
    viewer = premiumStudent;
    const calls = stubApi(({ method, path, search }) => {
      if (method !== 'GET' || path !== '/api/favorite') return undefined;
      if (search.get('page') === '2') return page([buildList({ id: ids.otherList, name: 'Trygonometria' })]);
      return page(
        [
          buildList({ id: ids.hidden, name: 'hidden', kind: 'HIDDEN' }),
          buildList({ homeworks: [{ id: ids.author, homeworkId: ids.viewer, position: 0 }] }),
        ],
        2,
      );
    });
    renderPage();

    const hidden = await screen.findByRole('listitem', { name: 'Ukryte' });
    expect(within(hidden).getByText('Lista wbudowana')).toBeInstanceOf(Element);
    expect(within(hidden).getByRole('link', { name: 'Ukryte' }).getAttribute('href')).toBe(
      `/account/lists/${ids.hidden}`,
    );
    const custom = screen.getByRole('listitem', { name: 'Matura próbna' });
    expect(within(custom).getByText('1 zadanie')).toBeInstanceOf(Element);
    expect(within(custom).queryByText('Lista wbudowana')).toBeNull();
    expect(calls[0]?.search.get('pageSize')).toBe('10');

    fireEvent.click(screen.getByRole('button', { name: 'Wczytaj więcej' }));
    expect(await screen.findByRole('listitem', { name: 'Trygonometria' })).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: 'Wczytaj więcej' })).toBeNull();
  });

  it('creates a list with the shared validation messages, says so and opens it', async () => {
    viewer = premiumStudent;
    const calls = stubApi(({ method, path }) => {
      if (method === 'GET' && path === '/api/favorite') return page([]);
      if (method === 'POST' && path === '/api/favorite')
        return jsonResponse(201, { message: 'Utworzono!', favorite: created });
      return undefined;
    });
    const { router } = renderPage();
    expect(await screen.findByText(/Nie masz jeszcze żadnej listy/)).toBeInstanceOf(Element);

    fireEvent.click(screen.getByRole('button', { name: 'Nowa lista' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowa lista' });
    const name = within(dialog).getByLabelText(/^Nazwa/);
    fireEvent.change(name, { target: { value: 'G' } });
    fireEvent.change(within(dialog).getByLabelText('Opis'), { target: { value: 'x'.repeat(1025) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Utwórz' }));
    expect(await within(dialog).findByText('Minimum 2 znaki')).toBeInstanceOf(Element);
    expect(within(dialog).getByText(favoriteMessages.descriptionMax)).toBeInstanceOf(Element);
    fireEvent.change(name, { target: { value: 'x'.repeat(257) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Utwórz' }));
    expect(await within(dialog).findByText('Maksimum 256 znaków')).toBeInstanceOf(Element);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(name, { target: { value: '  Geometria ' } });
    fireEvent.change(within(dialog).getByLabelText('Opis'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Utwórz' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/account/lists/${ids.otherList}`));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/favorite');
    expect(post?.body).toEqual({ name: 'Geometria', description: '' });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'success', message: 'Utworzono!' }));
  });

  it('shows the API’s refusal in the form when it answers 403', async () => {
    viewer = premiumStudent;
    stubApi(({ method, path }) => {
      if (method === 'GET' && path === '/api/favorite') return page([]);
      if (method === 'POST')
        return jsonResponse(403, { statusCode: 403, error: 'Forbidden', message: 'Funkcja Premium' });
      return undefined;
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Nowa lista' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowa lista' });
    fireEvent.change(within(dialog).getByLabelText(/^Nazwa/), { target: { value: 'Geometria' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Utwórz' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Funkcja Premium');
  });

  it('without Premium, "Nowa lista" looks locked and explains itself with the toast and a link to /subscription', async () => {
    viewer = { id: ids.viewer, role: 'USER', hasActiveSubscription: false };
    const calls = stubApi(({ method, path }) => (method === 'GET' && path === '/api/favorite' ? page([]) : undefined));
    renderPage();
    const button = await screen.findByRole('button', { name: 'Nowa lista' });
    expect(button.hasAttribute('data-premium-locked')).toBe(true);
    expect(button.getAttribute('title')).toBe('Funkcja Premium');

    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'warning', title: 'Funkcja Premium' }));
    expect(calls.every((call) => call.method === 'GET')).toBe(true);

    const [[{ message }]] = toast.mock.calls as [[{ message: ReactElement }]];
    render(
      <MantineProvider env="test">
        <MemoryRouter>{message}</MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByRole('link', { name: 'Zobacz Konto Premium' }).getAttribute('href')).toBe('/subscription');
  });

  it('searches by name, debounced, through the URL', async () => {
    viewer = premiumStudent;
    const calls = stubApi(({ method, path }) => (method === 'GET' && path === '/api/favorite' ? page([]) : undefined));
    const { router } = renderPage();
    await screen.findByText(/Nie masz jeszcze żadnej listy/);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Szukaj' }), { target: { value: 'matura' } });
    await waitFor(() => expect(router.state.location.search).toBe('?search=matura'));
    await waitFor(() => expect(calls.at(-1)?.search.get('search')).toBe('matura'));
    expect(await screen.findByText('Brak wyników spełniających kryteria')).toBeInstanceOf(Element);
  });
});
