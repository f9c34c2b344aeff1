import { randomUUID } from 'node:crypto';
import {
  classFullMessage,
  errorMessages,
  classMessages as m,
  managedPupilMessages as mp,
  type TAccountExport,
  type TClass,
  type TManagedPupilsCreated,
  type TMe,
  validationMessages,
} from '@zadania/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { classWithPupils } from '../../../test/class-fixtures';
import { loginAs } from '../../../test/factories';
import { readOutbox } from '../../../test/outbox';
import { classMembers, sessions, users } from '../../db/schema';
import { createManagedPupil, usernameBase } from './managed-pupils';

type THeaders = Record<string, string>;

const t = useTestApp();
const post = (url: string, headers: THeaders = {}, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const messageOf = (response: { json: () => unknown }) => (response.json() as { message: string }).message;
const refusal = (response: Awaited<ReturnType<typeof post>>) => ({
  status: response.statusCode,
  message: messageOf(response),
});
const pupilsUrl = (id: string) => `/api/class/${id}/pupils`;
const passwordUrl = (id: string, userId: string) => `/api/class/${id}/pupil/${userId}/password`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const passwordPattern = /^[abcdefghjkmnpqrstuvwxyz23456789]{10}$/;

async function createPupils(classId: string, headers: THeaders, names: string[]) {
  const response = await post(pupilsUrl(classId), headers, { names });
  if (response.statusCode !== 201) throw new Error(`pupils: ${response.statusCode} ${response.body}`);
  return response.json<TManagedPupilsCreated>().pupils;
}

const signIn = (payload: object) => post('/api/auth/login', {}, payload);

describe('logins made from names', () => {
  it('transliterates Polish letters and keeps only letters and digits', () => {
    expect(usernameBase('Zofia Kowalska')).toBe('zofiakowalska');
    expect(usernameBase('  Łukasz Żółć-Świątek ')).toBe('lukaszzolcswiatek');
    expect(usernameBase('Ó')).toBe('uczen');
    expect(usernameBase('Aleksandra Konstantynopolitańczykowska')).toHaveLength(24);
  });

  it('numbers a login taken or looking alike, and makes no usable password', async () => {
    const made = await t.app.db.transaction(async (tx) => [
      await createManagedPupil(tx, { name: 'Zofia Kowalska' }),
      await createManagedPupil(tx, { name: 'Zofia Kowalska' }),
      await createManagedPupil(tx, { name: 'Zofia Kowalska', username: 'ZOFIA.kowalska' }),
    ]);
    expect(made.map((pupil) => pupil.username)).toEqual(['zofiakowalska', 'zofiakowalska2', 'zofiakowalska3']);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, made[0]!.id));
    expect(row).toMatchObject({
      email: null,
      role: 'USER',
      displayName: 'Zofia Kowalska',
      passwordChangeRequired: false,
    });
    const response = await signIn({ username: 'zofiakowalska', password: 'zofiakowalska' });
    expect(refusal(response)).toEqual({ status: 401, message: errorMessages.invalidLoginCredentials });
  });
});

