import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { createConfirmedAccount, logIn } from './session';

const run = promisify(execFile);
const premiumPlan = 'Konto Premium – 1 miesiąc (30 dni)';
const typePage = '/resources/homework-types/rownania-kwadratowe';

/** On the checkout page: the demo provider (no Stripe keys in the test server), then 'Zapłać (demo)'. */
async function payWithDemoProvider(page: Page) {
  const demo = page.getByRole('radio', { name: /Płatność demonstracyjna \(bez prawdziwych pieniędzy\)/ });
  await expect(demo).toBeChecked();
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page).toHaveURL(/\/checkout\/demo\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Tryb demonstracyjny', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Zapłać (demo)' }).click();
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}\?result=paid$/);
  await expect(page.getByText('Dziękujemy! Płatność przyjęta.')).toBeVisible();
}

/** The newest invoice on /account/payments (issued after the payment is confirmed), reloading until it is there. */
async function newestInvoice(page: Page) {
  await page.goto('/account/payments');
  const invoices = page.getByRole('region', { name: 'Moje faktury' });
  const first = invoices.getByRole('listitem').first();
  await expect(async () => {
    await page.reload();
    await expect(first).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const number = (await first.getAttribute('aria-label')) ?? '';
  expect(number).toMatch(/^FV\/\d{4}\/\d{2}\/\d+$/);
  return { item: first, number };
}

test('a student buys Premium with the demo provider: another open tab unlocks without a reload, and the invoice PDF downloads', async ({
  page,
  context,
  request,
}) => {
  const account = await createConfirmedAccount(request);
  await logIn(page, account.email, account.password);

  // A second tab, already open on a Premium-only list: locked.
  const other = await context.newPage();
  await other.goto(typePage);
  await expect(other.getByRole('heading', { name: 'Równania kwadratowe', level: 1 })).toBeVisible();
  await expect(other.getByText('Funkcja Premium')).toBeVisible();
  const typeTasks = other.getByRole('region', { name: 'Zadania tego typu' });
  await expect(typeTasks.getByRole('article')).toHaveCount(0);

  // /subscription: what Premium gives, the plans, and the checkout.
  await page.bringToFront();
  await page.getByRole('button', { name: 'Menu użytkownika' }).click();
  await page.getByRole('menuitem', { name: 'Konto Premium' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByText('Nie masz aktywnego Konta Premium.')).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Konto Premium – 3 miesiące (90 dni)' }).getByText('Oszczędzasz 13%'),
  ).toBeVisible();
  await page.getByRole('link', { name: `Kup: ${premiumPlan}` }).click();
  await expect(page).toHaveURL(/\/checkout\/PREMIUM_1_MONTH$/);
  await expect(page.getByTestId('checkout-item')).toHaveText(premiumPlan);
  await expect(page.getByTestId('checkout-price')).toHaveText('22,99\u00a0zł');
  await expect(page.getByText('w tym 23% VAT (4,30\u00a0zł)')).toBeVisible();
  await payWithDemoProvider(page);

  // The other tab: SubscriptionActivated refetched the account, the list opens without a reload.
  await expect(other.getByText('Konto Premium jest aktywne!')).toBeVisible();
  await expect(typeTasks.getByRole('article').first()).toBeVisible();
  await expect(other.getByText('Funkcja Premium')).toHaveCount(0);

  await page.goto('/subscription');
  await expect(page.getByText(/^Aktywne do /)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Okresy Premium' }).getByText('Aktywny')).toBeVisible();

  // The invoice: listed with its amount, downloaded as a PDF that carries its number and amount.
  const { item, number } = await newestInvoice(page);
  await expect(item.getByText('22,99\u00a0zł')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await item.getByRole('button', { name: `Pobierz PDF faktury ${number}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  const { stdout } = await run('pdftotext', ['-layout', file, '-']);
  expect(stdout).toContain(number);
  expect(stdout.replace(/\s+/g, ' ')).toMatch(/22,99\szł/);

  // The same invoice as a page: forced light whatever the app's theme.
  await item.getByRole('link', { name: `Zobacz fakturę ${number}` }).click();
  await expect(page).toHaveURL(/\/invoice\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page.getByTestId('invoice-gross')).toHaveText('22,99\u00a0zł');
  await page.goBack();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('a company buyer fills the company data, buys tokens with a company invoice, and the invoice shows its name and NIP', async ({
  page,
  request,
}) => {
  const account = await createConfirmedAccount(request);
  const companyName = `Firma ${account.username} sp. z o.o.`;
  const nip = 'PL5260250274';
  await logIn(page, account.email, account.password);

  await page.goto('/account/data');
  const company = page.getByRole('region', { name: 'Dane firmy' });
  await company.getByLabel('Nazwa firmy').fill(companyName);
  await company.getByLabel('NIP').fill(nip);
  await company.getByLabel('Ulica').fill('Marszałkowska');
  await company.getByLabel('Nr budynku').fill('10A');
  await company.getByLabel('Kod pocztowy').fill('00-950');
  await company.getByLabel('Miejscowość').fill('Warszawa');
  await company.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Zaktualizowano!')).toBeVisible();

  // The wallet: empty, then a package of 10 tokens with a company invoice.
  await page.getByRole('button', { name: 'Menu użytkownika' }).click();
  await page.getByRole('menuitem', { name: /^Portfel/ }).click();
  await expect(page).toHaveURL(/\/account\/wallet$/);
  await expect(page.getByTestId('wallet-balance')).toHaveText('0 tokenów');
  await page.getByRole('link', { name: 'Kup: Pakiet 10 tokenów' }).click();
  await expect(page).toHaveURL(/\/checkout\/TOKENS_10$/);
  await page.getByRole('radio', { name: 'Firma (faktura z NIP)' }).check();
  const summary = page.getByTestId('checkout-company');
  await expect(summary).toContainText(companyName);
  await expect(summary).toContainText(`NIP: ${nip}`);
  await payWithDemoProvider(page);
  await page.getByRole('link', { name: 'Przejdź do portfela' }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('10 tokenów');
  await expect(page.getByRole('region', { name: 'Historia' }).getByText('+10')).toBeVisible();

  const { item, number } = await newestInvoice(page);
  await expect(item.getByRole('button', { name: `Pobierz XML KSeF faktury ${number}` })).toBeVisible();
  await item.getByRole('link', { name: `Zobacz fakturę ${number}` }).click();
  const buyer = page.getByRole('region', { name: 'Nabywca' });
  await expect(buyer.getByText(companyName)).toBeVisible();
  await expect(buyer.getByText(`NIP: ${nip}`)).toBeVisible();
  await expect(page.getByTestId('invoice-gross')).toHaveText('9,99\u00a0zł');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('.invoice-sheet')!).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  );
});
