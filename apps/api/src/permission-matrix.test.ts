/**
 * The permission matrix of the authoring and moderation routes: every route × actor → HTTP status, in
 * one table (docs/product-spec.md section 6 plus the existing behaviour):
 * - tasks: TEACHER and ADMIN create; edit, delete, submit for review and publish: the author or ADMIN;
 *   review, moderation status and the pending count: ADMIN only; a non-public task does not exist (404)
 *   for anybody but its author and ADMIN;
 * - task types and DOMAIN concepts are managed by ADMIN only; any signed-in person creates a definition,
 *   theorem or tag and proposes a concept change; only ADMIN lists and decides proposals, and a pending
 *   proposal is seen by its proposer and ADMIN alone;
 * - notifications belong to their recipient alone (somebody else's is 404, ADMIN included);
 * - accounts: only ADMIN lists every account and grants badges; statistics are per signed-in person; a profile
 *   and the teacher list are public; a profile is edited by its owner alone (PUT /user/profile has no id).
 *
 * One app for the file (the actors sign in once); every row builds its own fixture, so rows do not depend
 * on each other. A refused row (and any row the actor may not change things with) also checks that the
 * database did not change.
 */
import { randomUUID } from 'node:crypto';
import { authoringMessages, errorMessages, homeworkListMessages } from '@zadania/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../test/build-test-app';
import { buildConcept, buildHomework, loginAs } from '../test/factories';
import {
  editorComments,
  homeworkReviews,
  homeworks,
  homeworkTypes,
  mathConceptChanges,
  mathConcepts,
  notifications,
  users,
} from './db/schema';

const actors = ['anonymous', 'USER', 'AUTHOR', 'OTHER_TEACHER', 'ADMIN'] as const;
type TActor = (typeof actors)[number];
type TSignedInActor = Exclude<TActor, 'anonymous'>;
type TFixture = Record<string, string>;
type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type TRoute = {
  route: string;
  method: TMethod;
  setup?: () => Promise<TFixture>;
  url: (fixture: TFixture) => string;
  payload?: (fixture: TFixture) => object;
  /** What the call may change; compared before and after. */
  snapshot?: (fixture: TFixture) => Promise<unknown>;
  expected: Record<TActor, number>;
  /** Actors whose call changes the snapshot; by default every actor answered 2xx by a non-GET route. */
  changedBy?: TActor[];
  /** The message of a 403, when not the generic one. */
  forbiddenMessage?: string;
  /** Further checks of a successful answer. */
  check?: (body: unknown, fixture: TFixture, actor: TActor) => void;
};

let app: TTestApp;
const signedIn = {} as Record<TSignedInActor, Awaited<ReturnType<typeof loginAs>>>;

beforeAll(async () => {
  app = await buildTestApp();
  signedIn.USER = await loginAs(app, 'USER');
  signedIn.AUTHOR = await loginAs(app, 'TEACHER');
  signedIn.OTHER_TEACHER = await loginAs(app, 'TEACHER');
  signedIn.ADMIN = await loginAs(app, 'ADMIN');
});

afterAll(async () => {
  await app?.close();
});

const authorId = () => signedIn.AUTHOR.user.id;
const unique = () => randomUUID().slice(0, 8);

const validTask = (text = 'Rozwiąż równanie x^2 = 4 w zbiorze liczb rzeczywistych.') => ({
  description: `<p>${text}</p>`,
  closed: true,
  answers: [
    { label: 'A', answer: '<p>2</p>', correct: false },
    { label: 'B', answer: '<p>-2 lub 2</p>', correct: true },
  ],
  level: 'HIGH_SCHOOL',
});

/** A task of the AUTHOR teacher. */
const authorTask = async (values: Partial<typeof homeworks.$inferInsert> = {}) => {
  const task = await buildHomework(app, { authorId: authorId(), ...values });
  return { id: task.id, slug: task.slug };
};
const privateTask = () => authorTask({ status: 'PRIVATE' });
const publicTask = () => authorTask({ status: 'PUBLIC' });

