import { type Browser, expect, type Page, test } from '@playwright/test';
import { buildPng } from './png-fixture';
import { createConfirmedAccount, logIn } from './session';

async function openAs(browser: Browser, email: string, password?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email, password);
  return page;
}

test('a teacher applies, the admin approves with the checklist, the badge shows', async ({ browser, request }) => {
  test.setTimeout(120_000);
  // A new teacher: not verified until an ADMIN approves (the demo teacher is seeded verified).
  const account = await createConfirmedAccount(request, 'TEACHER');
  const teacher = await openAs(browser, account.email, account.password);
  await teacher.goto(`/teachers/${account.username}`);
  await expect(teacher.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(teacher.getByTestId('verified-badge')).toHaveCount(0);

  // The teacher's page: no application yet, the declaration, the countries, the KRK certificate.
  await teacher.getByRole('button', { name: 'Menu użytkownika' }).click();
  await teacher.getByRole('menuitem', { name: 'Weryfikacja nauczyciela' }).click();
  await expect(teacher).toHaveURL(/\/teacher\/verification$/);
  await expect(teacher.getByText('Nie złożono jeszcze wniosku o weryfikację.')).toBeVisible();
  await expect(teacher.getByTestId('verification-declaration')).toContainText('art. 21');
  await expect(teacher.getByRole('link', { name: 'Przeczytaj Standardy Ochrony Małoletnich' })).toHaveAttribute(
    'href',
    '/standardy-ochrony-maloletnich',
  );
  // Without the declaration ticked, the form says why.
  await teacher.getByRole('button', { name: 'Złóż wniosek' }).click();
  await expect(teacher.getByRole('alert')).toContainText('Zaznacz oświadczenie, aby złożyć wniosek.');
  await teacher.getByRole('checkbox', { name: 'Składam powyższe oświadczenie' }).check();
  await expect(teacher.getByText('Polska', { exact: true }).first()).toBeVisible();
  const chooser = teacher.waitForEvent('filechooser');
  await teacher.getByRole('button', { name: 'Wybierz plik' }).click();
  await (await chooser).setFiles({ name: 'krk.png', mimeType: 'image/png', buffer: buildPng(64, 48) });
  await expect(teacher.getByText('krk.png')).toBeVisible();
  // The name shows while the file uploads; the form holds the file once it is sent.
  await expect(teacher.getByRole('img', { name: 'Przesłano' })).toBeVisible();
  await teacher.getByRole('button', { name: 'Złóż wniosek' }).click();
  await expect(teacher.getByText(/czeka na rozpatrzenie przez administratora/)).toBeVisible();

  // The ADMIN opens the application from the admin menu's queue, reads the document and ticks the checklist.
  const admin = await openAs(browser, 'admin@zadania.local');
  await admin.goto('/admin/teacher-verification');
  await expect(admin.getByRole('heading', { name: 'Weryfikacja nauczycieli', level: 1 })).toBeVisible();
  const application = admin.getByRole('listitem').filter({ hasText: account.username }).first();
  await application.getByRole('button', { name: /Otwórz wniosek/ }).click();
  await expect(application.getByText('Polska', { exact: true })).toBeVisible();
  await expect(application.getByText(/z adresu /)).toBeVisible();
  const documentPage = admin.context().waitForEvent('page');
  await application.getByRole('button', { name: /Otwórz zaświadczenie/ }).click();
  expect((await documentPage).url()).toContain('/api/file/');

  // Approving without "Rejestr Sprawców sprawdzony" is refused with the reason.
  await application.getByRole('button', { name: 'Zatwierdź' }).click();
  await expect(application.getByRole('alert')).toContainText('Rejestr Sprawców sprawdzony');
  await application.getByRole('checkbox', { name: 'Rejestr Sprawców sprawdzony' }).check();
  await expect(application.getByLabel('Data sprawdzenia Rejestru Sprawców')).not.toHaveValue('');
  await application.getByRole('checkbox', { name: /Informacja z KRK sprawdzona/ }).check();
  await application.getByRole('checkbox', { name: /Tożsamość zgodna/ }).check();
  await application.getByRole('button', { name: 'Zatwierdź' }).click();
  await expect(admin.getByText('Weryfikacja zatwierdzona. Nauczyciel dostał powiadomienie.')).toBeVisible();
  await expect(application.getByText('Zatwierdzony', { exact: true })).toBeVisible();

  // The teacher's page says until when; the profile carries the badge.
  await teacher.reload();
  await expect(teacher.getByText(/^Zweryfikowany do /)).toBeVisible();
  await teacher.goto(`/teachers/${account.username}`);
  await expect(teacher.getByTestId('verified-badge')).toContainText('Zweryfikowany');
});
