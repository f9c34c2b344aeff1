import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { waitForMailLink } from './outbox';

/** The password of the seeded demo accounts (admin@, nauczyciel@, uczen@zadania.local). */
export const demoPassword = 'demo12345';

/**
 * Signs in as the login form does (POST /api/auth/login, the session kept in the page's localStorage), then opens
 * the home page and waits for the user menu. The form itself is driven in accounts.spec.ts; every other flow starts
 * signed in without loading and filling it (a second or two each in CI).
 */
export async function logIn(page: Page, email: string, password = demoPassword) {
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const session = (await response.json()) as { token: string; refreshToken: string; sessionId: string };
  expect(session.token, 'a session, not a second-factor challenge').toEqual(expect.any(String));
  // The origin's storage is reached from its lightest page.
  await page.goto('/api/health');
  await page.evaluate((stored) => {
    localStorage.setItem('token', stored.token);
    localStorage.setItem('refreshToken', stored.refreshToken);
    localStorage.setItem('sessionId', stored.sessionId);
  }, session);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Menu użytkownika' })).toBeVisible();
}

let counter = 0;
export const uniqueAccount = () => {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { email: `e2e${id}@example.com`, username: `e2e${id}`, password: 'haslo12345' };
};

const randomOctet = () => Math.floor(Math.random() * 254) + 1;

/**
 * Registers through the API from an address of its own, as real students do: the per-IP limit on registrations
 * (10 an hour) would otherwise count the whole suite as one visitor.
 */
async function register(
  request: APIRequestContext,
  account: ReturnType<typeof uniqueAccount>,
  fields: { role: 'USER' | 'TEACHER'; birthYear?: number; parentEmail?: string },
) {
  const registered = await request.post('/api/auth/register', {
    headers: { 'x-forwarded-for': `10.${randomOctet()}.${randomOctet()}.${randomOctet()}` },
    data: {
      email: account.email,
      username: account.username,
      password: { password: account.password, confirmPassword: account.password },
      consent: true,
      ...fields,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
}

/** A confirmed account created through the API (registered, its e-mail confirmed from the outbox). */
export async function createConfirmedAccount(request: APIRequestContext, role: 'USER' | 'TEACHER' = 'USER') {
  const account = uniqueAccount();
  // An adult pupil (minors do not pay; a parent does, docs/parents.md): the paying flows sign in as one.
  await register(request, account, role === 'USER' ? { role, birthYear: new Date().getUTCFullYear() - 20 } : { role });
  const link = await waitForMailLink(account.email, '/confirm-email');
  expect(
    (await request.post('/api/auth/confirm-email', { data: { token: link.searchParams.get('token') } })).status(),
  ).toBe(200);
  return account;
}

/**
 * A pupil of 14 registered through the API with a parent's e-mail, as the registration form sends it; returns that
 * address, to which the link /zgoda-rodzica?token=… is mailed (read it with waitForMailLink); the link asks for the
 * consent until it is given.
 */
export async function registerAwaitingParent(request: APIRequestContext) {
  const account = uniqueAccount();
  const parentEmail = `rodzic.${account.email}`;
  await register(request, account, { role: 'USER', birthYear: new Date().getUTCFullYear() - 14, parentEmail });
  return parentEmail;
}

/**
 * A pupil born in `birthYear` registered through the API with a parent's e-mail and the own e-mail confirmed: the
 * account (signs in, may only practise) and the parent's address, to which /zgoda-rodzica?token=… is mailed.
 */
export async function registerPupilWithParent(request: APIRequestContext, birthYear: number) {
  const account = uniqueAccount();
  const parentEmail = `rodzic.${account.email}`;
  await register(request, account, { role: 'USER', birthYear, parentEmail });
  const link = await waitForMailLink(account.email, '/confirm-email');
  expect(
    (await request.post('/api/auth/confirm-email', { data: { token: link.searchParams.get('token') } })).status(),
  ).toBe(200);
  return { account, parentEmail };
}
