import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearSessionAfterEachTest } from '../../test/session';
import { BookPage } from './BookPage';
import { buildBookDetail, ids, json, renderBooks, stubBooksApi } from './coursebooks-test-kit';

vi.setConfig({ testTimeout: 20_000 });

const route = '/resources/books/:slug';
const tasks = (results: unknown[]) => json(200, { results, total: results.length, page: 1, pageCount: 1 });
const task = (slug: string, description: string, number: string, nodeId = ids.exercise312) => ({
  id: `f0000000-0000-4000-8000-00000000000${slug.length % 10}`,
  slug,
  description,
  level: 'HIGH_SCHOOL',
  bookNode: { id: nodeId, title: 'Zadanie', number, kind: 'exercise' },
});

clearSessionAfterEachTest();

describe('/resources/books/:slug', () => {
  it('shows the tree, expands a page with a button and lists the chosen node’s tasks as links', async () => {
    const calls = stubBooksApi(
      {
        'GET /api/book/matematyka-2': () => json(200, buildBookDetail()),
        [`GET /api/book-node/${ids.exercise312}/homeworks`]: () =>
          tasks([task('zadanie-o-funkcji', '<p>Wyznacz miejsce zerowe funkcji.</p>', '3.12')]),
      },
      { role: null },
    );
    const router = renderBooks(<BookPage />, { route, url: '/resources/books/matematyka-2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Matematyka 2' })).toBeInstanceOf(Element);
    expect(document.title).toContain('Matematyka 2');
    expect(screen.getByText('Nowa Era · Podręcznik · klasa 2 · 2024')).toBeInstanceOf(Element);
    const contents = screen.getByRole('navigation', { name: 'Spis treści' });
    // Chapters start open: page 54 shows, its exercise does not until the page is expanded.
    expect(within(contents).getByRole('button', { name: 'Strona 54' })).toBeInstanceOf(Element);
    expect(within(contents).queryByRole('button', { name: 'Ćwiczenie 3.12: Zadanie' })).toBeNull();
    const expand = within(contents).getByRole('button', { name: 'Rozwiń: Strona 54' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(expand);
    const collapse = within(contents).getByRole('button', { name: 'Zwiń: Strona 54' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Wybierz rozdział, stronę lub ćwiczenie, aby zobaczyć rozwiązane zadania.')).toBeInstanceOf(
      Element,
    );

    fireEvent.click(within(contents).getByRole('button', { name: 'Ćwiczenie 3.12: Zadanie' }));
    const link = await screen.findByRole('link', { name: 'Wyznacz miejsce zerowe funkcji.' });
    expect(link.getAttribute('href')).toBe('/homeworks/zadanie-o-funkcji');
    expect(router.state.location.search).toBe(`?node=${ids.exercise312}`);
    expect(within(contents).getByRole('button', { name: 'Ćwiczenie 3.12: Zadanie' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(screen.getByRole('link', { name: 'Pojęcie: Funkcja liniowa' }).getAttribute('href')).toBe(
      '/resources/concepts/funkcja-liniowa',
    );
    expect(screen.getByRole('link', { name: 'Pokaż w katalogu zadań' }).getAttribute('href')).toBe(
      `/homeworks?book=${ids.exercise312}`,
    );
    expect(calls.some((call) => call.path === `/api/book-node/${ids.exercise312}/homeworks`)).toBe(true);
    expect(screen.queryByRole('region', { name: 'Narzędzia administratora' })).toBeNull();

    // Collapsing the chapter hides its pages.
    fireEvent.click(within(contents).getByRole('button', { name: 'Zwiń: Funkcje' }));
    expect(within(contents).queryByRole('button', { name: 'Strona 54' })).toBeNull();
  });

  it('opens the node named in the URL with its ancestors, and says when it has no tasks', async () => {
    stubBooksApi(
      {
        'GET /api/book/matematyka-2': () => json(200, buildBookDetail()),
        [`GET /api/book-node/${ids.exercise312}/homeworks`]: () => tasks([]),
      },
      { role: null },
    );
    renderBooks(<BookPage />, { route, url: `/resources/books/matematyka-2?node=${ids.exercise312}` });
    expect(await screen.findByText('Brak rozwiązanych zadań w tym miejscu książki.')).toBeInstanceOf(Element);
    expect(screen.getByRole('button', { name: 'Ćwiczenie 3.12: Zadanie' }).getAttribute('aria-current')).toBe('true');
  });

  it('shows a skeleton while loading and the missing book’s message', async () => {
    let answer: (response: Response) => void = () => {};
    stubBooksApi(
      { 'GET /api/book/nie-ma': () => new Promise<Response>((resolve) => (answer = resolve)) },
      { role: null },
    );
    renderBooks(<BookPage />, { route, url: '/resources/books/nie-ma' });
    expect(await screen.findByTestId('book-skeleton')).toBeInstanceOf(Element);
    answer(await json(404, { statusCode: 404, error: 'Not Found', message: 'Nie znaleziono książki.' }));
    expect(await screen.findByText('Nie znaleziono książki.')).toBeInstanceOf(Element);
    expect(screen.getByRole('link', { name: /Wszystkie książki/ }).getAttribute('href')).toBe('/resources/books');
  });

  it('gives ADMIN the editor tools: add a chapter under the book', async () => {
    const calls = stubBooksApi(
      {
        'GET /api/book/matematyka-2': () => json(200, buildBookDetail({ nodes: [], policies: { manage: true } })),
        'POST /api/book-node': () =>
          json(201, {
            id: ids.chapter1,
            bookId: buildBookDetail().id,
            parentId: null,
            kind: 'chapter',
            title: 'Geometria',
            number: null,
            position: 0,
            content: null,
            mathConceptId: null,
          }),
      },
      { role: 'ADMIN' },
    );
    renderBooks(<BookPage />, { route, url: '/resources/books/matematyka-2' });
    expect(await screen.findByText('Ta książka nie ma jeszcze rozdziałów.')).toBeInstanceOf(Element);
    const tools = await screen.findByRole('region', { name: 'Narzędzia administratora' });
    expect(within(tools).getByRole('button', { name: 'Edytuj książkę' })).toBeInstanceOf(Element);
    fireEvent.click(within(tools).getByRole('button', { name: 'Dodaj rozdział' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nazwa' }), { target: { value: 'Geometria' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zapisano!')).toBeInstanceOf(Element);
    const created = calls.find((call) => call.method === 'POST' && call.path === '/api/book-node')!;
    expect(created.body).toEqual({
      bookId: buildBookDetail().id,
      parentId: null,
      kind: 'chapter',
      title: 'Geometria',
      number: null,
      content: null,
    });
  });
});
