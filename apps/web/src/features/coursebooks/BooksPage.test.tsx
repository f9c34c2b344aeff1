import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearSessionAfterEachTest } from '../../test/session';
import { BooksPage } from './BooksPage';
import { buildBookSummary, json, renderBooks, stubBooksApi } from './coursebooks-test-kit';

vi.setConfig({ testTimeout: 20_000 });

const page = (results: unknown[], total = results.length) =>
  json(200, { results, total, page: 1, pageCount: Math.ceil(total / 24) || 0 });

clearSessionAfterEachTest();

describe('/resources/books', () => {
  it('lists the books with covers and facts, reading the filters from the URL', async () => {
    const calls = stubBooksApi(
      {
        'GET /api/book': () =>
          page([
            buildBookSummary(),
            buildBookSummary({
              id: 'b0000000-0000-4000-8000-000000000002',
              slug: 'zbior-pazdro',
              title: 'Zbiór zadań',
              kind: 'workbook',
              publisher: 'OE Pazdro',
              class: null,
              year: null,
              cover: null,
            }),
          ]),
      },
      { role: null },
    );
    renderBooks(<BooksPage />, {
      route: '/resources/books',
      url: '/resources/books?subject=MATHS&kind=coursebook&publisher=Nowa%20Era',
    });
    const first = await screen.findByRole('article', { name: 'Matematyka 2' });
    expect(first.textContent).toContain('Nowa Era · Podręcznik · klasa 2 · 2024');
    expect(within(first).getByRole('img', { name: 'Okładka: Matematyka 2' }).getAttribute('src')).toBe(
      '/api/file/c0000000-0000-4000-8000-000000000001/content',
    );
    expect(within(first).getByRole('link', { name: 'Matematyka 2' }).getAttribute('href')).toBe(
      '/resources/books/matematyka-2',
    );
    const second = screen.getByRole('article', { name: 'Zbiór zadań' });
    expect(second.textContent).toContain('OE Pazdro · Zbiór zadań');
    expect(screen.getByRole('heading', { name: '2 książki' })).toBeInstanceOf(Element);
    const list = calls.find((call) => call.path === '/api/book')!;
    expect(list.search.get('subject')).toBe('MATHS');
    expect(list.search.get('kind')).toBe('coursebook');
    expect(list.search.get('publisher')).toBe('Nowa Era');
    expect(list.search.get('level')).toBeNull();
    expect(document.title).toContain('Podręczniki i zbiory zadań');
    expect(screen.queryByRole('button', { name: 'Dodaj książkę' })).toBeNull();
  });

  it('shows a skeleton while loading, then the empty state; a typed publisher goes into the request', async () => {
    let answer: (response: Response) => void = () => {};
    const calls = stubBooksApi(
      {
        'GET /api/book': (call) =>
          call.search.get('publisher') ? page([]) : new Promise<Response>((resolve) => (answer = resolve)),
      },
      { role: null },
    );
    renderBooks(<BooksPage />, { route: '/resources/books', url: '/resources/books' });
    expect(await screen.findByTestId('books-skeleton')).toBeInstanceOf(Element);
    answer(await page([buildBookSummary()]));
    expect(await screen.findByRole('article', { name: 'Matematyka 2' })).toBeInstanceOf(Element);
    const publisher = screen.getByRole('combobox', { name: 'Wydawnictwo' });
    fireEvent.change(publisher, { target: { value: 'GWO' } });
    fireEvent.keyDown(publisher, { key: 'Enter' });
    expect(await screen.findByText('Nie znaleziono książek dla tych filtrów.')).toBeInstanceOf(Element);
    expect(
      calls
        .filter((call) => call.path === '/api/book')
        .at(-1)!
        .search.get('publisher'),
    ).toBe('GWO');
  });

  it('offers ADMIN the button that adds a book', async () => {
    stubBooksApi({ 'GET /api/book': () => page([]) }, { role: 'ADMIN' });
    renderBooks(<BooksPage />, { route: '/resources/books', url: '/resources/books' });
    expect(await screen.findByRole('button', { name: 'Dodaj książkę' })).toBeInstanceOf(Element);
  });
});
