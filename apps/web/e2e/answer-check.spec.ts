import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { demoPassword, logIn } from './session';

async function apiLogin(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password: demoPassword } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test('a student types 1,5 into the math field of an open task whose answer is 3/2 and is told it is right', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // An open task with a checkable answer of 3/2, written by the teacher and published by the admin.
  const word = `sprawdz${Date.now().toString(36)}`;
  const teacherToken = await apiLogin(request, 'nauczyciel@zadania.local');
  const created = await request.post('/api/homework', {
    headers: bearer(teacherToken),
    data: {
      description: `<p>Podziel 3 przez 2 (${word}).</p>`,
      closed: false,
      answer: '<p>3/2</p>',
      answerKey: { kind: 'FRACTION', value: '3/2', tolerance: null },
      level: 'PRIMARY',
    },
  });
  expect(created.status()).toBe(201);
  const task = (await created.json()) as { id: string; slug: string };
  const adminToken = await apiLogin(request, 'admin@zadania.local');
  expect((await request.put(`/api/homework/${task.id}/publish`, { headers: bearer(adminToken) })).status()).toBe(200);
  // The other specs count the demo catalogue's public tasks: this one leaves with the test.
  try {
    await answerAsStudent(page, task.slug);
  } finally {
    await request.delete(`/api/homework/${task.id}`, { headers: bearer(adminToken) });
  }
});

/** The student's side: a wrong answer, then 1,5 in the math field, then the history after a reload. */
async function answerAsStudent(page: Page, slug: string) {
  // Every request the page makes: MathLive comes later, and from our own origin only.
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().includes('/api/')) failed.push(response.url());
  });

  await logIn(page, 'uczen@zadania.local');
  await page.goto(`/homeworks/${slug}`);
  const panel = page.getByRole('region', { name: 'Sprawdź swoją odpowiedź' });
  await expect(panel.getByText('Wpisz ułamek z kreską „/”, np. 3/2 (albo 1,5)')).toBeVisible();
  await expect(panel.getByText('Nie ma jeszcze Twoich sprawdzonych odpowiedzi do tego zadania.')).toBeVisible();
  expect(requests.filter((url) => /mathlive/i.test(url))).toEqual([]);

  await panel.getByRole('button', { name: 'Wpisz odpowiedź' }).click();
  const field = panel.locator('math-field');
  await expect(field).toBeVisible();
  await expect(field).toBeFocused();
  expect(requests.some((url) => /mathlive/i.test(url))).toBe(true);

  // A near miss first: 15 is not 3/2.
  await page.keyboard.type('15');
  await panel.getByRole('button', { name: 'Sprawdź' }).click();
  // MathLive announces what is typed in a live region of its own: the verdict has its own one.
  const verdict = panel.getByTestId('answer-check-status');
  await expect(verdict).toHaveText('Niestety, to nie jest poprawna odpowiedź.');

  const fieldValue = () => field.evaluate((element) => (element as HTMLElement & { value: string }).value);
  await field.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await expect.poll(fieldValue).toBe('');
  await page.keyboard.type('1,5');
  await expect.poll(fieldValue).toBe('1,5');
  await page.keyboard.press('Enter');
  await expect(verdict).toHaveText('Dobrze! To poprawna odpowiedź.');

  // The history, newest first, survives a reload.
  await page.reload();
  const history = page.getByTestId('answer-attempts');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('Dobrze');
  await expect(history.getByRole('listitem').nth(1)).toContainText('Źle');

  const origin = new URL(page.url()).origin;
  expect(
    requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')),
  ).toEqual([]);
  expect(failed).toEqual([]);
}

test('an ADMIN creates a game in /admin/games/new, sees it listed and deletes it', async ({ page }) => {
  const name = `Porównaj ${Date.now().toString(36)}`;
  await logIn(page, 'admin@zadania.local');
  await page.getByRole('button', { name: 'Menu użytkownika' }).click();
  await page.getByRole('menuitem', { name: 'Ćwiczenia interaktywne' }).click();
  await expect(page).toHaveURL(/\/admin\/games$/);
  await page.getByRole('link', { name: 'Dodaj ćwiczenie' }).click();
  await expect(page).toHaveURL(/\/admin\/games\/new$/);

  await page.getByRole('button', { name: 'Utwórz' }).click();
  await expect(page.getByText('Nazwa musi mieć od 2 do 64 znaków.')).toBeVisible();

  await page.getByRole('textbox', { name: /^Nazwa/ }).fill(name);
  await page.getByRole('textbox', { name: 'Para 1: Liczba po lewej' }).fill('7');
  await page.getByRole('textbox', { name: 'Para 1: Liczba po prawej' }).fill('3');
  await page.getByRole('button', { name: 'Dodaj poziom' }).click();
  const second = page.getByTestId('game-level').nth(1);
  await second.getByRole('textbox', { name: 'Para 1: Liczba po lewej' }).fill('2,5');
  await second.getByRole('textbox', { name: 'Para 1: Liczba po prawej' }).fill('2,5');
  await page.getByRole('textbox', { name: /Premium od poziomu/ }).fill('2');
  await page.getByRole('button', { name: 'Utwórz' }).click();

  await expect(page.getByText('Utworzono!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/games$/);
  const row = page.getByTestId('game-row').filter({ hasText: name });
  await expect(row).toContainText('Porównywanie liczb');
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');

  await row.getByRole('button', { name: `Usuń: ${name}` }).click();
  await page.getByRole('dialog', { name: 'Usunąć ćwiczenie?' }).getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByText('Usunięto!')).toBeVisible();
  await expect(page.getByTestId('game-row').filter({ hasText: name })).toHaveCount(0);
});
