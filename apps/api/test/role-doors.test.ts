import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app';
import { loginAs } from './factories';
import { buildClockedSubscriptions, insertPremiumPayment } from './subscription-fixtures';

const t = useTestApp();

type TDoorRole = 'USER' | 'TEACHER' | 'ADMIN' | 'PARENT' | 'PREMIUM';

/**
 * The routes whose door is a role: who may pass (everybody else is answered 403 before anything is looked up or
 * validated, so a refused caller learns nothing of what exists, and sending `{}` as the body, below, gets 403, not
 * the field's message). A role door is declared on the route (`signedIn(schema, { door })`, checked in onRequest,
 * before the body is read); the test holds the route table's declarations to this list. 'PREMIUM' is a USER with Premium. Every route not
 * listed answers the same to USER, TEACHER and ADMIN at its door (what differs, by owner or by resource, is the
 * permission matrix's and each module's tests' to prove). A new role-restricted route fails the test until listed.
 */
const roleDoors = new Map<string, TDoorRole[]>([
  ['GET /api/user', ['ADMIN']],
  ['PUT /api/user/:id/badges', ['ADMIN']],
  ['GET /api/user/:id/payment-methods', ['ADMIN']],
  ['PUT /api/math-concept/:id', ['ADMIN']],
  ['DELETE /api/math-concept/:id', ['ADMIN']],
  ['GET /api/math-concept-change/count', ['ADMIN']],
  ['GET /api/math-concept-change', ['ADMIN']],
  ['PUT /api/math-concept-change/:id', ['ADMIN']],
  ['POST /api/homework', ['TEACHER', 'ADMIN']],
  ['GET /api/homework/pending/count', ['ADMIN']],
  ['PUT /api/homework/:id/review', ['ADMIN']],
  ['PUT /api/homework/:id/status', ['ADMIN']],
  ['POST /api/homework-type', ['ADMIN']],
  ['PUT /api/homework-type/:id', ['ADMIN']],
  ['DELETE /api/homework-type/:id', ['ADMIN']],
  ['PUT /api/homework-type/:id/toggle-done', ['ADMIN']],
  ['GET /api/homework-type/:id/history', ['ADMIN']],
  ['GET /api/job/failed', ['ADMIN']],
  ['GET /api/admin/safeguarding/held-messages', ['ADMIN']],
  ['POST /api/admin/safeguarding/held-messages/:id/release', ['ADMIN']],
  ['POST /api/admin/safeguarding/held-messages/:id/reject', ['ADMIN']],
  ['PUT /api/job/:id/retry', ['ADMIN']],
  ['GET /api/payment/admin', ['ADMIN']],
  ['POST /api/payment/:id/confirm', ['ADMIN']],
  ['POST /api/payment/:id/refund', ['ADMIN']],
  ['POST /api/payment/import-statement', ['ADMIN']],
  ['POST /api/favorite', ['ADMIN', 'PREMIUM']],
  ['POST /api/favorite/:favoriteId/homework', ['ADMIN', 'PREMIUM']],
  ['PUT /api/favorite/homework/hide', ['ADMIN', 'PREMIUM']],
  ['PUT /api/favorite/homework/solved', ['ADMIN', 'PREMIUM']],
  ['POST /api/game', ['ADMIN']],
  ['PUT /api/game/:id', ['ADMIN']],
  ['DELETE /api/game/:id', ['ADMIN']],
  ['GET /api/tutoring/offer', ['TEACHER']],
  ['PUT /api/tutoring/offer', ['TEACHER']],
  ['GET /api/tutoring/availability', ['TEACHER']],
  ['POST /api/tutoring/availability', ['TEACHER']],
  ['PUT /api/tutoring/availability/:id', ['TEACHER']],
  ['DELETE /api/tutoring/availability/:id', ['TEACHER']],
  ['POST /api/tutoring/bookings/offer', ['TEACHER']],
  ['POST /api/tutoring/links', ['TEACHER']],
  ['GET /api/tutoring/disputes', ['ADMIN']],
  ['POST /api/tutoring/disputes/:id/resolve', ['ADMIN']],
  ['POST /api/homework-request/:id/offers', ['TEACHER']],
  ['GET /api/homework-request-dispute', ['ADMIN']],
  ['POST /api/homework-request-dispute/:id/resolve', ['ADMIN']],
  ['POST /api/book', ['ADMIN']],
  ['PUT /api/book/:id', ['ADMIN']],
  ['DELETE /api/book/:id', ['ADMIN']],
  ['POST /api/book-node', ['ADMIN']],
  ['PUT /api/book-node/:id', ['ADMIN']],
  ['DELETE /api/book-node/:id', ['ADMIN']],
  ['PUT /api/book-node/:id/concept', ['ADMIN']],
  ['POST /api/book-node/:id/import-concept', ['ADMIN']],
  ['GET /api/report', ['ADMIN']],
  ['GET /api/admin/safeguarding/help', ['ADMIN']],
  ['GET /api/admin/safeguarding/help/count', ['ADMIN']],
  ['POST /api/admin/safeguarding/help/:id/status', ['ADMIN']],
  ['PUT /api/admin/users/:id/safeguarding-responsible', ['ADMIN']],
  ['POST /api/admin/users/:id/block', ['ADMIN']],
  ['POST /api/admin/users/:id/unblock', ['ADMIN']],
  ['POST /api/report/:id/decide', ['ADMIN']],
  ['GET /api/feedback', ['ADMIN']],
  ['POST /api/feedback/:id/read', ['ADMIN']],
  ['POST /api/course', ['TEACHER', 'ADMIN']],
  ['POST /api/course/:id/review', ['ADMIN']],
  ['POST /api/support-node', ['ADMIN']],
  ['PUT /api/support-node/:id', ['ADMIN']],
  ['POST /api/support-node/:id/move', ['ADMIN']],
  ['DELETE /api/support-node/:id', ['ADMIN']],
  ['POST /api/class', ['TEACHER', 'ADMIN']],
  ['POST /api/class/join', ['USER']],
  ['PUT /api/class/:id', ['TEACHER', 'ADMIN']],
  ['POST /api/class/:id/code', ['TEACHER', 'ADMIN']],
  ['POST /api/class/:id/pupil/:userId/approve', ['TEACHER', 'ADMIN']],
  ['DELETE /api/class/:id/pupil/:userId', ['TEACHER', 'ADMIN']],
  ['PUT /api/class/:id/pupil/:userId', ['TEACHER', 'ADMIN']],
  ['POST /api/class/:id/pupil/:userId/move', ['TEACHER', 'ADMIN']],
  ['POST /api/class/:id/teacher', ['TEACHER', 'ADMIN']],
  ['DELETE /api/class/:id/teacher/:userId', ['TEACHER', 'ADMIN']],
  ['POST /api/class/:id/pupils', ['TEACHER', 'ADMIN']],
  ['POST /api/class/:id/pupil/:userId/password', ['TEACHER', 'ADMIN']],
  ['GET /api/class/:id/assignment', ['TEACHER', 'ADMIN']],
  ['POST /api/class/:id/assignment', ['TEACHER', 'ADMIN']],
  ['PUT /api/assignment/:id', ['TEACHER', 'ADMIN']],
  ['DELETE /api/assignment/:id', ['TEACHER', 'ADMIN']],
  ['POST /api/assignment/:id/answer', ['USER']],
  ['GET /api/assignment/:id/results', ['TEACHER', 'ADMIN']],
  ['GET /api/assignment/:id/results.csv', ['TEACHER', 'ADMIN']],
  ['GET /api/class/:id/mark-bands', ['TEACHER', 'ADMIN']],
  ['PUT /api/class/:id/mark-bands', ['TEACHER', 'ADMIN']],
  ['GET /api/class/:id/gradebook', ['TEACHER', 'ADMIN']],
  ['GET /api/class/:id/gradebook.csv', ['TEACHER', 'ADMIN']],
  ['POST /api/classroom/connect', ['TEACHER']],
  ['DELETE /api/classroom/connection', ['TEACHER']],
  ['GET /api/classroom/courses', ['TEACHER']],
  ['POST /api/assignment/:id/classroom', ['TEACHER']],
  ['GET /api/assignment/:id/classroom', ['TEACHER', 'ADMIN']],
  ['POST /api/lti/registration-url', ['TEACHER', 'ADMIN']],
  ['GET /api/lti/context', ['TEACHER', 'ADMIN']],
  ['POST /api/lti/context/:id/roster', ['TEACHER', 'ADMIN']],
  ['POST /api/user/me/parent-code', ['USER']],
  ['GET /api/user/me/parents', ['USER']],
  ['POST /api/user/me/parents/:parentId/confirm', ['USER']],
  ['PUT /api/user/me/parents/:parentId/letter', ['USER']],
  ['POST /api/teacher-verification', ['TEACHER']],
  ['GET /api/teacher-verification', ['TEACHER']],
  ['GET /api/admin/teacher-verification', ['ADMIN']],
  ['GET /api/admin/teacher-verification/:id/document', ['ADMIN']],
  ['POST /api/admin/teacher-verification/:id/approve', ['ADMIN']],
  ['POST /api/admin/teacher-verification/:id/refuse', ['ADMIN']],
  ['GET /api/parent/children', ['PARENT']],
  ['POST /api/parent/children', ['PARENT']],
  ['GET /api/parent/children/:id/progress', ['PARENT']],
  ['GET /api/parent/children/:id/conversations', ['PARENT']],
  ['GET /api/parent/children/:id/conversations/:roomId/messages', ['PARENT']],
  ['DELETE /api/parent/children/:id/consent', ['PARENT']],
  ['PUT /api/parent/children/:id/letter', ['PARENT']],
  ['POST /api/user/me/purchase-requests', ['USER']],
  ['GET /api/parent/purchase-requests', ['PARENT']],
  ['POST /api/parent/purchase-requests/:id/decline', ['PARENT']],
]);

