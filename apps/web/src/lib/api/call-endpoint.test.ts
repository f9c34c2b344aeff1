import { notifications } from '@mantine/notifications';
import { defineEndpoints } from '@zadania/shared';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { callEndpoint, endpointUrl, fillPath } from './call-endpoint';

const testEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/things',
    query: z.object({ page: z.coerce.number().default(1), tags: z.array(z.string()).optional() }),
    response: z.object({ results: z.array(z.object({ id: z.string() })), total: z.number() }),
  },
  rename: {
    method: 'PUT',
    path: '/things/:thingId/names/:lang',
    body: z.object({ name: z.string().trim() }),
    response: z.object({ id: z.string(), name: z.string() }),
  },
  remove: { method: 'DELETE', path: '/things/:thingId' },
  download: { method: 'GET', path: '/things/:thingId/download', response: 'raw' },
});

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('callEndpoint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notifications.clean();
  });

  it('fills and encodes the path parameters, sends the method and the JSON body, and types the answer', async () => {
    const fetchMock = stubFetch(() => answer({ id: 'a/b', name: 'Nowa' }));

    const renamed = await callEndpoint(testEndpoints.rename, {
      params: { thingId: 'a/b ?#', lang: 'pl' },
      body: { name: 'Nowa' },
    });

    expect(renamed).toEqual({ id: 'a/b', name: 'Nowa' });
    expectTypeOf(renamed).toEqualTypeOf<{ id: string; name: string }>();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things/a%2Fb%20%3F%23/names/pl');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe(JSON.stringify({ name: 'Nowa' }));
  });

  it('sends the query, one parameter per array item, leaving out empty values', async () => {
    const fetchMock = stubFetch(() => answer({ results: [], total: 0 }));

    const list = await callEndpoint(testEndpoints.list, { query: { page: 2, tags: ['x', 'y z'] } });

    expectTypeOf(list.total).toEqualTypeOf<number>();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/things?page=2&tags=x&tags=y+z');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
    await callEndpoint(testEndpoints.list);
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/things');
  });

  it('resolves with the raw Response for a raw endpoint', async () => {
    stubFetch(() => new Response('file bytes', { status: 200 }));

    const response = await callEndpoint(testEndpoints.download, { params: { thingId: '1' } });

    expectTypeOf(response).toEqualTypeOf<Response>();
    await expect(response.text()).resolves.toBe('file bytes');
  });

  it('refuses a call without a path parameter of its path', () => {
    expect(() => fillPath('/things/:thingId', {})).toThrow('Missing path parameter "thingId" for /things/:thingId');
    // @ts-expect-error the path needs thingId
    expect(() => callEndpoint(testEndpoints.remove)).toThrow('thingId');
  });

  it('gives the address of an endpoint for the browser to load, its parameters encoded', () => {
    expect(endpointUrl(testEndpoints.download, { params: { thingId: 'a b' } })).toBe('/api/things/a%20b/download');
    expect(endpointUrl(testEndpoints.list)).toBe('/api/things');
  });
});
