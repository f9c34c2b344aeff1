import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { demoPassword } from './session';

async function apiLogin(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password: demoPassword } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const scriptPayload = '</script><script>alert(1)</script>';

/** A published task whose text holds `word`, display math and an attempt to end the page's data script. */
async function publishedTask(request: APIRequestContext, word: string) {
  const created = await request.post('/api/homework', {
    headers: bearer(await apiLogin(request, 'nauczyciel@zadania.local')),
    data: {
      description:
        `<p>Oblicz pole koła (${word}). ${scriptPayload.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>` +
        '<div data-type="block-math" data-latex="P = \\pi r^2"></div>',
      closed: false,
      answer: '<p>P = 4π</p>',
      level: 'HIGH_SCHOOL',
    },
  });
  expect(created.status()).toBe(201);
  const task = (await created.json()) as { id: string; slug: string };
  const published = await request.put(`/api/homework/${task.id}/publish`, {
    headers: bearer(await apiLogin(request, 'admin@zadania.local')),
  });
  expect(published.status()).toBe(200);
  return task;
}

/** Errors the page reports: uncaught ones and the renders React recovered from (main.tsx), e.g. a hydration mismatch. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return errors;
}

test('a task page arrives rendered on the server, math included, with its data escaped, and hydrates without errors', async ({
  browser,
  request,
}) => {
  const word = `serwer${Date.now().toString(36)}`;
  const task = await publishedTask(request, word);

  // What a crawler or a link preview gets: the text and the typeset math, before any JavaScript.
  const response = await request.get(`/homeworks/${task.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(word);
  expect(html).toContain('class="katex"');
  expect(html).toContain('<title>Zadanie: Oblicz pole koła');
  expect(html).toContain(`<link rel="canonical" href="${new URL(`/homeworks/${task.slug}`, response.url()).href}" />`);
  // The only scripts are the app's module and the inert data; the task's text cannot end the data script.
  expect(html.match(/<script/g)).toHaveLength(2);
  expect(html).not.toContain('<script>alert');
  const state = html.match(/<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/)?.[1] ?? '';
  expect(state).not.toContain('<');
  expect(JSON.stringify(JSON.parse(state))).toContain(word);

  const withoutScripts = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await withoutScripts.goto(`/homeworks/${task.slug}`);
  await expect(withoutScripts.locator('.rich-content').getByText(word)).toBeVisible();
  await expect(withoutScripts.locator('.katex-display')).toBeVisible();
  await expect(withoutScripts.locator('#splash')).toHaveCount(0);

  // In the browser the same HTML is hydrated: no mismatch, no script from the text, the page works.
  const page = await (await browser.newContext()).newPage();
  const errors = watchErrors(page);
  await page.goto(`/homeworks/${task.slug}`);
  await expect(page).toHaveTitle(/ – Zadania$/);
  await expect(page.locator('.rich-content').getByText(scriptPayload, { exact: false })).toBeVisible();
  await expect(page.locator('.katex-display')).toBeVisible();
  await page.getByRole('link', { name: 'Wróć do listy zadań' }).click();
  await expect(page).toHaveURL(/\/homeworks$/);
  await expect(page.getByRole('heading', { name: 'Zadania', level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the task list arrives rendered with its cards and hydrates; a signed-in viewer gets their own view after it', async ({
  browser,
  request,
}) => {
  const word = `lista${Date.now().toString(36)}`;
  const task = await publishedTask(request, word);
  const html = await (await request.get(`/homeworks?search=${word}`)).text();
  expect(html).toContain(word);
  expect(html).toContain(`href="/homeworks/${task.slug}"`);

  const page = await (await browser.newContext()).newPage();
  const errors = watchErrors(page);
  await page.goto(`/homeworks?search=${word}`);
  await expect(page).toHaveTitle('Zadania – Zadania');
  await page
    .getByRole('link', { name: new RegExp(word) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/homeworks/${task.slug}$`));
  await expect(page.locator('.rich-content').getByText(word)).toBeVisible();
  expect(errors).toEqual([]);

  // Rendered for a visitor who is not signed in; the author's own controls come with their session.
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('nauczyciel@zadania.local');
  await page.getByLabel('Hasło', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByRole('button', { name: 'Menu użytkownika' })).toBeVisible();
  const served = await (await page.request.get(`/homeworks/${task.slug}`)).text();
  expect(served).not.toContain(`/homeworks/${task.slug}/edit`);
  await page.goto(`/homeworks/${task.slug}`);
  await expect(page.getByRole('link', { name: 'Edytuj' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the task list’s rich text is hydrated in place: the server’s HTML is kept, not rendered again', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  const errors = watchErrors(page);
  // A phone's CPU: hydration is slow enough for an update to reach a text before its renderer would otherwise load.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const state = window as unknown as { replacedTexts: number };
    state.replacedTexts = 0;
    document.addEventListener('DOMContentLoaded', () =>
      new MutationObserver((records) => {
        for (const record of records) {
          record.removedNodes.forEach((node) => {
            if (node instanceof Element && node.matches('.rich-content, :has(.rich-content)')) state.replacedTexts++;
          });
        }
      }).observe(document.body, { childList: true, subtree: true }),
    );
  });
  const served = await page.goto('/homeworks');
  expect(await served?.text()).not.toContain('modulepreload');
  const firstTitle = page.locator('article a').first();
  // Hydrated: React has claimed the card's link.
  await expect
    .poll(() => firstTitle.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber'))), {
      timeout: 30_000,
    })
    .toBe(true);
  await expect(page.locator('article .rich-content').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { replacedTexts: number }).replacedTexts)).toBe(0);
  expect(errors).toEqual([]);
});

test('the landing, the exams, the concepts and the curriculum arrive rendered, and a free solution reads whole without script', async ({
  browser,
  request,
}) => {
  // What a crawler gets: the page's own content, not the "Ładowanie…" shell.
  for (const [path, heading] of [
    ['/', 'Zrozum zadanie, a nie tylko wynik'],
    ['/exams', 'Egzaminy'],
    ['/resources/concepts', 'Pojęcia'],
    ['/curriculum', 'Podstawa programowa'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    if (path === '/exams' || path === '/resources/concepts')
      expect(html, path).toMatch(/href="\/(exams|resources\/concepts|homeworks)[/?][^"]+"/);
  }

  // Without script, the steps cannot be walked one by one: all of them are on the page.
  const withoutScripts = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await withoutScripts.goto('/homeworks/rownanie-kwadratowe-z-delta-dodatnia');
  for (const step of ['Krok 1: odczytujemy współczynniki', 'Krok 2: obliczamy deltę', 'Krok 3: pierwiastki']) {
    await expect(withoutScripts.getByRole('heading', { name: step })).toBeVisible();
  }
});

/**
 * Holds back the curriculum page's own code: the server's HTML is on the screen and React has not taken it over
 * until `release()`. `asked()` resolves once the browser has asked for the code.
 */
async function holdCurriculumCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(/\/assets\/CurriculumPage-[^/]+\.js$/, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release, asked: () => expect.poll(() => asked).toBe(true) };
}

test('a click on the server’s HTML while the page’s code still loads is not lost: it is answered once hydrated', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const pageCode = await holdCurriculumCode(page);
  await page.goto('/curriculum?stage=SP7-8');
  await pageCode.asked();
  const section = page.getByRole('button', { name: /SP7-8\.V Obliczenia procentowe\./ });
  await section.click();
  await expect(section).toHaveAttribute('aria-expanded', 'false');
  pageCode.release();
  await expect(section).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: /SP7-8\.V Obliczenia procentowe\./ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a page scrolled while its code still loads stays where the reader scrolled it once hydrated', async ({
  page,
}) => {
  const pageCode = await holdCurriculumCode(page);
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/curriculum?stage=SP7-8');
  await pageCode.asked();
  await page.mouse.wheel(0, 500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);
  pageCode.release();
  // Hydrated: React has claimed the sections' buttons.
  await expect
    .poll(() =>
      page
        .getByRole('button', { name: /SP7-8\.V Obliczenia procentowe\./ })
        .evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(500);
});
