import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { waitForMailLink } from './outbox';
import { createConfirmedAccount, uniqueAccount } from './session';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

async function logOut(page: Page) {
  // Toasts stay until closed (bottom right, where the long user menu ends): close them as a person would first.
  const toasts = page.locator('.mantine-Notifications-root').getByRole('button', { name: 'Zamknij' });
  for (let closed = 0; closed < 5 && (await toasts.count()) > 0; closed += 1) {
    // One may close by itself meanwhile: then there is nothing left to click.
    await toasts
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
  }
  await page.getByRole('button', { name: 'Menu użytkownika' }).click();
  await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
  await expect(page.getByText('Wylogowano!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

test('a pupil of 14 registers with a parent’s e-mail, confirms, may only practise until the parent consents, logs out', async ({
  page,
  browser,
}) => {
  const account = uniqueAccount();
  await page.goto('/register');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Login').fill(account.username);
  await page.getByLabel('Hasło', { exact: true }).fill(account.password);
  await page.getByLabel('Powtórz hasło').fill('inne-haslo');
  await page.getByRole('button', { name: 'Zarejestruj się' }).click();
  await expect(page.getByText('Hasła się różnią')).toBeVisible();
  await expect(page.getByText('Wymagana zgoda')).toBeVisible();

  await page.getByLabel('Powtórz hasło').fill(account.password);
  await page.getByLabel(/Akceptuję regulamin/).check();
  // A pupil gives the birth year; at 14 the parent's e-mail is asked too.
  await page.getByLabel('Rok urodzenia').fill(String(new Date().getUTCFullYear() - 14));
  await page.getByRole('button', { name: 'Zarejestruj się' }).click();
  await expect(page.getByText('Osoba poniżej 16 lat potrzebuje zgody rodzica', { exact: false })).toBeVisible();
  const parentEmail = `rodzic.${account.email}`;
  await page.getByLabel('E-mail rodzica lub opiekuna').fill(parentEmail);
  await page.getByRole('button', { name: 'Zarejestruj się' }).click();
  await expect(page.getByText(/Sprawdź skrzynkę/).first()).toBeVisible();

  // Before confirming, login is refused with the resend option.
  await logIn(page, account.email, account.password);
  await expect(page.getByRole('alert')).toContainText('Adres e-mail nie został potwierdzony');
  await expect(page.getByRole('button', { name: /Wyślij link ponownie/ })).toBeVisible();

  const link = await waitForMailLink(account.email, '/confirm-email');
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('Potwierdzono!').first()).toBeVisible();

  await logIn(page, account.email, account.password);
  await expect(page.getByRole('button', { name: 'Menu użytkownika' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu użytkownika' })).toContainText(account.username);
  const waiting = page.getByRole('region', { name: 'Czekamy na zgodę rodzica lub opiekuna' });
  await expect(waiting).toContainText(parentEmail);

  // The parent opens the mailed link in a browser of their own and consents.
  const parent = await browser.newPage();
  const consentLink = await waitForMailLink(parentEmail, '/zgoda-rodzica');
  await parent.goto(consentLink.pathname + consentLink.search);
  await expect(parent.getByText(`Konto „${account.username}”`, { exact: false })).toBeVisible();
  await parent.getByRole('button', { name: 'Wyrażam zgodę' }).click();
  // The splash of the first load is a status too while it fades out (its 400 ms can outlast a fast page).
  await expect(parent.getByRole('status').filter({ hasText: 'Zgoda została zapisana' })).toBeVisible();
  await parent.close();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Menu użytkownika' })).toBeVisible();
  await expect(waiting).toHaveCount(0);

  await logOut(page);
  await expect(page.getByRole('link', { name: 'Zaloguj się' }).first()).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('token'),
      localStorage.getItem('refreshToken'),
      localStorage.getItem('sessionId'),
    ]),
  ).toEqual([null, null, null]);
  await page.goto('/account/security');
  await expect(page).toHaveURL(/\/login/);
});

test('a teacher turns on two-factor authentication and logs in with a code', async ({ page, request }) => {
  const account = await createConfirmedAccount(request, 'TEACHER');
  await logIn(page, account.email, account.password);
  await expect(page.getByRole('button', { name: 'Menu użytkownika' })).toBeVisible();
  await page.goto('/account/security');
  await page.getByRole('button', { name: 'Włącz weryfikację dwuetapową' }).click();
  await expect(page.getByRole('img', { name: /QR/i })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  const setupForm = page.locator('form').filter({ has: page.getByLabel('Kod weryfikacyjny') });
  await setupForm.getByLabel('Kod weryfikacyjny').fill(await generate({ secret }));
  await setupForm.getByLabel('Aktualne hasło').fill('zlehaslo1');
  await setupForm.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(setupForm.getByRole('alert')).toContainText('Aktualne hasło jest nieprawidłowe.');
  await setupForm.getByLabel('Aktualne hasło').fill(account.password);
  await setupForm.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(page.getByText('Weryfikacja dwuetapowa została włączona.').first()).toBeVisible();
  await expect(page.getByTestId('backup-code')).toHaveCount(10);
  await expect(page.getByTestId('backup-code').first()).toHaveText(/^[A-Z0-9-]{10,11}$/);

  await logOut(page);
  await logIn(page, account.email, account.password);
  await expect(page.getByText('Weryfikacja dwuetapowa').first()).toBeVisible();
  // The code of the setup's time step is spent; the next step's code is accepted within the window.
  const nextCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  await page.getByLabel('Kod weryfikacyjny').fill(nextCode);
  await page.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(page.getByRole('button', { name: 'Menu użytkownika' })).toBeVisible();
});

test('a student deletes the account after typing the password again', async ({ page, request }) => {
  const account = await createConfirmedAccount(request);
  await logIn(page, account.email, account.password);
  await expect(page.getByRole('button', { name: 'Menu użytkownika' })).toBeVisible();
  await page.goto('/account/security');

  await page.getByRole('button', { name: 'Usuń konto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Usunięcie konta' });
  await dialog.getByRole('button', { name: 'Usuń konto na zawsze' }).click();
  await expect(dialog.getByText('Wymagane pole')).toBeVisible();
  await dialog.getByLabel('Aktualne hasło').fill('zlehaslo1');
  await dialog.getByRole('button', { name: 'Usuń konto na zawsze' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Aktualne hasło jest nieprawidłowe.');

  await dialog.getByLabel('Aktualne hasło').fill(account.password);
  await dialog.getByRole('button', { name: 'Usuń konto na zawsze' }).click();
  await expect(page.getByText('Usunięto!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Zaloguj się' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(401);
});

test('two tabs opened together with an expired access token refresh once and both stay signed in', async ({
  page,
  context,
  request,
}) => {
  const account = await createConfirmedAccount(request);
  // A signed-in tab opens its realtime socket: let it connect with the fresh token before the token expires.
  const socketConnected = page
    .waitForEvent('websocket', (socket) => socket.url().includes('/socket.io/'))
    .then((socket) =>
      socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).startsWith('40/events') }),
    );
  await logIn(page, account.email, account.password);
  await expect(page.getByRole('button', { name: 'Menu użytkownika' })).toBeVisible();
  await socketConnected;
  // A quiet page first: the dashboard's lazily loaded panels could otherwise ask with the refused token below and
  // refresh before the two tabs open.
  await page.goto('/account/security');
  await expect(page.getByRole('heading', { name: 'Bezpieczeństwo konta' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Both tabs share localStorage: an access token the API refuses, as after 15 minutes away.
  await page.evaluate(() => localStorage.setItem('token', 'wygasly.token.dostepu'));
  const secondPage = await context.newPage();
  // The tabs overlap for sure: the first refresh is answered only once both tabs were refused.
  const refusedTabs = new Set<Page>();
  let bothRefused: () => void = () => {};
  const bothTabsRefused = new Promise<void>((resolve) => (bothRefused = resolve));
  context.on('response', (response) => {
    if (response.status() !== 401 || response.url().endsWith('/api/auth/refresh-token')) return;
    refusedTabs.add(response.frame().page());
    if (refusedTabs.size === 2) bothRefused();
  });
  let refreshes = 0;
  await context.route('**/api/auth/refresh-token', async (route) => {
    refreshes += 1;
    await bothTabsRefused;
    await route.continue();
  });

  await Promise.all([page.goto('/account/security'), secondPage.goto('/account/security')]);
  for (const tab of [page, secondPage]) {
    await expect(tab.getByRole('heading', { name: 'Bezpieczeństwo konta' })).toBeVisible();
    await expect(tab.getByText(account.email)).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Menu użytkownika' })).toBeVisible();
  }
  expect(refreshes).toBe(1);
  const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
  const next = await request.post('/api/auth/refresh-token', { data: { refreshToken } });
  expect(next.status()).toBe(200);
});

test('the shell works on a phone: burger navigation, theme toggle, 404 page, legal pages', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.locator('#splash')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('button', { name: 'Otwórz menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Zarejestruj się' })).toBeVisible();
  await page.getByRole('dialog').getByRole('link', { name: 'Zarejestruj się' }).click();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByRole('button', { name: 'Przełącz motyw' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');

  // An address the app has no page for is a real 404, with the app's own Polish page.
  const missing = await page.goto('/nie-ma-takiej-strony');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('404').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nie znaleziono strony' })).toBeVisible();
  // The footer leads to the regulamin and the privacy policy.
  await page.getByRole('link', { name: 'Regulamin', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Regulamin serwisu Zadania' })).toBeVisible();
  await page.getByRole('link', { name: 'Polityka prywatności', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Twoje prawa (art. 15–22 RODO)' })).toBeVisible();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(360);
});

test('offline, a click to a page not loaded yet says the connection is gone; the page loads by itself once online', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.locator('#splash')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Regulamin', exact: true })).toBeVisible();
  // The regulamin's code has not been fetched yet: with the connection gone, the click cannot load it.
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Regulamin', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Brak połączenia z internetem' })).toBeVisible();
  await expect(page.getByText('Ta strona wczyta się sama, gdy połączenie wróci.')).toBeVisible();
  await expect(page.getByText('Coś poszło nie tak')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Regulamin serwisu Zadania' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Brak połączenia z internetem' })).toHaveCount(0);
});
