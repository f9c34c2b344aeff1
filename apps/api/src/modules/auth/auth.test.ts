import { authLimits, errorMessages } from '@zadania/shared';
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildUser, login } from '../../../test/factories';
import { findLinkInOutbox, readOutbox } from '../../../test/outbox';
import { emailTokens, refreshTokens as refreshTokenRows, sessions, users } from '../../db/schema';

const t = useTestApp();

const validRegistration = (suffix = 'a') => ({
  email: `Nowy.${suffix}@Example.com`,
  username: `nowy${suffix}`,
  password: { password: 'bezpieczne1', confirmPassword: 'bezpieczne1' },
  role: 'USER',
  consent: true,
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

const countUsers = async () => (await t.app.db.select({ value: count() }).from(users))[0]!.value;

describe('POST /api/auth/register', () => {
  it.each([
    ['a missing e-mail', { email: undefined }, 'email', 'Wymagane pole'],
    ['a malformed e-mail', { email: 'nie-email' }, 'email', 'Niepoprawny format'],
    [
      'a short password',
      { password: { password: 'krotkie', confirmPassword: 'krotkie' } },
      'password.password',
      'Minimum 8 znaków',
    ],
    [
      'a long password',
      { password: { password: 'x'.repeat(33), confirmPassword: 'x'.repeat(33) } },
      'password.password',
      'Maksimum 32 znaki',
    ],
    [
      'different passwords',
      { password: { password: 'bezpieczne1', confirmPassword: 'bezpieczne2' } },
      'password.confirmPassword',
      'Hasła się różnią',
    ],
    [
      'a username with a space',
      { username: 'jan kowalski' },
      'username',
      'Login może zawierać tylko litery i cyfry (bez spacji i znaków specjalnych).',
    ],
    [
      'a username with a symbol',
      { username: 'jan_k' },
      'username',
      'Login może zawierać tylko litery i cyfry (bez spacji i znaków specjalnych).',
    ],
    ['no consent', { consent: false }, 'consent', 'Wymagana zgoda'],
    ['a missing consent', { consent: undefined }, 'consent', 'Wymagana zgoda'],
    ['the ADMIN role', { role: 'ADMIN' }, 'role', 'Niepoprawny format'],
  ])('rejects %s with 400 and the exact message, creating nothing', async (_, change, path, message) => {
    const before = await countUsers();
    const response = await post('/api/auth/register', { ...validRegistration(), ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    expect(body.errors).toContainEqual({ path, message });
    expect(await countUsers()).toBe(before);
    expect(await readOutbox(t.app.outboxDir)).toHaveLength(0);
  });

  it('creates an unconfirmed USER with an argon2id hash and mails a confirmation link', async () => {
    const response = await post('/api/auth/register', validRegistration());
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toMatch(/Sprawdź skrzynkę/);
    const [user] = await t.app.db.select().from(users).where(eq(users.email, 'nowy.a@example.com'));
    expect(user).toMatchObject({ username: 'nowya', role: 'USER', emailConfirmedAt: null });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.consentAt).toBeInstanceOf(Date);
    const mails = await readOutbox(t.app.outboxDir);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'nowy.a@example.com', subject: 'Potwierdź adres e-mail' });
    expect(await findLinkInOutbox(t.app.outboxDir, 'nowy.a@example.com', '/confirm-email')).toBeDefined();
  });

  it('registers a TEACHER and ignores any other field that would grant more', async () => {
    const response = await post('/api/auth/register', {
      ...validRegistration(),
      role: 'TEACHER',
      isAdmin: true,
      roles: ['ADMIN'],
    });
    expect(response.statusCode).toBe(201);
    const [user] = await t.app.db.select().from(users).where(eq(users.username, 'nowya'));
    expect(user!.role).toBe('TEACHER');
  });

  it('answers a taken e-mail exactly like a new registration and mails its holder a notice instead', async () => {
    const fresh = await post('/api/auth/register', validRegistration());
    const taken = await post('/api/auth/register', { ...validRegistration(), username: 'ktosinny' });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    expect(await countUsers()).toBe(1);
    const mails = await readOutbox(t.app.outboxDir);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Potwierdź adres e-mail',
      'Próba rejestracji na Twój adres e-mail',
    ]);
    expect(mails[1]).toMatchObject({ to: 'nowy.a@example.com' });
    expect(mails[1]!.text).toContain('http://localhost:3000/login');
    expect(mails[1]!.text).toContain('http://localhost:3000/forgot-password');
    const [user] = await t.app.db.select().from(users).where(eq(users.email, 'nowy.a@example.com'));
    expect(user!.username).toBe('nowya');
    expect(await t.app.db.select().from(emailTokens).where(eq(emailTokens.userId, user!.id))).toHaveLength(1);
  });

  it('refuses a taken login in any letter case, before looking at the e-mail', async () => {
    await post('/api/auth/register', validRegistration());
    for (const email of ['inny@example.com', 'nowy.a@example.com']) {
      const sameUsername = await post('/api/auth/register', { ...validRegistration(), email, username: 'NOWYA' });
      expect(sameUsername.statusCode).toBe(400);
      expect(sameUsername.json().message).toBe(errorMessages.usernameTaken);
    }
    expect(await countUsers()).toBe(1);
  });

  it('refuses a login that looks like a taken one', async () => {
    let clients = 0;
    const register = (payload: object) => {
      clients += 1;
      return t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: `10.1.0.${clients}` });
    };
    expect((await register({ ...validRegistration(), username: 'admin' })).statusCode).toBe(201);
    const lookAlikes = [
      'AdMin',
      'adm1n',
      'admln',
      'ADMlN',
      'adrnin',
      'Adm1n',
      '\uff21\uff24\uff2d\uff29\uff2e',
      '\u{1d41a}\u{1d41d}\u{1d426}\u{1d422}\u{1d427}',
    ];
    for (const [index, username] of lookAlikes.entries()) {
      const response = await register({
        ...validRegistration(`b${index}`),
        username,
      });
      expect(response.statusCode, username).toBe(400);
      expect(response.json().message).toBe(errorMessages.usernameTaken);
    }
    for (const [index, username] of ['\u0430dmin', 'adm\u0131n', 'admin\u3164'].entries()) {
      const response = await register({ ...validRegistration(`c${index}`), username });
      expect(response.statusCode, username).toBe(400);
      expect(response.json().message).toBe(
        'Login może zawierać tylko litery i cyfry (bez spacji i znaków specjalnych).',
      );
    }
    expect((await register({ ...validRegistration('d'), username: 'żółw' })).statusCode).toBe(201);
    const zolw = await register({ ...validRegistration('e'), username: 'Zolw' });
    expect(zolw.json().message).toBe(errorMessages.usernameTaken);
    expect(await countUsers()).toBe(2);
  });

  it('ten parallel registrations of one e-mail: one account, every answer the same 201', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { ...validRegistration(), username: `rownolegly${i}` },
          remoteAddress: `10.2.0.${i}`,
        }),
      ),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual(responses[0]!.json());
    }
    expect(await countUsers()).toBe(1);
    expect(await findLinkInOutbox(t.app.outboxDir, 'nowy.a@example.com', '/confirm-email')).toBeDefined();
  });

  it('ten parallel registrations of one login, or of logins that look alike: one account, nine refusals', async () => {
    for (const usernames of [
      Array.from({ length: 10 }, () => 'wyscig'),
      ['admin', 'AdMin', 'adm1n', 'admln', 'adrnin', 'ADM1N', 'Admln', 'adm1N', 'AdrnIn', 'ADMIN'],
    ]) {
      const before = await countUsers();
      const responses = await Promise.all(
        usernames.map((username, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/auth/register',
            payload: { ...validRegistration(`${usernames[0]}${i}`), username },
            remoteAddress: `10.3.0.${i}`,
          }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([201, ...Array<number>(9).fill(400)]);
      for (const response of responses.filter((r) => r.statusCode === 400)) {
        expect(response.json().message).toBe(errorMessages.usernameTaken);
      }
      expect(await countUsers()).toBe(before + 1);
    }
  });
});