const taskState = async ({ id }: TFixture) => {
  const [row] = await app.db.select().from(homeworks).where(eq(homeworks.id, id!));
  return row
    ? { description: row.description, status: row.status, adminReviewStatus: row.adminReviewStatus }
    : 'deleted';
};
const taskStateWithReviews = async (fixture: TFixture) => {
  const [reviews] = await app.db
    .select({ n: count() })
    .from(homeworkReviews)
    .where(eq(homeworkReviews.homeworkId, fixture.id!));
  return { task: await taskState(fixture), reviews: reviews?.n };
};
const countRows = async (table: typeof homeworks | typeof homeworkTypes | typeof mathConcepts) => {
  const [row] = await app.db.select({ n: count() }).from(table);
  return row?.n;
};

const buildType = async () => {
  const suffix = unique();
  const [row] = await app.db
    .insert(homeworkTypes)
    .values({ slug: `typ-${suffix}`, name: `Typ ${suffix}` })
    .returning();
  return { id: row!.id };
};
const typeState = async ({ id }: TFixture) => {
  const [row] = await app.db.select().from(homeworkTypes).where(eq(homeworkTypes.id, id!));
  return row ? { name: row.name, done: row.done } : 'deleted';
};

const conceptOf = async (type: 'DOMAIN' | 'DEFINITION') => {
  const concept = await buildConcept(app, { name: `Pojęcie ${unique()}`, type });
  return { id: concept.id };
};
const conceptState = async ({ id }: TFixture) => {
  const [row] = await app.db.select().from(mathConcepts).where(eq(mathConcepts.id, id!));
  return row ? { name: row.name, type: row.type, aliases: row.aliases } : 'deleted';
};
const changesOf = async ({ id }: TFixture) =>
  (await app.db.select().from(mathConceptChanges).where(eq(mathConceptChanges.conceptId, id!))).map((row) => ({
    id: row.id,
    status: row.status,
  }));

/** A concept with a pending change proposed by the AUTHOR teacher. */
const pendingChange = async () => {
  const { id: conceptId } = await conceptOf('DEFINITION');
  const [change] = await app.db
    .insert(mathConceptChanges)
    .values({ conceptId, proposerId: authorId(), type: 'DEFINITION', name: `Zmiana ${unique()}` })
    .returning();
  return { id: change!.id, conceptId };
};
const changeState = async ({ id, conceptId }: TFixture) => {
  const [change] = await app.db.select().from(mathConceptChanges).where(eq(mathConceptChanges.id, id!));
  return { status: change?.status, concept: await conceptState({ id: conceptId! }) };
};

/** An unread notification of the AUTHOR teacher. */
const authorNotification = async () => {
  const [row] = await app.db
    .insert(notifications)
    .values({ userId: authorId(), type: 'HOMEWORK_REVIEWED', payload: { homeworkId: randomUUID() } })
    .returning();
  return { id: row!.id };
};
const notificationState = async ({ id }: TFixture) => {
  const [row] = await app.db.select().from(notifications).where(eq(notifications.id, id!));
  return { read: !!row?.readAt };
};
const unreadOfAuthor = async () => {
  const [row] = await app.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, authorId()), isNull(notifications.readAt)));
  return row?.n;
};

/** A bug report of the AUTHOR teacher. */
const authorComment = async () => {
  const [row] = await app.db
    .insert(editorComments)
    .values({ authorId: authorId(), type: 'BUG', content: '<p>Nie działa wstawianie tabeli.</p>' })
    .returning();
  return { id: row!.id };
};
const commentState = async ({ id }: TFixture) =>
  (await app.db.select().from(editorComments).where(eq(editorComments.id, id!))).length === 1 ? 'exists' : 'deleted';
const commentCount = async () => {
  const [row] = await app.db.select({ n: count() }).from(editorComments);
  return row?.n;
};

const resultIds = (body: unknown) => (body as { results: { id: string }[] }).results.map((row) => row.id);

// Expected statuses, in the order anonymous, USER, AUTHOR (TEACHER), OTHER_TEACHER, ADMIN.
const statuses = (...codes: [number, number, number, number, number]) =>
  Object.fromEntries(actors.map((actor, index) => [actor, codes[index]])) as Record<TActor, number>;
