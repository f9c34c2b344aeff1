import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../lib/api/token-storage';
import { BookPage } from './BookPage';
import { buildBookDetail, ids, json, renderBooks, stubBooksApi } from './coursebooks-test-kit';

vi.setConfig({ testTimeout: 20_000 });

const route = '/resources/books/:slug';
const url = (nodeId: string) => `/resources/books/matematyka-2?node=${nodeId}`;
const taskId = 'f0000000-0000-4000-8000-000000000042';
const description = '<p>Wyznacz miejsce zerowe funkcji.</p>';
const listed = {
  id: taskId,
  slug: 'zadanie-o-funkcji',
  description,
  level: 'HIGH_SCHOOL',
  bookNode: { id: ids.exercise312, title: 'Zadanie', number: '3.12', kind: 'exercise' },
};
const tasks = (results: unknown[]) => json(200, { results, total: results.length, page: 1, pageCount: 1 });
const place = {
  id: ids.exercise312,
  title: 'Zadanie',
  number: '3.12',
  kind: 'exercise',
  book: { slug: 'matematyka-2', title: 'Matematyka 2' },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession();
});

describe('attaching tasks to a book’s pages and exercises', () => {
  it('lets ADMIN find a task and attach it to the chosen exercise, then refreshes the node’s tasks', async () => {
    let attached = false;
    const calls = stubBooksApi(
      {
        'GET /api/book/matematyka-2': () => json(200, buildBookDetail({ policies: { manage: true } })),
        [`GET /api/book-node/${ids.exercise312}/homeworks`]: () => tasks(attached ? [listed] : []),
        'GET /api/homework': () =>
          json(200, {
            results: [{ id: taskId, slug: 'zadanie-o-funkcji', description, closed: false, level: 'HIGH_SCHOOL' }],
            total: 1,
            page: 1,
            pageCount: 1,
          }),
        [`GET /api/homework/${taskId}`]: () => json(200, { id: taskId, slug: 'zadanie-o-funkcji', description }),
        [`PUT /api/homework/${taskId}/book-node`]: () => {
          attached = true;
          return json(200, { homeworksBookNode: place });
        },
      },
      { role: 'ADMIN' },
    );
    renderBooks(<BookPage />, { route, url: url(ids.exercise312) });
    expect(await screen.findByText('Brak rozwiązanych zadań w tym miejscu książki.')).toBeInstanceOf(Element);
    const tools = await screen.findByRole('region', { name: 'Narzędzia administratora' });
    fireEvent.click(within(tools).getByRole('button', { name: 'Przypnij zadanie' }));

    const dialog = await screen.findByRole('dialog', { name: 'Przypnij zadanie: Ćwiczenie 3.12: Zadanie' });
    const submit = within(dialog).getByRole('button', { name: 'Przypnij' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Szukaj zadań' }), {
      target: { value: 'miejsce zerowe' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Szukaj' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Wybierz: Wyznacz miejsce zerowe funkcji.' }));
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);

    expect(await screen.findByText('Przypięto zadanie do „Ćwiczenie 3.12: Zadanie”.')).toBeInstanceOf(Element);
    const put = calls.filter((call) => call.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(put[0]!.path).toBe(`/api/homework/${taskId}/book-node`);
    expect(put[0]!.body).toEqual({ bookNodeId: ids.exercise312 });
    expect(calls.find((call) => call.path === '/api/homework')!.search.get('search')).toBe('miejsce zerowe');
    // The node's list is fetched again and now shows the task; the dialog is gone.
    const link = await screen.findByRole('link', { name: 'Wyznacz miejsce zerowe funkcji.' });
    expect(link.getAttribute('href')).toBe('/homeworks/zadanie-o-funkcji');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.path === `/api/book-node/${ids.exercise312}/homeworks`).length).toBe(2);
  });

  it('offers no attaching on a chapter, which cannot take tasks', async () => {
    stubBooksApi(
      {
        'GET /api/book/matematyka-2': () => json(200, buildBookDetail({ policies: { manage: true } })),
        [`GET /api/book-node/${ids.chapter2}/homeworks`]: () => tasks([]),
      },
      { role: 'ADMIN' },
    );
    renderBooks(<BookPage />, { route, url: url(ids.chapter2) });
    const tools = await screen.findByRole('region', { name: 'Narzędzia administratora' });
    expect(within(tools).getByRole('button', { name: 'Edytuj' })).toBeInstanceOf(Element);
    expect(within(tools).queryByRole('button', { name: 'Przypnij zadanie' })).toBeNull();
  });

  it('lets ADMIN detach a listed task after confirming, then refreshes the node’s tasks', async () => {
    let detached = false;
    const calls = stubBooksApi(
      {
        'GET /api/book/matematyka-2': () => json(200, buildBookDetail({ policies: { manage: true } })),
        [`GET /api/book-node/${ids.exercise312}/homeworks`]: () => tasks(detached ? [] : [listed]),
        [`PUT /api/homework/${taskId}/book-node`]: () => {
          detached = true;
          return json(200, { homeworksBookNode: null });
        },
      },
      { role: 'ADMIN' },
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderBooks(<BookPage />, { route, url: url(ids.exercise312) });
    const detach = await screen.findByRole('button', { name: 'Odepnij zadanie: Wyznacz miejsce zerowe funkcji.' });

    // Cancelled: nothing is sent.
    fireEvent.click(detach);
    expect(confirm).toHaveBeenCalledWith('Odpiąć zadanie od „Ćwiczenie 3.12: Zadanie”? Zadanie zostanie w katalogu.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.click(detach);
    expect(await screen.findByText('Odpięto zadanie.')).toBeInstanceOf(Element);
    const put = calls.filter((call) => call.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(put[0]!.path).toBe(`/api/homework/${taskId}/book-node`);
    expect(put[0]!.body).toEqual({ bookNodeId: null });
    expect(await screen.findByText('Brak rozwiązanych zadań w tym miejscu książki.')).toBeInstanceOf(Element);
    expect(screen.queryByRole('link', { name: 'Wyznacz miejsce zerowe funkcji.' })).toBeNull();
  });

  it('gives a reader neither attaching nor detaching', async () => {
    stubBooksApi(
      {
        'GET /api/book/matematyka-2': () => json(200, buildBookDetail()),
        [`GET /api/book-node/${ids.exercise312}/homeworks`]: () => tasks([listed]),
      },
      { role: 'USER' },
    );
    renderBooks(<BookPage />, { route, url: url(ids.exercise312) });
    expect(await screen.findByRole('link', { name: 'Wyznacz miejsce zerowe funkcji.' })).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: 'Przypnij zadanie' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Odepnij zadanie/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Narzędzia administratora' })).toBeNull();
  });
});
