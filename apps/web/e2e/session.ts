import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { waitForMailLink } from './outbox';

/** The password of the seeded demo accounts (admin@, nauczyciel@, uczen@zadania.local). */
export const demoPassword = 'demo12345';

/** Signs in through the login form and waits for the user menu. */
export async function logIn(page: Page, email: string, password = demoPassword) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByRole('button', { name: 'Menu użytkownika' })).toBeVisible();
}

let counter = 0;
export const uniqueAccount = () => {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { email: `e2e${id}@example.com`, username: `e2e${id}`, password: 'haslo12345' };
};

const randomOctet = () => Math.floor(Math.random() * 254) + 1;

/** A confirmed account created through the API (registered, its e-mail confirmed from the outbox). */
export async function createConfirmedAccount(request: APIRequestContext, role: 'USER' | 'TEACHER' = 'USER') {
  const account = uniqueAccount();
  const registered = await request.post('/api/auth/register', {
    // Each test person registers from an address of their own, as real students do: the per-IP limit on
    // registrations (10 an hour) would otherwise count the whole suite as one visitor.
    headers: { 'x-forwarded-for': `10.${randomOctet()}.${randomOctet()}.${randomOctet()}` },
    data: {
      email: account.email,
      username: account.username,
      password: { password: account.password, confirmPassword: account.password },
      role,
      consent: true,
    },
  });
  expect(registered.status()).toBe(201);
  const link = await waitForMailLink(account.email, '/confirm-email');
  expect(
    (await request.post('/api/auth/confirm-email', { data: { token: link.searchParams.get('token') } })).status(),
  ).toBe(200);
  return account;
}
