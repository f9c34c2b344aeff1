import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { expectTooMany } from '../../test/expect-too-many';
import { buildUser, loginAs } from '../../test/factories';
import { findLinkInOutbox, readOutbox } from '../../test/outbox';
import { describeWithServices } from '../../test/services-under-test';
import { createRateLimiter, createRedisStore, rateLimits } from './rate-limit';

const t = useTestApp();

const postFrom = (remoteAddress: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

const registration = (email: string, username: string) => ({
  email,
  username,
  password: { password: 'bezpieczne1', confirmPassword: 'bezpieczne1' },
  role: 'USER',
  consent: true,
});

describe('login: wrong passwords are limited per IP and per (account, IP); the owner is never locked out', () => {
  it('ten wrong passwords from ten IPs, then the owner signs in from an eleventh, only slowed down', async () => {
    const user = await buildUser(t.app);
    const { slowAfter, delayMs } = rateLimits.login.perAccount;
    for (let i = 0; i < slowAfter; i += 1) {
      const wrong = await postFrom(`10.0.0.${i + 1}`, '/api/auth/login', { email: user.email, password: 'zlehaslo1' });
      expect(wrong.statusCode).toBe(401);
    }
    expect(t.app.rateLimitWaits).toEqual([]);

    const owner = await postFrom('10.0.1.1', '/api/auth/login', { email: user.email, password: user.password });
    expect(owner.statusCode).toBe(200);
    expect(t.app.rateLimitWaits).toEqual([delayMs]);
  });

  it('past the threshold every further wrong guess on the account waits longer, up to the cap', async () => {
    const user = await buildUser(t.app);
    const { slowAfter, delayMs, maxDelayMs } = rateLimits.login.perAccount;
    for (let i = 0; i < slowAfter + 6; i += 1) {
      const wrong = await postFrom(`10.0.2.${i + 1}`, '/api/auth/login', { email: user.email, password: 'zlehaslo1' });
      expect(wrong.statusCode).toBe(401);
    }
    expect(t.app.rateLimitWaits).toEqual([1, 2, 4, 8, 8, 8].map((factor) => Math.min(maxDelayMs, delayMs * factor)));
    expect(Math.max(...t.app.rateLimitWaits)).toBe(maxDelayMs);
    const owner = await postFrom('10.0.3.1', '/api/auth/login', { email: user.email, password: user.password });
    expect(owner.statusCode).toBe(200);
  });

  it('wrong passwords from one IP refuse that IP on that account, even with the right password; other IPs and accounts go on', async () => {
    const user = await buildUser(t.app);
    const other = await buildUser(t.app);
    for (let i = 0; i < rateLimits.login.perAccountAndIp.max; i += 1) {
      expect(
        (await postFrom('10.0.4.1', '/api/auth/login', { email: user.email, password: 'zlehaslo1' })).statusCode,
      ).toBe(401);
    }
    expectTooMany(await postFrom('10.0.4.1', '/api/auth/login', { email: user.email, password: user.password }));
    expect(
      (await postFrom('10.0.4.1', '/api/auth/login', { email: other.email, password: other.password })).statusCode,
    ).toBe(200);
    expect(
      (await postFrom('10.0.4.2', '/api/auth/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(200);
  });

  it('wrong passwords from one IP across accounts refuse that IP', async () => {
    const max = rateLimits.login.perIp.max;
    for (let i = 0; i < max; i += 1) {
      await postFrom('10.0.0.9', '/api/auth/login', { email: `nikt${i}@example.com`, password: 'zlehaslo1' });
    }
    expectTooMany(await postFrom('10.0.0.9', '/api/auth/login', { email: 'ktos@example.com', password: 'zlehaslo1' }));
    expect(
      (await postFrom('10.0.0.10', '/api/auth/login', { email: 'ktos@example.com', password: 'zlehaslo1' })).statusCode,
    ).toBe(401);
  });

  it('right passwords do not count: a whole class signs in from one school address', async () => {
    const user = await buildUser(t.app);
    for (let i = 0; i <= rateLimits.login.perIp.max; i += 1) {
      expect(
        (await postFrom('10.0.5.1', '/api/auth/login', { email: user.email, password: user.password })).statusCode,
      ).toBe(200);
    }
  });
});

describe('login-2fa: wrong codes are limited the same way', () => {
  const challengeFor = async (user: { email: string; password: string }, ip: string) =>
    (await postFrom(ip, '/api/auth/login', { email: user.email, password: user.password })).json()
      .challengeToken as string;

  it('wrong codes from many IPs slow the account down; the right code from a clean IP passes', async () => {
    const user = await buildUser(t.app, { twoFactor: true });
    const challengeToken = await challengeFor(user, '10.0.6.1');
    const { slowAfter, delayMs } = rateLimits.loginTwoFactor.perAccount;
    for (let i = 0; i < slowAfter; i += 1) {
      expect(
        (await postFrom(`10.0.7.${i}`, '/api/auth/login-2fa', { challengeToken, code: '000000' })).statusCode,
      ).toBe(401);
    }
    const valid = await generate({ secret: user.twoFactorSecret! });
    const owner = await postFrom('10.0.8.1', '/api/auth/login-2fa', { challengeToken, code: valid });
    expect(owner.statusCode).toBe(200);
    expect(t.app.rateLimitWaits).toEqual([delayMs]);
  });

  it('wrong codes from one IP refuse that IP on that account', async () => {
    const user = await buildUser(t.app, { twoFactor: true });
    const challengeToken = await challengeFor(user, '10.0.9.1');
    for (let i = 0; i < rateLimits.loginTwoFactor.perAccountAndIp.max; i += 1) {
      expect((await postFrom('10.0.9.1', '/api/auth/login-2fa', { challengeToken, code: '000000' })).statusCode).toBe(
        401,
      );
    }
    const valid = await generate({ secret: user.twoFactorSecret! });
    expectTooMany(await postFrom('10.0.9.1', '/api/auth/login-2fa', { challengeToken, code: valid }));
  });
});

describe('actions of an account: two accounts behind one school address', () => {
  it("one pupil's refused requests do not use up the address: a classmate on the same address goes on", async () => {
    const script = await loginAs(t.app);
    const classmate = await loginAs(t.app);
    const { perIp, perAccount } = rateLimits.changePassword;
    const changeFrom = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/change-password',
        headers,
        remoteAddress: '10.0.14.1',
        payload: {
          currentPassword: 'zlehaslo1',
          newPassword: { password: 'nowehaslo1', confirmPassword: 'nowehaslo1' },
        },
      });
    const statuses = [];
    for (let i = 0; i < perIp.max + 5; i += 1) statuses.push((await changeFrom(script.headers)).statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(perAccount.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(perIp.max + 5 - perAccount.max);
    expect((await changeFrom(classmate.headers)).statusCode).toBe(400);
  });
});

describe('mail to an address: per IP refuses, per address only stops extra mails', () => {
  it('forgot-password: the owner still gets an answer and holds a working link however often a stranger asked', async () => {
    const user = await buildUser(t.app);
    const max = rateLimits.forgotPassword.mailsPerAddress.max;
    const answers = [];
    for (let i = 0; i < max + 2; i += 1) {
      answers.push(await postFrom(`10.0.10.${i}`, '/api/auth/forgot-password', { email: user.email }));
    }
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(answers[0]!.json());
    }
    expect(await readOutbox(t.app.outboxDir)).toHaveLength(max);
    const link = await findLinkInOutbox(t.app.outboxDir, user.email, '/set-password');
    const set = await postFrom('10.0.10.99', '/api/auth/set-password', {
      token: link!.searchParams.get('token'),
      password: { password: 'nowehaslo1', confirmPassword: 'nowehaslo1' },
    });
    expect(set.statusCode).toBe(200);
  });

  it('forgot-password: per IP, across addresses', async () => {
    for (let i = 0; i < rateLimits.forgotPassword.perIp.max; i += 1) {
      await postFrom('10.0.11.1', '/api/auth/forgot-password', { email: `a${i}@example.com` });
    }
    expectTooMany(await postFrom('10.0.11.1', '/api/auth/forgot-password', { email: 'b@example.com' }));
  });

  it('resend-confirmation: extra requests for one address answer the same and send nothing', async () => {
    const user = await buildUser(t.app, { emailConfirmedAt: null });
    const max = rateLimits.resendConfirmation.mailsPerAddress.max;
    for (let i = 0; i < max + 2; i += 1) {
      const response = await postFrom(`10.0.12.${i}`, '/api/auth/resend-email-confirmation-email', {
        email: user.email,
      });
      expect(response.statusCode).toBe(200);
    }
    expect(await readOutbox(t.app.outboxDir)).toHaveLength(max);
  });

  it('register: the same address from many IPs always answers 201; mails stop at the limit', async () => {
    const max = rateLimits.register.mailsPerAddress.max;
    for (let i = 0; i < max + 2; i += 1) {
      const response = await postFrom(`10.0.13.${i}`, '/api/auth/register', registration('ola@example.com', `ola${i}`));
      expect(response.statusCode).toBe(201);
    }
    expect(await readOutbox(t.app.outboxDir)).toHaveLength(max);
  });

  it('register: per IP', async () => {
    for (let i = 0; i < rateLimits.register.perIp.max; i += 1) {
      await postFrom('10.0.7.1', '/api/auth/register', registration(`konto${i}@example.com`, `konto${i}`));
    }
    expectTooMany(await postFrom('10.0.7.1', '/api/auth/register', registration('jeszcze@example.com', 'jeszcze')));
  });
});

describeWithServices({ redis: true }, 'the Redis store', () => {
  it('shares the windows between two limiters, as two API nodes would, and gives a right guess back', async () => {
    const prefix = `test:${randomUUID()}:`;
    const storeA = createRedisStore(process.env.TEST_REDIS_URL!, prefix);
    const storeB = createRedisStore(process.env.TEST_REDIS_URL!, prefix);
    const waits: number[] = [];
    const wait = async (milliseconds: number) => {
      waits.push(milliseconds);
    };
    const nodeA = createRateLimiter(storeA, { wait });
    const nodeB = createRateLimiter(storeB, { wait });
    const keys = { ip: '10.1.0.1', account: 'ola@example.com' };
    try {
      // A right password given back on one node leaves room for one more wrong one on the other.
      await (await nodeA.checkCredential('login', keys)).succeeded();
      for (let i = 0; i < rateLimits.login.perAccountAndIp.max; i += 1) {
        await (i % 2 ? nodeA : nodeB).checkCredential('login', keys);
      }
      await expect(nodeA.checkCredential('login', keys)).rejects.toMatchObject({ statusCode: 429 });
      await expect(nodeB.checkCredential('login', keys)).rejects.toMatchObject({ statusCode: 429 });
      // The account's wrong guesses from every IP count together, and only slow it down.
      await nodeB.checkCredential('login', { ...keys, ip: '10.1.0.2' });
      expect(waits).toEqual([rateLimits.login.perAccount.delayMs]);

      const mail = { ip: '10.1.1.1', address: 'ola@example.com' };
      const { max } = rateLimits.forgotPassword.mailsPerAddress;
      const allowed = [];
      for (let i = 0; i < max + 1; i += 1) {
        allowed.push((await (i % 2 ? nodeA : nodeB).consumeMailRequest('forgotPassword', mail)).mayMail);
      }
      expect(allowed).toEqual([...Array<boolean>(max).fill(true), false]);
    } finally {
      await storeA.close();
      await storeB.close();
    }
  });
});
