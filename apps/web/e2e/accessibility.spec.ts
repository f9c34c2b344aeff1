import fs from 'node:fs';
import { createRequire } from 'node:module';
import type AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createConfirmedAccount, logIn } from './session';

/**
 * axe-core over every page type as each role (issue 38): WCAG 2.2 A and AA rules, each page scanned in the dark
 * theme (the default) at desktop width and in the light theme at phone width (390×844), so both themes and both
 * widths are checked. A critical or serious violation fails the run, listed with the page and the elements.
 */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

type TResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** axe-core itself, the version @axe-core/playwright brings. */
const axeSource = fs.readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

function blocking(results: TResults, label: string): string[] {
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map(
      (violation) =>
        `${label}: ${violation.id} (${violation.impact}) ${violation.nodes
          .slice(0, 4)
          .map((node) => `${node.target.join(' ')} [${node.html.slice(0, 100)}] ${node.any[0]?.message ?? ''}`)
          .join(' | ')}`,
    );
}

/** The page once its data is on screen: the splash gone, the main landmark shown and nothing left loading. */
async function settled(page: Page) {
  // The splash of the first load fades out over 200 ms: half-transparent text is no text to judge.
  await expect(page.locator('#splash')).toHaveCount(0);
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * axe over the page for the WCAG rules, injected once per document and run there directly. Only violations are
 * gathered (axe then skips collecting the passing and inapplicable nodes), and frames are not entered: the app's
 * only frames are video embeds from other sites. AxeBuilder's default opened a blank page per scan to merge the
 * frames' results, 0.3–2 s a scan.
 */
async function axe(page: Page): Promise<TResults> {
  // Colours judged mid-transition are neither theme's (Mantine's controls fade their colour when the theme changes):
  // styles are flushed, so that pending transitions start, and every finite animation is let finish.
  await page.evaluate(() => {
    document.body.getBoundingClientRect();
    return Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<TResults> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false },
      ),
    wcagTags,
  );
}

async function scanPage(page: Page, path: string): Promise<string[]> {
  await page.setViewportSize(desktop);
  await page.goto(path);
  await settled(page);
  const found = blocking(await axe(page), `${path} (dark, desktop)`);
  // Mantine's styles follow the attribute: the light theme without a reload, and the phone layout.
  await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'light'));
  await page.setViewportSize(phone);
  await settled(page);
  found.push(...blocking(await axe(page), `${path} (light, phone)`));
  return found;
}

async function scanAll(page: Page, paths: readonly string[]) {
  const found: string[] = [];
  for (const path of paths) found.push(...(await scanPage(page, path)));
  expect(found, found.join('\n')).toEqual([]);
}

/** The slug (or id) of the first item a public list endpoint returns. */
async function firstOf(request: APIRequestContext, url: string, key: 'slug' | 'id' = 'slug'): Promise<string> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  const body = (await response.json()) as { results: Record<string, string>[] };
  expect(body.results.length, url).toBeGreaterThan(0);
  const first = body.results[0]![key];
  // A slug or a UUID: lower-case letters, digits and hyphens, usable in a page's path as it is.
  expect(first, url).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  return first!;
}

test('the scan finds a planted contrast failure and an image without a text alternative', async ({ page }) => {
  await page.goto('/login');
  await settled(page);
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const faint = document.createElement('p');
    faint.textContent = 'Słabo widoczny tekst';
    faint.style.cssText = 'color: #777; background: #888';
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    main.append(faint, image);
  });
  const found = blocking(await axe(page), 'planted');
  expect(found.map((line) => /^planted: (\S+) \(/.exec(line)?.[1])).toEqual(['color-contrast', 'image-alt']);
});

test('every public page, as a visitor', async ({ page, request }) => {
  test.setTimeout(300_000);
  const exam = await firstOf(request, '/api/exam');
  const course = await firstOf(request, '/api/course');
  const book = await firstOf(request, '/api/book');
  const type = await firstOf(request, '/api/homework-type');
  await scanAll(page, [
    '/',
    '/homeworks',
    '/homeworks/wartosc-wyrazenia-logarytmicznego',
    '/resources/concepts',
    '/resources/concepts/logarytm',
    '/resources/homework-types',
    `/resources/homework-types/${type}`,
    '/resources/books',
    `/resources/books/${book}`,
    '/exams',
    `/exams/${exam}`,
    '/curriculum',
    '/courses',
    `/courses/${course}`,
    '/tutoring',
    '/exercises',
    '/subscription',
    '/help',
    '/teachers/nauczyciel',
    '/login',
    '/register',
    '/forgot-password',
    '/regulamin',
    '/polityka-prywatnosci',
    '/nie-ma-takiej-strony',
  ]);
});

