import { type APIRequestContext, expect, test } from '@playwright/test';
import { demoPassword, logIn } from './session';

const password = demoPassword;

async function apiLogin(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

test('a teacher proposes a change of a concept, the admin accepts it and the concept shows the new name', async ({
  page,
  request,
  browser,
}) => {
  // A fresh tag, so that no other proposal waits for it.
  const suffix = Date.now().toString(36);
  const name = `Pojęcie testowe ${suffix}`;
  const newName = `Pojęcie poprawione ${suffix}`;
  const teacherToken = await apiLogin(request, 'nauczyciel@zadania.local');
  const created = await request.post('/api/math-concept', {
    headers: { Authorization: `Bearer ${teacherToken}` },
    data: { type: 'TAG', name, aliases: [] },
  });
  expect(created.status()).toBe(201);
  const concept = (await created.json()) as { id: string; slug: string };

  // The teacher proposes a new name on the concept page.
  await logIn(page, 'nauczyciel@zadania.local');
  await page.goto(`/resources/concepts/${concept.slug}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edytuj artykuł' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Zaproponuj zmianę' }).click();
  const dialog = page.getByRole('dialog', { name: 'Propozycja zmiany pojęcia' });
  await dialog.getByRole('textbox', { name: 'Nazwa' }).fill(newName);
  await dialog.getByRole('button', { name: 'Wyślij propozycję' }).click();
  await expect(page.getByText('Przesłano do weryfikacji')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Twoja propozycja czeka na decyzję')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zaproponuj zmianę' })).toHaveCount(0);

  // The admin finds it through the user menu and accepts it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, 'admin@zadania.local');
  await admin.getByRole('button', { name: 'Menu użytkownika' }).click();
  const link = admin.getByRole('menuitem', { name: /^Propozycje pojęć/ });
  await expect(link.getByText(/^\d+$/)).toBeVisible();
  await link.click();
  await expect(admin).toHaveURL(/\/admin\/concept-changes$/);
  await expect(admin.getByRole('heading', { name: 'Propozycje pojęć', level: 1 })).toBeVisible();
  const card = admin.getByRole('article').filter({ hasText: newName });
  await expect(card.getByRole('link', { name })).toBeVisible();
  await card.getByRole('button', { name: 'Przyjmij' }).click();
  await expect(admin.getByText('Przyjęto propozycję')).toBeVisible();
  await expect(card.getByText('Przyjęta')).toBeVisible();

  await admin.goto(`/resources/concepts/${concept.id}`);
  await expect(admin.getByRole('heading', { name: newName, level: 1 })).toBeVisible();
  await adminContext.close();

  // The teacher may propose again.
  await page.goto(`/resources/concepts/${concept.id}`);
  await expect(page.getByRole('heading', { name: newName, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zaproponuj zmianę' })).toBeVisible();
});
