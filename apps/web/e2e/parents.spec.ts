import { expect, type Page, test } from '@playwright/test';
import { parentalConsentMessages, parentMessages } from '@zadania/shared';
import { waitForMailLink } from './outbox';
import { logIn, registerPupilWithParent, uniqueAccount } from './session';

/** Answers the first `count` items of a new practice session, as learning.spec.ts does. */
async function answerItems(page: Page, count: number) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Rozpocznij sesję' }).click();
  await expect(page).toHaveURL(/\/learn\/session\/[0-9a-f-]{36}$/);
  for (let position = 1; position <= count; position += 1) {
    await expect(page.getByRole('heading', { name: new RegExp(`^Zadanie ${position} z \\d+$`) })).toBeFocused();
    const choices = page.getByRole('radiogroup', { name: 'Wybierz odpowiedź' });
    if (await choices.isVisible()) await choices.getByRole('radio').first().check();
    else await page.getByRole('textbox', { name: /Twoja odpowiedź/ }).fill('0');
    await page.getByRole('button', { name: 'Sprawdź' }).click();
    await expect(page.getByRole('status').filter({ hasText: /poprawna odpowiedź/ })).toBeVisible();
    await page.getByRole('button', { name: /^(Następne zadanie|Zakończ sesję)$/ }).click();
  }
}

/** A fresh access token of the account, as its own sign-in gives it. */
async function tokenOf(page: Page, email: string, password: string) {
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  return ((await login.json()) as { token: string }).token;
}

/** Whether the account has Premium now, as the API says to the account itself. */
async function hasPremium(page: Page, email: string, password: string) {
  const token = await tokenOf(page, email, password);
  const me = await page.request.get('/api/user/me', { headers: { Authorization: `Bearer ${token}` } });
  return ((await me.json()) as { hasActiveSubscription: boolean }).hasActiveSubscription;
}

