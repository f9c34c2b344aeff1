import { randomUUID } from 'node:crypto';
import {
  classMessages,
  errorMessages,
  parentMessages as m,
  parentalConsentMessages,
  parentCodeAlphabet,
} from '@zadania/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildUser, login, loginAs } from '../../../test/factories';
import { learningAttempts, notifications, parentalConsents, parentCodes, parentLinks, users } from '../../db/schema';
import { hashToken } from '../../lib/secrets';

const t = useTestApp();
const thisYear = new Date().getUTCFullYear();

type TPerson = Awaited<ReturnType<typeof loginAs>>;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: TPerson | null, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload && { payload }) });

/** A signed-in pupil born `age` years ago. */
async function pupil(age = 12) {
  const user = await buildUser(t.app, { birthYear: thisYear - age });
  const session = await login(t.app, user.email, user.password);
  return { user, session, headers: { authorization: `Bearer ${session.token}` } };
}

const newCode = async (child: TPerson) => {
  const response = await call('POST', '/api/user/me/parent-code', child, {});
  expect(response.statusCode).toBe(200);
  return response.json().code as string;
};

/** A parent linked with the child by a fresh code. */
async function linked(child: TPerson, parent?: TPerson) {
  const who = parent ?? (await loginAs(t.app, 'PARENT'));
  const response = await call('POST', '/api/parent/children', who, { code: await newCode(child) });
  expect(response.statusCode, response.body).toBe(200);
  return who;
}

/** The child's consent row, given by the parent's link (the token the mail carried). */
async function givenConsent(childId: string, parentEmail = 'rodzic@example.com') {
  const token = randomUUID();
  await t.app.db
    .insert(parentalConsents)
    .values({ userId: childId, parentEmail, tokenHash: hashToken(token), confirmedAt: new Date() });
  return token;
}

const childRoutes = [
  ['POST', '/api/user/me/parent-code'],
  ['GET', '/api/user/me/parents'],
  ['POST', `/api/user/me/parents/${randomUUID()}/confirm`],
  ['PUT', `/api/user/me/parents/${randomUUID()}/letter`],
] as const;
const parentRoutes = [
  ['GET', '/api/parent/children'],
  ['POST', '/api/parent/children'],
  ['GET', `/api/parent/children/${randomUUID()}/progress`],
  ['DELETE', `/api/parent/children/${randomUUID()}/consent`],
  ['PUT', `/api/parent/children/${randomUUID()}/letter`],
] as const;