const adminOnly = (ok: number) => statuses(401, 403, 403, 403, ok);
const signedInOnly = (ok: number) => statuses(401, ok, ok, ok, ok);
/** Author or ADMIN on a non-public task: it does not exist for anybody else. */
const authorOrAdminHidden = (ok: number) => statuses(401, 404, ok, 404, ok);
/** Author or ADMIN on a public task: others see it, but may not touch it. */
const authorOrAdminVisible = (ok: number) => statuses(401, 403, ok, 403, ok);
/** The author only, on a task an ADMIN may see (an ADMIN does not submit someone else's task for review). */
const authorOnlyHidden = (ok: number) => statuses(401, 404, ok, 404, 403);
const authorOnlyVisible = (ok: number) => statuses(401, 403, ok, 403, 403);

const routes: TRoute[] = [
  // ---- tasks
  {
    route: 'POST /api/homework',
    method: 'POST',
    url: () => '/api/homework',
    payload: () => validTask(),
    snapshot: () => countRows(homeworks),
    expected: statuses(401, 403, 201, 201, 201),
  },
  {
    route: 'PUT /api/homework/{id} (private task)',
    method: 'PUT',
    setup: privateTask,
    url: ({ id }) => `/api/homework/${id}`,
    payload: () => validTask('Zmieniona treść zadania.'),
    snapshot: taskState,
    expected: authorOrAdminHidden(200),
  },
  {
    route: 'PUT /api/homework/{id} (public task)',
    method: 'PUT',
    setup: publicTask,
    url: ({ id }) => `/api/homework/${id}`,
    payload: () => validTask('Zmieniona treść zadania.'),
    snapshot: taskState,
    expected: authorOrAdminVisible(200),
  },
  {
    route: 'DELETE /api/homework/{id} (private task)',
    method: 'DELETE',
    setup: privateTask,
    url: ({ id }) => `/api/homework/${id}`,
    snapshot: taskState,
    expected: authorOrAdminHidden(200),
  },
  {
    route: 'DELETE /api/homework/{id} (public task)',
    method: 'DELETE',
    setup: publicTask,
    url: ({ id }) => `/api/homework/${id}`,
    snapshot: taskState,
    expected: authorOrAdminVisible(200),
  },
  {
    route: 'PUT /api/homework/{id}/submit-for-review (private task)',
    method: 'PUT',
    setup: privateTask,
    url: ({ id }) => `/api/homework/${id}/submit-for-review`,
    snapshot: taskState,
    expected: authorOnlyHidden(200),
  },
  {
    route: 'PUT /api/homework/{id}/submit-for-review (public task)',
    method: 'PUT',
    setup: publicTask,
    url: ({ id }) => `/api/homework/${id}/submit-for-review`,
    snapshot: taskState,
    expected: authorOnlyVisible(200),
  },
  {
    route: 'PUT /api/homework/{id}/review (private task, review pending)',
    method: 'PUT',
    setup: () => authorTask({ status: 'PRIVATE', adminReviewStatus: 'PENDING' }),
    url: ({ id }) => `/api/homework/${id}/review`,
    payload: () => ({ status: 'APPROVED', comment: 'Dobre zadanie.' }),
    snapshot: taskStateWithReviews,
    expected: adminOnly(200),
  },
  {
    route: 'PUT /api/homework/{id}/review (public task, review pending)',
    method: 'PUT',
    setup: () => authorTask({ status: 'PUBLIC', adminReviewStatus: 'PENDING' }),
    url: ({ id }) => `/api/homework/${id}/review`,
    payload: () => ({ status: 'REJECTED', comment: 'Popraw treść.' }),
    snapshot: taskStateWithReviews,
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/homework/{id}/reviews (private task)',
    method: 'GET',
    setup: privateTask,
    url: ({ id }) => `/api/homework/${id}/reviews`,
    expected: authorOrAdminHidden(200),
  },
  {
    route: 'PUT /api/homework/{id}/publish (private task, approved)',
    method: 'PUT',
    setup: () => authorTask({ status: 'PRIVATE', adminReviewStatus: 'APPROVED' }),
    url: ({ id }) => `/api/homework/${id}/publish`,
    snapshot: taskState,
    expected: authorOrAdminHidden(200),
  },
  {
    route: 'PUT /api/homework/{id}/publish (private task, not reviewed)',
    method: 'PUT',
    setup: privateTask,
    url: ({ id }) => `/api/homework/${id}/publish`,
    snapshot: taskState,
    // The author must wait for an approval (409); ADMIN publishes at once.
    expected: statuses(401, 404, 409, 404, 200),
  },
  {
    route: 'PUT /api/homework/{id}/status (public task)',
    method: 'PUT',
    setup: publicTask,
    url: ({ id }) => `/api/homework/${id}/status`,
    payload: () => ({ status: 'HIDDEN' }),
    snapshot: taskState,
    expected: adminOnly(200),
  },
  {
    route: 'PUT /api/homework/{id}/status (private task)',
    method: 'PUT',
    setup: privateTask,
    url: ({ id }) => `/api/homework/${id}/status`,
    payload: () => ({ status: 'PUBLIC' }),
    snapshot: taskState,
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/homework/pending/count',
    method: 'GET',
    url: () => '/api/homework/pending/count',
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/homework/{id} (private task)',
    method: 'GET',
    setup: privateTask,
    url: ({ id }) => `/api/homework/${id}`,
    expected: statuses(404, 404, 200, 404, 200),
  },
  {
    route: 'GET /api/homework/{slug} (private task)',
    method: 'GET',
    setup: privateTask,
    url: ({ slug }) => `/api/homework/${slug}`,
    expected: statuses(404, 404, 200, 404, 200),
  },
  {
    route: 'GET /api/homework/{id} (task under copyright review)',
    method: 'GET',
    setup: () => authorTask({ status: 'UNDER_COPYRIGHT_REVIEW' }),
    url: ({ id }) => `/api/homework/${id}`,
    expected: statuses(404, 404, 200, 404, 200),
  },
  {
    route: 'GET /api/homework/{id}/solution (private task)',
    method: 'GET',
    setup: privateTask,
    url: ({ id }) => `/api/homework/${id}/solution`,
    expected: statuses(404, 404, 200, 404, 200),
  },
  {
    route: 'GET /api/homework?authorsIds={author} (private task)',
    method: 'GET',
    setup: privateTask,
    url: () => `/api/homework?authorsIds=${authorId()}&pageSize=50`,
    expected: statuses(200, 200, 200, 200, 200),
    // The public list never holds a private task, not even for its author or ADMIN (they use mine/statuses).
    check: (body, fixture) => expect(resultIds(body)).not.toContain(fixture.id),
  },
  {
    route: 'GET /api/homework?mine=true (private task)',
    method: 'GET',
    setup: privateTask,
    url: () => '/api/homework?mine=true&pageSize=50',
    expected: signedInOnly(200),
    check: (body, fixture, actor) => expect(resultIds(body).includes(fixture.id!)).toBe(actor === 'AUTHOR'),
  },
  {
    route: 'GET /api/homework?statuses=PRIVATE (private task)',
    method: 'GET',
    setup: privateTask,
    url: () => '/api/homework?statuses=PRIVATE&pageSize=50',
    expected: statuses(403, 403, 403, 403, 200),
    forbiddenMessage: homeworkListMessages.adminOnlyFilter,
    check: (body, fixture) => expect(resultIds(body)).toContain(fixture.id),
  },
  {
    route: 'GET /api/homework/{id} (public task)',
    method: 'GET',
    setup: publicTask,
    url: ({ id }) => `/api/homework/${id}`,
    expected: statuses(200, 200, 200, 200, 200),
  },

  // ---- task types
  {
    route: 'POST /api/homework-type',
    method: 'POST',
    url: () => '/api/homework-type',
    payload: () => ({ name: `Typ zadania ${unique()}` }),
    snapshot: () => countRows(homeworkTypes),
    expected: adminOnly(201),
  },
  {
    route: 'PUT /api/homework-type/{id}',
    method: 'PUT',
    setup: buildType,
    url: ({ id }) => `/api/homework-type/${id}`,
    payload: () => ({ name: `Zmieniony typ ${unique()}` }),
    snapshot: typeState,
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /api/homework-type/{id}',
    method: 'DELETE',
    setup: buildType,
    url: ({ id }) => `/api/homework-type/${id}`,
    snapshot: typeState,
    expected: adminOnly(200),
  },
  {
    route: 'PUT /api/homework-type/{id}/toggle-done',
    method: 'PUT',
    setup: buildType,
    url: ({ id }) => `/api/homework-type/${id}/toggle-done`,
    snapshot: typeState,
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/homework-type/{id}/history',
    method: 'GET',
    setup: buildType,
    url: ({ id }) => `/api/homework-type/${id}/history`,
    expected: adminOnly(200),
  },

  // ---- concepts
  {
    route: 'POST /api/math-concept (DOMAIN)',
    method: 'POST',
    url: () => '/api/math-concept',
    payload: () => ({ type: 'DOMAIN', name: `Dział ${unique()}`, aliases: [] }),
    snapshot: () => countRows(mathConcepts),
    expected: adminOnly(201),
    forbiddenMessage: authoringMessages.conceptDomainAdminOnly,
  },
  ...(['DEFINITION', 'THEOREM', 'TAG'] as const).map(
    (type): TRoute => ({
      route: `POST /api/math-concept (${type})`,
      method: 'POST',
      url: () => '/api/math-concept',
      payload: () => ({ type, name: `Pojęcie ${unique()}`, aliases: ['alias'] }),
      snapshot: () => countRows(mathConcepts),
      expected: signedInOnly(201),
    }),
  ),
  {
    route: 'PUT /api/math-concept/{id}',
    method: 'PUT',
    setup: () => conceptOf('DEFINITION'),
    url: ({ id }) => `/api/math-concept/${id}`,
    payload: () => ({ name: `Nowa nazwa ${unique()}` }),
    snapshot: conceptState,
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /api/math-concept/{id} (DEFINITION)',
    method: 'DELETE',
    setup: () => conceptOf('DEFINITION'),
    url: ({ id }) => `/api/math-concept/${id}`,
    snapshot: conceptState,
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /api/math-concept/{id} (DOMAIN)',
    method: 'DELETE',
    setup: () => conceptOf('DOMAIN'),
    url: ({ id }) => `/api/math-concept/${id}`,
    snapshot: conceptState,
    expected: adminOnly(200),
  },

  // ---- concept changes
  {
    route: 'POST /api/math-concept-change (same type)',
    method: 'POST',
    setup: () => conceptOf('DEFINITION'),
    url: () => '/api/math-concept-change',
    payload: ({ id }) => ({ conceptId: id, form: { name: `Zmiana ${unique()}` }, type: 'DEFINITION', aliases: [] }),
    snapshot: async (fixture) => ({ changes: await changesOf(fixture), concept: await conceptState(fixture) }),
    expected: signedInOnly(201),
    // A proposal never changes the concept itself, only adds a pending change.
  },
  {
    route: 'POST /api/math-concept-change (into a DOMAIN)',
    method: 'POST',
    setup: () => conceptOf('DEFINITION'),
    url: () => '/api/math-concept-change',
    payload: ({ id }) => ({ conceptId: id, form: { name: `Dział ${unique()}` }, type: 'DOMAIN', aliases: [] }),
    snapshot: changesOf,
    expected: adminOnly(201),
    forbiddenMessage: authoringMessages.conceptDomainAdminOnly,
  },
  {
    route: 'GET /api/math-concept-change/count',
    method: 'GET',
    url: () => '/api/math-concept-change/count?status=PENDING',
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/math-concept-change',
    method: 'GET',
    url: () => '/api/math-concept-change?page=1',
    expected: adminOnly(200),
  },
  {
    route: 'GET /api/math-concept-change/{id}/pending',
    method: 'GET',
    setup: pendingChange,
    url: ({ conceptId }) => `/api/math-concept-change/${conceptId}/pending`,
    expected: statuses(200, 200, 200, 200, 200),
    // A pending proposal names its proposer: only they and ADMIN see it, anybody else as if there were none.
    check: (body, fixture, actor) => {
      if (actor === 'AUTHOR' || actor === 'ADMIN') {
        expect(body).toMatchObject({ change: { id: fixture.id, status: 'PENDING' } });
      } else {
        expect(body).toEqual({ change: null });
      }
      expect(JSON.stringify(body)).not.toMatch(/email|@example\.com/i);
    },
  },
  {
    route: 'PUT /api/math-concept-change/{id} (proposed by the author)',
    method: 'PUT',
    setup: pendingChange,
    url: ({ id }) => `/api/math-concept-change/${id}`,
    payload: () => ({ status: 'APPROVED' }),
    snapshot: changeState,
    expected: adminOnly(200),
  },

  // ---- notifications (the fixture is a notification of the AUTHOR)
  {
    route: 'GET /api/notification',
    method: 'GET',
    setup: authorNotification,
    url: () => '/api/notification',
    expected: signedInOnly(200),
    check: (body, fixture, actor) => {
      const ids = (body as { results: { id: string }[] }).results.map((row) => row.id);
      expect(ids.includes(fixture.id!)).toBe(actor === 'AUTHOR');
    },
  },
  {
    route: 'PUT /api/notification/read-all',
    method: 'PUT',
    setup: authorNotification,
    url: () => '/api/notification/read-all',
    snapshot: async (fixture) => ({ one: await notificationState(fixture), all: await unreadOfAuthor() }),
    expected: signedInOnly(200),
    changedBy: ['AUTHOR'],
  },
  {
    route: 'PUT /api/notification/{id}/read',
    method: 'PUT',
    setup: authorNotification,
    url: ({ id }) => `/api/notification/${id}/read`,
    snapshot: notificationState,
    expected: statuses(401, 404, 200, 404, 404),
  },

  // ---- unknown ids: ADMIN-only routes refuse before the lookup, so nobody else learns what exists
  {
    route: 'PUT /api/homework/{id}/review (unknown task)',
    method: 'PUT',
    url: () => `/api/homework/${randomUUID()}/review`,
    payload: () => ({ status: 'APPROVED', comment: '' }),
    expected: adminOnly(404),
  },
  {
    route: 'DELETE /api/homework/{id} (unknown task)',
    method: 'DELETE',
    url: () => `/api/homework/${randomUUID()}`,
    expected: statuses(401, 404, 404, 404, 404),
  },
  {
    route: 'PUT /api/homework-type/{id} (unknown type)',
    method: 'PUT',
    url: () => `/api/homework-type/${randomUUID()}`,
    payload: () => ({ name: 'Typ' }),
    expected: adminOnly(404),
  },
  {
    route: 'DELETE /api/math-concept/{id} (unknown concept)',
    method: 'DELETE',
    url: () => `/api/math-concept/${randomUUID()}`,
    expected: adminOnly(404),
  },
  {
    route: 'PUT /api/math-concept-change/{id} (unknown proposal)',
    method: 'PUT',
    url: () => `/api/math-concept-change/${randomUUID()}`,
    payload: () => ({ status: 'REJECTED' }),
    expected: adminOnly(404),
  },

  // ---- accounts and profiles (the fixture is the AUTHOR's account)
  {
    route: 'GET /api/user',
    method: 'GET',
    url: () => '/api/user?pageSize=50',
    expected: adminOnly(200),
    check: (body) => expect(JSON.stringify(body)).toMatch(/@example\.com/),
  },
  {
    route: 'GET /api/user/teachers',
    method: 'GET',
    url: () => '/api/user/teachers?pageSize=50',
    expected: statuses(200, 200, 200, 200, 200),
    check: (body) => {
      expect(resultIds(body)).toContain(authorId());
      expect(JSON.stringify(body)).not.toMatch(/email|@example\.com/i);
    },
  },
  {
    route: 'GET /api/user/stats',
    method: 'GET',
    url: () => '/api/user/stats',
    expected: signedInOnly(200),
  },
  {
    route: 'GET /api/user/{id} (a teacher)',
    method: 'GET',
    setup: async () => ({ id: authorId() }),
    url: ({ id }) => `/api/user/${id}`,
    expected: statuses(200, 200, 200, 200, 200),
    check: (body, _fixture, actor) =>
      expect((body as { policies: object }).policies).toMatchObject({
        update: actor === 'AUTHOR',
        grantBadges: actor === 'ADMIN',
        // The contact rule: a visitor is asked to sign in; a student not linked to the teacher is not offered it.
        chat: actor !== 'USER' && actor !== 'AUTHOR',
      }),
  },
  {
    route: 'PUT /api/user/{id}/badges',
    method: 'PUT',
    setup: async () => {
      await app.db.update(users).set({ grantedBadges: [] }).where(eq(users.id, authorId()));
      return { id: authorId() };
    },
    url: ({ id }) => `/api/user/${id}/badges`,
    payload: () => ({ granted: ['VERIFIED_TEACHER'] }),
    snapshot: async ({ id }) =>
      (await app.db.select({ granted: users.grantedBadges }).from(users).where(eq(users.id, id!)))[0],
    expected: adminOnly(200),
  },
  {
    route: 'PUT /api/user/{id}/badges (unknown account)',
    method: 'PUT',
    url: () => `/api/user/${randomUUID()}/badges`,
    payload: () => ({ granted: [] }),
    expected: adminOnly(404),
  },

  // ---- editor bug reports (the fixture is a report of the AUTHOR)
  {
    route: 'POST /api/editor-comment',
    method: 'POST',
    url: () => '/api/editor-comment',
    payload: () => ({ type: 'SUGGESTION', content: '<p>Dodajcie skróty klawiszowe.</p>' }),
    snapshot: commentCount,
    expected: signedInOnly(201),
  },
  {
    route: 'GET /api/editor-comment',
    method: 'GET',
    setup: authorComment,
    url: () => '/api/editor-comment?pageSize=50',
    expected: signedInOnly(200),
    check: (body, fixture, actor) =>
      expect(resultIds(body).includes(fixture.id!)).toBe(actor === 'AUTHOR' || actor === 'ADMIN'),
  },
  {
    route: 'DELETE /api/editor-comment/{id}',
    method: 'DELETE',
    setup: authorComment,
    url: ({ id }) => `/api/editor-comment/${id}`,
    snapshot: commentState,
    expected: authorOrAdminVisible(200),
  },
];