describe('POST /api/class/:id/pupils', () => {
  it('answers 401, 400 with the messages, 403 to a pupil and 404 to another teacher', async () => {
    const { schoolClass, teacher } = await classWithPupils(t.app, 0);
    const url = pupilsUrl(schoolClass.id);
    expect((await post(url, {}, { names: ['Jan Nowak'] })).statusCode).toBe(401);
    for (const [body, message] of [
      [{}, mp.namesRequired],
      [{ names: [] }, mp.namesRequired],
      [{ names: ['   '] }, mp.nameRequired],
      [{ names: ['x'.repeat(61)] }, mp.nameTooLong],
      [{ names: ['Jan\u202eNowak'] }, mp.nameControlCharacters],
      [{ names: Array.from({ length: 41 }, (_, i) => `Uczeń ${i}`) }, mp.namesTooMany],
    ] as const) {
      expect(refusal(await post(url, teacher.headers, body))).toEqual({ status: 400, message });
    }
    expect(refusal(await post('/api/class/nie-uuid/pupils', teacher.headers, { names: ['A'] }))).toEqual({
      status: 400,
      message: validationMessages.invalidFormat,
    });
    const pupil = await loginAs(t.app, 'USER');
    expect(refusal(await post(url, pupil.headers, { names: ['Jan'] }))).toEqual({
      status: 403,
      message: m.teachersOnly,
    });
    const other = await loginAs(t.app, 'TEACHER');
    expect(refusal(await post(url, other.headers, { names: ['Jan'] }))).toEqual({ status: 404, message: m.notFound });
    expect(refusal(await post(pupilsUrl(randomUUID()), teacher.headers, { names: ['Jan'] }))).toEqual({
      status: 404,
      message: m.notFound,
    });
    expect(await t.app.db.select().from(users).where(isNull(users.email))).toHaveLength(0);
  });

  it('creates the accounts, admits them, answers the passwords once and stores only their hashes', async () => {
    const { schoolClass, teacher } = await classWithPupils(t.app, 1);
    const names = ['Jan Nowak', ' Jan Nowak ', 'Zofia Kowalska', '<img src=x onerror=alert(1)>'];
    const pupils = await createPupils(schoolClass.id, teacher.headers, names);
    expect(pupils.map(({ name, username }) => ({ name, username }))).toEqual([
      { name: 'Jan Nowak', username: 'jannowak' },
      { name: 'Jan Nowak', username: 'jannowak2' },
      { name: 'Zofia Kowalska', username: 'zofiakowalska' },
      { name: '<img src=x onerror=alert(1)>', username: 'imgsrcxonerroralert1' },
    ]);
    for (const pupil of pupils) expect(pupil.password).toMatch(passwordPattern);
    const rows = await t.app.db
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          pupils.map((pupil) => pupil.id),
        ),
      );
    for (const row of rows) {
      expect(row).toMatchObject({
        email: null,
        role: 'USER',
        passwordChangeRequired: true,
        createdByTeacherId: teacher.user.id,
      });
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(rows.some((other) => other.passwordHash.includes(pupils[0]!.password))).toBe(false);
    }
    const members = await t.app.db.select().from(classMembers).where(eq(classMembers.classId, schoolClass.id));
    expect(members.filter((member) => member.status === 'ACTIVE')).toHaveLength(5);
    const roster = (
      await t.app.inject({ method: 'GET', url: `/api/class/${schoolClass.id}`, headers: teacher.headers })
    ).json<TClass>().pupils!;
    expect(roster.filter((pupil) => pupil.withoutEmail).map((pupil) => pupil.username)).toHaveLength(4);
    expect(roster.filter((pupil) => !pupil.withoutEmail)).toHaveLength(1);
    // An ADMIN may create too; the same name again gets the next number.
    const admin = await loginAs(t.app, 'ADMIN');
    const [again] = await createPupils(schoolClass.id, admin.headers, ['Jan Nowak']);
    expect(again!.username).toBe('jannowak3');
  });

  it('holds the class size: 38 pupils and 5 names are refused and nothing is written', async () => {
    const { schoolClass, teacher } = await classWithPupils(t.app, 38);
    const names = ['Ala', 'Ola', 'Ela', 'Ula', 'Iza'];
    expect(refusal(await post(pupilsUrl(schoolClass.id), teacher.headers, { names }))).toEqual({
      status: 409,
      message: classFullMessage(40),
    });
    expect(await t.app.db.select().from(users).where(isNull(users.email))).toHaveLength(0);
    const live = await t.app.db
      .select()
      .from(classMembers)
      .where(and(eq(classMembers.classId, schoolClass.id), isNull(classMembers.leftAt)));
    expect(live).toHaveLength(38);
    expect(await createPupils(schoolClass.id, teacher.headers, names.slice(0, 2))).toHaveLength(2);
  });

  it('refuses an archived class with 409', async () => {
    const { schoolClass, teacher } = await classWithPupils(t.app, 0);
    const archived = await t.app.inject({
      method: 'PUT',
      url: `/api/class/${schoolClass.id}`,
      headers: teacher.headers,
      payload: { archived: true },
    });
    expect(archived.statusCode).toBe(200);
    expect(refusal(await post(pupilsUrl(schoolClass.id), teacher.headers, { names: ['Jan'] }))).toEqual({
      status: 409,
      message: m.archived,
    });
  });
});

