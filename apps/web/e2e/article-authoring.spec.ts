import { expect, type Locator, type Page, test } from '@playwright/test';
import { buildPng } from './png-fixture';
import { demoPassword, logIn } from './session';

/** What a reader sees of an article: its text and the parts that must survive a save and a reload. */
async function readArticle(article: Locator) {
  return {
    text: (await article.innerText()).replace(/\s+/g, ' ').trim(),
    inlineTex: await article.locator('[data-type="inline-math"] annotation').allTextContents(),
    displayTex: await article.locator('[data-type="block-math"] annotation').allTextContents(),
    numbers: await article.locator('.rich-math-number').allTextContents(),
    references: await article.locator('.rich-equation-ref').allTextContents(),
    cells: await article.locator('table td, table th').count(),
    footnotes: await article.getByRole('button', { name: /^Przypis/ }).count(),
    citations: await article.locator('[data-type="citation"]').count(),
    images: await article.locator('img').count(),
    mentions: await article.locator('.rich-mention').allTextContents(),
    embeds: await article.locator('.rich-homework-embed').count(),
  };
}

async function clickTool(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).first().click();
}

test('an admin writes an article with math, an equation reference, a mention, a table, a footnote, a citation, an image and a task; it reads the same after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  // A fresh concept whose article starts empty.
  const login = await request.post('/api/auth/login', {
    data: { email: 'admin@zadania.local', password: demoPassword },
  });
  const { token } = (await login.json()) as { token: string };
  const created = await request.post('/api/math-concept', {
    headers: { Authorization: `Bearer ${token}` },
    data: { type: 'DEFINITION', name: `Pole koła ${Date.now().toString(36)}`, aliases: [] },
  });
  expect(created.status()).toBe(201);
  const concept = (await created.json()) as { slug: string };

  await logIn(page, 'admin@zadania.local');
  await page.goto(`/resources/concepts/${concept.slug}`);
  await page.getByRole('button', { name: 'Edytuj artykuł' }).click();
  const editor = page.getByRole('textbox', { name: 'Edytor artykułu o pojęciu' });
  await editor.click();

  // Text with an inline formula, a footnote and a citation.
  await page.keyboard.type('Pole koła o promieniu r to ');
  await clickTool(page, 'Wzór w tekście');
  const tex = page.getByRole('textbox', { name: 'Kod TeX wzoru' });
  await expect(tex).toBeFocused();
  await tex.fill('\\pi r^2');
  await tex.press('Escape');
  await expect(editor.locator('.zadania-math-inline annotation')).toHaveText('\\pi r^2');
  await page.keyboard.press('End');
  await page.keyboard.type('.');

  await clickTool(page, 'Przypis');
  const footnoteDialog = page.getByRole('dialog', { name: 'Przypis' });
  await footnoteDialog.getByRole('textbox', { name: 'Treść przypisu' }).click();
  await page.keyboard.type('Wzór znał już Archimedes.');
  await footnoteDialog.getByRole('button', { name: 'Dodaj' }).click();
  await expect(footnoteDialog).toBeHidden();

  await clickTool(page, 'Cytowanie');
  const citationDialog = page.getByRole('dialog', { name: 'Cytowanie' });
  const add = citationDialog.getByRole('button', { name: 'Dodaj' });
  await citationDialog.getByRole('textbox', { name: 'Tytuł' }).fill('Ge');
  await expect(add).toBeDisabled();
  await citationDialog.getByRole('textbox', { name: 'Tytuł' }).fill('Geometria dla licealistów');
  await citationDialog.getByRole('textbox', { name: 'Autor' }).fill('Jan Kowalski');
  await add.click();
  await expect(citationDialog).toBeHidden();

  // A mention of the demo teacher, found through the user search.
  await page.keyboard.type(' Pytania: @Ann');
  const mentions = page.getByRole('listbox', { name: 'Użytkownicy' });
  await expect(mentions.getByRole('option', { name: /Anna Nowak/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(editor.locator('[data-type="mention"]')).toHaveText('@Anna Nowak');

  // A display equation (a lone formula has no number), then a sentence that refers to it: the reference numbers it.
  await clickTool(page, 'Wzór wyświetlany');
  const displayTex = page.getByRole('textbox', { name: 'Kod TeX wzoru wyświetlanego' });
  await displayTex.fill('P = \\pi r^2');
  await displayTex.press('Escape');
  await expect(editor.locator('.zadania-math-display .zadania-math-number')).toHaveCount(0);
  // A click selects the equation; its menu inserts a reference right after it.
  await editor.locator('.zadania-math-display .katex').click();
  await page.getByRole('button', { name: 'Wstaw odwołanie' }).click();
  await page.getByRole('menuitem', { name: 'P = \\pi r^2' }).click();
  await expect(editor.locator('.zadania-equation-ref')).toContainText('(1)');
  await expect(editor.locator('.zadania-math-display')).toContainText('(1)');
  await page.keyboard.type(' podaje pole dla każdego promienia.');

  // An uploaded image.
  await page.keyboard.press('Enter');
  await clickTool(page, 'Obraz');
  const imageDialog = page.getByRole('dialog', { name: 'Dodaj obraz' });
  const chooser = page.waitForEvent('filechooser');
  await imageDialog.getByRole('button', { name: 'Plik obrazu' }).click();
  await (await chooser).setFiles({ name: 'kolo.png', mimeType: 'image/png', buffer: buildPng(48, 32) });
  await expect(imageDialog.getByTestId('image-preview')).toBeVisible();
  await imageDialog.getByRole('textbox', { name: 'Tekst alternatywny' }).fill('Koło o promieniu r');
  await imageDialog.getByRole('button', { name: 'Dodaj' }).click();
  await expect(imageDialog).toBeHidden();
  await expect(editor.locator('img[alt="Koło o promieniu r"]')).toBeVisible();

  // A task from the catalogue, embedded.
  await clickTool(page, 'Zadanie');
  const taskDialog = page.getByRole('dialog', { name: 'Zadanie' });
  await taskDialog.getByRole('textbox', { name: 'Szukaj zadania' }).fill('delta');
  // The search's results are the buttons that say whether they are chosen (a plain button such as 'Anuluj' is
  // not one of them, and is all there is while the first search is on its way).
  const firstTask = taskDialog.locator('button[aria-pressed="false"]').filter({ hasText: /\S/ }).first();
  await firstTask.click();
  // What was chosen, as the dialog says it (the list may have been replaced by the search's answer meanwhile).
  const chosen = taskDialog.getByTestId('chosen-homework');
  await expect(chosen).toHaveText(/^Wybrane: \S/);
  const taskTitle = ((await chosen.textContent()) ?? '').replace(/^Wybrane: /, '').trim();
  await taskDialog.getByRole('button', { name: 'Dodaj' }).click();
  await expect(taskDialog).toBeHidden();
  await expect(editor.locator('.zadania-embed[data-type="homework-embed"]')).toContainText(taskTitle.slice(0, 20));

  // A 3 × 3 table at the end.
  await clickTool(page, 'Tabela');
  await page.getByRole('button', { name: '3 × 3' }).click();
  await expect(editor.locator('table tr')).toHaveCount(3);
  await page.keyboard.type('r');
  await page.keyboard.press('Tab');
  await page.keyboard.type('P');

  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Zaktualizowano!')).toBeVisible();
  await expect(editor).toBeHidden();

  // The reading side: every part is there.
  const article = page.locator('.rich-content').first();
  await expect(article.locator('[data-type="block-math"] .rich-math-number')).toHaveText('(1)');
  await expect(article.locator('.rich-homework-embed')).toContainText(taskTitle.slice(0, 20));
  const saved = await readArticle(article);
  expect(saved).toMatchObject({
    inlineTex: ['\\pi r^2'],
    displayTex: ['P = \\pi r^2'],
    numbers: ['(1)'],
    references: ['(1)'],
    cells: 9,
    footnotes: 1,
    citations: 1,
    images: 1,
    mentions: ['@Anna Nowak'],
    embeds: 1,
  });
  await expect(article.locator('.rich-homework-embed').getByRole('link', { name: 'Otwórz zadanie' })).toBeVisible();
  expect(saved.text).toContain('Pole koła o promieniu r to');
  expect(saved.text).toContain('podaje pole dla każdego promienia.');
  const image = article.getByRole('img', { name: 'Koło o promieniu r' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(48);
  await article.getByRole('button', { name: /^Przypis/ }).hover();
  await expect(page.getByRole('tooltip')).toContainText('Wzór znał już Archimedes.');

  // After a reload it reads exactly the same.
  await page.reload();
  const reloaded = page.locator('.rich-content').first();
  await expect(reloaded.locator('[data-type="block-math"] .rich-math-number')).toHaveText('(1)');
  await expect
    .poll(() =>
      reloaded.getByRole('img', { name: 'Koło o promieniu r' }).evaluate((e: HTMLImageElement) => e.naturalWidth),
    )
    .toBe(48);
  await expect(reloaded.locator('.rich-homework-embed')).toContainText(taskTitle.slice(0, 20));
  expect(await readArticle(reloaded)).toEqual(saved);
  await reloaded.locator('[data-type="citation"]').first().hover();
  await expect(page.getByRole('tooltip')).toContainText('Geometria dla licealistów');
  expect(pageErrors).toEqual([]);
});
