import { asc, eq } from 'drizzle-orm';
import type { TTestApp } from '../../../test/build-test-app';
import { favoriteHomeworks, favorites } from '../../db/schema';

export type THeaders = Record<string, string>;

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
