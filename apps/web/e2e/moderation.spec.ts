import { type APIRequestContext, expect, test } from '@playwright/test';
import { demoPassword, logIn } from './session';

const password = demoPassword;

async function apiLogin(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

test('a teacher’s task is reviewed and published by the admin, then found by a student; the teacher is notified', async ({
  page,
  request,
  browser,
}) => {
  // The demo teacher creates a private task through the API and sends it to review.
  const word = `zebrowka${Date.now().toString(36)}`;
  const teacherToken = await apiLogin(request, 'nauczyciel@zadania.local');
  const teacher = { Authorization: `Bearer ${teacherToken}` };
  const created = await request.post('/api/homework', {
    headers: teacher,
    data: {
      description: `<p>Oblicz pole kwadratu o boku 7 cm. Słowo kontrolne: ${word}.</p>`,
      closed: false,
      answer: '<p>49 cm²</p>',
      level: 'PRIMARY',
      solution: { steps: [{ title: 'Wzór na pole', description: '<p>P = a · a = 7 · 7 = 49</p>' }] },
    },
  });
  expect(created.status()).toBe(201);
  const homework = (await created.json()) as { id: string; slug: string; status: string };
  expect(homework.status).toBe('PRIVATE');
  const submitted = await request.put(`/api/homework/${homework.id}/submit-for-review`, { headers: teacher });
  expect(submitted.status()).toBe(200);

  // The admin sees the pending badge next to 'Recenzje' and opens the review queue.
  await logIn(page, 'admin@zadania.local');
  await page.getByRole('button', { name: 'Menu użytkownika' }).click();
  const reviews = page.getByRole('menuitem', { name: /^Recenzje/ });
  await expect(reviews).toBeVisible();
  await expect(reviews.getByText(/^\d+$/)).toBeVisible();
  expect(Number(await reviews.getByText(/^\d+$/).textContent())).toBeGreaterThanOrEqual(1);
  await reviews.click();
  await expect(page).toHaveURL(/\/admin\/homeworks$/);
  await expect(page.getByRole('heading', { name: 'Recenzje zadań', level: 1 })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'W trakcie recenzji' }).first()).toBeChecked();

  const card = page.getByRole('article').filter({ hasText: word });
  await expect(card).toBeVisible();
  await expect(card.getByText('W trakcie recenzji')).toBeVisible();
  await card.getByRole('link', { name: /^Otwórz zadanie:/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/homeworks/${homework.slug}$`));

  // No publishing while the review is pending: approve with a comment first.
  await expect(page.getByRole('button', { name: 'Opublikuj' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Zrecenzuj' }).click();
  const reviewDialog = page.getByRole('dialog', { name: 'Recenzja zadania' });
  await expect(reviewDialog.getByRole('radio')).toHaveCount(2);
  await reviewDialog.getByLabel('Zaakceptowane').check();
  await reviewDialog.getByLabel('Komentarz').fill('Poprawne i czytelne rozwiązanie.');
  await reviewDialog.getByRole('button', { name: 'Zapisz recenzję' }).click();
  await expect(page.getByText('Zrecenzowano!')).toBeVisible();
  await expect(reviewDialog).toBeHidden();
  const history = page.getByRole('region', { name: 'Historia recenzji' });
  await expect(history.getByText('Poprawne i czytelne rozwiązanie.')).toBeVisible();
  await expect(history.getByText('Zaakceptowane')).toBeVisible();

  await page.getByRole('button', { name: 'Opublikuj' }).click();
  const publishDialog = page.getByRole('dialog', { name: 'Publikacja zadania' });
  await expect(publishDialog.getByText(/ma stać się publiczne/)).toBeVisible();
  await publishDialog.getByRole('button', { name: 'Tak, opublikuj' }).click();
  await expect(publishDialog).toBeHidden();
  await expect(page.getByText('Opublikowano!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Opublikuj' })).toHaveCount(0);
  await expect(page.getByLabel('Status widoczności')).toHaveValue('PUBLIC');

  // A signed-out student finds the task by a word of its description.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await student.goto('/homeworks');
  await student.getByRole('searchbox', { name: 'Szukaj' }).fill(word);
  await expect(student).toHaveURL(new RegExp(`[?&]search=${word}`));
  await expect(student.getByRole('heading', { name: 'Wyniki (1)' })).toBeVisible();
  await student
    .getByRole('article')
    .getByRole('link', { name: /^Otwórz zadanie:/ })
    .click();
  await expect(student).toHaveURL(new RegExp(`/homeworks/${homework.slug}$`));
  await studentContext.close();

  // The teacher's bell shows the review notification.
  const teacherContext = await browser.newContext();
  const teacherPage = await teacherContext.newPage();
  await logIn(teacherPage, 'nauczyciel@zadania.local');
  const bell = teacherPage.getByRole('button', { name: /^Powiadomienia, nieprzeczytane: \d+$/ });
  await expect(bell).toBeVisible();
  // Other flows (a concept proposal) may have notified the demo teacher too: count from what is there.
  const unreadBefore = Number(/(\d+)$/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
  await bell.click();
  const item = teacherPage.getByRole('menuitem', { name: /Twoje zadanie zostało zaakceptowane/ });
  await expect(item).toBeVisible();
  await expect(item.getByText('Komentarz: Poprawne i czytelne rozwiązanie.')).toBeVisible();
  await item.click();
  await expect(teacherPage).toHaveURL(new RegExp(`/account/homeworks/${homework.slug}$`));
  const unreadAfter = unreadBefore - 1;
  await expect(
    teacherPage.getByRole('button', {
      name: unreadAfter ? `Powiadomienia, nieprzeczytane: ${unreadAfter}` : 'Powiadomienia',
      exact: true,
    }),
  ).toBeVisible();
  await teacherContext.close();
});
