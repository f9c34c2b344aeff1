import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TViewer } from '@zadania/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDetail, buildList, ids, jsonResponse, renderRoutes, stubApi } from '../lists/lists-test-kit';
import { ListPage } from './ListPage';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toasts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/toasts')>()),
  showToast: toast,
}));

let viewer: TViewer = { id: ids.viewer, role: 'USER', hasActiveSubscription: true };
vi.mock('../../lib/session/useViewer', () => ({ useViewer: () => ({ viewer, ready: true }) }));

const detail = buildDetail([1, 2, 3]);
const entry = (n: number) => detail.cards[n - 1]?.entryId;
const builtIn = (kind: 'HIDDEN' | 'SOLVED') => jsonResponse(200, buildList({ id: ids.hidden, kind, name: kind }));

/** What the fake server holds: handlers change it, and the next GET of the list reads it. */
const server = { list: detail };

/** The list, and the built-in lists its cards' buttons read; `answer` handles the rest. */
function stubList(answer: Parameters<typeof stubApi>[0] = () => undefined, list = detail) {
  server.list = list;
  return stubApi((call) => {
    if (call.method === 'GET' && call.path === `/api/favorite/${list.id}`) return jsonResponse(200, server.list);
    if (call.method === 'GET' && call.path === '/api/favorite/hidden') return builtIn('HIDDEN');
    if (call.method === 'GET' && call.path === '/api/favorite/solved') return builtIn('SOLVED');
    return answer(call);
  });
}

function renderPage(id = ids.list) {
  return renderRoutes(
    [
      { path: '/account/lists', element: <p>Moje listy</p> },
      { path: '/account/lists/:id', element: <ListPage /> },
    ],
    `/account/lists/${id}`,
  );
}

/** The task titles in the order the page shows them. */
const shownOrder = () =>
  within(screen.getByRole('region', { name: 'Zadania na liście' }))
    .getAllByRole('article')
    .map((article) => article.querySelector('a')?.textContent);

