import { ZBookSave } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import type { TBookRow } from './coursebooks.repository';
import { createCoursebookPageMetaResolver } from './coursebooks-page-meta';
import { validBook } from './coursebooks-test-fixtures';

/** The fixtures' book as its row would be. */
const book: TBookRow = {
  id: 'b0000000-0000-4000-8000-000000000001',
  ...ZBookSave.parse(validBook({ title: 'Matematyka 2' })),
  slug: 'matematyka-2',
  createdAt: new Date(),
  updatedAt: new Date(),
};
const resolve = createCoursebookPageMetaResolver(
  { findBookBySlug: async (slug) => (slug === book.slug ? book : undefined) },
  'https://zadania.example',
);

describe('coursebook page meta', () => {
  it('describes the book list and a book, with canonical links; other paths and unknown books are not its', async () => {
    expect(await resolve('/resources/books')).toMatchObject({
      title: 'Podręczniki i zbiory zadań — Zadania',
      canonicalUrl: 'https://zadania.example/resources/books',
    });
    expect(await resolve('/resources/books/matematyka-2')).toEqual({
      title: 'Matematyka 2 — rozwiązane zadania — Zadania',
      description: expect.stringContaining(
        'Matematyka 2: Podręcznik, Nowa Era, Matematyka, Szkoła średnia, klasa 2, 2024',
      ),
      canonicalUrl: 'https://zadania.example/resources/books/matematyka-2',
      heading: 'Matematyka 2',
      text: expect.stringContaining('Rozwiązane zadania'),
    });
    expect(await resolve('/resources/books/nie-ma')).toBeNull();
    expect(await resolve('/resources/concepts/x')).toBeNull();
  });
});
