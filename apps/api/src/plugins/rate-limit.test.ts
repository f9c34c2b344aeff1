import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { expectTooMany } from '../../test/expect-too-many';
import { buildUser } from '../../test/factories';
import { createRateLimiter, createRedisStore, rateLimits } from './rate-limit';

const t = useTestApp();

const postFrom = (remoteAddress: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('rate limits on credential endpoints', () => {
  it('login: per account, even from many addresses, and the right password is refused too', async () => {
    const user = await buildUser(t.app);
    const max = rateLimits.login.perAccount.max;
    for (let i = 0; i < max; i += 1) {
      const response = await postFrom(`10.0.0.${i + 1}`, '/api/auth/login', {
        email: user.email,
        password: 'zlehaslo1',
      });
      expect(response.statusCode).toBe(401);
    }
    expectTooMany(await postFrom('10.0.1.1', '/api/auth/login', { email: user.email, password: user.password }));
  });

  it('login: per IP, across accounts', async () => {
    const max = rateLimits.login.perIp.max;
    for (let i = 0; i < max; i += 1) {
      await postFrom('10.0.0.9', '/api/auth/login', { email: `nikt${i}@example.com`, password: 'zlehaslo1' });
    }
    expectTooMany(await postFrom('10.0.0.9', '/api/auth/login', { email: 'ktos@example.com', password: 'zlehaslo1' }));
    expect(
      (await postFrom('10.0.0.10', '/api/auth/login', { email: 'ktos@example.com', password: 'zlehaslo1' })).statusCode,
    ).toBe(401);
  });

  it('login-2fa: per account', async () => {
    const user = await buildUser(t.app, { twoFactor: true });
    const challengeToken = (
      await postFrom('10.0.0.1', '/api/auth/login', { email: user.email, password: user.password })
    ).json().challengeToken;
    for (let i = 0; i < rateLimits.loginTwoFactor.perAccount.max; i += 1) {
      expect(
        (await postFrom(`10.0.2.${i}`, '/api/auth/login-2fa', { challengeToken, code: '000000' })).statusCode,
      ).toBe(401);
    }
    const valid = await generate({ secret: user.twoFactorSecret! });
    expectTooMany(await postFrom('10.0.3.1', '/api/auth/login-2fa', { challengeToken, code: valid }));
  });

  it('forgot-password: per account, then per IP', async () => {
    const user = await buildUser(t.app);
    for (let i = 0; i < rateLimits.forgotPassword.perAccount.max; i += 1) {
      expect((await postFrom(`10.0.4.${i}`, '/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    }
    expectTooMany(await postFrom('10.0.5.1', '/api/auth/forgot-password', { email: user.email }));
    for (let i = 0; i < rateLimits.forgotPassword.perIp.max; i += 1) {
      await postFrom('10.0.6.1', '/api/auth/forgot-password', { email: `a${i}@example.com` });
    }
    expectTooMany(await postFrom('10.0.6.1', '/api/auth/forgot-password', { email: 'b@example.com' }));
  });

  it('register: per IP', async () => {
    for (let i = 0; i < rateLimits.register.perIp.max; i += 1) {
      await postFrom('10.0.7.1', '/api/auth/register', {
        email: `konto${i}@example.com`,
        username: `konto${i}`,
        password: { password: 'bezpieczne1', confirmPassword: 'bezpieczne1' },
        role: 'USER',
        consent: true,
      });
    }
    expectTooMany(
      await postFrom('10.0.7.1', '/api/auth/register', {
        email: 'jeszcze@example.com',
        username: 'jeszcze',
        password: { password: 'bezpieczne1', confirmPassword: 'bezpieczne1' },
        role: 'USER',
        consent: true,
      }),
    );
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('the Redis store', () => {
  it('shares one window between two limiters, as two API nodes would', async () => {
    const prefix = `test:${randomUUID()}:`;
    const storeA = createRedisStore(process.env.TEST_REDIS_URL!, prefix);
    const storeB = createRedisStore(process.env.TEST_REDIS_URL!, prefix);
    const nodeA = createRateLimiter(storeA);
    const nodeB = createRateLimiter(storeB);
    try {
      const max = rateLimits.forgotPassword.perAccount.max;
      for (let i = 0; i < max; i += 1) {
        await (i % 2 ? nodeA : nodeB).consume('forgotPassword', { ip: `10.1.0.${i}`, account: 'ola@example.com' });
      }
      await expect(
        nodeA.consume('forgotPassword', { ip: '10.1.1.1', account: 'ola@example.com' }),
      ).rejects.toMatchObject({ statusCode: 429 });
      await expect(
        nodeB.consume('forgotPassword', { ip: '10.1.1.1', account: 'ola@example.com' }),
      ).rejects.toMatchObject({ statusCode: 429 });
    } finally {
      await storeA.close();
      await storeB.close();
    }
  });
});
