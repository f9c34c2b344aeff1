import { expect, test } from '@playwright/test';
import { createConfirmedAccount, logIn } from './session';

test('a teacher starts a class, a pupil joins through its link, the teacher admits them and the pupil sees the class', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const name = `8b ${Date.now().toString(36).slice(-4)}`;
  await logIn(page, 'nauczyciel@zadania.local');
  await page.goto('/classes');
  await page.getByRole('button', { name: 'Nowa klasa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nowa klasa' });
  await dialog.getByRole('textbox', { name: 'Nazwa klasy' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Poziom' }).selectOption({ label: 'Szkoła podstawowa, klasa 8' });
  await dialog.getByRole('button', { name: 'Załóż klasę' }).click();
  await expect(page).toHaveURL(/\/classes\/[0-9a-f-]{36}$/);
  const code = (await page.getByTestId('class-code').textContent())!.trim();
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
  const link = await page.getByRole('textbox', { name: 'Link do dołączenia' }).inputValue();

  // The pupil opens the link from the printed card, signed in on a phone.
  const pupil = await createConfirmedAccount(page.request);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const pupilPage = await phone.newPage();
  await logIn(pupilPage, pupil.email, pupil.password);
  await pupilPage.goto(new URL(link).pathname);
  await pupilPage.getByRole('button', { name: 'Dołącz' }).click();
  await expect(pupilPage).toHaveURL(/\/classes$/);
  await expect(pupilPage.getByText('Czeka na akceptację nauczyciela').first()).toBeVisible();

  // The teacher admits the pupil; the pupil's list shows the membership.
  await page.reload();
  await page.getByRole('button', { name: 'Przyjmij' }).click();
  await expect(page.getByRole('table').getByText(pupil.username).first()).toBeVisible();
  await pupilPage.reload();
  await expect(pupilPage.getByText(/W klasie od/)).toBeVisible();
  await phone.close();
});

test('a teacher sets a generator item for the class, each pupil gets their own numbers, the teacher sees the matrix and downloads the CSV', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'nauczyciel@zadania.local');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const teacher = { authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/class', {
    headers: teacher,
    data: {
      name: `8c ${Date.now().toString(36).slice(-4)}`,
      schoolYear: '2026/2027',
      subject: 'MATHS',
      level: 'SP8',
      autoAdmit: true,
    },
  });
  expect(created.status()).toBe(201);
  const schoolClass = (await created.json()) as { id: string; code: string };

  // Two pupils in the class (joined through the API: the join itself is the test above).
  const pupils = [];
  for (let n = 0; n < 2; n += 1) {
    const account = await createConfirmedAccount(page.request);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const pupilPage = await context.newPage();
    await logIn(pupilPage, account.email, account.password);
    const pupilToken = await pupilPage.evaluate(() => localStorage.getItem('token'));
    const joined = await pupilPage.request.post('/api/class/join', {
      headers: { authorization: `Bearer ${pupilToken}` },
      data: { code: schoolClass.code },
    });
    expect(joined.status()).toBe(201);
    pupils.push({ account, context, page: pupilPage });
  }

  // The teacher sets one generator item for tomorrow.
  await page.goto(`/classes/${schoolClass.id}`);
  await page.getByRole('link', { name: 'Zadaj' }).click();
  await page.getByRole('textbox', { name: 'Tytuł' }).fill('Procenty na jutro');
  await page.getByRole('searchbox', { name: 'Szukaj generatora' }).fill('Procent danej liczby');
  await page.getByRole('button', { name: 'Dodaj generator: Procent danej liczby' }).click();
  const tomorrow = new Date(Date.now() + 36 * 3_600_000).toISOString().slice(0, 10);
  await page.getByLabel('Termin oddania').fill(`${tomorrow}T08:00`);
  await page.getByRole('button', { name: 'Zadaj' }).click();
  await expect(page).toHaveURL(new RegExp(`/classes/${schoolClass.id}$`));
  await page.getByRole('link', { name: 'Procenty na jutro', exact: true }).click();
  await expect(page).toHaveURL(/\/assignments\/[0-9a-f-]{36}\/results$/);
  const resultsUrl = page.url();

  // Each pupil opens it from 'Zadane', sees their own numbers, and answers.
  const statements: string[] = [];
  for (const pupil of pupils) {
    await pupil.page.goto('/assignments');
    await pupil.page
      .getByRole('link', { name: /Procenty na jutro/ })
      .first()
      .click();
    const item = pupil.page.getByRole('region', { name: 'Procent danej liczby' });
    // The statement renders once its lazily loaded renderer arrives: every variant names a percentage and asks a
    // question (the hint under the field names a percentage too, but asks nothing).
    await expect(item).toContainText(/%.*\?/);
    statements.push(await item.innerText());
    await item.getByRole('button', { name: 'Wpisz odpowiedź' }).click();
    await expect(item.locator('math-field')).toBeFocused();
    await pupil.page.keyboard.type('0');
    await item.getByRole('button', { name: 'Sprawdź' }).click();
    await expect(item.getByRole('status').filter({ hasText: 'Niestety' })).toBeVisible();
    await pupil.context.close();
  }
  // Two pupils in a row draw different variants (assignment-variants.ts): the same item, other numbers.
  expect(statements[0]).toMatch(/\d/);
  expect(statements[1]).not.toBe(statements[0]);

  // The teacher's matrix shows both pupils' attempts; the CSV opens in a Polish spreadsheet.
  await page.goto(resultsUrl);
  for (const pupil of pupils) {
    await expect(page.getByRole('row', { name: new RegExp(`^${pupil.account.username} .*0/1 1 próba`) })).toBeVisible();
  }
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Pobierz CSV' }).click(),
  ]);
  const csv = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\ufeff')).toBe(true);
  expect(csv).toContain('Uczeń;Login;');
  for (const pupil of pupils) expect(csv).toContain(pupil.account.username);
});

