import type { TFavorite, TFavoriteDetail, THomeworkCard } from '@zadania/shared';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import '../../i18n/i18n';
import { jsonResponse } from '../../test/fixtures';
import { renderRoutes as renderAppRoutes } from '../../test/render';
import { stubApiCalls } from '../../test/stub-api';

// Generous limits for a loaded CI machine: the first render of a card also loads KaTeX.
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
    title: null,
    description: `<p>Zadanie numer ${n}</p>`,
    highlight: null,
    closed: false,
    level: 'HIGH_SCHOOL',
    subject: 'MATHS',
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

/** A fake API: each handler answers the calls it knows (or returns undefined); every call is recorded. */
export const stubApi = stubApiCalls;

/** Renders `routes` with the app's providers at `path`; returns the router to read where it went. */
export const renderRoutes = (routes: { path: string; element: ReactNode }[], path: string) =>
  renderAppRoutes(routes, { path });

export { jsonResponse };
