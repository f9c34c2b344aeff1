import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app';

const t = useTestApp();

/**
 * The routes a visitor who is not signed in may call (the catalogue, sign-in, the webhook, public profiles):
 * every other route of the app must answer 401 to them. A new route fails the test below until it either
 * authenticates or is declared here.
 */
const publicRoutes = new Set([
  'GET /api/health',
  'GET /api/ready',
  'POST /api/auth/register',
  'POST /api/auth/confirm-email',
  'POST /api/auth/resend-email-confirmation-email',
  'POST /api/auth/login',
  'POST /api/auth/login-2fa',
  'POST /api/auth/refresh-token',
  'POST /api/auth/forgot-password',
  'POST /api/auth/set-password',
  'GET /api/auth/parental-consent',
  'POST /api/auth/parental-consent',
  'GET /api/user/online',
  'GET /api/user/busy',
  'GET /api/user/teachers',
  'GET /api/user/username/:username',
  'GET /api/user/:id',
  'GET /api/user/:id/rating',
  'GET /api/user/:id/reviews',
  'GET /api/math-concept',
  'GET /api/math-concept/:id',
  'GET /api/math-concept-change/:id/pending',
  'GET /api/homework',
  'GET /api/homework/random',
  'GET /api/homework/:id',
  'GET /api/homework/:id/solution',
  'GET /api/homework/:id/rating',
  'GET /api/homework-type',
  'GET /api/homework-type/:id',
  'GET /api/exam',
  'GET /api/exam/:id',
  'GET /api/exam/:id/mock/paper',
  'GET /api/curriculum',
  'GET /api/curriculum/coverage',
  'GET /api/generator',
  'GET /api/classroom/callback',
  'POST /api/generator/:id/variant',
  'POST /api/generator/:id/check',
  'GET /api/file/:id/preview',
  'GET /api/file/:id/content',
  'GET /api/file/:id/download',
  'GET /api/file/:id/thumbnail',
  'GET /api/books/cover/:key',
  'GET /api/commerce/catalog',
  'POST /api/payment/webhook/stripe',
  'GET /api/game',
  'GET /api/game/:id',
  'POST /api/game/:id/check',
  'GET /api/tutoring/teachers',
  'GET /api/tutoring/teachers/:id',
  'GET /api/tutoring/teachers/:id/free-times',
  'GET /api/calendar/:file',
  'GET /api/book',
  'GET /api/book/:slug',
  'GET /api/book-node/:id/homeworks',
  'POST /api/feedback',
  'GET /api/course',
  'GET /api/course/:id',
  'GET /api/support-node',
  'GET /api/support-node/:slug',
  'GET /api/lti/jwks',
  'GET /api/lti/login',
  'POST /api/lti/login',
  'POST /api/lti/launch',
  'GET /api/lti/register',
  'POST /api/lti/session',
  'POST /api/lti/deep-link',
  'POST /api/parent-letter/unsubscribe/:token',
]);

/** The API's own documentation (OpenAPI and its viewer). */
const isDocumentation = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

/** A URL for a route pattern: every `:param` a fresh UUID. */
const sample = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, () => randomUUID());

describe('every route of the API', () => {
  it('answers 401 to a visitor who is not signed in, unless it is declared public', async () => {
    const routes = t.app.routeTable.filter(
      ({ method, url }) => url.startsWith('/api') && method !== 'HEAD' && method !== 'OPTIONS' && !isDocumentation(url),
    );
    expect(routes.length).toBeGreaterThan(200);
    const wrong: string[] = [];
    for (const { method, url } of routes) {
      const name = `${method} ${url}`;
      if (publicRoutes.has(name)) continue;
      const response = await t.app.inject({
        method: method as 'GET',
        url: sample(url),
        ...(method !== 'GET' && method !== 'DELETE' && { payload: {} }),
      });
      if (response.statusCode !== 401) wrong.push(`${name} answered ${response.statusCode}`);
      else expect(response.json(), name).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    }
    expect(wrong).toEqual([]);
    // Every declared public route still exists (a removed one leaves the list).
    const served = new Set(routes.map(({ method, url }) => `${method} ${url}`));
    expect([...publicRoutes].filter((name) => !served.has(name))).toEqual([]);
  });
});
