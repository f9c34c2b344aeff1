import type { TBookSummary } from '@zadania/shared';
import { coursebooksPl } from './coursebooks.pl';

/** One line of a book's facts: publisher, kind, class and year. */
export function bookFacts(book: Pick<TBookSummary, 'publisher' | 'kind' | 'class' | 'year'>) {
  return [
    book.publisher,
    coursebooksPl.kinds[book.kind],
    book.class ? coursebooksPl.classLabel.replace('{{class}}', String(book.class)) : null,
    book.year ? String(book.year) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The book's page opened at one node: BookPage selects the node named by the `node` search parameter. */
export function bookNodePath(slug: string, nodeId: string) {
  return `/resources/books/${encodeURIComponent(slug)}?${new URLSearchParams({ node: nodeId })}`;
}
