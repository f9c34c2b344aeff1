import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TTestApp } from '../../../test/build-test-app';
import { favoriteHomeworks, favorites } from '../../db/schema';

export type THeaders = Record<string, string>;

export const listNotFound = { statusCode: 404, error: 'Not Found', message: 'Nie znaleziono listy.' };
export const premiumRequired = { statusCode: 403, error: 'Forbidden', message: 'Funkcja Premium' };
export const builtInListMessage = 'Tej listy nie można zmienić ani usunąć.';

/** The calls of section 7 "Favorites" through the app. */
export function favoritesApi(app: TTestApp) {
  return {
    create: (headers: THeaders, payload: object) =>
      app.inject({ method: 'POST', url: '/api/favorite', headers, payload }),
    update: (headers: THeaders, id: string, payload: object) =>
      app.inject({ method: 'PUT', url: `/api/favorite/${id}`, headers, payload }),
    remove: (headers: THeaders, id: string) => app.inject({ method: 'DELETE', url: `/api/favorite/${id}`, headers }),
    list: (headers: THeaders, query = '') => app.inject({ method: 'GET', url: `/api/favorite${query}`, headers }),
    detail: (headers: THeaders, id: string, query = '') =>
      app.inject({ method: 'GET', url: `/api/favorite/${id}${query}`, headers }),
    hidden: (headers: THeaders) => app.inject({ method: 'GET', url: '/api/favorite/hidden', headers }),
    solved: (headers: THeaders) => app.inject({ method: 'GET', url: '/api/favorite/solved', headers }),
    target: (headers: THeaders, query: string) =>
      app.inject({ method: 'GET', url: `/api/favorite/target${query}`, headers }),
    add: (headers: THeaders, favoriteId: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api/favorite/${favoriteId}/homework`, headers, payload }),
    removeTask: (headers: THeaders, favoriteId: string, payload: object) =>
      app.inject({ method: 'DELETE', url: `/api/favorite/${favoriteId}/homework`, headers, payload }),
    hide: (headers: THeaders, payload: object) =>
      app.inject({ method: 'PUT', url: '/api/favorite/homework/hide', headers, payload }),
    markSolved: (headers: THeaders, payload: object) =>
      app.inject({ method: 'PUT', url: '/api/favorite/homework/solved', headers, payload }),
    reorder: (headers: THeaders, payload: object) =>
      app.inject({ method: 'PUT', url: '/api/favorite/reorder-homeworks', headers, payload }),
  };
}

/** Creates a list through the API (the account must be Premium) and answers it. */
export async function createList(app: TTestApp, headers: THeaders, name = 'Powtórka', description = '') {
  const response = await favoritesApi(app).create(headers, { name, description });
  if (response.statusCode !== 200) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json().favorite as { id: string; name: string };
}

export async function listRows(app: TTestApp, userId: string) {
  return app.db.select().from(favorites).where(eq(favorites.userId, userId)).orderBy(asc(favorites.createdAt));
}

/** The list's entries as stored, in its order. */
export async function entryRows(app: TTestApp, favoriteId: string) {
  return app.db
    .select()
    .from(favoriteHomeworks)
    .where(eq(favoriteHomeworks.favoriteId, favoriteId))
    .orderBy(asc(favoriteHomeworks.position), asc(favoriteHomeworks.createdAt));
}

type TAnswer = { statusCode: number; json: () => unknown };

/**
 * A list is hidden from everyone but its owner: `send` for the list as another user and as an ADMIN, and for a
 * missing id as `missingBy`, each answers 404 'Nie znaleziono listy.'.
 */
export async function expectListHidden(
  listId: string,
  viewers: { other: THeaders; admin: THeaders; missingBy: THeaders },
  send: (headers: THeaders, id: string) => Promise<TAnswer>,
) {
  for (const [headers, id] of [
    [viewers.other, listId],
    [viewers.admin, listId],
    [viewers.missingBy, randomUUID()],
  ] as const) {
    const response = await send(headers, id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(listNotFound);
  }
}
