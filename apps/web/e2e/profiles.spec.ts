import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { findPhoneCodeInOutbox } from '../../api/test/sms-outbox';
import { buildPng } from './png-fixture';
import { createConfirmedAccount, demoPassword, logIn } from './session';

const teacherEmail = 'nauczyciel@zadania.local';
const teacherName = 'Anna Nowak';
const teacherProfile = '/teachers/nauczyciel';

/** Confirms a phone number for the demo teacher through the API, reading the code from the SMS outbox. */
async function confirmTeacherPhone(request: APIRequestContext, phoneNumber: string) {
  const login = await request.post('/api/auth/login', { data: { email: teacherEmail, password: demoPassword } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const sent = await request.post('/api/user/send-phone-number-confirmation-code', { headers, data: { phoneNumber } });
  expect(sent.status()).toBe(200);
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = await findPhoneCodeInOutbox(path.join(process.env.E2E_DATA_DIR!, 'outbox'), phoneNumber);
      return code;
    })
    .toBeDefined();
  const confirmed = await request.post('/api/user/confirm-phone-number', { headers, data: { code } });
  expect(confirmed.status()).toBe(200);
}

test('a teacher fills the profile; a student finds the teacher from a task card, rates a task and writes a review; the card shows both', async ({
  browser,
  request,
}) => {
  // Two people in two browsers through a profile, a task, a rating and a review: near a minute on the CI machine.
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const description = `Uczę matematyki do matury od 10 lat ${run}`;
  const review = `Świetnie tłumaczy funkcje kwadratowe ${run}`;
  const phoneNumber = '600123456';
  await confirmTeacherPhone(request, phoneNumber);

  // The teacher fills the profile: avatar, description, phone made public.
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await logIn(teacher, teacherEmail);
  await teacher.getByRole('button', { name: 'Menu użytkownika' }).click();
  await teacher.getByRole('menuitem', { name: 'Mój profil' }).click();
  await expect(teacher).toHaveURL(/\/account\/profile$/);

  const avatarSection = teacher.getByRole('region', { name: 'Zdjęcie profilowe' });
  const chooser = teacher.waitForEvent('filechooser');
  await avatarSection.getByRole('button', { name: 'Wybierz plik' }).click();
  await (await chooser).setFiles({ name: `twarz-${run}.png`, mimeType: 'image/png', buffer: buildPng(128, 128) });
  await expect(avatarSection.getByRole('img', { name: 'Twoje zdjęcie profilowe' })).toBeVisible();

  const editor = teacher.getByRole('textbox', { name: 'Opis' });
  await editor.click();
  await teacher.keyboard.press('ControlOrMeta+A');
  await editor.pressSequentially(description);
  await teacher.getByRole('switch', { name: 'Pokaż numer telefonu na profilu' }).check({ force: true });
  await teacher.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(teacher.getByText('Zaktualizowano!')).toBeVisible();

  // The student finds the teacher from a task card's hover card.
  const student = await (await browser.newContext()).newPage();
  const account = await createConfirmedAccount(request);
  await logIn(student, account.email, account.password);
  await student.goto('/homeworks');
  const authorLink = student.getByRole('article').getByRole('link', { name: teacherName }).first();
  const card = student.getByTestId('user-hover-card');
  // The card opens after a short hover delay; the list may still re-render under the pointer at first.
  await expect(async () => {
    await student.mouse.move(0, 0);
    await authorLink.hover();
    await expect(card.getByRole('link', { name: 'Zobacz profil' })).toBeVisible({ timeout: 2000 });
  }).toPass();
  // A student is not offered the hover card's contact option (TEACHER and ADMIN viewers only).
  await expect(card.getByRole('button', { name: `Napisz wiadomość do: ${teacherName}` })).toHaveCount(0);
  await card.getByRole('link', { name: 'Zobacz profil' }).click();
  await expect(student).toHaveURL(new RegExp(`${teacherProfile}$`));

  // The teacher card: name, description, the public phone, avatar; no chat button for a student who has no lesson,
  // request or course with the teacher (the contact rule).
  await expect(student.getByRole('heading', { name: teacherName, level: 1 })).toBeVisible();
  await expect(student.getByText(description)).toBeVisible();
  await expect(student.getByRole('button', { name: `Napisz wiadomość do: ${teacherName}` })).toHaveCount(0);
  await student.getByRole('button', { name: `Kopiuj numer telefonu: ${phoneNumber}` }).click();
  await expect(student.getByText('Skopiowano!')).toBeVisible();
  await expect(student.getByRole('img', { name: `Zdjęcie profilowe: ${teacherName}` }).first()).toBeVisible();

  // The student rates one of the teacher's tasks.
  const tasks = student.getByRole('region', { name: 'Zadania autora' });
  await tasks.getByRole('article').first().getByRole('link').first().click();
  await expect(student).toHaveURL(/\/homeworks\/[^/]+$/);
  const rating = student.getByTestId('homework-rating');
  // Mantine's star inputs are hidden under their symbols: the click lands on the star (the label after the input).
  await rating.getByRole('radio', { name: '4 gwiazdki' }).locator('xpath=following-sibling::label[1]').click();
  await expect(student.getByText('Dodano!')).toBeVisible();
  await expect(rating.getByRole('button', { name: 'Usuń ocenę' })).toBeVisible();

  // And writes a review on the teacher's card. (Opened without '#reviews': the page's delayed hash scroll would
  // move the form under the pointer while the student is already using it.)
  await student.goto(teacherProfile);
  const reviews = student.locator('#reviews');
  await expect(reviews.getByRole('heading', { name: 'Wystaw opinię' })).toBeVisible();
  await reviews.scrollIntoViewIfNeeded();
  await reviews.getByRole('radio', { name: '5 gwiazdek' }).locator('xpath=following-sibling::label[1]').click();
  await expect(reviews.getByRole('radio', { name: '5 gwiazdek' })).toBeChecked();
  const reviewEditor = reviews.getByRole('textbox', { name: 'Treść opinii' });
  await reviewEditor.click();
  await reviewEditor.pressSequentially(review);
  await reviews.getByRole('button', { name: 'Wystaw opinię' }).click();
  await expect(student.getByText('Zrecenzowano!')).toBeVisible();

  // The teacher's card shows the new rating and the review under #reviews.
  await teacher.goto(`${teacherProfile}#reviews`);
  const teacherReviews = teacher.locator('#reviews');
  await expect(teacherReviews.getByText(review)).toBeVisible();
  await expect(teacherReviews.getByRole('img', { name: 'Ocena 5 na 5' }).first()).toBeVisible();
  const breakdown = teacher.getByRole('list', { name: 'Oceny według rodzaju' });
  await expect(breakdown.getByRole('listitem').filter({ hasText: 'Zadania' })).not.toContainText('Brak ocen');
  // The teacher's own card offers no chat button and no review form.
  await expect(teacher.getByRole('button', { name: `Napisz wiadomość do: ${teacherName}` })).toHaveCount(0);
  await expect(teacherReviews.getByRole('heading', { name: 'Wystaw opinię' })).toHaveCount(0);
});
