import { errorMessages } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { expectTooMany } from '../../../test/expect-too-many';
import { buildUser, login, loginAs } from '../../../test/factories';
import { backupCodes, sessions, users } from '../../db/schema';
import { rateLimits } from '../../plugins/rate-limit';

const t = useTestApp();

// Time stands still 10 s into a 30-second TOTP step, so no test crosses a step boundary.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:10Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** A valid code of the current 30-second step, or of the next one (accepted within the ±30 s window). */
const codeAt = (secret: string, stepOffset = 0) => generate({ secret, epoch: nowSeconds() + stepOffset * 30 });

const call = (method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, headers });

/** Sets 2FA up for a signed-in user: the new secret, and the answer to confirming it with a current code. */
async function setUpTwoFactor({ user, headers }: Awaited<ReturnType<typeof loginAs>>) {
  const setup = (await call('POST', '/api/auth/setup-2fa', {}, headers)).json();
  const verified = await call(
    'POST',
    '/api/auth/verify-2fa-setup',
    { token: await codeAt(setup.secret), currentPassword: user.password },
    headers,
  );
  return { secret: setup.secret as string, verified };
}

async function enableTwoFactor() {
  const { user, headers, session } = await loginAs(t.app);
  const { secret, verified } = await setUpTwoFactor({ user, headers, session });
  return { user, headers, secret, backupCodes: verified.json().backupCodes as string[] };
}

