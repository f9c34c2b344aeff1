import { expect, type Page } from '@playwright/test';

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
