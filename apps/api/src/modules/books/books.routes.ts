import { bookEndpoints, bookMessages } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { errorResponses } from '../../lib/routes/route-options';
import { BooksUpstreamError } from './books.client';

/** The citation dialog's book search: a proxy of an Open Library compatible API (BOOKS_API_URL). */
export const booksRoutes: FastifyPluginAsyncZod = async (app) => {
  const client = app.services.books;
  const route = endpointRoutes(app, { tags: ['Books'], errors: errorResponses(400, 401, 502) });
  const upstream = async <T>(call: () => Promise<T>) => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof BooksUpstreamError) {
        app.log.warn({ err: error }, 'book search failed');
        throw new AppError(502, bookMessages.unavailable);
      }
      throw error;
    }
  };

  route.signedIn(
    bookEndpoints.search,
    {
      summary: 'Books matching a title, author or ISBN (first page of the external search), for citations',
    },
    async (request) => {
      await app.rateLimiter.consume('bookSearch', { ip: request.ip, account: request.viewer.id });
      return upstream(() => client.search(request.query.q));
    },
  );

  route.publicRoute(
    bookEndpoints.cover,
    {
      summary: 'The cover of a book edition (Open Library edition key), served from our origin',
      errors: {},
    },
    async (request, reply) => {
      const cover = await upstream(() => client.cover(request.params.key));
      if (!cover) throw AppError.notFound(bookMessages.coverNotFound);
      return reply
        .header('content-type', cover.contentType)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(cover.body);
    },
  );
};