test('a pupil signs in with a printed login card, the class gets a generator item and the E8 mock paper, one pupil hands in late', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await logIn(page, 'nauczyciel@zadania.local');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const teacher = { authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/class', {
    headers: teacher,
    data: {
      name: `8d ${Date.now().toString(36).slice(-4)}`,
      schoolYear: '2026/2027',
      subject: 'MATHS',
      level: 'SP8',
      autoAdmit: true,
    },
  });
  expect(created.status()).toBe(201);
  const schoolClass = (await created.json()) as { id: string; code: string };

  // A pupil without e-mail: the teacher makes the account and reads its printed card.
  await page.goto(`/classes/${schoolClass.id}`);
  await page.getByRole('textbox', { name: 'Uczniowie (jeden w wierszu)' }).fill('Ola Nowak');
  await page.getByRole('button', { name: 'Utwórz konta' }).click();
  const card = page.locator('.login-card').first();
  await expect(card).toContainText('Ola Nowak');
  const [login, oneTimePassword] = await card.locator('.login-card-secret').allInnerTexts();
  expect(login).toMatch(/^olanowak\d*$/);

  // A second pupil with an e-mail joins with the code.
  const other = await createConfirmedAccount(page.request);
  const otherContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const otherPage = await otherContext.newPage();
  await logIn(otherPage, other.email, other.password);
  const otherToken = await otherPage.evaluate(() => localStorage.getItem('token'));
  const joined = await otherPage.request.post('/api/class/join', {
    headers: { authorization: `Bearer ${otherToken}` },
    data: { code: schoolClass.code },
  });
  expect(joined.status()).toBe(201);

  // The card's pupil signs in on a phone with the login and sets their own password first.
  const olaContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const ola = await olaContext.newPage();
  await ola.goto('/login');
  await ola.getByRole('textbox', { name: 'E-mail lub login' }).fill(login!);
  await ola.getByLabel('Hasło', { exact: true }).fill(oneTimePassword!);
  await ola.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(ola.getByRole('heading', { name: 'Ustaw własne hasło' })).toBeVisible();
  const current = ola.getByLabel('Hasło jednorazowe z kartki');
  if (!(await current.inputValue())) await current.fill(oneTimePassword!);
  await ola.getByLabel('Nowe hasło').fill('wlasnehaslo123');
  await ola.getByLabel('Powtórz hasło').fill('wlasnehaslo123');
  await ola.getByRole('button', { name: 'Ustaw hasło' }).click();
  await expect(ola.getByText('Hasło ustawione. Od teraz loguj się nim.')).toBeVisible();

  // The teacher sets a generator item and the E8 mock paper, started yesterday, due tomorrow.
  await page.goto(`/classes/${schoolClass.id}/assignments/new`);
  await page.getByRole('textbox', { name: 'Tytuł' }).fill('Próbny egzamin i procenty');
  await page.getByRole('searchbox', { name: 'Szukaj generatora' }).fill('Procent danej liczby');
  await page.getByRole('button', { name: 'Dodaj generator: Procent danej liczby' }).click();
  await page
    .getByRole('button', { name: /^Dodaj arkusz: Egzamin ósmoklasisty/ })
    .first()
    .click();
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Początek').fill(`${day(-1)}T08:00`);
  await page.getByLabel('Termin oddania').fill(`${day(1)}T20:00`);
  await page.getByRole('button', { name: 'Zadaj' }).click();
  await expect(page).toHaveURL(new RegExp(`/classes/${schoolClass.id}$`));
  await page.getByRole('link', { name: 'Próbny egzamin i procenty', exact: true }).click();
  await expect(page).toHaveURL(/\/assignments\/[0-9a-f-]{36}\/results$/);
  const resultsUrl = page.url();
  const assignmentId = resultsUrl.split('/').at(-2)!;

  // Ola answers the generator item, then solves the mock paper from the assignment: item 1 right, handed in.
  await ola.goto(`/assignments/${assignmentId}`);
  const generatorItem = ola.getByRole('region', { name: 'Procent danej liczby' });
  await expect(generatorItem).toContainText(/%.*\?/);
  await generatorItem.getByRole('button', { name: 'Wpisz odpowiedź' }).click();
  await expect(generatorItem.locator('math-field')).toBeFocused();
  await ola.keyboard.type('0');
  await generatorItem.getByRole('button', { name: 'Sprawdź' }).click();
  await expect(generatorItem.getByRole('status').filter({ hasText: 'Niestety' })).toBeVisible();
  const paperItem = ola.getByRole('region', { name: /Próbny egzamin ósmoklasisty z matematyki/ });
  await paperItem.getByRole('button', { name: 'Rozpocznij arkusz' }).click();
  await expect(ola).toHaveURL(/\/mock\/[0-9a-f-]{36}$/);
  await ola.getByRole('region', { name: 'Zadanie 1', exact: true }).getByRole('radio', { name: /^C\./ }).check();
  await ola.getByRole('button', { name: 'Oddaj arkusz' }).click();
  await ola.getByRole('dialog', { name: 'Oddać arkusz?' }).getByRole('button', { name: 'Tak, oddaję arkusz' }).click();
  await expect(ola.getByRole('heading', { name: 'Wynik arkusza' })).toBeVisible();
  await ola.goto(`/assignments/${assignmentId}`);
  await expect(ola.getByText(/Twój wynik: 1 z \d+ pkt\./)).toBeVisible();
  await olaContext.close();

  // The teacher moves the due date to a minute ago; the other pupil's answer then comes late.
  const moved = await page.request.put(`/api/assignment/${assignmentId}`, {
    headers: teacher,
    data: { dueAt: new Date(Date.now() - 60_000).toISOString() },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await otherPage.goto(`/assignments/${assignmentId}`);
  const lateItem = otherPage.getByRole('region', { name: 'Procent danej liczby' });
  await expect(lateItem).toContainText(/%.*\?/);
  await lateItem.getByRole('button', { name: 'Wpisz odpowiedź' }).click();
  await expect(lateItem.locator('math-field')).toBeFocused();
  await otherPage.keyboard.type('0');
  await lateItem.getByRole('button', { name: 'Sprawdź' }).click();
  await expect(lateItem.getByText('Odpowiedź po terminie')).toBeVisible();
  await otherContext.close();

  // The matrix, the per-requirement summary and the CSV with Polish letters and a decimal comma.
  await page.goto(resultsUrl);
  await expect(page.getByRole('row', { name: /Ola Nowak/ })).toContainText(/1\/\d+/);
  await expect(page.getByRole('row', { name: new RegExp(other.username) })).toContainText('po terminie');
  await expect(page.getByTestId('by-requirement').getByRole('listitem').first()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Pobierz CSV' }).click(),
  ]);
  const csv = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\ufeff')).toBe(true);
  expect(csv).toContain('Ola Nowak');
  expect(csv).toMatch(/;\d+,\d;/);
});
