import { expect, type Page, test } from '@playwright/test';

async function signIn(page: Page, email: string) {
  await page.goto('/login?redirect=%2Feditor%23comments');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill('demo12345');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(/\/editor#comments$/);
}

test('writes in the editor with a formula, a numbered equation and a table, then reports a suggestion that stays after a reload', async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signIn(page, 'uczen@zadania.local');

  // The playground: the full editor with the demo document.
  const playground = page.getByRole('textbox', { name: 'Edytor do wypróbowania' });
  await expect(playground).toBeVisible();
  await expect(playground.locator('.zadania-math-display math').first()).toBeAttached();
  await playground.locator('p').last().click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Dopiszmy wzór ');
  await page.getByRole('button', { name: 'Wzór w tekście' }).first().click();
  const tex = page.getByRole('textbox', { name: 'Kod TeX wzoru' });
  await expect(tex).toBeFocused();
  await tex.fill('\\sqrt{2}');
  await tex.press('Escape');
  await expect(playground.locator('.zadania-math-inline annotation').last()).toHaveText('\\sqrt{2}');

  await page.getByRole('button', { name: 'Wzór wyświetlany' }).first().click();
  const displayTex = page.getByRole('textbox', { name: 'Kod TeX wzoru wyświetlanego' });
  await displayTex.fill('a^2 + b^2 = c^2');
  await displayTex.press('Escape');
  const equations = playground.locator('.zadania-math-display');
  await expect(equations).toHaveCount(2);
  // A new formula has no number until its author numbers it or the text refers to it.
  await expect(equations.nth(1).locator('.zadania-math-number')).toHaveCount(0);

  await page.getByRole('button', { name: 'Tabela' }).first().click();
  await page.getByRole('button', { name: '3 × 3' }).click();
  await expect(playground.locator('table tr')).toHaveCount(3);

  // A report through the comment editor, rendered for its author after a reload.
  const comments = page.locator('#comments');
  await comments.locator('label', { hasText: 'Sugestia' }).click();
  await expect(comments.getByRole('radio', { name: 'Sugestia' })).toBeChecked();
  const report = comments.getByRole('textbox', { name: 'Treść zgłoszenia' });
  await report.click();
  await page.keyboard.type('Przydałby się skrót do ułamka ');
  await comments.getByRole('button', { name: 'Wzór w tekście' }).click();
  const reportTex = page.getByRole('textbox', { name: 'Kod TeX wzoru' });
  await reportTex.fill('\\frac{a}{b}');
  await expect(comments.getByTestId('math-preview').locator('annotation')).toHaveText('\\frac{a}{b}');
  await reportTex.press('Escape');
  // What the author sees before sending: the formula rendered in the report.
  await expect(report.locator('.zadania-math-inline annotation')).toHaveText('\\frac{a}{b}');
  await comments.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page.getByText('Wysłano!')).toBeVisible();

  const saved = comments.getByTestId('editor-comment').first();
  await expect(saved).toContainText('Przydałby się skrót do ułamka');
  await expect(saved.locator('annotation[encoding="application/x-tex"]')).toHaveText('\\frac{a}{b}');
  await expect(saved).toContainText('Sugestia');

  await page.reload();
  const afterReload = page.locator('#comments').getByTestId('editor-comment').first();
  await expect(afterReload).toContainText('Przydałby się skrót do ułamka');
  await expect(afterReload.locator('annotation[encoding="application/x-tex"]')).toHaveText('\\frac{a}{b}');
  expect(pageErrors).toEqual([]);
});