describe('e-mail confirmation', () => {
  it('blocks login until the single-use link is opened', async () => {
    await post('/api/auth/register', validRegistration());
    const credentials = { email: 'nowy.a@example.com', password: 'bezpieczne1' };
    const early = await post('/api/auth/login', credentials);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(errorMessages.emailNotConfirmed);

    const link = await findLinkInOutbox(t.app.outboxDir, 'nowy.a@example.com', '/confirm-email');
    const token = link!.searchParams.get('token');
    const confirmed = await post('/api/auth/confirm-email', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe('Potwierdzono!');
    const [user] = await t.app.db.select().from(users).where(eq(users.email, credentials.email));
    expect(user!.emailConfirmedAt).toBeInstanceOf(Date);

    const again = await post('/api/auth/confirm-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(errorMessages.invalidLink);
    expect((await post('/api/auth/login', credentials)).statusCode).toBe(200);
  });

  it('rejects an unknown or missing token', async () => {
    const unknown = await post('/api/auth/confirm-email', { token: 'nieistniejacy' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(errorMessages.invalidLink);
    const missing = await post('/api/auth/confirm-email', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Wymagane pole');
  });

  it('resends a new link that replaces the old one, answering the same for unknown addresses', async () => {
    await post('/api/auth/register', validRegistration());
    const first = await findLinkInOutbox(t.app.outboxDir, 'nowy.a@example.com', '/confirm-email');
    const resent = await post('/api/auth/resend-email-confirmation-email', { email: 'nowy.a@example.com' });
    const unknown = await post('/api/auth/resend-email-confirmation-email', { email: 'nikt@example.com' });
    expect(resent.statusCode).toBe(200);
    expect(unknown.json()).toEqual(resent.json());
    expect(await readOutbox(t.app.outboxDir)).toHaveLength(2);
    const second = await findLinkInOutbox(t.app.outboxDir, 'nowy.a@example.com', '/confirm-email');
    expect(second!.href).not.toBe(first!.href);
    expect((await post('/api/auth/confirm-email', { token: first!.searchParams.get('token') })).statusCode).toBe(400);
    expect((await post('/api/auth/confirm-email', { token: second!.searchParams.get('token') })).statusCode).toBe(200);
  });
});

describe('POST /api/auth/login', () => {
  it('returns a session with a 15-minute access token', async () => {
    const user = await buildUser(t.app);
    const response = await post('/api/auth/login', { email: user.email.toUpperCase(), password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['refreshToken', 'sessionId', 'token']);
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(15 * 60);
    expect(payload).toMatchObject({ sub: user.id, sid: body.sessionId, role: 'USER', aud: 'zadania-api' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json().id).toBe(user.id);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const user = await buildUser(t.app);
    const wrong = await post('/api/auth/login', { email: user.email, password: 'zlehaslo1' });
    const unknown = await post('/api/auth/login', { email: 'nikt@example.com', password: 'zlehaslo1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().message).toBe(errorMessages.invalidCredentials);
  });

  it('requires the e-mail and the password', async () => {
    const response = await post('/api/auth/login', { email: 'a@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Wymagane pole');
  });

  it('refuses tokens signed with another secret or with alg none', async () => {
    const user = await buildUser(t.app);
    const session = await login(t.app, user.email);
    const [header, payload] = session.token.split('.');
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    for (const token of [`${noneHeader}.${payload}.`, `${header}.${payload}.AAAA`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('POST /api/auth/refresh-token', () => {
  // Only Date is faked: the grace window is measured without waiting for it.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const isSessionRevoked = async (sessionId: string) => {
    const [session] = await t.app.db.select().from(sessions).where(eq(sessions.id, sessionId));
    return session!.revokedAt instanceof Date;
  };

  it('rotates the refresh token on every use', async () => {
    const user = await buildUser(t.app);
    const first = await login(t.app, user.email);
    const second = await post('/api/auth/refresh-token', { refreshToken: first.refreshToken });
    expect(second.statusCode).toBe(200);
    const rotated = second.json();
    expect(rotated.sessionId).toBe(first.sessionId);
    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    const third = await post('/api/auth/refresh-token', { refreshToken: rotated.refreshToken });
    expect(third.statusCode).toBe(200);
  });

  it('revokes the whole session when a used refresh token is replayed after the grace window', async () => {
    const user = await buildUser(t.app);
    const first = await login(t.app, user.email);
    const rotated = (await post('/api/auth/refresh-token', { refreshToken: first.refreshToken })).json();
    vi.setSystemTime(Date.now() + (authLimits.refreshTokenReuseGraceSeconds + 1) * 1000);
    const replay = await post('/api/auth/refresh-token', { refreshToken: first.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(errorMessages.invalidRefreshToken);
    expect(await isSessionRevoked(first.sessionId)).toBe(true);
    expect((await post('/api/auth/refresh-token', { refreshToken: rotated.refreshToken })).statusCode).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${rotated.token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('answers ten parallel refreshes of one token with the same new pair and keeps the session', async () => {
    const user = await buildUser(t.app);
    const first = await login(t.app, user.email);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/auth/refresh-token', { refreshToken: first.refreshToken })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const refreshTokens = new Set(responses.map((response) => response.json().refreshToken));
    expect(refreshTokens.size).toBe(1);
    const [next] = refreshTokens;
    expect(next).not.toBe(first.refreshToken);
    expect(await isSessionRevoked(first.sessionId)).toBe(false);
    // One successor was stored, and it rotates on as usual.
    const stored = await t.app.db
      .select()
      .from(refreshTokenRows)
      .where(eq(refreshTokenRows.sessionId, first.sessionId));
    expect(stored).toHaveLength(2);
    for (const response of responses) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: { authorization: `Bearer ${response.json().token}` },
      });
      expect(me.statusCode).toBe(200);
    }
    expect((await post('/api/auth/refresh-token', { refreshToken: next })).statusCode).toBe(200);
  });

  it('gives a retry within the grace window the same new pair', async () => {
    const user = await buildUser(t.app);
    const first = await login(t.app, user.email);
    const rotated = (await post('/api/auth/refresh-token', { refreshToken: first.refreshToken })).json();
    vi.setSystemTime(Date.now() + authLimits.refreshTokenReuseGraceSeconds * 1000);
    const retry = await post('/api/auth/refresh-token', { refreshToken: first.refreshToken });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ refreshToken: rotated.refreshToken, sessionId: first.sessionId });
    expect(await isSessionRevoked(first.sessionId)).toBe(false);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${retry.json().token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('revokes the session when a token is replayed within the grace window after its successor was used', async () => {
    const user = await buildUser(t.app);
    const first = await login(t.app, user.email);
    const rotated = (await post('/api/auth/refresh-token', { refreshToken: first.refreshToken })).json();
    expect((await post('/api/auth/refresh-token', { refreshToken: rotated.refreshToken })).statusCode).toBe(200);
    const replay = await post('/api/auth/refresh-token', { refreshToken: first.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(errorMessages.invalidRefreshToken);
    expect(await isSessionRevoked(first.sessionId)).toBe(true);
  });

  it('rejects an unknown token with 401 and a missing one with 400', async () => {
    expect((await post('/api/auth/refresh-token', { refreshToken: 'nieznany' })).statusCode).toBe(401);
    const missing = await post('/api/auth/refresh-token', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Wymagane pole');
  });
});

describe('POST /api/auth/logout', () => {
  it('needs a token', async () => {
    const response = await post('/api/auth/logout', {});
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(errorMessages.unauthorized);
  });

  it('ends the session: its access and refresh tokens stop working', async () => {
    const user = await buildUser(t.app);
    const session = await login(t.app, user.email);
    const headers = { authorization: `Bearer ${session.token}` };
    const response = await post('/api/auth/logout', {}, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Wylogowano!');
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers })).statusCode).toBe(401);
    expect((await post('/api/auth/refresh-token', { refreshToken: session.refreshToken })).statusCode).toBe(401);
  });
});

describe('forgot-password and set-password', () => {
  it('mails a single-use link that sets a new password and ends every session', async () => {
    const user = await buildUser(t.app);
    const oldSession = await login(t.app, user.email);
    const response = await post('/api/auth/forgot-password', { email: user.email });
    expect(response.statusCode).toBe(200);
    const link = await findLinkInOutbox(t.app.outboxDir, user.email, '/set-password');
    const token = link!.searchParams.get('token');

    const mismatch = await post('/api/auth/set-password', {
      token,
      password: { password: 'nowehaslo1', confirmPassword: 'innehaslo1' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('Hasła się różnią');

    const set = await post('/api/auth/set-password', {
      token,
      password: { password: 'nowehaslo1', confirmPassword: 'nowehaslo1' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe('Hasło zostało zmienione');
    const reuse = await post('/api/auth/set-password', {
      token,
      password: { password: 'trzecie12', confirmPassword: 'trzecie12' },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe(errorMessages.invalidLink);

    expect((await post('/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: user.email, password: 'nowehaslo1' })).statusCode).toBe(200);
    expect((await post('/api/auth/refresh-token', { refreshToken: oldSession.refreshToken })).statusCode).toBe(401);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const user = await buildUser(t.app);
    const known = await post('/api/auth/forgot-password', { email: user.email });
    const unknown = await post('/api/auth/forgot-password', { email: 'nikt@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await readOutbox(t.app.outboxDir)).toHaveLength(1);
  });

  it('refuses a link older than one hour', async () => {
    const user = await buildUser(t.app);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = (await findLinkInOutbox(t.app.outboxDir, user.email, '/set-password'))!.searchParams.get('token');
    await t.app.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, user.id));
    const response = await post('/api/auth/set-password', {
      token,
      password: { password: 'nowehaslo1', confirmPassword: 'nowehaslo1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(errorMessages.invalidLink);
    const [row] = await t.app.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(60 * 60 * 1000);
  });
});
