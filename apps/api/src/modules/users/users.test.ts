import { randomUUID } from 'node:crypto';
import { errorMessages } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { expectTooMany } from '../../../test/expect-too-many';
import { buildUser, login, loginAs } from '../../../test/factories';
import { backupCodes, sessions, users } from '../../db/schema';
import { hashToken } from '../../lib/secrets';
import { rateLimits } from '../../plugins/rate-limit';

const t = useTestApp();

/** The JSON of a GET answered 200 about a TEACHER account: its id, role and login. */
async function teacherAccountAt(url: string, user: { id: string; username: string }, headers = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body).toMatchObject({ id: user.id, role: 'TEACHER', username: user.username });
  return body;
}

describe('GET /api/user/me', () => {
  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: errorMessages.unauthorized });
  });

  it('says the session expired for a token that is not valid any more', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(errorMessages.sessionExpired);
  });

  it('returns the own account with role and subscription, never the secrets', async () => {
    const { user, headers } = await loginAs(t.app, 'TEACHER');
    const me = await teacherAccountAt('/api/user/me', user, headers);
    expect(me).toMatchObject({
      email: user.email,
      emailConfirmed: true,
      twoFactorEnabled: false,
      hasActiveSubscription: false,
    });
    expect(me).toMatchObject({ passwordChangeRequired: false });
    // The one flag named after the password says only whether a teacher's one-time password must be replaced.
    expect(JSON.stringify({ ...me, passwordChangeRequired: undefined })).not.toMatch(/password|secret|argon/i);
  });
});

describe('GET /api/user/{id}', () => {
  it('rejects a malformed id with 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/nie-uuid' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Niepoprawny identyfikator użytkownika');
  });

  it('answers 404 for an unknown user', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/user/${randomUUID()}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(errorMessages.userNotFound);
  });

  it('shows the public profile without the e-mail address', async () => {
    const user = await buildUser(t.app, { role: 'TEACHER', description: 'Uczę matematyki' });
    const body = await teacherAccountAt(`/api/user/${user.id}`, user);
    expect(body).toMatchObject({
      description: 'Uczę matematyki',
      avatar: null,
    });
    expect(body).not.toHaveProperty('email');
  });
});

describe('PUT /api/user/change-password', () => {
  const change = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/user/change-password', headers, payload });
  const valid = (currentPassword: string) => ({
    currentPassword,
    newPassword: { password: 'noweHaslo1', confirmPassword: 'noweHaslo1' },
  });

  it('needs a token', async () => {
    expect((await change({}, valid('x'))).statusCode).toBe(401);
  });

  it('rejects mismatched, short and wrong passwords with the exact messages', async () => {
    const { user, headers } = await loginAs(t.app);
    const mismatch = await change(headers, {
      currentPassword: user.password,
      newPassword: { password: 'noweHaslo1', confirmPassword: 'noweHaslo2' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('Hasła się różnią');
    const short = await change(headers, {
      currentPassword: user.password,
      newPassword: { password: 'krotkie', confirmPassword: 'krotkie' },
    });
    expect(short.json().message).toBe('Minimum 8 znaków');
    const wrong = await change(headers, valid('niepoprawne1'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(errorMessages.wrongCurrentPassword);
    expect((await login(t.app, user.email, user.password)).token).toEqual(expect.any(String));
  });

  it('changes the password and ends every other session, keeping this one', async () => {
    const { user, headers, session } = await loginAs(t.app);
    const other = await login(t.app, user.email, user.password);
    const response = await change(headers, valid(user.password));
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Hasło zostało zmienione');

    const [otherSession] = await t.app.db.select().from(sessions).where(eq(sessions.id, other.sessionId));
    expect(otherSession!.revokedAt).toBeInstanceOf(Date);
    const otherMe = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(otherMe.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers })).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/refresh-token',
          payload: { refreshToken: session.refreshToken },
        })
      ).statusCode,
    ).toBe(200);
    expect((await login(t.app, user.email, 'noweHaslo1')).sessionId).toEqual(expect.any(String));
  });
});

