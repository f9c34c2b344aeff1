import type { TBookSearchResult } from '@zadania/shared';
import { z } from 'zod';

/** The fields we read from an Open Library compatible `search.json`. */
const ZOpenLibrarySearch = z.object({
  numFound: z.number().int().nonnegative().catch(0),
  docs: z.array(
    z.object({
      title: z.string().catch(''),
      author_name: z.array(z.string()).optional().catch(undefined),
      publisher: z.array(z.string()).optional().catch(undefined),
      publish_date: z.array(z.string()).optional().catch(undefined),
      publish_place: z.array(z.string()).optional().catch(undefined),
      isbn: z.array(z.string()).optional().catch(undefined),
      number_of_pages_median: z.number().int().optional().catch(undefined),
      cover_edition_key: z.string().optional().catch(undefined),
    }),
  ),
});

const fields = 'title,author_name,publisher,publish_date,publish_place,isbn,number_of_pages_median,cover_edition_key';

export type TBooksClientOptions = { searchUrl: string; coversUrl: string; timeoutMs?: number };

export class BooksUpstreamError extends Error {}

/** Reads an Open Library compatible book search API and its covers. */
export function createBooksClient(options: TBooksClientOptions) {
  const timeoutMs = options.timeoutMs ?? 5000;
  const request = async (url: URL) => {
    try {
      return await fetch(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json, image/*' },
        redirect: 'follow',
      });
    } catch (error) {
      throw new BooksUpstreamError(`book search unreachable: ${(error as Error).message}`);
    }
  };

  return {
    async search(query: string): Promise<{ results: TBookSearchResult[]; total: number }> {
      const url = new URL('/search.json', options.searchUrl);
      url.searchParams.set('q', query);
      url.searchParams.set('page', '1');
      url.searchParams.set('limit', '20');
      url.searchParams.set('fields', fields);
      const response = await request(url);
      if (!response.ok) throw new BooksUpstreamError(`book search answered ${response.status}`);
      const parsed = ZOpenLibrarySearch.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new BooksUpstreamError('book search answered an unexpected shape');
      const results = parsed.data.docs
        .filter((doc) => doc.title)
        .map((doc) => {
          const key =
            doc.cover_edition_key && /^OL\d{1,12}M$/.test(doc.cover_edition_key) ? doc.cover_edition_key : null;
          return {
            title: doc.title,
            authors: doc.author_name ?? [],
            publisher: doc.publisher?.[0] ?? null,
            publishDate: doc.publish_date?.[0] ?? null,
            publishPlace: doc.publish_place?.[0] ?? null,
            isbn: doc.isbn?.[0] ?? null,
            pages: doc.number_of_pages_median ?? null,
            coverEditionKey: key,
            coverUrl: key ? `/api/books/cover/${key}` : null,
          };
        });
      return { results, total: parsed.data.numFound };
    },

    /** A cover image by edition key, at most 2 MB, or null when there is none. */
    async cover(key: string): Promise<{ body: Buffer; contentType: string } | null> {
      const response = await request(new URL(`/b/olid/${key}-M.jpg?default=false`, options.coversUrl));
      if (response.status === 404) return null;
      if (!response.ok) throw new BooksUpstreamError(`covers answered ${response.status}`);
      const contentType = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
      if (!['image/jpeg', 'image/png', 'image/gif'].includes(contentType)) return null;
      const body = Buffer.from(await response.arrayBuffer());
      if (body.length > 2 * 1024 * 1024) return null;
      return { body, contentType };
    },
  };
}