test('a parent consents, makes a parent account, follows the child’s week, pays the asked Premium and withdraws the consent', async ({
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  // The pupil, born 2013, registered with a parent's address: until the consent the account may only practise.
  const { account: pupil, parentEmail } = await registerPupilWithParent(request, 2013);
  const childContext = await browser.newContext();
  const child = await childContext.newPage();
  await logIn(child, pupil.email, pupil.password);

  // The parent opens the mailed link in a browser of their own, consents, and creates a parent's account there.
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  const consentLink = await waitForMailLink(parentEmail, '/zgoda-rodzica');
  await parent.goto(consentLink.pathname + consentLink.search);
  await parent.getByRole('button', { name: 'Wyrażam zgodę' }).click();
  await expect(parent.getByRole('status').filter({ hasText: 'Zgoda została zapisana' })).toBeVisible();
  const panel = parent.getByRole('region', { name: 'Załóż konto rodzica' });
  await panel.getByRole('link', { name: 'Utwórz konto rodzica' }).click();
  await expect(parent).toHaveURL(/\/register\?role=PARENT&consentToken=/);
  await expect(parent.getByRole('radio', { name: 'Jestem rodzicem lub opiekunem' })).toBeChecked();
  await expect(parent.getByLabel('Rok urodzenia')).toHaveCount(0);
  const parentAccount = { ...uniqueAccount(), email: parentEmail };
  await parent.getByLabel('E-mail', { exact: true }).fill(parentAccount.email);
  await parent.getByLabel('Login').fill(parentAccount.username);
  await parent.getByLabel('Hasło', { exact: true }).fill(parentAccount.password);
  await parent.getByLabel('Powtórz hasło').fill(parentAccount.password);
  await parent.getByLabel(/Akceptuję regulamin/).check();
  await parent.getByRole('button', { name: 'Zarejestruj się' }).click();
  await expect(parent.getByText(/Sprawdź skrzynkę/).first()).toBeVisible();

  // The address the consent link went to counts as confirmed: the parent signs in and sees the child's card.
  await logIn(parent, parentAccount.email, parentAccount.password);
  await expect(parent.getByRole('heading', { name: 'Twoje dzieci', level: 1 })).toBeVisible();
  const card = parent.getByRole('listitem').filter({ hasText: `Login: ${pupil.username}` });
  await expect(card).toContainText('Zgoda udzielona');
  await expect(card).toContainText('Odpowiedzi w tym tygodniu: 0');

  // The child answers five items; the parent's page of the child shows them in this week's bar.
  await answerItems(child, 5);
  await parent.reload();
  await expect(card).toContainText('Odpowiedzi w tym tygodniu: 5');
  await card.getByRole('link', { name: /^Zobacz postępy/ }).click();
  await expect(parent).toHaveURL(/\/parent\/children\/[0-9a-f-]{36}$/);
  const childPage = parent.url();
  await expect(parent.getByRole('img', { name: /^Tydzień od/ })).toHaveCount(5);
  await expect(parent.getByRole('img', { name: /^Tydzień od/ }).last()).toHaveAttribute(
    'aria-label',
    /: 5 odpowiedzi, w tym \d+ poprawnych/,
  );

  // The child, a minor, cannot pay: asks the parent instead.
  await child.goto('/checkout/PREMIUM_1_MONTH');
  await child.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(child.getByText(parentMessages.minorPayment)).toBeVisible();
  await child.getByRole('button', { name: 'Poproś rodzica' }).click();
  await expect(child.getByText(parentMessages.requestSent)).toBeVisible();

  // The parent sees the request and pays it through the demo provider; the child then has Premium.
  await parent.goto('/');
  await parent.getByRole('link', { name: 'Prośby o zakup' }).first().click();
  await expect(parent).toHaveURL(/\/parent\/requests$/);
  const request_ = parent.getByRole('listitem').filter({ hasText: /prosi o:/ });
  await expect(request_).toHaveCount(1);
  await request_.getByRole('button', { name: 'Zapłać' }).click();
  await expect(parent).toHaveURL(/\/checkout\/demo\/[0-9a-f-]{36}$/);
  await parent.getByRole('button', { name: 'Zapłać (demo)' }).click();
  await expect(parent).toHaveURL(/\/payment\/[0-9a-f-]{36}\?result=paid$/);
  await expect(parent.getByText('Dziękujemy! Płatność przyjęta.')).toBeVisible();
  await expect.poll(() => hasPremium(child, pupil.email, pupil.password)).toBe(true);
  await parent.goto('/parent/requests');
  await expect(parent.getByRole('region', { name: 'Rozpatrzone' })).toContainText('Opłacona');

  // Issue 72: the teacher invites the child, the child accepts and writes; the room says a parent may read it, and
  // the parent reads it, read-only, on the child's page.
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await logIn(teacher, 'nauczyciel@zadania.local');
  await teacher.goto('/account/students');
  await teacher.getByRole('combobox', { name: 'Uczeń' }).fill(pupil.username.toUpperCase());
  await teacher.getByRole('option', { name: new RegExp(pupil.username) }).click();
  await teacher.getByRole('button', { name: 'Wyślij zaproszenie' }).click();
  await expect(teacher.getByText('Wysłano!')).toBeVisible();
  await teacherContext.close();
  await child.goto('/account/students');
  await child.getByRole('button', { name: 'Akceptuj' }).click();
  await expect(child.getByText('Zaakceptowane')).toBeVisible();
  await child.goto('/homeworks/rownanie-kwadratowe-z-delta-dodatnia');
  await child.getByRole('button', { name: 'Napisz wiadomość do: Anna Nowak' }).click();
  await expect(child).toHaveURL(/\/chat\?chatRoomId=[0-9a-f-]{36}$/);
  await expect(child.getByText('Rodzic ucznia może czytać tę rozmowę')).toBeVisible();
  const question = `Czy jutro jest lekcja? ${Date.now().toString(36)}`;
  const editor = child.getByRole('textbox', { name: 'Treść wiadomości', exact: true });
  await editor.click();
  await editor.pressSequentially(question);
  await editor.press('Enter');
  await expect(child.getByRole('log', { name: 'Wiadomości' }).getByText(question)).toBeVisible();

  await parent.goto(childPage);
  const conversations = parent.getByRole('region', { name: 'Rozmowy z dorosłymi' });
  await expect(conversations).toContainText('Z: Anna Nowak');
  await conversations.getByRole('button', { name: 'Czytaj rozmowę z: Anna Nowak' }).click();
  const transcript = parent.getByRole('dialog', { name: 'Rozmowa z: Anna Nowak' });
  await expect(transcript).toContainText(question);
  await expect(transcript).toContainText('Tylko do odczytu');
  await transcript.getByRole('button', { name: 'Zamknij' }).click();

  // The parent withdraws the consent: the child may only practise again, and a message to a teacher is refused.
  await parent.goto(childPage);
  await parent.getByRole('button', { name: 'Wycofaj zgodę' }).click();
  const dialog = parent.getByRole('dialog', { name: 'Wycofać zgodę?' });
  await expect(dialog).toContainText('tryb ograniczony');
  await dialog.getByRole('button', { name: 'Tak, wycofuję zgodę' }).click();
  await expect(parent.getByText(parentMessages.consentWithdrawn)).toBeVisible();
  await expect(parent.getByText(/^Zgoda wycofana \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();

  // At once: the child's next page shows the waiting notice again, and chat (any new conversation) is refused.
  await child.goto('/chat');
  await expect(child.getByRole('region', { name: 'Czekamy na zgodę rodzica lub opiekuna' })).toBeVisible();
  const token = await tokenOf(child, pupil.email, pupil.password);
  const chat = await child.request.post('/api/chat', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Pytanie', usersIds: [] },
  });
  expect(chat.status()).toBe(403);
  expect(((await chat.json()) as { message: string }).message).toBe(parentalConsentMessages.awaiting);

  await childContext.close();
  await parentContext.close();
});