test('every page of a student', async ({ page }) => {
  test.setTimeout(300_000);
  await logIn(page, 'uczen@zadania.local');
  await scanAll(page, [
    '/',
    '/learn/map',
    '/account/lists',
    '/account/notes',
    '/account/files',
    '/account/profile',
    '/account/security',
    '/account/data',
    '/account/notifications',
    '/account/wallet',
    '/account/payments',
    '/account/bookings',
    '/account/reports',
    '/classes',
    '/chat',
    '/requests',
    '/requests/new',
  ]);
});

test('every page of a teacher', async ({ page }) => {
  test.setTimeout(300_000);
  await logIn(page, 'nauczyciel@zadania.local');
  await scanAll(page, [
    '/',
    '/account/homeworks',
    '/homeworks/save',
    '/account/tutoring',
    '/account/calendar',
    '/account/students',
    '/account/courses',
    '/account/courses/new',
    '/classes',
    '/requests',
  ]);
});

test('every page of an admin', async ({ page }) => {
  test.setTimeout(300_000);
  await logIn(page, 'admin@zadania.local');
  await scanAll(page, [
    '/admin/homeworks',
    '/admin/concept-changes',
    '/admin/payments',
    '/admin/support',
    '/admin/disputes',
    '/admin/jobs',
    '/admin/games',
    '/admin/games/new',
    '/admin/courses',
    '/admin/help',
  ]);

  // The admin section has a navigation of its own: the current tool marked, every other one click away.
  await page.goto('/admin/payments');
  const nav = page.getByRole('navigation', { name: 'Administracja' });
  await expect(nav.getByRole('link', { name: 'Wszystkie płatności' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Ćwiczenia interaktywne' }).click();
  await expect(page).toHaveURL(/\/admin\/games$/);
  await expect(nav.getByRole('link', { name: 'Ćwiczenia interaktywne' })).toHaveAttribute('aria-current', 'page');
});

/**
 * The screen-reader pass of docs/accessibility.md, as Chromium's accessibility tree gives it: a student goes from the
 * catalogue to a task, answers and is offered the next one by keyboard alone, and every change is announced (a live
 * region or the focus moving to it).
 */
test('a student by keyboard alone: catalogue → task → answer → next, each step announced', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const student = await createConfirmedAccount(request);
  await logIn(page, student.email, student.password);
  await page.goto('/homeworks?search=dwudziestu+poczatkowych+wyrazow');
  await settled(page);

  // The first Tab reaches the skip link; Enter puts the focus on the page's content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Przejdź do treści' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#tresc')).toBeFocused();

  // The results are a counted heading and articles, each opened by a link named after the task.
  await expect(page.getByRole('heading', { name: /^Wyniki \(\d+\)$/ })).toBeVisible();
  const open = page.getByRole('link', { name: /^Otwórz zadanie: / }).first();
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/homeworks\/suma-dwudziestu-wyrazow-ciagu-arytmetycznego$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The answer panel is a named region; its field takes the focus when opened.
  const panel = page.getByRole('region', { name: 'Sprawdź swoją odpowiedź' });
  await panel.getByRole('button', { name: 'Wpisz odpowiedź' }).focus();
  await page.keyboard.press('Enter');
  const field = panel.locator('math-field');
  await expect(field).toBeFocused();
  // MathLive takes the keys once it has loaded: type until the field holds the answer.
  const fieldValue = () => field.evaluate((element) => (element as HTMLElement & { value: string }).value);
  await expect
    .poll(async () => {
      if ((await fieldValue()) !== '590') {
        await field.focus();
        await page.keyboard.press('Control+a');
        await page.keyboard.press('Backspace');
        await page.keyboard.type('590');
      }
      return fieldValue();
    })
    .toBe('590');
  await page.keyboard.press('Enter');

  // The verdict is read out by its live region, and the next task follows it as a link.
  const verdict = panel.getByTestId('answer-check-status');
  await expect(verdict).toHaveText('Dobrze! To poprawna odpowiedź.');
  expect(await verdict.evaluate((element) => element.closest('[aria-live], [role="status"]') !== null)).toBe(true);
  await expect(page.getByTestId('next-step').getByRole('link')).toBeVisible();
});
