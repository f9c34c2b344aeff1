import { excerpt, schoolLevelLabels, subjectLabels } from '@zadania/shared';
import type { TPageMeta } from '../../plugins/spa';
import type { TCoursebooksRepository } from './coursebooks.repository';

const kindLabels = { coursebook: 'Podręcznik', workbook: 'Zbiór zadań' } as const;
const listDescription =
  'Podręczniki i zbiory zadań z rozwiązanymi zadaniami: wybierz książkę, rozdział, stronę i ćwiczenie.';

/** Title, description and canonical link of /resources/books and of a book's page, served with their HTML. */
export function createCoursebookPageMetaResolver(
  repository: Pick<TCoursebooksRepository, 'findBookBySlug'>,
  publicUrl: string,
) {
  return async (pathname: string): Promise<TPageMeta | null> => {
    if (/^\/resources\/books\/?$/.test(pathname)) {
      return {
        title: 'Podręczniki i zbiory zadań — Zadania',
        description: listDescription,
        canonicalUrl: `${publicUrl}/resources/books`,
        heading: 'Podręczniki i zbiory zadań',
        text: listDescription,
      };
    }
    const slug = pathname.match(/^\/resources\/books\/([^/]+)\/?$/)?.[1];
    if (!slug) return null;
    const book = await repository.findBookBySlug(decodeURIComponent(slug));
    if (!book) return null;
    const facts = [
      kindLabels[book.kind],
      book.publisher,
      subjectLabels[book.subject],
      schoolLevelLabels[book.level],
      book.class ? `klasa ${book.class}` : null,
      book.year ? String(book.year) : null,
    ]
      .filter(Boolean)
      .join(', ');
    const text = `${book.title}: ${facts}. Rozwiązane zadania do rozdziałów, stron i ćwiczeń tej książki.`;
    return {
      title: `${excerpt(book.title, 80)} — rozwiązane zadania — Zadania`,
      description: excerpt(text, 160),
      canonicalUrl: `${publicUrl}/resources/books/${encodeURIComponent(book.slug)}`,
      heading: book.title,
      text,
    };
  };
}
