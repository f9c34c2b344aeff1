import { expect, type Page, test } from '@playwright/test';
import { buildPng } from './png-fixture';
import { logIn } from './session';

const draftWritten = (page: Page, text: string) =>
  page.waitForFunction(
    (expected) =>
      Object.keys(localStorage).some(
        (key) => key.startsWith('zadania.homeworkDraft.') && (localStorage.getItem(key) ?? '').includes(expected),
      ),
    text,
  );

test('a teacher writes a closed task with a formula and a solution image, saves it and sends it to review', async ({
  page,
}) => {
  await logIn(page, 'nauczyciel@zadania.local', 'demo12345');
  await page.goto('/homeworks');
  await page.getByRole('link', { name: 'Dodaj zadanie' }).click();
  await expect(page).toHaveURL(/\/homeworks\/save$/);
  await expect(page.getByRole('heading', { name: 'Nowe zadanie', level: 1 })).toBeVisible();

  // The description with an inline formula.
  const description = page.getByRole('textbox', { name: 'Edytor treści zadania' });
  await description.click();
  await page.keyboard.type('Rozwiąż równanie ');
  await page.getByRole('button', { name: 'Wzór w tekście' }).first().click();
  const tex = page.getByRole('textbox', { name: 'Kod TeX wzoru' });
  await expect(tex).toBeFocused();
  await tex.fill('x^2 = 4');
  await tex.press('Escape');
  await expect(description.locator('.zadania-math-inline annotation')).toHaveText('x^2 = 4');

  // Two closed answers, the second one correct.
  await page.getByRole('textbox', { name: 'Odpowiedź A' }).click();
  await page.keyboard.type('x = 1');
  await page.getByRole('textbox', { name: 'Odpowiedź B' }).click();
  await page.keyboard.type('x = 2');
  await page.getByRole('checkbox', { name: 'Odpowiedź B jest poprawna' }).check();

  // A reload mid-way brings the draft back.
  await draftWritten(page, 'x = 2');
  await page.reload();
  await expect(page.getByText('Przywrócono szkic')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Edytor treści zadania' })).toContainText('Rozwiąż równanie');
  await expect(page.getByRole('textbox', { name: 'Odpowiedź B' })).toContainText('x = 2');
  await expect(page.getByRole('checkbox', { name: 'Odpowiedź B jest poprawna' })).toBeChecked();

  // Level and a domain.
  await page.getByRole('combobox', { name: /^Poziom/ }).selectOption('HIGH_SCHOOL');
  await page.getByRole('combobox', { name: 'Dziedziny' }).click();
  const domain = page.getByRole('listbox', { name: 'Dziedziny' }).getByRole('option').first();
  const domainName = (await domain.textContent())?.trim() ?? '';
  await domain.click();
  await page.keyboard.press('Escape');
  expect(domainName).not.toBe('');

  // A solution image, uploaded with the field's own progress rows.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Wybierz pliki' }).first().click();
  const imageName = `rozwiazanie-${Date.now().toString(36)}.png`;
  await (await chooser).setFiles({ name: imageName, mimeType: 'image/png', buffer: buildPng(64, 64) });
  await expect(page.getByRole('list', { name: 'Przesłane pliki' }).getByText(imageName)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Przesłane pliki' }).getByRole('img', { name: 'Przesłano' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Utwórz zadanie' }).click();
  await expect(page.getByText('Utworzono!')).toBeVisible();
  await expect(page).toHaveURL(/\/homeworks\/(?!save)[^/]+$/);
  await expect(page.getByText('Rozwiąż równanie').first()).toBeVisible();

  // The author edits it and sends it to review; the button goes away while the review is pending.
  await page.getByRole('link', { name: 'Edytuj' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(page.getByText('Przywrócono szkic')).toHaveCount(0);
  await page.getByRole('button', { name: 'Wyślij do recenzji' }).click();
  await expect(page.getByText('Przesłano do weryfikacji')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wyślij do recenzji' })).toHaveCount(0);
});