describe('ListPage', () => {
  beforeEach(() => toast.mockClear());
  afterEach(() => {
    vi.unstubAllGlobals();
    viewer = { id: ids.viewer, role: 'USER', hasActiveSubscription: true };
  });

  it('shows the name, description and tasks in the list’s order, with the catalogue link', async () => {
    stubList();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Matura próbna' })).toBeInstanceOf(Element);
    expect(screen.getByText('Zadania na marzec')).toBeInstanceOf(Element);
    expect(screen.getByText('3 zadania')).toBeInstanceOf(Element);
    expect(shownOrder()).toEqual(['Zadanie numer 1', 'Zadanie numer 2', 'Zadanie numer 3']);
    expect(screen.getByRole('link', { name: 'Pokaż w katalogu' }).getAttribute('href')).toBe(
      `/homeworks?favoriteId=${ids.list}`,
    );
    expect(screen.getByRole('button', { name: 'Przesuń wyżej: Zadanie numer 1' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Przesuń niżej: Zadanie numer 3' })).toHaveProperty('disabled', true);
  });

  it('moves a task from the keyboard: sends every entry in the new order, keeps the focus and announces it', async () => {
    const calls = stubList((call) =>
      call.method === 'PUT' && call.path === '/api/favorite/reorder-homeworks'
        ? jsonResponse(200, { message: 'Zaktualizowano!', favorite: buildList() })
        : undefined,
    );
    renderPage();
    const down = await screen.findByRole('button', { name: 'Przesuń niżej: Zadanie numer 1' });
    down.focus();
    fireEvent.click(down);

    await waitFor(() => expect(shownOrder()).toEqual(['Zadanie numer 2', 'Zadanie numer 1', 'Zadanie numer 3']));
    expect(screen.getByRole('status').textContent).toBe('Przeniesiono „Zadanie numer 1” na pozycję 2 z 3.');
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ homeworks: [entry(2), entry(1), entry(3)] });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Przesuń niżej: Zadanie numer 1' }));

    // Down again to the end: that arrow is now disabled, so the focus goes to the other one.
    fireEvent.click(screen.getByRole('button', { name: 'Przesuń niżej: Zadanie numer 1' }));
    await waitFor(() => expect(shownOrder()).toEqual(['Zadanie numer 2', 'Zadanie numer 3', 'Zadanie numer 1']));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT')[1]?.body).toEqual({
      homeworks: [entry(2), entry(3), entry(1)],
    });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Przesuń wyżej: Zadanie numer 1' }));
  });

  it('moves a task by dragging its handle onto another task', async () => {
    const calls = stubList((call) =>
      call.method === 'PUT' ? jsonResponse(200, { message: 'Zaktualizowano!', favorite: buildList() }) : undefined,
    );
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Matura próbna' });
    const rows = screen.getAllByRole('listitem');
    const handles = screen.getAllByTestId('drag-handle');
    const dataTransfer = { setData: vi.fn(), setDragImage: vi.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(handles[2] as Element, { dataTransfer });
    fireEvent.dragOver(rows[0] as Element, { dataTransfer });
    fireEvent.drop(rows[0] as Element, { dataTransfer });

    await waitFor(() => expect(shownOrder()).toEqual(['Zadanie numer 3', 'Zadanie numer 1', 'Zadanie numer 2']));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ homeworks: [entry(3), entry(1), entry(2)] }),
    );
  });

  it('puts the order back when the server refuses it', async () => {
    let refuse: (response: Response) => void = () => {};
    let listReads = 0;
    stubApi((call) => {
      if (call.method === 'PUT')
        return new Promise<Response>((resolve) => {
          refuse = resolve;
        });
      if (call.method === 'GET' && call.path === `/api/favorite/${ids.list}`) {
        listReads += 1;
        // Only the first read answers: the order must come back from the page's own copy, not a reload.
        return listReads === 1 ? jsonResponse(200, detail) : new Promise<Response>(() => {});
      }
      if (call.path === '/api/favorite/hidden') return builtIn('HIDDEN');
      if (call.path === '/api/favorite/solved') return builtIn('SOLVED');
      return undefined;
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Przesuń wyżej: Zadanie numer 3' }));
    await waitFor(() => expect(shownOrder()).toEqual(['Zadanie numer 1', 'Zadanie numer 3', 'Zadanie numer 2']));

    refuse(jsonResponse(400, { statusCode: 400, error: 'Bad Request', message: 'Nowa kolejność musi zawierać…' }));
    await waitFor(() => expect(shownOrder()).toEqual(['Zadanie numer 1', 'Zadanie numer 2', 'Zadanie numer 3']));
  });

  it('removes a task from the list', async () => {
    const calls = stubList((call) => {
      if (call.method !== 'DELETE' || call.path !== `/api/favorite/${ids.list}/homework`) return undefined;
      server.list = buildDetail([1, 3]);
      return jsonResponse(200, { message: 'Usunięto!', favorite: buildList() });
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń z listy: Zadanie numer 2' }));
    await waitFor(() => expect(shownOrder()).toEqual(['Zadanie numer 1', 'Zadanie numer 3']));
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ id: detail.cards[1]?.id });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'success', message: 'Usunięto!' }));
  });

  it('edits the name and description', async () => {
    const calls = stubList((call) => {
      if (call.method !== 'PUT' || call.path !== `/api/favorite/${ids.list}`) return undefined;
      server.list = { ...detail, name: 'Matura majowa', description: 'Nowy opis' };
      return jsonResponse(200, { message: 'Zaktualizowano!', favorite: buildList(server.list) });
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edytuj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj listę' });
    expect((within(dialog).getByLabelText(/^Nazwa/) as HTMLInputElement).value).toBe('Matura próbna');
    fireEvent.change(within(dialog).getByLabelText(/^Nazwa/), { target: { value: 'Matura majowa' } });
    fireEvent.change(within(dialog).getByLabelText('Opis'), { target: { value: 'Nowy opis' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Matura majowa' })).toBeInstanceOf(Element);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Matura majowa',
      description: 'Nowy opis',
    });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Zaktualizowano!' }));
  });

  it('deletes the list after confirmation and goes back to my lists', async () => {
    const calls = stubList((call) =>
      call.method === 'DELETE' && call.path === `/api/favorite/${ids.list}`
        ? jsonResponse(200, { message: 'Usunięto!' })
        : undefined,
    );
    const { router } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń listę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usunąć listę?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/lists'));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Usunięto!' }));
  });

  it('shows a built-in list by its Polish name, without edit or delete', async () => {
    const hidden = buildDetail([1], { id: ids.hidden, kind: 'HIDDEN', name: 'hidden', description: '' });
    stubList(() => undefined, hidden);
    renderPage(ids.hidden);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ukryte' })).toBeInstanceOf(Element);
    expect(screen.getByText(/nie można zmienić jej nazwy/)).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: 'Edytuj' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Usuń listę' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Pokaż w katalogu' })).toBeInstanceOf(Element);
  });

  it('says so when the list is not mine or does not exist', async () => {
    stubApi(() => undefined);
    renderPage(ids.otherList);
    expect(await screen.findByRole('heading', { name: 'Nie znaleziono listy.' })).toBeInstanceOf(Element);
    expect(screen.getByRole('link', { name: 'Wróć do moich list' }).getAttribute('href')).toBe('/account/lists');
  });
});
