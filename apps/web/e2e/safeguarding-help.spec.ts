import { expect, test } from '@playwright/test';
import { createConfirmedAccount, logIn } from './session';

const taskPath = '/homeworks/rownanie-kwadratowe-z-delta-dodatnia';
const teacherName = 'Anna Nowak';

test('a pupil presses "Potrzebuję pomocy" in a room, sees 116 111, and the admin sees the request first with the conversation', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const account = await createConfirmedAccount(request);
  const said = `Pan prosił o mój numer telefonu ${run}`;
  const what = `Nauczyciel pisze do mnie dziwne rzeczy ${run}`;

  // The teacher invites the pupil by their exact login; the pupil accepts (as in chat.spec.ts).
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await logIn(teacher, 'nauczyciel@zadania.local');
  await teacher.goto('/account/students');
  await teacher.getByRole('combobox', { name: 'Uczeń' }).fill(account.username.toUpperCase());
  await teacher.getByRole('option', { name: new RegExp(account.username) }).click();
  await teacher.getByRole('button', { name: 'Wyślij zaproszenie' }).click();
  await expect(teacher.getByText('Wysłano!')).toBeVisible();
  await teacherContext.close();

  const pupilContext = await browser.newContext();
  const pupil = await pupilContext.newPage();
  await logIn(pupil, account.email, account.password);
  // The button is on every page of a signed-in pupil, in the header.
  await expect(pupil.getByRole('banner').getByRole('button', { name: 'Potrzebuję pomocy' })).toBeVisible();
  await pupil.goto('/account/students');
  await pupil.getByRole('button', { name: 'Akceptuj' }).click();
  await expect(pupil.getByText('Zaakceptowane')).toBeVisible();
  await pupil.goto(taskPath);
  await pupil.getByRole('button', { name: `Napisz wiadomość do: ${teacherName}` }).click();
  await expect(pupil).toHaveURL(/\/chat\?chatRoomId=[0-9a-f-]{36}$/);
  const editor = pupil.getByRole('textbox', { name: 'Treść wiadomości', exact: true });
  await editor.click();
  await editor.pressSequentially(said);
  await editor.press('Enter');
  await expect(pupil.getByRole('log', { name: 'Wiadomości' }).getByText(said)).toBeVisible();

  // In the room's header: the form, with whom filled in and the conversation to be attached.
  const room = pupil.getByRole('region', { name: teacherName });
  await room.getByRole('button', { name: 'Potrzebuję pomocy' }).click();
  const dialog = pupil.getByRole('dialog', { name: 'Potrzebuję pomocy' });
  await expect(dialog.getByRole('textbox', { name: 'Z kim?' })).toHaveValue(teacherName);
  await expect(dialog.getByText('Dołączymy tę rozmowę')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Co się stało?' }).fill(what);
  await dialog.getByRole('button', { name: 'Wyślij' }).click();
  const sent = pupil.getByRole('dialog', { name: 'Wiadomość wysłana' });
  await expect(sent.getByText('To nie twoja wina.', { exact: false })).toBeVisible();
  await expect(sent.getByRole('link', { name: '116 111' })).toHaveAttribute('href', 'tel:116111');
  await expect(sent.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  await sent.getByTestId('help-acknowledgement').getByRole('button', { name: 'Zamknij' }).click();
  await pupilContext.close();

  // The admin: help requests first in the admin navigation, the request on top with the conversation attached.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, 'admin@zadania.local');
  await admin.goto('/admin/support');
  await expect(admin.getByText('Otwarte prośby dzieci o pomoc', { exact: false })).toBeVisible();
  const nav = admin.getByRole('navigation', { name: 'Administracja' });
  await expect(nav.getByRole('link').first()).toContainText('Prośby o pomoc');
  await nav.getByRole('link', { name: /Prośby o pomoc/ }).click();
  await expect(admin).toHaveURL(/\/admin\/safeguarding$/);
  // Open requests come first, the longest-waiting on top: another spec's older request may stand above this one, but
  // nothing that is not open does.
  const cards = admin.getByRole('article');
  const first = cards.filter({ hasText: what });
  await expect(first.getByText(what)).toBeVisible();
  const place = await cards.evaluateAll(
    (articles, text) => articles.findIndex((article) => article.textContent?.includes(text)),
    what,
  );
  expect(place).toBeGreaterThanOrEqual(0);
  expect(place).toBeLessThan(await cards.filter({ hasText: 'Otwarta' }).count());
  await expect(first.getByText(/czeka od \d+ min/)).toBeVisible();
  await expect(first.getByText(`Z kim: ${teacherName}`, { exact: false })).toBeVisible();
  await expect(first.getByText(said)).toBeVisible();
  await first.getByRole('button', { name: 'Zajmuję się tym' }).click();
  await expect(first.getByText('W toku')).toBeVisible();
  await adminContext.close();
});
