import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';

const resultsHeading = (page: Page) => page.getByRole('heading', { name: /^Wyniki \(\d+\)$/ });

async function resultsTotal(page: Page): Promise<number> {
  const text = (await resultsHeading(page).textContent()) ?? '';
  return Number(/\((\d+)\)/.exec(text)?.[1]);
}

/** The public catalogue's size now (the demo shelves of every subject, and what earlier specs published). */
async function catalogueTotal(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/homework?pageSize=10');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { total: number }).total;
}

/** The option labels of a facet group with their counts, e.g. ['Algebra 12', 'Geometria 5']. */
async function facetTexts(group: Locator): Promise<string[]> {
  return group.getByRole('checkbox').evaluateAll((boxes) =>
    boxes.map((box) => {
      const label = box.id ? document.querySelector(`label[for="${box.id}"]`) : null;
      return (label?.textContent ?? '').replace(/\s+/g, ' ').trim();
    }),
  );
}

test('filters the task list by a facet: URL, page reset, results count and other facet counts change', async ({
  page,
  request,
}) => {
  const all = await catalogueTotal(request);
  await page.goto('/homeworks?page=2');
  await expect(page.getByRole('heading', { name: `Wyniki (${all})` })).toBeVisible();
  const filters = page.getByRole('complementary', { name: 'Filtry' });
  const levels = filters.getByRole('group', { name: 'Poziom', exact: true });
  const domains = filters.getByRole('group', { name: 'Dziedziny' });
  await expect(domains.getByRole('checkbox').first()).toBeVisible();
  const domainsBefore = await facetTexts(domains);

  // The box follows the URL, so it turns checked after the navigation: click, then wait for the state.
  await levels.getByRole('checkbox', { name: /^Szkoła podstawowa/ }).click();
  await expect(page).toHaveURL(/[?&]levels=PRIMARY/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(resultsHeading(page)).not.toHaveText(`Wyniki (${all})`);
  const filtered = await resultsTotal(page);
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(all);
  // The domain counts now count only primary-school tasks.
  await expect.poll(() => facetTexts(domains)).not.toEqual(domainsBefore);
  await expect(levels.getByRole('checkbox', { name: /^Szkoła podstawowa/ })).toBeChecked();
});

test('a filter clicked on the server-rendered list before the page has its script is applied once the script runs', async ({
  page,
  request,
}) => {
  const all = await catalogueTotal(request);
  // A slow phone: the page's HTML is there, its script is not yet.
  let releaseScript = () => {};
  const scriptHeld = new Promise<void>((resolve) => {
    releaseScript = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await scriptHeld;
    await route.continue();
  });
  await page.goto('/homeworks', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: `Wyniki (${all})` })).toBeVisible();
  const levels = page
    .getByRole('complementary', { name: 'Filtry' })
    .getByRole('group', { name: 'Poziom', exact: true });
  const primary = levels.getByRole('checkbox', { name: /^Szkoła podstawowa/ });
  await primary.click();
  await expect(page).not.toHaveURL(/levels=/);

  releaseScript();
  await expect(page).toHaveURL(/[?&]levels=PRIMARY/);
  await expect(resultsHeading(page)).not.toHaveText(`Wyniki (${all})`);
  await expect(primary).toBeChecked();
});

