import { expect, test } from '@playwright/test';
import { createConfirmedAccount, logIn } from './session';

test('a teacher of an SP7 class finds tasks of its level with their formulas, previews one and sets it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'nauczyciel@zadania.local');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const created = await page.request.post('/api/class', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: `7a ${Date.now().toString(36).slice(-4)}`,
      schoolYear: '2026/2027',
      subject: 'MATHS',
      level: 'SP7',
      autoAdmit: true,
    },
  });
  expect(created.status()).toBe(201);
  const schoolClass = (await created.json()) as { id: string; code: string };

  // One pupil in the class, joined through the API (the join itself is classes.spec.ts).
  const pupil = await createConfirmedAccount(page.request);
  const context = await browser.newContext();
  const pupilPage = await context.newPage();
  await logIn(pupilPage, pupil.email, pupil.password);
  const pupilToken = await pupilPage.evaluate(() => localStorage.getItem('token'));
  const joined = await pupilPage.request.post('/api/class/join', {
    headers: { authorization: `Bearer ${pupilToken}` },
    data: { code: schoolClass.code },
  });
  expect(joined.status()).toBe(201);
  await context.close();

  await page.goto(`/classes/${schoolClass.id}/assignments/new`);
  await page.getByRole('textbox', { name: 'Tytuł' }).fill('Równania');
  await page.getByRole('searchbox', { name: 'Szukaj w katalogu' }).fill('równanie');
  await page.getByRole('button', { name: 'Szukaj', exact: true }).click();
  const results = page.getByRole('list', { name: 'Wyniki wyszukiwania' });

  // The class's level only: primary-school tasks, their formulas rendered by KaTeX, not one matura task.
  await expect(results.getByText('Poziom: Szkoła podstawowa').first()).toBeVisible();
  await expect(results.locator('.katex').first()).toBeVisible();
  await expect(results.getByText('Poziom: Szkoła średnia')).toHaveCount(0);

  // Widened, the other levels come too; narrowed again, they go.
  await page.getByRole('switch', { name: 'Pokaż zadania z innych poziomów' }).check();
  await expect(results.getByText('Poziom: Szkoła średnia').first()).toBeVisible();
  await page.getByRole('switch', { name: 'Pokaż zadania z innych poziomów' }).uncheck();
  await expect(results.getByText('Poziom: Szkoła podstawowa').first()).toBeVisible();
  await expect(results.getByText('Poziom: Szkoła średnia')).toHaveCount(0);

  // The preview: the statement rendered, closed with Escape.
  await results
    .getByRole('button', { name: /^Podgląd zadania:/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Podgląd zadania' });
  await expect(dialog.locator('.katex').first()).toBeVisible();
  await expect(dialog.getByText('Poziom: Szkoła podstawowa')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A machine-checked task is set.
  const add = results.getByRole('button', { name: /^Dodaj zadanie:/, disabled: false }).first();
  await add.click();
  await expect(page.getByRole('list', { name: 'Wybrane pozycje' }).getByRole('listitem')).toHaveCount(1);
  const tomorrow = new Date(Date.now() + 36 * 3_600_000).toISOString().slice(0, 10);
  await page.getByLabel('Termin oddania').fill(`${tomorrow}T08:00`);
  await page.getByRole('button', { name: 'Zadaj' }).click();
  await expect(page).toHaveURL(new RegExp(`/classes/${schoolClass.id}$`));
  await expect(page.getByRole('link', { name: 'Równania', exact: true })).toBeVisible();
});
