import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { createConfirmedAccount, logIn } from './session';

/** Premium for 30 days through the demo provider (no Stripe keys in the test server). */
async function buyPremium(page: Page) {
  await page.goto('/checkout/PREMIUM_1_MONTH');
  const demo = page.getByRole('radio', { name: /Płatność demonstracyjna/ });
  await expect(demo).toBeChecked();
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page).toHaveURL(/\/checkout\/demo\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Zapłać (demo)' }).click();
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}\?result=paid$/);
  await expect(page.getByText('Dziękujemy! Płatność przyjęta.')).toBeVisible();
}

/** A new student account, signed in on `page`, that has bought Premium. */
export async function signInAsPremiumStudent(page: Page, request: APIRequestContext) {
  const account = await createConfirmedAccount(request);
  await logIn(page, account.email, account.password);
  await buyPremium(page);
}