describe('POST /api/auth/setup-2fa and verify-2fa-setup', () => {
  it('need a signed-in user', async () => {
    expect((await call('POST', '/api/auth/setup-2fa', {})).statusCode).toBe(401);
    const verify = await call('POST', '/api/auth/verify-2fa-setup', { token: '123456', currentPassword: 'x' });
    expect(verify.statusCode).toBe(401);
  });

  it('return a secret, its otpauth URI and a QR image, then enable 2FA with a real code', async () => {
    const { user, headers } = await loginAs(t.app);
    const currentPassword = user.password;
    const setupResponse = await call('POST', '/api/auth/setup-2fa', {}, headers);
    expect(setupResponse.statusCode).toBe(200);
    const setup = setupResponse.json();
    expect(setup.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Zadania:/);
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,/);

    const badFormat = await call('POST', '/api/auth/verify-2fa-setup', { token: '12ab', currentPassword }, headers);
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().message).toBe('Kod musi mieć 6 cyfr');
    const wrongCode = String((Number(await codeAt(setup.secret)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await call('POST', '/api/auth/verify-2fa-setup', { token: wrongCode, currentPassword }, headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(errorMessages.invalidTotp);

    const verified = await call(
      'POST',
      '/api/auth/verify-2fa-setup',
      { token: await codeAt(setup.secret), currentPassword },
      headers,
    );
    expect(verified.statusCode).toBe(200);
    const codes: string[] = verified.json().backupCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.twoFactorEnabledAt).toBeInstanceOf(Date);
    expect(row!.twoFactorSecret).toBe(setup.secret);
    const stored = await t.app.db.select().from(backupCodes).where(eq(backupCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(stored.map((s) => s.codeHash)).not.toContain(code);

    const me = (await t.app.inject({ method: 'GET', url: '/api/user/me', headers })).json();
    expect(me).toMatchObject({ twoFactorEnabled: true, backupCodesLeft: 10 });
    const again = await call('POST', '/api/auth/setup-2fa', {}, headers);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(errorMessages.twoFactorAlreadyEnabled);
  });

  it('refuses verification before setup', async () => {
    const { user, headers } = await loginAs(t.app);
    const response = await call(
      'POST',
      '/api/auth/verify-2fa-setup',
      { token: '123456', currentPassword: user.password },
      headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(errorMessages.twoFactorSetupMissing);
  });

  it('enable 2FA only with the current password, so a bearer token alone cannot', async () => {
    const { user, headers } = await loginAs(t.app);
    const setup = (await call('POST', '/api/auth/setup-2fa', {}, headers)).json();
    const token = await codeAt(setup.secret);

    const missing = await call('POST', '/api/auth/verify-2fa-setup', { token }, headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Wymagane pole', errors: [{ path: 'currentPassword' }] });
    const wrong = await call('POST', '/api/auth/verify-2fa-setup', { token, currentPassword: 'niepoprawne1' }, headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(errorMessages.wrongCurrentPassword);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      twoFactorEnabledAt: null,
      twoFactorSecret: null,
      twoFactorPendingSecret: setup.secret,
    });
  });

  it('enabling 2FA ends every other session of the account and keeps this one', async () => {
    const { user, headers, session } = await loginAs(t.app);
    const other = await login(t.app, user.email, user.password);
    const { verified } = await setUpTwoFactor({ user, headers, session });
    expect(verified.statusCode).toBe(200);

    const [otherSession] = await t.app.db.select().from(sessions).where(eq(sessions.id, other.sessionId));
    expect(otherSession!.revokedAt).toBeInstanceOf(Date);
    const otherHeaders = { authorization: `Bearer ${other.token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: otherHeaders })).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/refresh-token', { refreshToken: other.refreshToken })).statusCode).toBe(401);
    const [ownSession] = await t.app.db.select().from(sessions).where(eq(sessions.id, session.sessionId));
    expect(ownSession!.revokedAt).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers })).statusCode).toBe(200);
  });

  it('count wrong passwords against the per-account limit of password checks', async () => {
    const { headers } = await loginAs(t.app);
    const setup = (await call('POST', '/api/auth/setup-2fa', {}, headers)).json();
    const token = await codeAt(setup.secret);
    for (let i = 0; i < rateLimits.changePassword.perAccount.max; i += 1) {
      const wrong = await call(
        'POST',
        '/api/auth/verify-2fa-setup',
        { token, currentPassword: `zle${i}haslo` },
        headers,
      );
      expect(wrong.statusCode).toBe(400);
    }
    expectTooMany(await call('POST', '/api/auth/verify-2fa-setup', { token, currentPassword: 'zlehaslo' }, headers));
  });
});

describe('login with two-factor authentication', () => {
  it('returns a challenge that login-2fa completes; each code works once', async () => {
    const { user, secret } = await enableTwoFactor();
    const challenge = (await call('POST', '/api/auth/login', { email: user.email, password: user.password })).json();
    expect(challenge).toEqual({ twoFactorRequired: true, challengeToken: expect.any(String) });

    // The current step's code was spent enabling 2FA.
    const spent = await call('POST', '/api/auth/login-2fa', {
      challengeToken: challenge.challengeToken,
      code: await codeAt(secret),
    });
    expect(spent.statusCode).toBe(401);
    expect(spent.json().message).toBe(errorMessages.invalidTotp);

    const code = await codeAt(secret, 1);
    const session = await call('POST', '/api/auth/login-2fa', { challengeToken: challenge.challengeToken, code });
    expect(session.statusCode).toBe(200);
    expect(Object.keys(session.json()).sort()).toEqual(['refreshToken', 'sessionId', 'token']);

    const replay = await call('POST', '/api/auth/login-2fa', { challengeToken: challenge.challengeToken, code });
    expect(replay.statusCode).toBe(401);
  });

  it('accepts each backup code once, with or without dashes and case', async () => {
    const { user, backupCodes: codes } = await enableTwoFactor();
    const challenge = () =>
      call('POST', '/api/auth/login', { email: user.email, password: user.password }).then(
        (r) => r.json().challengeToken,
      );
    const code = codes[0]!;
    const pretty = `${code.slice(0, 5)}-${code.slice(5)}`.toLowerCase();
    expect(
      (await call('POST', '/api/auth/login-2fa', { challengeToken: await challenge(), code: pretty })).statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/auth/login-2fa', { challengeToken: await challenge(), code })).statusCode).toBe(
      401,
    );
    const me = await login(t.app, user.email, user.password).catch(() => undefined);
    expect(me).toMatchObject({ twoFactorRequired: true });
  });

  it('rejects a forged or foreign challenge token and a malformed code', async () => {
    const { secret } = await enableTwoFactor();
    const other = await buildUser(t.app);
    const session = await login(t.app, other.email);
    for (const challengeToken of ['nie-token', session.token]) {
      const response = await call('POST', '/api/auth/login-2fa', { challengeToken, code: await codeAt(secret, 1) });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(errorMessages.twoFactorChallengeExpired);
    }
    const malformed = await call('POST', '/api/auth/login-2fa', { challengeToken: 'x', code: '12' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Niepoprawny format');
  });
});

describe('PUT /api/auth/generate-backup-codes and disable-2fa', () => {
  it('need a signed-in user', async () => {
    expect((await call('PUT', '/api/auth/generate-backup-codes', { token: '123456' })).statusCode).toBe(401);
    expect((await call('PUT', '/api/auth/disable-2fa', { token: '123456' })).statusCode).toBe(401);
  });

  it('refuse when 2FA is off', async () => {
    const { headers } = await loginAs(t.app);
    const response = await call('PUT', '/api/auth/generate-backup-codes', { token: '123456' }, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(errorMessages.twoFactorNotEnabled);
  });

  it('replace the backup codes, so the old ones stop working', async () => {
    const { user, headers, secret, backupCodes: oldCodes } = await enableTwoFactor();
    const wrong = await call('PUT', '/api/auth/generate-backup-codes', { token: '000000' }, headers);
    expect(wrong.statusCode).toBe(400);
    const response = await call('PUT', '/api/auth/generate-backup-codes', { token: await codeAt(secret, 1) }, headers);
    expect(response.statusCode).toBe(200);
    const newCodes: string[] = response.json().backupCodes;
    expect(newCodes).toHaveLength(10);
    expect(newCodes).not.toContain(oldCodes[0]);
    const challengeToken = (
      await call('POST', '/api/auth/login', { email: user.email, password: user.password })
    ).json().challengeToken;
    expect((await call('POST', '/api/auth/login-2fa', { challengeToken, code: oldCodes[0]! })).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/login-2fa', { challengeToken, code: newCodes[0]! })).statusCode).toBe(200);
  });

  it('disable 2FA with a backup code; login then returns a session directly', async () => {
    const { user, headers, backupCodes: codes } = await enableTwoFactor();
    const response = await call('PUT', '/api/auth/disable-2fa', { token: codes[3]! }, headers);
    expect(response.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ twoFactorEnabledAt: null, twoFactorSecret: null });
    expect(await t.app.db.select().from(backupCodes).where(eq(backupCodes.userId, user.id))).toHaveLength(0);
    const session = await login(t.app, user.email, user.password);
    expect(session.token).toEqual(expect.any(String));
  });
});
