import { errorMessages, parentalConsentMessages } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { login, loginAs } from '../../../test/factories';
import { findLinkInOutbox, readOutbox } from '../../../test/outbox';
import { parentalConsents, users } from '../../db/schema';
import { waitsForParentalConsent } from '../../lib/routes/parental-consent-gate';

const t = useTestApp();
const thisYear = new Date().getUTCFullYear();

const registration = (values: Record<string, unknown> = {}) => ({
  email: 'kasia@example.com',
  username: 'kasia',
  password: { password: 'bezpieczne1', confirmPassword: 'bezpieczne1' },
  role: 'USER',
  consent: true,
  ...values,
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

/** A pupil of 14 registered with a parent's address, confirmed and signed in, with the link mailed to the parent. */
async function registerPupilUnder16() {
  expect(
    (await post('/api/auth/register', registration({ birthYear: thisYear - 14, parentEmail: 'mama@example.com' })))
      .statusCode,
  ).toBe(201);
  const confirmLink = await findLinkInOutbox(t.app.outboxDir, 'kasia@example.com', '/confirm-email');
  await post('/api/auth/confirm-email', { token: new URL(confirmLink!).searchParams.get('token') });
  const session = await login(t.app, 'kasia@example.com', 'bezpieczne1');
  const consentLink = await findLinkInOutbox(t.app.outboxDir, 'mama@example.com', '/zgoda-rodzica');
  const token = new URL(consentLink!).searchParams.get('token')!;
  return { headers: { authorization: `Bearer ${session.token}` }, token };
}

describe('registration with a birth year', () => {
  it.each([
    ['a birth year that is not a year', { birthYear: 'dwa tysiące' }, 'birthYear', parentalConsentMessages.birthYear],
    ['a birth year of a toddler', { birthYear: thisYear - 2 }, 'birthYear', parentalConsentMessages.birthYear],
    [
      'an under-16 without a parent',
      { birthYear: thisYear - 13 },
      'parentEmail',
      parentalConsentMessages.parentEmailRequired,
    ],
    [
      'the own address as the parent’s',
      { birthYear: thisYear - 13, parentEmail: 'KASIA@example.com' },
      'parentEmail',
      parentalConsentMessages.parentEmailOwn,
    ],
  ])('refuses %s with 400 and the exact message, creating nothing', async (_, values, path, message) => {
    const response = await post('/api/auth/register', registration(values));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
    expect(await t.app.db.select().from(users)).toHaveLength(0);
  });

  it('keeps the birth year of an adult and asks no parent', async () => {
    expect((await post('/api/auth/register', registration({ birthYear: thisYear - 30 }))).statusCode).toBe(201);
    const [user] = await t.app.db.select().from(users).where(eq(users.username, 'kasia'));
    expect(user!.birthYear).toBe(thisYear - 30);
    expect(await t.app.db.select().from(parentalConsents)).toHaveLength(0);
  });

  it('records the awaited consent of an under-16 and mails the parent a link', async () => {
    await post('/api/auth/register', registration({ birthYear: thisYear - 14, parentEmail: 'Mama@Example.com' }));
    const [consent] = await t.app.db.select().from(parentalConsents);
    expect(consent).toMatchObject({ parentEmail: 'mama@example.com', confirmedAt: null });
    const mails = await readOutbox(t.app.outboxDir);
    expect(mails.map((mail) => [mail.to, mail.subject])).toContainEqual([
      'mama@example.com',
      'Prośba o zgodę na konto dziecka w Zadania',
    ]);
    expect(await findLinkInOutbox(t.app.outboxDir, 'mama@example.com', '/zgoda-rodzica')).toBeDefined();
  });
});

describe('an account waiting for the parent', () => {
  it('may practise but not write to others, and may after the parent confirms', async () => {
    const { headers, token } = await registerPupilUnder16();
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers });
    expect(me.json().awaitingParentalConsent).toEqual({ parentEmail: 'mama@example.com' });

    const profile = await t.app.inject({ method: 'PUT', url: '/api/user/profile', payload: {}, headers });
    expect(profile.statusCode).toBe(403);
    expect(profile.json().message).toBe(parentalConsentMessages.awaiting);
    // A report of abuse is never held back: a child must be able to report what harms them.
    expect((await post('/api/report', {}, headers)).statusCode).toBe(400);
    const session = await post('/api/learn/session', {}, headers);
    expect(session.statusCode).not.toBe(403);

    const view = await t.app.inject({ method: 'GET', url: `/api/auth/parental-consent?token=${token}` });
    expect(view.json()).toEqual({ username: 'kasia', birthYear: thisYear - 14, confirmed: false });
    const confirmed = await post('/api/auth/parental-consent', { token });
    expect(confirmed.json().message).toBe(parentalConsentMessages.confirmed);
    expect((await post('/api/auth/parental-consent', { token })).statusCode).toBe(200);

    const [consent] = await t.app.db.select().from(parentalConsents);
    expect(consent!.confirmedAt).toBeInstanceOf(Date);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/me', headers })).json().awaitingParentalConsent,
    ).toBeNull();
    const after = await t.app.inject({ method: 'PUT', url: '/api/user/profile', payload: {}, headers });
    expect(after.statusCode).not.toBe(403);
  });

  it('refuses an unknown link with the link message', async () => {
    const response = await post('/api/auth/parental-consent', { token: 'nie-ma-takiego' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(errorMessages.invalidLink);
    const view = await t.app.inject({ method: 'GET', url: '/api/auth/parental-consent?token=nie-ma-takiego' });
    expect(view.statusCode).toBe(400);
  });

  it('sends the request again to a corrected address; the old link stops working', async () => {
    const { headers, token } = await registerPupilUnder16();
    expect(
      (await post('/api/auth/parental-consent/resend', { parentEmail: 'x' }, headers)).json().errors,
    ).toContainEqual({
      path: 'parentEmail',
      message: 'Niepoprawny format',
    });
    const own = await post('/api/auth/parental-consent/resend', { parentEmail: 'kasia@example.com' }, headers);
    expect(own.json().message).toBe(parentalConsentMessages.parentEmailOwn);
    const resent = await post('/api/auth/parental-consent/resend', { parentEmail: 'tata@example.com' }, headers);
    expect(resent.json().message).toBe(parentalConsentMessages.resent);
    expect((await t.app.db.select().from(parentalConsents))[0]!.parentEmail).toBe('tata@example.com');
    expect((await post('/api/auth/parental-consent', { token })).statusCode).toBe(400);
    expect(await findLinkInOutbox(t.app.outboxDir, 'tata@example.com', '/zgoda-rodzica')).toBeDefined();
  });

  it('answers 401 signed out and 400 to an account that waits for nothing', async () => {
    expect((await post('/api/auth/parental-consent/resend', { parentEmail: 'tata@example.com' })).statusCode).toBe(401);
    const adult = await loginAs(t.app, 'USER');
    const response = await post(
      '/api/auth/parental-consent/resend',
      { parentEmail: 'tata@example.com' },
      adult.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(parentalConsentMessages.notAwaiting);
  });
});

describe('the gate', () => {
  it('lets practice through and stops what reaches other people or money', () => {
    for (const [method, path] of [
      ['POST', '/learn/session'],
      ['PUT', '/mock/:attemptId/answers'],
      ['POST', '/homework/:id/check-answer'],
      ['POST', '/assignment/:id/answer'],
      ['DELETE', '/user/:id'],
      ['GET', '/chat/rooms'],
      ['POST', '/report'],
    ] as const) {
      expect(waitsForParentalConsent(method, path), `${method} ${path}`).toBe(false);
    }
    for (const [method, path] of [
      ['POST', '/chat/message'],
      ['POST', '/payment/checkout'],
      ['PUT', '/homework/:id/rating'],
      ['POST', '/user/:id/reviews'],
      ['PUT', '/user/profile'],
      ['POST', '/tutoring/bookings'],
      ['POST', '/homework'],
    ] as const) {
      expect(waitsForParentalConsent(method, path), `${method} ${path}`).toBe(true);
    }
  });
});
