import { type Browser, expect, type Page, test } from '@playwright/test';
import { createConfirmedAccount, logIn } from './session';

async function openAs(browser: Browser, email: string, password?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email, password);
  return page;
}

/**
 * Picks an option of a Mantine select by the field's label. A dropdown that closed under the pointer (the page's
 * lazily loaded editor moved the form as it appeared) is opened again, as a person would.
 */
async function choose(page: Page, label: string, option: string) {
  await expect(async () => {
    await page.getByRole('combobox', { name: label, exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
    await expect(page.getByRole('combobox', { name: label, exact: true })).toHaveValue(option, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test('a teacher builds a course with a chapter, an article with a formula, a task and a quiz; an admin publishes it; a student buys it, completes the quiz, sees progress and rates it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Funkcja kwadratowa ${Date.now().toString(36)}`;

  // The teacher writes the course card: paid, 19,99 zł.
  const teacher = await openAs(browser, 'nauczyciel@zadania.local');
  await teacher.goto('/account/courses/new');
  // The description's editor loads lazily and moves the form below it when it appears: wait for it first.
  await expect(teacher.getByRole('button', { name: 'Pogrubienie' }).first()).toBeVisible();
  await teacher.getByRole('textbox', { name: 'Tytuł' }).fill(title);
  await choose(teacher, 'Przedmiot', 'Matematyka');
  await choose(teacher, 'Poziom', 'Szkoła średnia');
  await teacher.getByRole('checkbox', { name: 'Kurs bezpłatny' }).uncheck();
  await teacher.getByRole('textbox', { name: 'Cena (zł brutto)' }).fill('19,99');
  await teacher.getByRole('button', { name: 'Utwórz kurs' }).click();
  await expect(teacher).toHaveURL(/\/account\/courses\/[^/]+\/edit$/);

  // A chapter, and in it an article with an inline formula.
  await teacher.getByRole('button', { name: 'Dodaj element', exact: true }).click();
  let dialog = teacher.getByRole('dialog', { name: 'Nowy element kursu' });
  await choose(teacher, 'Rodzaj', 'Rozdział');
  await dialog.getByRole('textbox', { name: 'Nazwa' }).fill('Wykres paraboli');
  // Pressed from the keyboard: the previous save's toast may cover the button's corner.
  await dialog.getByRole('button', { name: 'Zapisz element' }).press('Enter');
  await expect(dialog).toBeHidden();

  await teacher.getByRole('button', { name: 'Dodaj element w „Wykres paraboli”' }).click();
  dialog = teacher.getByRole('dialog', { name: 'Nowy element kursu' });
  await choose(teacher, 'Rodzaj', 'Artykuł');
  await dialog.getByRole('textbox', { name: 'Nazwa' }).fill('Wierzchołek paraboli');
  const editor = dialog.getByRole('textbox', { name: 'Treść artykułu' });
  await editor.click();
  await teacher.keyboard.type('Pierwsza współrzędna wierzchołka to ');
  await dialog.getByRole('button', { name: 'Wzór w tekście', exact: true }).first().click();
  const tex = teacher.getByRole('textbox', { name: 'Kod TeX wzoru' });
  await tex.fill('p = -\\frac{b}{2a}');
  await tex.press('Escape');
  await expect(editor.locator('.zadania-math-inline annotation')).toHaveText('p = -\\frac{b}{2a}');
  // Pressed from the keyboard: the previous save's toast may cover the button's corner.
  await dialog.getByRole('button', { name: 'Zapisz element' }).press('Enter');
  await expect(dialog).toBeHidden();

  // A task, and a quiz of two closed tasks found by their words.
  await teacher.getByRole('button', { name: 'Dodaj element w „Wykres paraboli”' }).click();
  dialog = teacher.getByRole('dialog', { name: 'Nowy element kursu' });
  await choose(teacher, 'Rodzaj', 'Zadanie');
  await dialog.getByRole('textbox', { name: 'Nazwa' }).fill('Zadanie z nierównością');
  await dialog.getByRole('searchbox', { name: 'Szukaj zadań' }).fill('nierówności');
  await dialog.getByRole('searchbox', { name: 'Szukaj zadań' }).press('Enter');
  await dialog
    .getByRole('button', { name: /^Wybierz: /, disabled: false })
    .first()
    .press('Enter');
  // Pressed from the keyboard: the previous save's toast may cover the button's corner.
  await dialog.getByRole('button', { name: 'Zapisz element' }).press('Enter');
  await expect(dialog).toBeHidden();

  await teacher.getByRole('button', { name: 'Dodaj element', exact: true }).click();
  dialog = teacher.getByRole('dialog', { name: 'Nowy element kursu' });
  await choose(teacher, 'Rodzaj', 'Quiz');
  await dialog.getByRole('textbox', { name: 'Nazwa' }).fill('Sprawdzian z funkcji');
  await dialog.getByRole('searchbox', { name: 'Szukaj zadań' }).fill('Zbiorem');
  await dialog.getByRole('searchbox', { name: 'Szukaj zadań' }).press('Enter');
  await dialog
    .getByRole('button', { name: /^Wybierz: /, disabled: false })
    .first()
    .press('Enter');
  await dialog
    .getByRole('button', { name: /^Wybierz: /, disabled: false })
    .first()
    .press('Enter');
  await expect(dialog.getByText('Wybrano: 2')).toBeVisible();
  // Pressed from the keyboard: the previous save's toast may cover the button's corner.
  await dialog.getByRole('button', { name: 'Zapisz element' }).press('Enter');
  await expect(dialog).toBeHidden();

  const previewHref = await teacher.getByRole('link', { name: 'Podgląd kursu' }).getAttribute('href');
  expect(previewHref).toMatch(/^\/courses\//);
  await teacher.getByRole('button', { name: 'Wyślij do weryfikacji' }).click();
  await expect(teacher.getByText('Kurs jest w weryfikacji: nie można go teraz edytować.')).toBeVisible();

  // The admin reviews and publishes it.
  const admin = await openAs(browser, 'admin@zadania.local');
  await admin.goto('/admin/courses');
  const queued = admin.getByRole('listitem', { name: title });
  await queued.getByRole('button', { name: 'Opublikuj' }).click();
  await expect(queued).toHaveCount(0);

  // A student finds it, buys it with the demo provider and opens the player.
  const account = await createConfirmedAccount(request);
  const student = await openAs(browser, account.email, account.password);
  await student.goto(previewHref!);
  await expect(student.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await student.getByRole('button', { name: 'Kup kurs' }).click();
  await student.getByText('Płatność demonstracyjna', { exact: true }).click();
  await student.getByRole('button', { name: 'Zapłać' }).click();
  await expect(student).toHaveURL(/\/checkout\/demo\//);
  await student.getByRole('button', { name: 'Zapłać (demo)' }).click();
  await expect(student).toHaveURL(/\/payment\/[^/?]+/);
  await student.goto(previewHref!);
  await student.getByRole('link', { name: 'Rozpocznij' }).click();
  await expect(student).toHaveURL(/\/learn\//);
  await expect(student.locator('.katex').first()).toBeVisible();
  await student.getByRole('button', { name: 'Oznacz jako ukończone' }).click();
  await expect(student.getByText('Postęp: 33%').first()).toBeVisible();

  // The quiz: one answer per task, checked at once, the score shown and the progress counted.
  await student
    .getByRole('link', { name: /Sprawdzian z funkcji/ })
    .first()
    .click();
  await expect(student.getByRole('radiogroup')).toHaveCount(2);
  for (const group of await student.getByRole('radiogroup').all()) {
    await group.getByRole('radio').first().check();
  }
  await student.getByRole('button', { name: 'Sprawdź odpowiedzi' }).click();
  await expect(student.getByText(/Wynik: \d z 2\./).first()).toBeVisible();
  await expect(student.getByText('Postęp: 66%').first()).toBeVisible();

  // Back on the course page the student rates it; the stars count in the course's rating.
  await student.goto(previewHref!);
  const stars = student.getByTestId('course-rating');
  await stars.getByRole('radio', { name: '4 gwiazdki' }).focus();
  await student.keyboard.press('Enter');
  await expect(student.getByText('Dodano!').first()).toBeVisible();
  await expect(stars.getByText('Twoja ocena kursu')).toBeVisible();

  await Promise.all([teacher.context().close(), admin.context().close(), student.context().close()]);
});