/**
 * Doors that are not a role alone, so the route declares none: Premium (a USER with a subscription), or a
 * resource's owner besides the role (a random id is nobody's).
 */
const doorsBeyondRole = new Set(['GET /api/user/:id/payment-methods']);

/**
 * A summary that names the roles the whole route is for: 'ADMIN: …', '… (ADMIN)', '… (TEACHER or ADMIN), …',
 * '… (TEACHER, own)', '… (ADMIN; …)'; not '… or (ADMIN) waiting for review', a role for one option of the route.
 */
const namesItsRoles = /^ADMIN:|\((?:TEACHER|ADMIN)(?: or (?:TEACHER|ADMIN))?(?:\)(?:$|,)|[,;])/;

/** A URL for a route pattern: every `:param` a fresh UUID. */
const sample = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, () => randomUUID());

describe('every signed-in route of the API', () => {
  it('refuses the roles it does not admit with 403, and treats the others alike at its door', async () => {
    const signIn = async (role: TDoorRole) => {
      const person = await loginAs(t.app, role === 'PREMIUM' ? 'USER' : role);
      if (role === 'PREMIUM')
        await buildClockedSubscriptions(t.app).grant(await insertPremiumPayment(t.app, person.user.id));
      return person;
    };
    const people = new Map<TDoorRole, Awaited<ReturnType<typeof loginAs>>>();
    for (const role of ['USER', 'TEACHER', 'ADMIN', 'PREMIUM'] as const) people.set(role, await signIn(role));
    /** The route's answer to the role; a route that ended the session (sign-out) gets the role signed in anew. */
    const ask = async (role: TDoorRole, method: string, url: string) => {
      for (let attempt = 0; ; attempt += 1) {
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers: people.get(role)!.headers,
          ...(method !== 'GET' && method !== 'DELETE' && { payload: {} }),
        });
        if (response.statusCode !== 401 || attempt > 0) return response;
        people.set(role, await signIn(role));
      }
    };
    const routes = t.app.routeTable.filter(
      ({ method, url }) =>
        url.startsWith('/api') &&
        method !== 'HEAD' &&
        method !== 'OPTIONS' &&
        url !== '/api/docs' &&
        !url.startsWith('/api/docs/'),
    );
    const wrong: string[] = [];
    for (const { method, url } of routes) {
      const name = `${method} ${url}`;
      const concrete = sample(url);
      const admitted = roleDoors.get(name);
      const answers = new Map<TDoorRole, number>();
      for (const role of ['USER', 'TEACHER', 'ADMIN'] as const) {
        answers.set(role, (await ask(role, method, concrete)).statusCode);
      }
      if (!admitted) {
        if (new Set(answers.values()).size > 1) wrong.push(`${name} answers by role: ${[...answers].join(', ')}`);
        continue;
      }
      if (admitted.includes('PREMIUM')) answers.set('PREMIUM', (await ask('PREMIUM', method, concrete)).statusCode);
      for (const [role, status] of answers) {
        const expectedRefusal = !admitted.includes(role);
        if (expectedRefusal !== (status === 403)) wrong.push(`${name} answered ${status} to ${role}`);
      }
    }
    expect(wrong).toEqual([]);
    const served = new Set(routes.map(({ method, url }) => `${method} ${url}`));
    expect([...roleDoors.keys()].filter((name) => !served.has(name))).toEqual([]);
    // Three roles at every door of the API, one request after another: about 30 s on a quiet 2-core machine.
  }, 180_000);
});

describe('the role doors declared on the routes', () => {
  it('are the ones listed here, so each is checked before the body is read and validated', async () => {
    const declared = new Map(
      t.app.routeTable
        .filter(({ roles, method }) => roles && method !== 'HEAD')
        .map(({ method, url, roles }) => [`${method} ${url}`, [...roles!].sort()]),
    );
    const listed = new Map(
      [...roleDoors]
        .filter(([name, roles]) => !roles.includes('PREMIUM') && !doorsBeyondRole.has(name))
        .map(([name, roles]) => [name, [...roles].sort()]),
    );
    expect(Object.fromEntries(declared)).toEqual(Object.fromEntries(listed));
  });

  it("include every route whose summary names its roles ('ADMIN: …', '… (TEACHER)')", async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    const unlisted = Object.entries(docs.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => namesItsRoles.test(operation.summary ?? ''))
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/\{([A-Za-z]+)\}/g, ':$1')}`)
        .filter((name) => !roleDoors.has(name)),
    );
    expect(unlisted).toEqual([]);
  });
});