describe('DELETE /api/user/{id}', () => {
  const remove = (id: string, headers: Record<string, string> = {}, payload?: object) =>
    t.app.inject({ method: 'DELETE', url: `/api/user/${id}`, headers, payload });
  const exists = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id))).length === 1;

  it('needs a token', async () => {
    const user = await buildUser(t.app);
    expect((await remove(user.id, {}, { currentPassword: user.password })).statusCode).toBe(401);
    expect(await exists(user.id)).toBe(true);
  });

  it('rejects a malformed id', async () => {
    const { user, headers } = await loginAs(t.app);
    expect((await remove('123', headers, { currentPassword: user.password })).statusCode).toBe(400);
  });

  it('asks for the current password again: a bearer token alone deletes nothing', async () => {
    const { user, headers } = await loginAs(t.app);
    for (const payload of [undefined, {}, { currentPassword: '' }]) {
      const missing = await remove(user.id, headers, payload);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'Wymagane pole' });
    }
    const wrong = await remove(user.id, headers, { currentPassword: 'niepoprawne1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(errorMessages.wrongCurrentPassword);
    expect(await exists(user.id)).toBe(true);
  });

  it.each(['USER', 'TEACHER'] as const)('forbids a %s to delete somebody else', async (role) => {
    const victim = await buildUser(t.app);
    const { user, headers } = await loginAs(t.app, role);
    const response = await remove(victim.id, headers, { currentPassword: user.password });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(errorMessages.forbidden);
    expect(await exists(victim.id)).toBe(true);
  });

  it('lets a user delete the own account with the password, ending its sessions', async () => {
    const { user, headers } = await loginAs(t.app);
    const response = await remove(user.id, headers, { currentPassword: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Usunięto!');
    expect(await exists(user.id)).toBe(false);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers })).statusCode).toBe(401);
  });

  it('accepts a two-factor code instead of the password when 2FA is on, each code once', async () => {
    const user = await buildUser(t.app, { twoFactor: true });
    const code = await generate({ secret: user.twoFactorSecret! });
    const { challengeToken } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
      })
    ).json();
    const session = (
      await t.app.inject({ method: 'POST', url: '/api/auth/login-2fa', payload: { challengeToken, code } })
    ).json();
    const headers = { authorization: `Bearer ${session.token}` };
    // The code was spent signing in.
    const spent = await remove(user.id, headers, { code });
    expect(spent.statusCode).toBe(400);
    expect(spent.json().message).toBe(errorMessages.invalidTotp);
    expect(await exists(user.id)).toBe(true);

    const backupCode = 'ZAPASOWY23';
    await t.app.db.insert(backupCodes).values({ userId: user.id, codeHash: hashToken(backupCode) });
    expect((await remove(user.id, headers, { code: backupCode })).statusCode).toBe(200);
    expect(await exists(user.id)).toBe(false);
  });

  it('refuses a code when 2FA is off', async () => {
    const { user, headers } = await loginAs(t.app);
    const response = await remove(user.id, headers, { code: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(errorMessages.twoFactorNotEnabled);
    expect(await exists(user.id)).toBe(true);
  });

  it("lets an ADMIN delete any account with the own password (not the victim's), and answers 404 for an unknown one", async () => {
    const victim = await buildUser(t.app, { role: 'TEACHER' });
    const { user: admin, headers } = await loginAs(t.app, 'ADMIN');
    const victimsPassword = await remove(victim.id, headers, { currentPassword: `${victim.password}x` });
    expect(victimsPassword.statusCode).toBe(400);
    expect(victimsPassword.json().message).toBe(errorMessages.wrongCurrentPassword);
    expect(await exists(victim.id)).toBe(true);
    expect((await remove(victim.id, headers, { currentPassword: admin.password })).statusCode).toBe(200);
    expect(await exists(victim.id)).toBe(false);
    expect((await remove(randomUUID(), headers, { currentPassword: admin.password })).statusCode).toBe(404);
  });

  it('counts wrong passwords against the per-account limit of password checks', async () => {
    const { user, headers } = await loginAs(t.app);
    for (let i = 0; i < rateLimits.changePassword.perAccount.max; i += 1) {
      expect((await remove(user.id, headers, { currentPassword: `zle${i}haslo` })).statusCode).toBe(400);
    }
    expectTooMany(await remove(user.id, headers, { currentPassword: user.password }));
    expect(await exists(user.id)).toBe(true);
  });
});

