import { z } from 'zod';

export const bookMessages = {
  queryRequired: 'Wpisz tytuł, autora lub ISBN.',
  queryTooLong: 'Maksimum 200 znaków',
  unavailable: 'Wyszukiwarka książek jest chwilowo niedostępna.',
  coverNotFound: 'Nie znaleziono okładki.',
} as const;

/** GET /api/books/search?q= */
export const ZBookSearchQuery = z.object({
  q: z
    .string({ error: bookMessages.queryRequired })
    .trim()
    .min(1, bookMessages.queryRequired)
    .max(200, bookMessages.queryTooLong),
});

/** Spec section 3 "Citation": a book search result (title, authors, publisher, publishDate, cover edition key). */
export const ZBookSearchResult = z.object({
  title: z.string(),
  authors: z.array(z.string()),
  publisher: z.string().nullable(),
  publishDate: z.string().nullable(),
  publishPlace: z.string().nullable(),
  isbn: z.string().nullable(),
  pages: z.number().int().nullable(),
  coverEditionKey: z.string().nullable(),
  /** Served by our API (`/api/books/cover/{key}`), so the page loads no third-party image. */
  coverUrl: z.string().nullable(),
});
export type TBookSearchResult = z.infer<typeof ZBookSearchResult>;

export const ZBookSearchResponse = z.object({ results: z.array(ZBookSearchResult), total: z.number().int() });

/** Open Library edition keys, e.g. OL7353617M. */
export const ZCoverEditionKey = z.object({ key: z.string().regex(/^OL\d{1,12}M$/, bookMessages.coverNotFound) });
