import { type Browser, expect, type Page, test } from '@playwright/test';
import { buildPng } from './png-fixture';
import { logIn } from './session';

const draftWritten = (page: Page, text: string) =>
  page.waitForFunction(
    (expected) =>
      Object.keys(localStorage).some(
        (key) => key.startsWith('zadania.homeworkDraft.') && (localStorage.getItem(key) ?? '').includes(expected),
      ),
    text,
  );

/** A page of its own (cookies, storage) for one person of the flow. */
async function openAs(browser: Browser, email: string | null): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (email) await logIn(page, email);
  return page;
}

test('a teacher writes a task with a formula and an image and submits it; the admin approves and publishes it; a student finds it; the teacher is notified', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const word = `zebrowka${Date.now().toString(36)}`;

  // 1. The teacher writes a closed task in the browser.
  const teacher = await openAs(browser, 'nauczyciel@zadania.local');
  await teacher.goto('/homeworks');
  await teacher.getByRole('link', { name: 'Dodaj zadanie' }).click();
  await expect(teacher).toHaveURL(/\/homeworks\/save$/);
  await expect(teacher.getByRole('heading', { name: 'Nowe zadanie', level: 1 })).toBeVisible();

  // A title of its own, which names the task on its card and page (else the start of its text would).
  const title = `Równanie kwadratowe ${word}`;
  await teacher.getByRole('textbox', { name: 'Tytuł (opcjonalnie)' }).fill(title);

  // The description with an inline formula and a control word the student will search for.
  const description = teacher.getByRole('textbox', { name: 'Edytor treści zadania' });
  await description.click();
  await teacher.keyboard.type(`Rozwiąż równanie (${word}) `);
  await teacher.getByRole('button', { name: 'Wzór w tekście' }).first().click();
  const tex = teacher.getByRole('textbox', { name: 'Kod TeX wzoru' });
  await expect(tex).toBeFocused();
  await tex.fill('x^2 = 4');
  await tex.press('Escape');
  await expect(description.locator('.zadania-math-inline annotation')).toHaveText('x^2 = 4');

  // Two closed answers, the second one correct.
  await teacher.getByRole('textbox', { name: 'Odpowiedź A' }).click();
  await teacher.keyboard.type('x = 1');
  await teacher.getByRole('textbox', { name: 'Odpowiedź B' }).click();
  await teacher.keyboard.type('x = 2');
  await teacher.getByRole('checkbox', { name: 'Odpowiedź B jest poprawna' }).check();

  // A reload mid-way brings the draft back.
  await draftWritten(teacher, 'x = 2');
  await teacher.reload();
  await expect(teacher.getByText('Przywrócono szkic')).toBeVisible();
  await expect(teacher.getByRole('textbox', { name: 'Edytor treści zadania' })).toContainText(word);
  await expect(teacher.getByRole('textbox', { name: 'Odpowiedź B' })).toContainText('x = 2');
  await expect(teacher.getByRole('checkbox', { name: 'Odpowiedź B jest poprawna' })).toBeChecked();

  // Level and a domain.
  await teacher.getByRole('combobox', { name: /^Poziom/ }).selectOption('HIGH_SCHOOL');
  await teacher.getByRole('combobox', { name: 'Dziedziny' }).click();
  const domain = teacher.getByRole('listbox', { name: 'Dziedziny' }).getByRole('option').first();
  const domainName = (await domain.textContent())?.trim() ?? '';
  await domain.click();
  await teacher.keyboard.press('Escape');
  expect(domainName).not.toBe('');

  // A solution image, uploaded with the field's own progress rows.
  const chooser = teacher.waitForEvent('filechooser');
  await teacher.getByRole('button', { name: 'Wybierz pliki' }).first().click();
  const imageName = `rozwiazanie-${Date.now().toString(36)}.png`;
  await (await chooser).setFiles({ name: imageName, mimeType: 'image/png', buffer: buildPng(64, 64) });
  const uploaded = teacher.getByRole('list', { name: 'Przesłane pliki' });
  await expect(uploaded.getByText(imageName)).toBeVisible();
  await expect(uploaded.getByRole('img', { name: 'Przesłano' })).toBeVisible();

  await teacher.getByRole('button', { name: 'Utwórz zadanie' }).click();
  await expect(teacher.getByText('Utworzono!')).toBeVisible();
  await expect(teacher).toHaveURL(/\/homeworks\/(?!save)[^/]+$/);
  const slug = new URL(teacher.url()).pathname.split('/').pop() ?? '';
  await expect(teacher.getByText(word).first()).toBeVisible();

  // The author edits it and sends it to review; the button goes away while the review is pending.
  await teacher.getByRole('link', { name: 'Edytuj' }).click();
  await expect(teacher).toHaveURL(/\/edit$/);
  await expect(teacher.getByText('Przywrócono szkic')).toHaveCount(0);
  await teacher.getByRole('button', { name: 'Wyślij do recenzji' }).click();
  await expect(teacher.getByText('Przesłano do weryfikacji')).toBeVisible();
  await expect(teacher.getByRole('button', { name: 'Wyślij do recenzji' })).toHaveCount(0);

  // Nobody else finds it yet: a private task is not in the catalogue and its page answers 'not found'.
  const student = await openAs(browser, 'uczen@zadania.local');
  await student.goto(`/homeworks?search=${word}`);
  await expect(student.getByRole('heading', { name: 'Wyniki (0)' })).toBeVisible();

  // 2. The admin sees the pending badge next to 'Recenzje' and opens the review queue.
  const admin = await openAs(browser, 'admin@zadania.local');
  await admin.getByRole('button', { name: 'Menu użytkownika' }).click();
  const reviews = admin.getByRole('menuitem', { name: /^Recenzje/ });
  await expect(reviews).toBeVisible();
  expect(Number(await reviews.getByText(/^\d+$/).textContent())).toBeGreaterThanOrEqual(1);
  await reviews.click();
  await expect(admin).toHaveURL(/\/admin\/homeworks$/);
  await expect(admin.getByRole('heading', { name: 'Recenzje zadań', level: 1 })).toBeVisible();
  await expect(admin.getByRole('switch', { name: 'W trakcie recenzji' }).first()).toBeChecked();

  const card = admin.getByRole('article').filter({ hasText: word });
  await expect(card.getByText('W trakcie recenzji')).toBeVisible();
  await card.getByRole('link', { name: /^Otwórz zadanie:/ }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/homeworks/${slug}$`));
  await expect(admin.locator('.rich-content [data-type="inline-math"] annotation').first()).toHaveText('x^2 = 4');

  // No publishing while the review is pending: approve with a comment first.
  await expect(admin.getByRole('button', { name: 'Opublikuj' })).toHaveCount(0);
  await admin.getByRole('button', { name: 'Zrecenzuj' }).click();
  const reviewDialog = admin.getByRole('dialog', { name: 'Recenzja zadania' });
  await expect(reviewDialog.getByRole('radio')).toHaveCount(2);
  await reviewDialog.getByLabel('Zaakceptowane').check();
  await reviewDialog.getByLabel('Komentarz').fill('Poprawne i czytelne rozwiązanie.');
  await reviewDialog.getByRole('button', { name: 'Zapisz recenzję' }).click();
  await expect(admin.getByText('Zrecenzowano!')).toBeVisible();
  await expect(reviewDialog).toBeHidden();
  const history = admin.getByRole('region', { name: 'Historia recenzji' });
  await expect(history.getByText('Poprawne i czytelne rozwiązanie.')).toBeVisible();
  await expect(history.getByText('Zaakceptowane')).toBeVisible();

  await admin.getByRole('button', { name: 'Opublikuj' }).click();
  const publishDialog = admin.getByRole('dialog', { name: 'Publikacja zadania' });
  await expect(publishDialog.getByText(/ma stać się publiczne/)).toBeVisible();
  await publishDialog.getByRole('button', { name: 'Tak, opublikuj' }).click();
  await expect(publishDialog).toBeHidden();
  await expect(admin.getByText('Opublikowano!')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Opublikuj' })).toHaveCount(0);
  await expect(admin.getByLabel('Status widoczności')).toHaveValue('PUBLIC');

  // 3. The student finds it by its control word and reads the formula, the answers and the solution image.
  await student.goto('/homeworks');
  await student.getByRole('searchbox', { name: 'Szukaj' }).fill(word);
  await expect(student).toHaveURL(new RegExp(`[?&]search=${word}`));
  await expect(student.getByRole('heading', { name: 'Wyniki (1)' })).toBeVisible();
  await student
    .getByRole('article')
    .getByRole('link', { name: `Otwórz zadanie: ${title}` })
    .click();
  await expect(student).toHaveURL(new RegExp(`/homeworks/${slug}$`));
  await expect(student.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const content = student.getByRole('region', { name: 'Treść zadania' });
  await expect(content.locator('[data-type="inline-math"] annotation')).toHaveText('x^2 = 4');
  await expect(content.getByText('x = 2')).toBeVisible();
  const solution = student.getByRole('region', { name: 'Rozwiązanie' });
  const solutionImage = solution.getByRole('img').first();
  await expect(solutionImage).toBeVisible();
  expect(await solutionImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(64);

  // 4. The teacher's bell shows the review notification; opening it leads to the task.
  await teacher.reload();
  const bell = teacher.getByRole('button', { name: /^Powiadomienia, nieprzeczytane: \d+$/ });
  await expect(bell).toBeVisible();
  // Other flows (a concept proposal) may have notified the demo teacher too: count from what is there.
  const unreadBefore = Number(/(\d+)$/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
  await bell.click();
  const item = teacher.getByRole('menuitem', { name: /Twoje zadanie zostało zaakceptowane/ }).first();
  await expect(item.getByText('Komentarz: Poprawne i czytelne rozwiązanie.')).toBeVisible();
  await item.click();
  await expect(teacher).toHaveURL(new RegExp(`/account/homeworks/${slug}$`));
  const unreadAfter = unreadBefore - 1;
  await expect(
    teacher.getByRole('button', {
      name: unreadAfter ? `Powiadomienia, nieprzeczytane: ${unreadAfter}` : 'Powiadomienia',
      exact: true,
    }),
  ).toBeVisible();

  for (const page of [teacher, student, admin]) await page.context().close();
});

test('a refused save takes the teacher to the first field to fix, not to a message at the bottom', async ({
  browser,
}) => {
  const teacher = await openAs(browser, 'nauczyciel@zadania.local');
  // A slow connection: the editor's code arrives only after the teacher has pressed the button.
  let releaseEditor = () => {};
  const editorHeld = new Promise<void>((resolve) => {
    releaseEditor = resolve;
  });
  await teacher.route(/\/assets\/EditorWithCallbacks-[^/]+\.js$/, async (route) => {
    await editorHeld;
    await route.continue();
  });
  await teacher.goto('/homeworks/save');
  await expect(teacher.getByRole('heading', { name: 'Nowe zadanie', level: 1 })).toBeVisible();
  await expect(teacher.getByRole('progressbar', { name: 'Ładowanie edytora' }).first()).toBeVisible();
  await teacher.getByRole('button', { name: 'Utwórz zadanie' }).click();
  await expect(teacher.getByText('Popraw zaznaczone pola.')).toBeVisible();
  releaseEditor();
  // The description comes first and is empty: its editor has the focus once it arrives, scrolled into view.
  const description = teacher.getByRole('textbox', { name: 'Edytor treści zadania' });
  await expect(description).toBeFocused();
  await expect(description).toBeInViewport();

  // With the editor loaded, a second refused save brings the focus back to it from wherever it was.
  await teacher.getByRole('button', { name: 'Utwórz zadanie' }).focus();
  await teacher.getByRole('button', { name: 'Utwórz zadanie' }).click();
  await expect(description).toBeFocused();
  await teacher.context().close();
});
