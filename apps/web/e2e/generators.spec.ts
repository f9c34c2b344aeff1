import { expect, test } from '@playwright/test';

// Issue 59, point 5: from a section of the curriculum to its generators, a drawn variant, a checked answer and the
// worked solution; signed out, as the API allows. The variant's seed in the URL brings the same task back on reload.
test('a visitor practises a section of the curriculum with a generator', async ({ page }) => {
  await page.goto('/curriculum?stage=SP7-8');
  await page.getByRole('button', { name: /SP7-8\.V Obliczenia procentowe\./ }).click();
  const section = page.getByRole('region', { name: /SP7-8\.V Obliczenia procentowe\./ });
  await section
    .getByRole('link', { name: /^Generatory \(/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/generators\?requirement=PP2017%3ASP7-8\.V$/);

  await page.getByRole('link', { name: 'Procent danej liczby' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Procent danej liczby' })).toBeVisible();
  await page.getByRole('button', { name: 'Losuj wariant' }).click();
  await expect(page).toHaveURL(/\/generators\/e8-procent-z-liczby\?seed=\d+$/);
  const variant = page.getByRole('heading', { name: /^Wariant \d+$/ });
  await expect(variant).toBeFocused();
  const statement = await page.locator('.rich-content').first().textContent();
  expect(statement).toContain('%');

  await page.getByRole('button', { name: 'Wpisz odpowiedź' }).click();
  await expect(page.locator('math-field')).toBeFocused();
  await page.keyboard.type('0');
  await page.getByRole('button', { name: 'Sprawdź' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Niestety, źle.' })).toBeVisible();
  await expect(page.getByText('Poprawna odpowiedź:')).toBeVisible();
  await expect(page.getByText('Rozwiązanie krok po kroku')).toBeVisible();

  await page.reload();
  await expect(page.locator('.rich-content').first()).toHaveText(statement!);
});