const rows = routes.flatMap((route) =>
  actors.map((actor) => [`${route.route} as ${actor}`, route.expected[actor], route, actor] as const),
);

describe('permission matrix of the authoring and moderation routes', () => {
  it.each(rows)('%s → %i', async (_name, status, route, actor) => {
    const fixture = (await route.setup?.()) ?? {};
    const before = await route.snapshot?.(fixture);
    const payload = route.payload?.(fixture);
    const response = await app.inject({
      method: route.method,
      url: route.url(fixture),
      headers: actor === 'anonymous' ? {} : signedIn[actor].headers,
      ...(payload ? { payload } : {}),
    });

    expect(response.statusCode, response.body).toBe(status);
    if (status === 401) expect(response.json().message).toBe(errorMessages.unauthorized);
    if (status === 403) expect(response.json().message).toBe(route.forbiddenMessage ?? errorMessages.forbidden);
    if (status === 404) expect(response.json().message).toMatch(/^Nie znaleziono/);
    if (status < 300) route.check?.(response.json(), fixture, actor);

    if (route.snapshot) {
      const changes = route.changedBy
        ? route.changedBy.includes(actor)
        : route.method !== 'GET' && status >= 200 && status < 300;
      const after = await route.snapshot(fixture);
      if (changes) expect(after).not.toEqual(before);
      else expect(after).toEqual(before);
    }
  });
});
