import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { createConfirmedAccount, demoPassword, logIn } from './session';

async function apiLogin(request: APIRequestContext, email: string, password = demoPassword): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A 1×1 PNG. */
const onePixelPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A page of its own (cookies, storage) for one person of the flow. */
async function openAs(browser: Browser, email: string, password = demoPassword): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email, password);
  return page;
}

async function tokenBalance(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/tokens', { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { balance: number }).balance;
}

test('a teacher sells a task’s solution for tokens; a student buys tokens, unlocks it and sees every step; an ADMIN confirms a bank transfer', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const word = `platne${Date.now().toString(36)}`;

  // A task of the teacher's with three steps and a solution image, published by the admin (API: the editor is
  // tested elsewhere).
  const teacherToken = await apiLogin(request, 'nauczyciel@zadania.local');
  const uploaded = await request.post('/api/file', {
    headers: bearer(teacherToken),
    multipart: {
      assign: 'HOMEWORK_SOLUTION_IMAGE',
      file: { name: `${word}.png`, mimeType: 'image/png', buffer: Buffer.from(onePixelPng, 'base64') },
    },
  });
  expect(uploaded.status()).toBe(200);
  const image = (await uploaded.json()) as { id: string };
  const created = await request.post('/api/homework', {
    headers: bearer(teacherToken),
    data: {
      description: `<p>Rozwiąż równanie kwadratowe (${word}).</p>`,
      closed: false,
      answer: '<p>x = 2</p>',
      level: 'HIGH_SCHOOL',
      solution: {
        steps: [
          { title: 'Krok 1: wypisz współczynniki', description: '<p>a = 1, b = -4, c = 4.</p>' },
          { title: 'Krok 2: policz deltę', description: '<p>Delta wynosi 0.</p>' },
          { title: 'Krok 3: podaj pierwiastek', description: '<p>Jedyny pierwiastek to 2.</p>' },
        ],
        imageIds: [image.id],
      },
    },
  });
  expect(created.status()).toBe(201);
  const task = (await created.json()) as { id: string; slug: string };

  // 1. The teacher marks the solution paid and writes a hint in the task editor.
  const teacher = await openAs(browser, 'nauczyciel@zadania.local');
  await teacher.goto(`/homeworks/${task.slug}/edit`);
  const paidSwitch = teacher.getByRole('switch', { name: 'Płatne rozwiązanie (kroki po pierwszym za tokeny)' });
  await expect(paidSwitch).not.toBeChecked();
  await paidSwitch.check({ force: true });
  await expect(paidSwitch).toBeChecked();
  await teacher.getByRole('textbox', { name: 'Edytor podpowiedzi' }).click();
  await teacher.keyboard.type('Zacznij od wzoru na deltę.');
  await teacher.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(teacher.getByText('Zaktualizowano!')).toBeVisible();

  // The author sees the whole solution, marked as paid for others.
  await teacher.goto(`/homeworks/${task.slug}`);
  await expect(teacher.getByText('Płatne rozwiązanie – masz do niego pełny dostęp.')).toBeVisible();
  await expect(teacher.getByText('Krok 1 z 3')).toBeVisible();

  const adminToken = await apiLogin(request, 'admin@zadania.local');
  const published = await request.put(`/api/homework/${task.id}/publish`, { headers: bearer(adminToken) });
  expect(published.status()).toBe(200);

  // 2. A student without tokens sees the first step, the locked rest and the hint for sale.
  const account = await createConfirmedAccount(request);
  const studentToken = await apiLogin(request, account.email, account.password);
  expect(await tokenBalance(request, studentToken)).toBe(0);
  const student = await openAs(browser, account.email, account.password);
  await student.goto(`/homeworks/${task.slug}`);
  const solution = student.getByRole('region', { name: 'Rozwiązanie' });
  await expect(solution.getByText('Pozostałe kroki rozwiązania (2) są płatne')).toBeVisible();
  await expect(solution.getByRole('heading', { name: 'Krok 1: wypisz współczynniki' })).toBeVisible();
  await expect(solution.getByText('Krok 2: policz deltę')).toHaveCount(0);
  await expect(solution.getByText('Jedyny pierwiastek to 2.')).toHaveCount(0);
  await expect(solution.getByRole('button', { name: 'Podpowiedź za 1 token' })).toBeVisible();

  // Without tokens the server refuses (402) and the page points to the wallet.
  await solution.getByRole('button', { name: 'Odblokuj za 3 tokeny' }).click();
  await expect(solution.getByText('Masz za mało tokenów. Doładuj portfel.')).toBeVisible();
  await expect(solution.getByRole('link', { name: 'Doładuj portfel' })).toHaveAttribute('href', '/account/wallet');

  // 3. The student buys 10 tokens with the demo provider.
  await student.goto('/checkout/TOKENS_10');
  await expect(student.getByTestId('checkout-item')).toHaveText('Pakiet 10 tokenów');
  await student.getByText('Płatność demonstracyjna (bez prawdziwych pieniędzy)').click();
  await student.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(student).toHaveURL(/\/checkout\/demo\//);
  await student.getByRole('button', { name: 'Zapłać (demo)' }).click();
  await expect(student).toHaveURL(/\/payment\/[^/?]+/);
  await expect.poll(() => tokenBalance(request, studentToken)).toBe(10);

  // 4. Back on the task, one click unlocks every step (and the hint with them).
  await student.goto(`/homeworks/${task.slug}`);
  await solution.getByRole('button', { name: 'Odblokuj za 3 tokeny' }).click();
  await expect(student.getByText('Odblokowano!')).toBeVisible();
  await expect(solution.getByTestId('solution-locked')).toHaveCount(0);
  await expect(solution.getByText('Zacznij od wzoru na deltę.')).toBeVisible();
  await solution.getByText('Wszystkie kroki').click();
  await expect(solution.getByRole('heading', { name: 'Krok 2: policz deltę' })).toBeVisible();
  await expect(solution.getByText('Jedyny pierwiastek to 2.')).toBeVisible();
  // The held-back image loads in the browser (from a signed link: <img> sends no Authorization header).
  const solutionImage = solution.getByRole('img', { name: 'Zdjęcie rozwiązania 1 z 1' });
  await expect(solutionImage).toBeVisible();
  await expect.poll(() => solutionImage.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(1);
  expect(await tokenBalance(request, studentToken)).toBe(7);

  // 5. The student orders 10 more tokens by bank transfer; the ADMIN confirms it in /admin/payments.
  const checkout = await request.post('/api/payment/checkout', {
    headers: bearer(studentToken),
    data: { productCode: 'TOKENS_10', method: 'manual' },
  });
  expect(checkout.ok()).toBe(true);
  const title = ((await checkout.json()) as { payment: { transfer: { title: string } } }).payment.transfer.title;

  const admin = await openAs(browser, 'admin@zadania.local');
  await admin.getByRole('button', { name: 'Menu użytkownika' }).click();
  await admin.getByRole('menuitem', { name: 'Wszystkie płatności' }).click();
  await expect(admin).toHaveURL(/\/admin\/payments$/);
  await expect(admin.getByRole('heading', { name: 'Płatności', level: 1 })).toBeVisible();
  await admin.getByRole('combobox', { name: 'Metoda płatności' }).selectOption('manual');
  await admin.getByRole('searchbox', { name: 'Szukaj' }).fill(title);
  await expect(admin).toHaveURL(new RegExp(`search=${title}`));
  const row = admin.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Nieopłacona')).toBeVisible();
  await expect(row.getByText('Pakiet 10 tokenów')).toBeVisible();
  await row.getByRole('button', { name: `Potwierdź wpłatę: ${title}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Potwierdzenie wpłaty' });
  await expect(dialog.getByText(title)).toBeVisible();
  await dialog.getByRole('button', { name: 'Potwierdź wpłatę' }).click();
  await expect(admin.getByText('Potwierdzono!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText(/^(Opłacona|Zrealizowana)$/)).toBeVisible();
  await expect(row.getByRole('button', { name: /^Potwierdź wpłatę/ })).toHaveCount(0);
  await expect.poll(() => tokenBalance(request, studentToken)).toBe(17);
});
