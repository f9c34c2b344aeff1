import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { createConfirmedAccount, logIn } from './session';

async function apiToken(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return (await response.json()).token as string;
}

async function openAs(browser: Browser, email: string, password?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email, password);
  return page;
}

test('a user reports a review and an admin resolves the report; the reporter sees the decision', async ({
  browser,
  request,
}) => {
  // A teacher of their own (the demo teacher's rating stays as other tests expect it) with a spammy review.
  const teacher = await createConfirmedAccount(request, 'TEACHER');
  const author = await createConfirmedAccount(request);
  const authorToken = await apiToken(request, author.email, author.password);
  const teacherId = (
    await (
      await request.get('/api/user/me', {
        headers: { authorization: `Bearer ${await apiToken(request, teacher.email, teacher.password)}` },
      })
    ).json()
  ).id as string;
  const written = await request.post(`/api/user/${teacherId}/reviews`, {
    headers: { authorization: `Bearer ${authorToken}` },
    data: { rating: 1, review: '<p>Tanie zegarki: spam.example</p>' },
  });
  expect(written.status()).toBe(200);

  // Another user reports the review from the teacher's card.
  const reporterAccount = await createConfirmedAccount(request);
  const reporter = await openAs(browser, reporterAccount.email, reporterAccount.password);
  await reporter.goto(`/teachers/${teacher.username}`);
  const review = reporter.getByTestId('review').filter({ hasText: 'Tanie zegarki' });
  await review.getByRole('button', { name: 'Zgłoś: opinia' }).click();
  const dialog = reporter.getByRole('dialog', { name: 'Zgłoś naruszenie' });
  await dialog.getByRole('radio', { name: 'Spam lub reklama' }).check();
  await dialog.getByRole('textbox', { name: /Opis/ }).fill('Reklama zegarków zamiast opinii.');
  await dialog.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
  await expect(dialog.getByText('Dziękujemy! Zgłoszenie trafiło do moderatorów.')).toBeVisible();
  // The dialog's own button, not its × (also 'Zamknij').
  await dialog.getByRole('button', { name: 'Zamknij' }).last().click();

  // The admin finds it in the support queue and resolves it with a note.
  const admin = await openAs(browser, 'admin@zadania.local');
  await admin.goto('/admin/support');
  const card = admin.getByTestId('report').filter({ hasText: 'Tanie zegarki: spam.example' });
  await expect(card.getByText('Reklama zegarków zamiast opinii.')).toBeVisible();
  await card.getByRole('button', { name: 'Podjęto działania' }).click();
  const decide = admin.getByRole('dialog', { name: 'Decyzja: Podjęto działania' });
  await decide.getByRole('textbox').fill('Opinia została usunięta.');
  await decide.getByRole('button', { name: 'Zapisz decyzję' }).click();
  await expect(admin.getByText('Zapisano decyzję. Zgłaszający otrzymał powiadomienie.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await admin.getByRole('tab', { name: 'Rozpatrzone' }).click();
  await expect(
    admin
      .getByTestId('report')
      .filter({ hasText: 'Tanie zegarki: spam.example' })
      .getByText(/Opinia została usunięta/),
  ).toBeVisible();

  // The reporter sees the decision among their reports.
  await reporter.goto('/account/reports');
  const mine = reporter.getByTestId('my-report').filter({ hasText: 'Tanie zegarki' });
  await expect(mine.getByText('Rozpatrzone — podjęto działania')).toBeVisible();
  await expect(mine.getByText('Odpowiedź moderatora: Opinia została usunięta.')).toBeVisible();

  await Promise.all([reporter.context().close(), admin.context().close()]);
});
