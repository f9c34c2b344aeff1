import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bookMessages, errorMessages } from '@zadania/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';

/** A local server speaking the Open Library search and covers protocol (search.json, /b/olid/{key}-M.jpg). */
async function startFakeOpenLibrary() {
  const requests: URL[] = [];
  const cover = await sharp({ create: { width: 4, height: 6, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  let failNext = false;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url);
    if (failNext) {
      failNext = false;
      res.writeHead(503).end();
      return;
    }
    if (url.pathname === '/search.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          numFound: 2,
          start: 0,
          docs: [
            {
              key: '/works/OL1W',
              title: 'Matematyka 1. Podręcznik dla liceum',
              author_name: ['Wojciech Babiański', 'Lech Chańko'],
              publisher: ['Nowa Era'],
              publish_date: ['2019'],
              publish_place: ['Warszawa'],
              isbn: ['9788326735720'],
              number_of_pages_median: 344,
              cover_edition_key: 'OL123M',
            },
            { key: '/works/OL2W', title: 'Zbiór zadań', cover_edition_key: '<script>' },
          ],
        }),
      );
      return;
    }
    if (url.pathname === '/b/olid/OL123M-M.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(cover);
      return;
    }
    res.writeHead(404).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requests,
    cover,
    failOnce: () => {
      failNext = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let fake: Awaited<ReturnType<typeof startFakeOpenLibrary>>;
let app: TTestApp;

beforeAll(async () => {
  fake = await startFakeOpenLibrary();
  app = await buildTestApp({ BOOKS_API_URL: fake.base, BOOKS_COVERS_URL: fake.base });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

const search = (q: string | undefined, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url: `/api/books/search${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`,
    headers,
  });

describe('GET /api/books/search', () => {
  it('answers 401 without a session', async () => {
    const response = await search('matematyka');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(errorMessages.unauthorized);
  });

  it('answers 400 in Polish for a missing or too long query', async () => {
    const { headers } = await loginAs(app, 'TEACHER');
    expect((await search(undefined, headers)).json().message).toBe(bookMessages.queryRequired);
    expect((await search('   ', headers)).json().message).toBe(bookMessages.queryRequired);
    const long = await search('x'.repeat(201), headers);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(bookMessages.queryTooLong);
  });

  it('returns the first page of the external search with covers served by our API', async () => {
    const { headers } = await loginAs(app, 'USER');
    const response = await search('matematyka nowa era', headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      total: 2,
      results: [
        {
          title: 'Matematyka 1. Podręcznik dla liceum',
          authors: ['Wojciech Babiański', 'Lech Chańko'],
          publisher: 'Nowa Era',
          publishDate: '2019',
          publishPlace: 'Warszawa',
          isbn: '9788326735720',
          pages: 344,
          coverEditionKey: 'OL123M',
          coverUrl: '/api/books/cover/OL123M',
        },
        {
          title: 'Zbiór zadań',
          authors: [],
          publisher: null,
          publishDate: null,
          publishPlace: null,
          isbn: null,
          pages: null,
          coverEditionKey: null,
          coverUrl: null,
        },
      ],
    });
    const sent = fake.requests.filter((url) => url.pathname === '/search.json').at(-1)!;
    expect(sent.searchParams.get('q')).toBe('matematyka nowa era');
    expect(sent.searchParams.get('page')).toBe('1');
  });

  it('answers 502 in Polish when the external search fails', async () => {
    const { headers } = await loginAs(app, 'USER');
    fake.failOnce();
    const response = await search('matematyka', headers);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(bookMessages.unavailable);
  });
});

describe('GET /api/books/cover/{key}', () => {
  it('serves the cover image by edition key', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/books/cover/OL123M' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.equals(fake.cover)).toBe(true);
  });

  it('answers 404 for an unknown cover and 400 for a key that is not an edition key', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/books/cover/OL999M' })).statusCode).toBe(404);
    const bad = await app.inject({ method: 'GET', url: '/api/books/cover/..%2F..%2Fetc%2Fpasswd' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(bookMessages.coverNotFound);
  });
});