describe('GET /api/user/selectable', () => {
  const select = (headers: Record<string, string>, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/user/selectable${query}`, headers });

  it('needs a token: no user enumeration for anonymous visitors', async () => {
    await buildUser(t.app);
    const response = await select({});
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(errorMessages.unauthorized);
  });

  it.each([
    ['?pageSize=51', 'Rozmiar strony musi wynosić od 1 do 50'],
    ['?pageSize=0', 'Rozmiar strony musi wynosić od 1 do 50'],
    ['?pageSize=abc', 'Rozmiar strony musi wynosić od 1 do 50'],
    ['?page=0', 'Niepoprawny numer strony'],
    ['?roles=USER,SUPERADMIN', 'Niepoprawna rola'],
    ['?roles=TEACHER&roles=student', 'Niepoprawna rola'],
    ['?skipStudentTeachers=tak', 'Niepoprawna wartość filtra'],
  ])('rejects %s with 400 and a Polish message', async (query, message) => {
    const { headers } = await loginAs(t.app);
    const response = await select(headers, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
  });

  it('is not shadowed by /:id', async () => {
    // ADMIN: the one who may contact, so find, everybody (the contact rule: contacts.test.ts).
    const { headers } = await loginAs(t.app, 'ADMIN');
    const other = await buildUser(t.app);
    const response = await select(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ results: [{ id: other.id }], total: 1, page: 1, pageCount: 1 });
  });

  it('lists confirmed accounts without e-mails, searches, filters by roles and pages', async () => {
    // ADMIN finds everybody; whom the others find is the contact rule's (contacts.test.ts).
    const { user: viewer, headers } = await loginAs(t.app, 'ADMIN');
    const zofia = await buildUser(t.app, { role: 'TEACHER', username: 'zofka', displayName: 'Zofia Łęcka' });
    const lech = await buildUser(t.app, { role: 'USER', username: 'LechW', displayName: 'Lech Wałęsa' });
    const admin = await buildUser(t.app, { role: 'ADMIN', username: 'szef', displayName: 'Ąnna Admin' });
    await buildUser(t.app, {
      role: 'USER',
      username: 'nowy',
      displayName: 'Łukasz Niepotwierdzony',
      emailConfirmedAt: null,
    });

    const all = await select(headers);
    expect(all.statusCode).toBe(200);
    const body = all.json();
    // The viewer and the unconfirmed account are left out; ordered by display name.
    expect(body).toEqual({
      results: [
        { id: admin.id, username: 'szef', displayName: 'Ąnna Admin', role: 'ADMIN', avatar: null },
        { id: lech.id, username: 'LechW', displayName: 'Lech Wałęsa', role: 'USER', avatar: null },
        { id: zofia.id, username: 'zofka', displayName: 'Zofia Łęcka', role: 'TEACHER', avatar: null },
      ],
      total: 3,
      page: 1,
      pageCount: 1,
    });
    expect(JSON.stringify(body)).not.toMatch(/@example\.com|email/i);
    expect(body.results.map((user: { id: string }) => user.id)).not.toContain(viewer.id);

    // Accent- and case-insensitive on the display name and on the login.
    const byName = (await select(headers, `?search=${encodeURIComponent('LECKA')}`)).json();
    expect(byName.results.map((user: { id: string }) => user.id)).toEqual([zofia.id]);
    const byAccent = (await select(headers, `?search=${encodeURIComponent('wałę')}`)).json();
    expect(byAccent.results.map((user: { id: string }) => user.id)).toEqual([lech.id]);
    const byLogin = (await select(headers, '?search=lechw')).json();
    expect(byLogin.total).toBe(1);
    const nobody = (await select(headers, `?search=${encodeURIComponent('%')}`)).json();
    expect(nobody).toEqual({ results: [], total: 0, page: 1, pageCount: 0 });

    // Roles: comma-separated or repeated.
    const comma = (await select(headers, '?roles=USER,ADMIN')).json();
    expect(comma.results.map((user: { id: string }) => user.id)).toEqual([admin.id, lech.id]);
    const repeated = (await select(headers, '?roles=TEACHER&roles=ADMIN&skipStudentTeachers=true')).json();
    expect(repeated.results.map((user: { id: string }) => user.id)).toEqual([admin.id, zofia.id]);

    // Paging.
    const second = (await select(headers, '?page=2&pageSize=2')).json();
    expect(second).toMatchObject({ total: 3, page: 2, pageCount: 2 });
    expect(second.results.map((user: { id: string }) => user.id)).toEqual([zofia.id]);
    const beyond = (await select(headers, '?page=5&pageSize=2')).json();
    expect(beyond).toMatchObject({ results: [], total: 3, page: 5, pageCount: 2 });
  });
});
