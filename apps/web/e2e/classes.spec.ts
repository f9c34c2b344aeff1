import { expect, test } from '@playwright/test';
import { createConfirmedAccount, logIn } from './session';

test('a teacher starts a class, a pupil joins through its link, the teacher admits them and the pupil sees the class', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const name = `8b ${Date.now().toString(36).slice(-4)}`;
  await logIn(page, 'nauczyciel@zadania.local');
  await page.goto('/classes');
  await page.getByRole('button', { name: 'Nowa klasa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowa klasa' });
  await dialog.getByRole('textbox', { name: 'Nazwa klasy' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Poziom' }).selectOption({ label: 'Szkoła podstawowa, klasa 8' });
  await dialog.getByRole('button', { name: 'Załóż klasę' }).click();
  await expect(page).toHaveURL(/\/classes\/[0-9a-f-]{36}$/);
  const code = (await page.getByTestId('class-code').textContent())!.trim();
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
  const link = await page.getByRole('textbox', { name: 'Link do dołączenia' }).inputValue();

  // The pupil opens the link from the printed card, signed in on a phone.
  const pupil = await createConfirmedAccount(page.request);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const pupilPage = await phone.newPage();
  await logIn(pupilPage, pupil.email, pupil.password);
  await pupilPage.goto(new URL(link).pathname);
  await pupilPage.getByRole('button', { name: 'Dołącz' }).click();
  await expect(pupilPage).toHaveURL(/\/classes$/);
  await expect(pupilPage.getByText('Czeka na akceptację nauczyciela').first()).toBeVisible();

  // The teacher admits the pupil; the pupil's list shows the membership.
  await page.reload();
  await page.getByRole('button', { name: 'Przyjmij' }).click();
  await expect(page.getByRole('table').getByText(pupil.username).first()).toBeVisible();
  await pupilPage.reload();
  await expect(pupilPage.getByText(/W klasie od/)).toBeVisible();
  await phone.close();
});