describe('signing in with a login and a one-time password', () => {
  it('signs in by login, requires an own password, and the one-time one stops working', async () => {
    const { schoolClass, teacher } = await classWithPupils(t.app, 0);
    const [pupil] = await createPupils(schoolClass.id, teacher.headers, ['Zofia Kowalska']);
    const wrong = await signIn({ username: pupil!.username, password: 'zlehaslo12' });
    expect(refusal(wrong)).toEqual({ status: 401, message: errorMessages.invalidLoginCredentials });
    const signedIn = await signIn({ username: pupil!.username.toUpperCase(), password: pupil!.password });
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.json<{ token: string; passwordChangeRequired?: boolean }>();
    expect(session.passwordChangeRequired).toBe(true);
    const me = (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(session.token) })).json<TMe>();
    expect(me).toMatchObject({ username: 'zofiakowalska', email: null, passwordChangeRequired: true });
    // Until the pupil sets their own password the card's session opens nothing else, reading too (issue 72).
    const closed: Array<[method: 'GET' | 'POST' | 'PUT', url: string, payload?: object]> = [
      ['POST', `/api/assignment/${randomUUID()}/answer`, { answer: '4' }],
      ['POST', `/api/homework/${randomUUID()}/check-answer`, { answer: '4' }],
      ['GET', '/api/user/me/export'],
      ['PUT', '/api/user/profile', { description: 'Cześć' }],
      ['PUT', '/api/user/personal-data', {}],
      ['GET', '/api/chat'],
      ['GET', `/api/class/${schoolClass.id}`],
    ];
    for (const [method, url, payload] of closed) {
      const response = await t.app.inject({ method, url, headers: bearer(session.token), ...(payload && { payload }) });
      expect(refusal(response), `${method} ${url}`).toEqual({ status: 403, message: mp.ownPasswordFirst });
    }

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/change-password',
      headers: bearer(session.token),
      payload: {
        currentPassword: pupil!.password,
        newPassword: { password: 'MojeHaslo123', confirmPassword: 'MojeHaslo123' },
      },
    });
    expect(changed.statusCode).toBe(200);
    const meAfter = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(session.token) });
    expect(meAfter.json<TMe>().passwordChangeRequired).toBe(false);
    expect((await signIn({ username: pupil!.username, password: pupil!.password })).statusCode).toBe(401);
    const own = await signIn({ username: pupil!.username, password: 'MojeHaslo123' });
    expect(own.statusCode).toBe(200);
    expect(own.json<{ passwordChangeRequired?: boolean }>().passwordChangeRequired).toBeUndefined();

    const exported = await t.app.inject({ method: 'GET', url: '/api/user/me/export', headers: bearer(session.token) });
    expect(exported.json<TAccountExport>().account).toMatchObject({
      email: null,
      createdByTeacherId: teacher.user.id,
      passwordChangeRequired: false,
    });
    expect(await readOutbox(t.app.outboxDir)).toEqual([]);
  });

  it('refuses a card issued more than 14 days ago, and the roster shows the cards still unused', async () => {
    const { schoolClass, teacher } = await classWithPupils(t.app, 1);
    const [fresh, old] = await createPupils(schoolClass.id, teacher.headers, ['Ala Nowak', 'Ola Nowak']);
    const day = 24 * 3600_000;
    await t.app.db
      .update(users)
      .set({ loginCardIssuedAt: new Date(Date.now() - 13 * day) })
      .where(eq(users.id, fresh!.id));
    await t.app.db
      .update(users)
      .set({ loginCardIssuedAt: new Date(Date.now() - 15 * day) })
      .where(eq(users.id, old!.id));
    expect(refusal(await signIn({ username: old!.username, password: old!.password }))).toEqual({
      status: 401,
      message: mp.loginCardExpired,
    });
    // A wrong password says nothing of the card.
    expect(refusal(await signIn({ username: old!.username, password: 'zlehaslo12' }))).toEqual({
      status: 401,
      message: errorMessages.invalidLoginCredentials,
    });
    const session = (await signIn({ username: fresh!.username, password: fresh!.password })).json<{ token: string }>();

    const roster = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/class/${schoolClass.id}`, headers: teacher.headers }))
        .json<TClass>()
        .pupils!.map((pupil) => [pupil.id, pupil.loginCardUnused] as const);
    const withEmailId = (await roster()).find(([id]) => id !== fresh!.id && id !== old!.id)![0];
    expect(new Map(await roster())).toEqual(
      new Map([
        [withEmailId, false],
        [fresh!.id, true],
        [old!.id, true],
      ]),
    );
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/change-password',
      headers: bearer(session.token),
      payload: {
        currentPassword: fresh!.password,
        newPassword: { password: 'MojeHaslo123', confirmPassword: 'MojeHaslo123' },
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, fresh!.id));
    expect(row).toMatchObject({ passwordChangeRequired: false, loginCardIssuedAt: null });
    expect(new Map(await roster()).get(fresh!.id)).toBe(false);

    // A new card from the teacher signs in again, for a fresh fortnight.
    const reset = await post(passwordUrl(schoolClass.id, old!.id), teacher.headers);
    expect(reset.statusCode, reset.body).toBe(200);
    const again = await signIn({ username: old!.username, password: reset.json<{ password: string }>().password });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('keeps the e-mail sign-in and its messages, and takes exactly one of e-mail and login', async () => {
    const user = await loginAs(t.app, 'USER');
    expect((await signIn({ email: user.user.email, password: user.user.password })).statusCode).toBe(200);
    expect(refusal(await signIn({ password: 'x' }))).toEqual({ status: 400, message: validationMessages.required });
    expect(refusal(await signIn({ email: 'zly-adres', password: 'x' }))).toEqual({
      status: 400,
      message: validationMessages.invalidFormat,
    });
    expect(refusal(await signIn({ email: user.user.email, username: user.user.username, password: 'x' }))).toEqual({
      status: 400,
      message: mp.loginEmailOrUsername,
    });
    expect(refusal(await signIn({ username: 'nikt-taki', password: 'x' }))).toEqual({
      status: 401,
      message: errorMessages.invalidLoginCredentials,
    });
  });
});

describe('POST /api/class/:id/pupil/:userId/password', () => {
  it('gives a new one-time password, ends the sessions, and refuses pupils with e-mail and outsiders', async () => {
    const { schoolClass, teacher, pupils: withEmail } = await classWithPupils(t.app, 1);
    const [pupil] = await createPupils(schoolClass.id, teacher.headers, ['Jan Nowak']);
    const session = (await signIn({ username: pupil!.username, password: pupil!.password })).json<{ token: string }>();
    const url = passwordUrl(schoolClass.id, pupil!.id);

    expect((await post(url)).statusCode).toBe(401);
    const user = await loginAs(t.app, 'USER');
    expect(refusal(await post(url, user.headers))).toEqual({ status: 403, message: m.teachersOnly });
    const other = await loginAs(t.app, 'TEACHER');
    expect(refusal(await post(url, other.headers))).toEqual({ status: 404, message: m.notFound });
    expect(refusal(await post(passwordUrl(schoolClass.id, other.user.id), teacher.headers))).toEqual({
      status: 404,
      message: m.pupilNotFound,
    });
    expect(refusal(await post(passwordUrl(schoolClass.id, withEmail[0]!.user.id), teacher.headers))).toEqual({
      status: 409,
      message: mp.pupilHasEmail,
    });
    expect(refusal(await post(`/api/class/${schoolClass.id}/pupil/nie/password`, teacher.headers))).toEqual({
      status: 400,
      message: validationMessages.invalidFormat,
    });

    const reset = await post(url, teacher.headers);
    expect(reset.statusCode).toBe(200);
    const { username, password } = reset.json<{ username: string; password: string }>();
    expect(username).toBe(pupil!.username);
    expect(password).toMatch(passwordPattern);
    expect(password).not.toBe(pupil!.password);
    const live = await t.app.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, pupil!.id), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(0);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(session.token) })).statusCode,
    ).toBe(401);
    expect((await signIn({ username, password: pupil!.password })).statusCode).toBe(401);
    const again = await signIn({ username, password });
    expect(again.json<{ passwordChangeRequired?: boolean }>().passwordChangeRequired).toBe(true);
    expect(await readOutbox(t.app.outboxDir)).toEqual([]);
  });
});
