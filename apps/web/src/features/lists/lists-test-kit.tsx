import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { TFavorite, TFavoriteDetail, THomeworkCard } from '@zadania/shared';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import '../../i18n/i18n';
import { jsonResponse } from '../../test/fixtures';

// Generous limits for a loaded CI machine: the first render of a card also loads KaTeX.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

export const ids = {
  viewer: '11111111-1111-4111-8111-111111111111',
  author: '22222222-2222-4222-8222-222222222222',
  list: '33333333-3333-4333-8333-333333333333',
  otherList: '44444444-4444-4444-8444-444444444444',
  hidden: '55555555-5555-4555-8555-555555555555',
};

const homeworkId = (n: number) => `6f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f0${n}`;
const entryId = (n: number) => `e0000000-0000-4000-8000-00000000000${n}`;

export function buildCard(n: number): THomeworkCard & { entryId: string } {
  return {
    id: homeworkId(n),
    entryId: entryId(n),
    slug: `zadanie-${n}`,
    status: 'PUBLIC',
    adminReview: null,
    author: { id: ids.author, username: 'nauczyciel', displayName: 'Pani Anna' },
    description: `<p>Zadanie numer ${n}</p>`,
    highlight: null,
    closed: false,
    level: 'HIGH_SCHOOL',
    type: null,
    ratingsAvg: 0,
    ratingsCount: 0,
    solutionFormats: [],
    domains: [],
    theorems: [],
    definitions: [],
    tags: [],
    createdAt: '2025-09-05T09:00:00.000Z',
  };
}

export function buildList(overrides: Partial<TFavorite> = {}): TFavorite {
  return {
    id: ids.list,
    name: 'Matura próbna',
    description: 'Zadania na marzec',
    kind: 'CUSTOM',
    homeworks: [],
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function buildDetail(cardNumbers: number[], overrides: Partial<TFavorite> = {}): TFavoriteDetail {
  const cards = cardNumbers.map(buildCard);
  return {
    ...buildList(overrides),
    homeworks: cards.map((card, position) => ({ id: card.entryId, homeworkId: card.id, position })),
    cards,
  };
}

type TCall = { method: string; path: string; search: URLSearchParams; body: unknown };
type THandler = (call: TCall) => Response | Promise<Response> | undefined;

/** A fake API: each handler answers the calls it knows (or returns undefined); every call is recorded. */
export function stubApi(handler: THandler) {
  const calls: TCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: TCall = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        search: url.searchParams,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return (
        (await handler(call)) ?? jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Nie znaleziono.' })
      );
    }),
  );
  return calls;
}

/** Renders `routes` with the app's providers at `path`; returns the router to read where it went. */
export function renderRoutes(routes: { path: string; element: ReactNode }[], path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router, queryClient };
}

export { jsonResponse };