test('a search without Polish letters finds tasks and highlights the matches', async ({ page, request }) => {
  const all = await catalogueTotal(request);
  await page.goto('/homeworks');
  await expect(page.getByRole('heading', { name: `Wyniki (${all})` })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Szukaj' }).fill('rownanie');
  await expect(page).toHaveURL(/[?&]search=rownanie/);
  await expect(resultsHeading(page)).not.toHaveText(`Wyniki (${all})`);
  expect(await resultsTotal(page)).toBeGreaterThan(0);
  const mark = page.getByRole('article').first().locator('mark').first();
  await expect(mark).toBeVisible();
  await expect(mark).toHaveText(/r[oó]wnani/i);
});

test('opens a task from its card and walks the solution step by step, then all steps', async ({ page, request }) => {
  const all = await catalogueTotal(request);
  await page.goto('/homeworks');
  await expect(page.getByRole('heading', { name: `Wyniki (${all})` })).toBeVisible();
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('link').first().textContent())?.trim() ?? '';
  await card.getByRole('link', { name: /^Otwórz zadanie:/ }).click();
  await expect(page).toHaveURL(/\/homeworks\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  const solution = page.getByRole('region', { name: 'Rozwiązanie' });
  const progress = solution.getByText(/^Krok \d+ z \d+$/);
  await expect(progress).toBeVisible();
  const total = Number(/z (\d+)$/.exec((await progress.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(1);
  await expect(progress).toHaveText(`Krok 1 z ${total}`);
  const back = solution.getByRole('button', { name: 'Wstecz' });
  const next = solution.getByRole('button', { name: 'Dalej' });
  await expect(back).toBeDisabled();
  for (let step = 2; step <= total; step += 1) {
    await next.click();
    await expect(progress).toHaveText(`Krok ${step} z ${total}`);
  }
  await expect(next).toBeDisabled();
  await back.click();
  await expect(progress).toHaveText(`Krok ${total - 1} z ${total}`);
  await expect(next).toBeEnabled();

  await solution.getByText('Wszystkie kroki').click();
  await expect(progress).toHaveCount(0);
  await expect(solution.getByRole('heading', { level: 3 })).toHaveCount(total);
  await expect(solution.getByRole('button', { name: 'Dalej' })).toHaveCount(0);
});

test('opens a concept from the concept list and sees its tasks', async ({ page }) => {
  await page.goto('/resources/concepts');
  await expect(page.getByRole('heading', { name: 'Pojęcia', level: 1 })).toBeVisible();
  const firstConcept = page.locator('a[href^="/resources/concepts/"]').first();
  await expect(firstConcept).toBeVisible();
  const name = (await firstConcept.textContent())?.trim() ?? '';
  await firstConcept.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const tasks = page.getByRole('region', { name: 'Zadania' });
  await expect(tasks.getByText(/^Wyniki \(\d+\)$/)).not.toHaveText('Wyniki (0)');
  await expect(tasks.getByRole('article').first()).toBeVisible();
});

test('reaches an exam from a task page and prints it with all solutions', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Egzaminy' }).click();
  await expect(page).toHaveURL(/\/exams$/);
  const examLink = page.locator('a[href^="/exams/"]').first();
  const examName = (await examLink.textContent())?.trim() ?? '';
  await examLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(examName);
  await expect(page.getByRole('heading', { name: 'Zadanie 1' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Zadanie 1' })).toContainText(/\d+ pkt/);

  // The task page links back to its exam.
  await page.getByRole('link', { name: 'Otwórz zadanie: Zadanie 1' }).click();
  await expect(page).toHaveURL(/\/homeworks\/[^/]+$/);
  await expect(page.getByRole('link', { name: 'Wersja do druku' })).toBeVisible();
  await page.getByRole('region', { name: 'Egzaminy' }).getByRole('link', { name: examName }).click();
  await expect(page).toHaveURL(/\/exams\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(examName);

  await page.getByRole('link', { name: 'Wersja do druku' }).click();
  await expect(page).toHaveURL(/\/exams\/[^/]+\/pdf$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(examName);
  await expect(page.getByRole('heading', { name: /^Zadanie 1 \(\d+ pkt\)$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rozwiązania', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rozwiązanie zadania 1' })).toBeVisible();
  // 'Drukuj' waits for the math; the app header is not part of the printable view.
  await expect(page.getByRole('button', { name: 'Drukuj' })).toBeEnabled();
  await expect(page.locator('.print-sheet .katex').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Nawigacja główna' })).toHaveCount(0);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Drukuj' })).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
});

test('a task type page lists its tasks only for Premium viewers', async ({ page }) => {
  await page.goto('/resources/homework-types');
  await expect(page.getByRole('heading', { name: 'Typy zadań', level: 1 })).toBeVisible();
  const all = await (async () => {
    await expect(resultsHeading(page)).not.toHaveText('Wyniki (0)');
    return resultsTotal(page);
  })();
  await page.getByRole('switch', { name: 'Ukryj podtypy' }).click();
  await expect(page).toHaveURL(/hideSubtypes=true/);
  await expect(page.getByRole('switch', { name: 'Ukryj podtypy' })).toBeChecked();
  await expect.poll(() => resultsTotal(page)).toBeLessThan(all);
  await page.getByRole('combobox', { name: 'Sortuj' }).selectOption({ label: 'Najwięcej zadań' });
  await expect(page).toHaveURL(/sort=mostTasks/);

  await page.goto('/resources/homework-types/rownania-kwadratowe');
  await expect(page.getByRole('heading', { name: 'Równania kwadratowe', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Równania kwadratowe z parametrem' })).toBeVisible();
  await expect(page.getByText('Funkcja Premium')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('E-mail').fill('admin@zadania.local');
  await page.getByLabel('Hasło', { exact: true }).fill('demo12345');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByRole('button', { name: 'Menu użytkownika' })).toBeVisible();
  await page.goto('/resources/homework-types/rownania-kwadratowe');
  const tasks = page.getByRole('region', { name: 'Zadania tego typu' });
  await expect(tasks.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('Funkcja Premium')).toHaveCount(0);
});