describe('the doors', () => {
  it('answer 401 to a visitor, 403 to the wrong role', async () => {
    const [child, parent, teacher] = [await pupil(), await loginAs(t.app, 'PARENT'), await loginAs(t.app, 'TEACHER')];
    for (const [method, url] of [...childRoutes, ...parentRoutes]) {
      expect((await call(method, url, null, method === 'GET' || method === 'DELETE' ? undefined : {})).statusCode).toBe(
        401,
      );
    }
    for (const [method, url] of parentRoutes) {
      const response = await call(method, url, child, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe(m.notParent);
    }
    for (const [method, url] of childRoutes) {
      const response = await call(method, url, parent, method === 'GET' ? undefined : {});
      expect(response.statusCode, url).toBe(403);
    }
    const teacherCode = await call('POST', '/api/user/me/parent-code', teacher, {});
    expect(teacherCode.statusCode).toBe(403);
    expect(teacherCode.json().message).toBe(m.codeOnlyPupil);
  });

  it('refuse a PARENT what pupils and teachers do: joining a class, answering a task', async () => {
    const parent = await loginAs(t.app, 'PARENT');
    for (const [url, payload] of [
      ['/api/class/join', { code: 'ABCDEFGH' }],
      [`/api/homework/${randomUUID()}/check-answer`, { answer: '1' }],
    ] as const) {
      const response = await call('POST', url, parent, payload);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe(m.parentOnly);
    }
    expect(classMessages.pupilsOnly).not.toBe(m.parentOnly);
  });
});

describe('linking by the child’s code', () => {
  it('stores only the hash, links a younger child at once, and spends the code', async () => {
    const child = await pupil(12);
    const code = await newCode(child);
    expect(code).toMatch(new RegExp(`^[${parentCodeAlphabet}]{8}$`));
    const [stored] = await t.app.db.select().from(parentCodes).where(eq(parentCodes.childId, child.user.id));
    expect(stored!.codeHash).toBe(hashToken(code));
    expect(stored!.codeHash).not.toContain(code);

    const parent = await loginAs(t.app, 'PARENT');
    const response = await call('POST', '/api/parent/children', parent, { code: code.toLowerCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: m.linked,
      child: { id: child.user.id, linkConfirmed: true, consent: { status: 'NOT_NEEDED' }, answersThisWeek: 0 },
    });
    const [link] = await t.app.db.select().from(parentLinks).where(eq(parentLinks.childId, child.user.id));
    expect(link).toMatchObject({ parentId: parent.user.id, letterEnabled: true });
    expect(link!.confirmedAt).not.toBeNull();
    expect(await t.app.db.select().from(parentCodes).where(eq(parentCodes.childId, child.user.id))).toEqual([]);
    const told = await t.app.db.select().from(notifications).where(eq(notifications.userId, child.user.id));
    expect(told).toHaveLength(1);

    const again = await call('POST', '/api/parent/children', await loginAs(t.app, 'PARENT'), { code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(m.codeInvalid);

    const mine = await call('GET', '/api/user/me/parents', child);
    expect(mine.json()).toEqual([expect.objectContaining({ id: parent.user.id, confirmed: true, sees: m.parentSees })]);
    const list = await call('GET', '/api/parent/children', parent);
    expect(list.json()).toEqual([expect.objectContaining({ id: child.user.id, linkConfirmed: true })]);
  });

  it('refuses a malformed, expired or replaced code with the exact message', async () => {
    const child = await pupil();
    const parent = await loginAs(t.app, 'PARENT');
    const malformed = await call('POST', '/api/parent/children', parent, { code: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain(m.codeFormat);

    const old = await newCode(child);
    const fresh = await newCode(child);
    const replaced = await call('POST', '/api/parent/children', parent, { code: old });
    expect(replaced.json()).toMatchObject({ statusCode: 400, message: m.codeInvalid });

    await t.app.db
      .update(parentCodes)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(parentCodes.childId, child.user.id));
    const expired = await call('POST', '/api/parent/children', parent, { code: fresh });
    expect(expired.json()).toMatchObject({ statusCode: 400, message: m.codeInvalid });
  });

  it('answers 409 to a parent already linked and to a third parent', async () => {
    const child = await pupil();
    const first = await linked(child);
    const twice = await call('POST', '/api/parent/children', first, { code: await newCode(child) });
    expect(twice.json()).toMatchObject({ statusCode: 409, message: m.alreadyLinked });
    await linked(child);
    const third = await call('POST', '/api/parent/children', await loginAs(t.app, 'PARENT'), {
      code: await newCode(child),
    });
    expect(third.json()).toMatchObject({ statusCode: 409, message: m.tooManyParents });
  });

  it('never makes a third parent when two link at once', async () => {
    const child = await pupil();
    await linked(child);
    const token = await givenConsent(child.user.id);
    const [a, b] = [await loginAs(t.app, 'PARENT'), await loginAs(t.app, 'PARENT')];
    const code = await newCode(child);
    const answers = await Promise.all([
      call('POST', '/api/parent/children', a, { code }),
      call('POST', '/api/parent/children', b, { consentToken: token }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const links = await t.app.db.select().from(parentLinks).where(eq(parentLinks.childId, child.user.id));
    expect(links).toHaveLength(2);
  });
});

describe('a child of 16 or more', () => {
  it('confirms the link before the parent sees anything, and may pause the letter', async () => {
    const child = await pupil(17);
    const parent = await loginAs(t.app, 'PARENT');
    const response = await call('POST', '/api/parent/children', parent, { code: await newCode(child) });
    expect(response.json()).toMatchObject({ message: m.awaitingChild, child: { linkConfirmed: false } });
    expect((await call('GET', `/api/parent/children/${child.user.id}/progress`, parent)).statusCode).toBe(404);

    expect((await call('POST', `/api/user/me/parents/${randomUUID()}/confirm`, child, {})).statusCode).toBe(404);
    const confirmed = await call('POST', `/api/user/me/parents/${parent.user.id}/confirm`, child, {});
    expect(confirmed.json()).toMatchObject({ message: m.linkConfirmed, parent: { confirmed: true } });
    const again = await call('POST', `/api/user/me/parents/${parent.user.id}/confirm`, child, {});
    expect(again.json()).toMatchObject({ statusCode: 400, message: m.linkNotPending });
    expect((await call('GET', `/api/parent/children/${child.user.id}/progress`, parent)).statusCode).toBe(200);

    const paused = await call('PUT', `/api/user/me/parents/${parent.user.id}/letter`, child, { paused: true });
    expect(paused.json()).toMatchObject({ message: m.letterSaved, parent: { weeklyLetter: { pausedByChild: true } } });
    const [link] = await t.app.db.select().from(parentLinks).where(eq(parentLinks.childId, child.user.id));
    expect(link!.letterPausedByChild).toBe(true);
  });

  it('is the only one who may pause the letter', async () => {
    const child = await pupil(12);
    const parent = await linked(child);
    const refused = await call('PUT', `/api/user/me/parents/${parent.user.id}/letter`, child, { paused: true });
    expect(refused.statusCode).toBe(403);
  });
});

describe("the parent's view of a child", () => {
  it('answers 404 to a parent not linked, on every route of the child', async () => {
    const child = await pupil();
    await linked(child);
    const stranger = await loginAs(t.app, 'PARENT');
    const id = child.user.id;
    for (const [method, url, payload] of [
      ['GET', `/api/parent/children/${id}/progress`, undefined],
      ['DELETE', `/api/parent/children/${id}/consent`, undefined],
      ['PUT', `/api/parent/children/${id}/letter`, { enabled: false }],
    ] as const) {
      const response = await call(method, url, stranger, payload);
      expect(response.json(), url).toMatchObject({ statusCode: 404, message: errorMessages.userNotFound });
    }
  });

  it("shows the child's practice by week, the model, Premium and tokens", async () => {
    const child = await pupil();
    const parent = await linked(child);
    const now = Date.now();
    await t.app.db.insert(learningAttempts).values([
      {
        userId: child.user.id,
        kind: 'HOMEWORK',
        itemId: randomUUID(),
        answer: 'tajne',
        correct: true,
        timeTakenMs: 120_000,
        createdAt: new Date(now - 60_000),
      },
      {
        userId: child.user.id,
        kind: 'HOMEWORK',
        itemId: randomUUID(),
        answer: 'tajne',
        correct: false,
        timeTakenMs: 3_600_000,
        createdAt: new Date(now - 30_000),
      },
    ]);
    const response = await call('GET', `/api/parent/children/${child.user.id}/progress`, parent);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.weeks).toHaveLength(5);
    expect(body.weeks[4]).toMatchObject({ answers: 2, correct: 1, minutes: 12 });
    expect(body.child).toMatchObject({ answersThisWeek: 2, lateAssignments: 0, pendingRequests: 0 });
    expect(body).toMatchObject({
      mastery: { mastered: 0, learning: 0, due: 0 },
      assignments: [],
      mockExams: [],
      premium: { active: false, endsAt: null },
      tokens: { balance: 0 },
      lessons: [],
    });
    expect(response.body).not.toContain('tajne');

    const letter = await call('PUT', `/api/parent/children/${child.user.id}/letter`, parent, { enabled: false });
    expect(letter.json()).toMatchObject({ message: m.letterSaved, child: { weeklyLetter: { enabled: false } } });
  });
});

describe('the consent', () => {
  it('links by the consent link once given, and a withdrawal limits the child at once', async () => {
    const child = await pupil(13);
    const parent = await loginAs(t.app, 'PARENT');
    const token = randomUUID();
    await t.app.db
      .insert(parentalConsents)
      .values({ userId: child.user.id, parentEmail: 'rodzic@example.com', tokenHash: hashToken(token) });
    const early = await call('POST', '/api/parent/children', parent, { consentToken: token });
    expect(early.json()).toMatchObject({ statusCode: 400, message: m.codeInvalid });
    expect((await call('POST', '/api/auth/parental-consent', null, { token })).statusCode).toBe(200);

    const response = await call('POST', '/api/parent/children', parent, { consentToken: token });
    expect(response.json()).toMatchObject({ message: m.linked, child: { consent: { status: 'CONFIRMED' } } });

    const withdrawn = await call('DELETE', `/api/parent/children/${child.user.id}/consent`, parent);
    expect(withdrawn.json()).toMatchObject({
      message: m.consentWithdrawn,
      child: { consent: { status: 'WITHDRAWN', confirmedAt: null } },
    });
    const [row] = await t.app.db.select().from(parentalConsents).where(eq(parentalConsents.userId, child.user.id));
    expect(row!.confirmedAt).toBeNull();
    expect(row!.withdrawnAt).not.toBeNull();
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, child.user.id),
          sql`${notifications.payload}->>'text' = ${m.consentWithdrawnNotice}`,
        ),
      );
    expect(told).toHaveLength(1);

    const chat = await call('POST', `/api/chat/${randomUUID()}/message`, child, { content: 'hej' });
    expect(chat.json()).toMatchObject({ statusCode: 403, message: parentalConsentMessages.awaiting });
    // Waiting again, the child may still make a code for a parent.
    expect((await call('POST', '/api/user/me/parent-code', child, {})).statusCode).toBe(200);

    const twice = await call('DELETE', `/api/parent/children/${child.user.id}/consent`, parent);
    expect(twice.json()).toMatchObject({ statusCode: 400, message: m.consentNotGiven });
    // The old link does not give the consent again.
    const old = await call('POST', '/api/auth/parental-consent', null, { token });
    expect(old.json()).toMatchObject({ statusCode: 400, message: errorMessages.invalidLink });
    const [still] = await t.app.db.select().from(parentalConsents).where(eq(parentalConsents.userId, child.user.id));
    expect(still!.confirmedAt).toBeNull();

    // A new link (asked for by the child) gives it again and clears the withdrawal.
    const fresh = randomUUID();
    await t.app.db
      .update(parentalConsents)
      .set({ tokenHash: hashToken(fresh), requestedAt: sql`now() + interval '1 second'` })
      .where(eq(parentalConsents.userId, child.user.id));
    expect((await call('POST', '/api/auth/parental-consent', null, { token: fresh })).statusCode).toBe(200);
    const [again] = await t.app.db.select().from(parentalConsents).where(eq(parentalConsents.userId, child.user.id));
    expect(again).toMatchObject({ withdrawnAt: null });
    expect(again!.confirmedAt).not.toBeNull();
  });
});

describe('registering as a parent', () => {
  it('refuses a birth year, and links the child of the consent link, the e-mail proven by it', async () => {
    const registration = (values: Record<string, unknown>) => ({
      email: 'tata@example.com',
      username: `tata${Date.now()}`,
      password: { password: 'bezpieczne1', confirmPassword: 'bezpieczne1' },
      role: 'PARENT',
      consent: true,
      ...values,
    });
    const withYear = await call('POST', '/api/auth/register', null, registration({ birthYear: 1980 }));
    expect(withYear.statusCode).toBe(400);
    expect(JSON.stringify(withYear.json().message)).toContain(m.parentRegistration);

    const child = await pupil(12);
    const token = await givenConsent(child.user.id, 'tata@example.com');
    const created = await call('POST', '/api/auth/register', null, registration({ consentToken: token }));
    expect(created.statusCode, created.body).toBe(201);
    const [account] = await t.app.db.select().from(users).where(eq(users.email, 'tata@example.com'));
    expect(account).toMatchObject({ role: 'PARENT' });
    expect(account!.emailConfirmedAt).not.toBeNull();
    const [link] = await t.app.db.select().from(parentLinks).where(eq(parentLinks.parentId, account!.id));
    expect(link).toMatchObject({ childId: child.user.id });
    expect(await t.app.db.select().from(parentalConsents).where(eq(parentalConsents.userId, account!.id))).toEqual([]);
  });
});

describe("a parent's account elsewhere", () => {
  it('has no public profile, shows in the exports, and its links go with either account', async () => {
    const child = await pupil();
    const parent = await linked(child);
    expect((await call('GET', `/api/user/${parent.user.id}`, child)).statusCode).toBe(404);
    expect((await call('GET', `/api/user/${parent.user.id}`, null)).statusCode).toBe(404);
    expect((await call('GET', `/api/user/${parent.user.id}`, parent)).statusCode).toBe(200);
    expect((await call('GET', `/api/user/${parent.user.id}`, await loginAs(t.app, 'ADMIN'))).statusCode).toBe(200);

    const childExport = (await call('GET', '/api/user/me/export', child)).json();
    expect(childExport.parents).toEqual([expect.objectContaining({ displayName: parent.user.displayName })]);
    const parentExport = (await call('GET', '/api/user/me/export', parent)).json();
    expect(parentExport.children).toEqual([expect.objectContaining({ username: child.user.username })]);
    expect(parentExport.learningAttempts ?? []).toEqual([]);

    await t.app.db.delete(users).where(eq(users.id, child.user.id));
    expect(await t.app.db.select().from(parentLinks).where(eq(parentLinks.parentId, parent.user.id))).toEqual([]);
    const other = await pupil();
    const second = await linked(other);
    await t.app.db.delete(users).where(eq(users.id, second.user.id));
    expect(await t.app.db.select().from(parentLinks).where(eq(parentLinks.childId, other.user.id))).toEqual([]);
  });
});
