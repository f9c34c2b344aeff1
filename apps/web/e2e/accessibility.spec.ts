import fs from 'node:fs';
import { createRequire } from 'node:module';
import type AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type APIResponse, expect, type Locator, type Page, test } from '@playwright/test';
import { waitForMailLink } from './outbox';
import { createConfirmedAccount, demoPassword, logIn, registerAwaitingParent } from './session';

/**
 * axe-core over every page type as each role (issues 38 and 59): WCAG 2.2 A and AA rules, each page scanned in the
 * dark theme (the default) at desktop width and in the light theme at phone width (390×844), so both themes and both
 * widths are checked; the menus and dialogs are scanned open, the same way. A critical or serious violation fails
 * the run, listed with the page and the elements.
 *
 * Cheap per scan: one signed-in page per role for all its routes, the other theme and width set in the same page
 * (no reload), axe injected once per document and asked for violations only.
 */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

type TResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
/** Puts the page in the state to scan (a menu or a dialog open); run again after the theme and width change. */
type TOpen = (page: Page) => Promise<unknown>;

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

/**
 * The page once its data is on screen: the splash gone, the main landmark (or a printable sheet's view) shown and
 * nothing left loading: no `aria-busy` placeholder, no skeleton in the content (the rich text's placeholder while its
 * renderer loads is one) and no printable sheet still preparing.
 */
async function settled(page: Page) {
  // The splash of the first load fades out over 200 ms: half-transparent text is no text to judge.
  await expect(page.locator('#splash')).toHaveCount(0);
  await expect(page.locator('main, .print-view, .invoice-view').first()).toBeVisible();
  await expect(
    page.locator('[aria-busy="true"], main .mantine-Skeleton-root[data-visible], [data-print-ready="false"]'),
  ).toHaveCount(0, { timeout: 15_000 });
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
    const finishing = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
      )
      .map((animation) => animation.finished.catch(() => undefined));
    // A paused animation never finishes, and one that never settles must not hold the scan (a CI run hung here
    // for the test's 5 minutes): a transition ends well within the bound.
    return Promise.race([Promise.all(finishing), new Promise((resolve) => setTimeout(resolve, 2000))]);
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

/** Mantine's styles follow the attribute: the other theme without a reload. */
const setScheme = (page: Page, scheme: 'dark' | 'light') =>
  page.evaluate((value) => document.documentElement.setAttribute('data-mantine-color-scheme', value), scheme);

/**
 * The page as it is, dark at desktop width, then light at phone width; `open` puts it in the state to scan (a menu,
 * a dialog) each time, and Escape closes that state after each scan.
 */
async function scanBoth(page: Page, label: string, open?: TOpen): Promise<string[]> {
  const found: string[] = [];
  for (const [scheme, viewport, name] of [
    ['dark', desktop, 'dark, desktop'],
    ['light', phone, 'light, phone'],
  ] as const) {
    await setScheme(page, scheme);
    await page.setViewportSize(viewport);
    await settled(page);
    if (open) await open(page);
    found.push(...blocking(await axe(page), `${label} (${name})`));
    if (open) await page.keyboard.press('Escape');
  }
  return found;
}

/**
 * Opens a path as a click on a link would: the app's router renders it in the same document (its code, axe and the
 * signed-in state already loaded), as the `popstate` of the browser's Back and Forward does; the first page of a test
 * is loaded, and so is a page after a printable sheet (it has no app layout to come back to: the sheets go last in a
 * list). Waits for the router's loading bar (the header's progress) to come and go.
 */
async function visit(page: Page, path: string) {
  if (!(await page.evaluate(() => document.getElementById('tresc') !== null))) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    const index = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  // Two frames: React has drawn the router's loading state, if the route had to load.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.locator('header .mantine-Progress-root')).toHaveCount(0, { timeout: 15_000 });
}

async function scanPage(page: Page, path: string, open?: TOpen): Promise<string[]> {
  await visit(page, path);
  return scanBoth(page, open ? `${path} + ${open.name}` : path, open);
}

async function scanAll(page: Page, paths: readonly (string | readonly [string, TOpen])[]) {
  const found: string[] = [];
  for (const entry of paths)
    found.push(...(typeof entry === 'string' ? await scanPage(page, entry) : await scanPage(page, ...entry)));
  return found;
}

const noViolations = (found: string[]) => expect(found, found.join('\n')).toEqual([]);

/** A menu or dialog opened by a button and shown. */
async function openBy(page: Page, button: Locator, shown: Locator) {
  await button.click();
  await expect(shown).toBeVisible();
  // Its opening transition over: colours judged at their final opacity.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

const userMenu: TOpen = async function userMenu(page) {
  // Named: the menu closed by Escape on the page before may still be fading out.
  await openBy(
    page,
    page.getByRole('button', { name: /^Menu użytkownika/ }),
    page.getByRole('menu', { name: /^Menu użytkownika/ }),
  );
};
const notificationMenu: TOpen = async function notificationMenu(page) {
  await openBy(
    page,
    page.getByRole('button', { name: /^Powiadomienia/ }),
    page.getByRole('menu', { name: /^Powiadomienia/ }),
  );
};
const feedbackDialog: TOpen = async function feedbackDialog(page) {
  await openBy(page, page.getByRole('button', { name: 'Prześlij opinię' }), page.getByRole('dialog'));
};
const phoneNavigation: TOpen = async function phoneNavigation(page) {
  const burger = page.getByRole('button', { name: 'Otwórz menu' });
  // The burger is the phone's: at desktop width the header shows the links themselves.
  if (await burger.isVisible()) await openBy(page, burger, page.getByRole('dialog'));
};

/**
 * A page whose content comes after its placeholder is gone (a query without `aria-busy`, a status polled): waits for
 * what the page shows then, so that the scan judges that state and fails if the page shows another.
 */
function showing(shown: (page: Page) => Locator, label: string): TOpen {
  const open: TOpen = (page) => expect(shown(page).first()).toBeVisible({ timeout: 15_000 });
  Object.defineProperty(open, 'name', { value: label });
  return open;
}
const heading = (name: string | RegExp) => showing((page) => page.getByRole('heading', { name }), `„${name}” shown`);

type TBody = { results?: Record<string, unknown>[]; items?: Record<string, unknown>[] };

/** The slug (or id) of the first item a public list endpoint returns (`results`, or `items` for the help centre). */
async function firstOf(
  request: APIRequestContext,
  url: string,
  pick: (first: Record<string, unknown>) => unknown = (first) => first.slug,
): Promise<string> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  const body = (await response.json()) as TBody;
  const list = body.results ?? body.items ?? [];
  expect(list.length, url).toBeGreaterThan(0);
  const first = pick(list[0]!);
  // A slug or a UUID: lower-case letters, digits and hyphens, usable in a page's path as it is.
  expect(first, url).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  return first as string;
}

/** The API as one account, with its bearer token. */
function apiWith(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    post: (url: string, data: unknown) => request.post(url, { headers, data }),
    put: (url: string, data: unknown) => request.put(url, { headers, data }),
    get: (url: string) => request.get(url, { headers }),
  };
}

/** The signed-in page's API, with its bearer token. */
async function apiOf(page: Page) {
  return apiWith(page.request, (await page.evaluate(() => localStorage.getItem('token')))!);
}

/** Another account's API (a demo account's), signed in through the API only. */
async function apiAs(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/login', { data: { email, password: demoPassword } });
  expect(response.status(), await response.text()).toBe(200);
  return apiWith(request, ((await response.json()) as { token: string }).token);
}

/** The body of a successful answer; a refusal fails the test with the server's message. */
async function ok<T>(response: APIResponse | Promise<APIResponse>): Promise<T> {
  const answered = await response;
  expect(answered.ok(), `${answered.url()}: ${await answered.text()}`).toBe(true);
  return (await answered.json()) as T;
}

/** An ISO date `days` from now (a due date, a deadline). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

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

test('every public page, as a visitor, with the phone navigation and the feedback dialog open', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const exam = await firstOf(request, '/api/exam');
  const course = await firstOf(request, '/api/course');
  const book = await firstOf(request, '/api/book');
  const type = await firstOf(request, '/api/homework-type');
  const game = await firstOf(request, '/api/game', (first) => first.id);
  const help = await firstOf(request, '/api/support-node');
  const teacher = await firstOf(request, '/api/tutoring/teachers', (first) => (first.teacher as { id: string }).id);
  const generator = await firstOf(request, '/api/generator', (first) => first.id);
  // A pupil under 16 registers: the link mailed to the parent is read once the pages before it are scanned.
  const parentEmail = await registerAwaitingParent(request);
  const found = await scanAll(page, [
    '/',
    ['/', phoneNavigation],
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
    `/tutoring/${teacher}`,
    '/exercises',
    `/exercises/${game}`,
    '/generators',
    // A drawn variant (its seed in the address) with its answer field.
    [`/generators/${generator}?seed=1`, heading('Wariant 1')],
    '/subscription',
    '/help',
    `/help/${help}`,
    ['/help', feedbackDialog],
    '/teachers/nauczyciel',
    '/login',
    '/register',
    '/forgot-password',
    // The mailed links: a new password's form, an e-mail confirmation without its token.
    '/set-password?token=e2e',
    '/confirm-email',
    // A launch from Moodle without its one-time code: the error.
    '/lti/start',
    // The parent's consent page without its token.
    '/zgoda-rodzica',
  ]);
  // The parent's page with the mailed token: whose account it is and the consent to give.
  const consent = await waitForMailLink(parentEmail, '/zgoda-rodzica');
  found.push(
    ...(await scanAll(page, [
      [
        consent.pathname + consent.search,
        showing((current) => current.getByRole('button', { name: 'Wyrażam zgodę' }), 'the consent asked'),
      ],
      '/regulamin',
      '/polityka-prywatnosci',
      '/standardy-ochrony-maloletnich',
      '/standardy-ochrony-maloletnich/dla-dzieci',
      '/nie-ma-takiej-strony',
      // The printable sheets last: they have no app layout, so the page after one is loaded anew.
      '/homeworks/wartosc-wyrazenia-logarytmicznego/pdf',
      `/exams/${exam}/pdf`,
    ])),
  );
  noViolations(found);
});

test('every page of a student, with the user and notification menus open, a session and the maths keyboard', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await logIn(page, 'uczen@zadania.local');
  // The seeded lesson with the demo teacher, yesterday, waiting for both to confirm it.
  const bookings = await ok<{ results: { lessons: { id: string }[] }[] }>(
    (await apiOf(page)).get('/api/tutoring/bookings'),
  );
  const lesson = bookings.results.flatMap((booking) => booking.lessons)[0];
  expect(lesson, 'the seeded lesson').toBeDefined();
  const found = await scanAll(page, [
    // The menus do not hide the page: scanned open, they are scanned with it.
    ['/', userMenu],
    ['/', notificationMenu],
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
    `/account/lessons/${lesson!.id}`,
    '/account/reports',
    // A pupil's own password after a teacher's one-time one: the same form for anyone signed in.
    '/account/own-password',
    '/assignments',
    '/classes',
    '/chat',
    '/requests',
    '/requests/new',
    '/users/uczen',
  ]);

  // A practice session: its first task on screen.
  await page.setViewportSize(desktop);
  await page.goto('/learn/session');
  await expect(page).toHaveURL(/\/learn\/session\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /^Zadanie 1 z \d+$/ })).toBeVisible();
  found.push(...(await scanBoth(page, '/learn/session/{id}')));

  // A task's answer field open, with MathLive's phone keyboard shown.
  await page.setViewportSize(desktop);
  await page.goto('/homeworks/suma-dwudziestu-wyrazow-ciagu-arytmetycznego');
  const panel = page.getByRole('region', { name: 'Sprawdź swoją odpowiedź' });
  await panel.getByRole('button', { name: 'Wpisz odpowiedź' }).click();
  await expect(panel.locator('math-field')).toBeFocused();
  const mathKeyboard: TOpen = async function mathKeyboard(current) {
    await current.evaluate(() =>
      (window as unknown as { mathVirtualKeyboard: { show: () => void } }).mathVirtualKeyboard.show(),
    );
    await expect(current.locator('.ML__keyboard.is-visible')).toBeVisible();
  };
  found.push(...(await scanBoth(page, '/homeworks/{slug} + answer field + maths keyboard', mathKeyboard)));
  noViolations(found);
});

test('a new student: the first step, the diagnostic, own things, a class assignment, a purchase and a mock exam', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // A pupil of their own: the first sign-in step is a new account's, and the demo student's paper is the mock exam
  // spec's, one attempt a day.
  const student = await createConfirmedAccount(request);
  await logIn(page, student.email, student.password);
  const api = await apiOf(page);

  // The first sign-in: the learning home asks for the school year and the goal.
  await expect(page.getByTestId('learning-onboarding')).toBeVisible();
  const found = await scanBoth(page, '/ (first sign-in step)');

  // The profile chosen and the diagnostic started (as its button does); a request; the demo teacher's class, with its
  // join link; the free demo course, joined; a payment for Premium, open.
  await ok(api.put('/api/learn/profile', { level: 'SP8', goal: 'E8' }));
  const diagnostic = await ok<{ id: string }>(api.post('/api/learn/diagnostic', {}));
  const homeworkRequest = (
    await ok<{ request: { id: string } }>(
      api.post('/api/homework-request', {
        title: 'Dodawanie ułamków',
        description: '<p>Jak dodać ułamki o różnych mianownikach? Proszę o rozwiązanie krok po kroku.</p>',
        subject: 'MATHS',
        level: 'PRIMARY',
        deadline: inDays(3),
      }),
    )
  ).request;
  const teacher = await apiAs(request, 'nauczyciel@zadania.local');
  const schoolClass = await ok<{ id: string; code: string }>(
    teacher.post('/api/class', {
      name: `7b ${Date.now().toString(36).slice(-4)}`,
      schoolYear: '2026/2027',
      subject: 'MATHS',
      level: 'SP7',
      autoAdmit: true,
    }),
  );
  const course = await ok<{ id: string; slug: string; nodes: { id: string; type: string }[] }>(
    api.get('/api/course/funkcja-liniowa-od-podstaw'),
  );
  await ok(api.post(`/api/course/${course.id}/join`, {}));
  const quiz = course.nodes.find((node) => node.type === 'QUIZ');
  expect(quiz, 'the demo course’s quiz').toBeDefined();
  const premium = 'PREMIUM_1_MONTH';
  const payment = (
    await ok<{ payment: { id: string } }>(api.post('/api/payment/checkout', { productCode: premium, method: 'stripe' }))
  ).payment;
  found.push(
    ...(await scanAll(page, [
      [`/learn/session/${diagnostic.id}`, heading('Test diagnostyczny')],
      `/requests/${homeworkRequest.id}`,
      `/join/${schoolClass.code}`,
      `/courses/${course.slug}/learn/${quiz!.id}`,
      `/checkout/${premium}`,
      `/checkout/demo/${payment.id}`,
    ])),
  );

  // The payment made (as the demo page's button does); in the class (joined as its link does) with a generator item
  // set for it; once Premium is given (the invoice is issued after it), a list of two tasks (a Premium feature).
  await ok(api.post(`/api/payment/${payment.id}/demo`, { outcome: 'paid' }));
  await ok(api.post('/api/class/join', { code: schoolClass.code }));
  const generator = await firstOf(request, '/api/generator', (first) => first.id);
  const assignment = await ok<{ id: string }>(
    teacher.post(`/api/class/${schoolClass.id}/assignment`, {
      title: 'Na jutro',
      items: [{ kind: 'GENERATOR', generatorId: generator }],
      dueAt: inDays(1),
    }),
  );
  let invoice: string | undefined;
  await expect
    .poll(async () => {
      invoice = (await ok<{ results: { id: string }[] }>(api.get('/api/invoice'))).results[0]?.id;
      return invoice;
    })
    .toBeDefined();
  const list = (
    await ok<{ favorite: { id: string } }>(api.post('/api/favorite', { name: 'Na piątek', description: '' }))
  ).favorite;
  const tasks = await ok<{ results: { id: string }[] }>(api.get('/api/homework?pageSize=10'));
  for (const task of tasks.results.slice(0, 2)) {
    await ok(api.post(`/api/favorite/${list.id}/homework`, { id: task.id }));
  }
  found.push(
    ...(await scanAll(page, [
      [
        `/payment/${payment.id}?result=paid`,
        showing((current) => current.getByText('Dziękujemy! Płatność przyjęta.'), 'paid'),
      ],
      `/assignments/${assignment.id}`,
      `/account/lists/${list.id}`,
      // The printable sheets last.
      `/account/lists/${list.id}/pdf`,
      `/invoice?id=${invoice}`,
    ])),
  );

  await page.setViewportSize(desktop);
  await page.goto('/exams/arkusz-probny-egzamin-osmoklasisty-matematyka-1');
  await page
    .getByRole('region', { name: 'Rozwiąż arkusz na czas' })
    .getByRole('button', { name: 'Rozpocznij arkusz' })
    .click();
  await expect(page).toHaveURL(/\/mock\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('timer', { name: 'Pozostały czas' })).toBeVisible();
  found.push(...(await scanBoth(page, '/mock/{id}')));

  const handInDialog: TOpen = async function handInDialog(current) {
    await openBy(current, current.getByRole('button', { name: 'Oddaj arkusz' }), current.getByRole('dialog'));
  };
  found.push(...(await scanBoth(page, '/mock/{id} + hand-in dialog', handInDialog)));

  await setScheme(page, 'dark');
  await page.setViewportSize(desktop);
  await handInDialog(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Tak, oddaję arkusz' }).click();
  await expect(page.getByRole('heading', { name: 'Wynik arkusza' })).toBeVisible();
  found.push(...(await scanBoth(page, '/mock/{id} result')));
  noViolations(found);
});

test('every page of a teacher, with a class, its pupil and assignment, a draft task and course, and a refused task form', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await logIn(page, 'nauczyciel@zadania.local');
  const api = await apiOf(page);
  const created = await api.post('/api/class', {
    name: `8a ${Date.now().toString(36).slice(-4)}`,
    schoolYear: '2026/2027',
    subject: 'MATHS',
    level: 'SP8',
    autoAdmit: true,
  });
  expect(created.status()).toBe(201);
  const schoolClass = (await created.json()) as { id: string };
  // A pupil account made by the teacher (as 'Utwórz konta' does) and a generator item set for the class.
  const [pupil] = (
    await ok<{ pupils: { id: string }[] }>(api.post(`/api/class/${schoolClass.id}/pupils`, { names: ['Ola Nowak'] }))
  ).pupils;
  const generator = await firstOf(request, '/api/generator', (first) => first.id);
  const assignment = await ok<{ id: string }>(
    api.post(`/api/class/${schoolClass.id}/assignment`, {
      title: 'Procenty na jutro',
      items: [{ kind: 'GENERATOR', generatorId: generator }],
      dueAt: inDays(1),
    }),
  );
  // A draft task and a draft course with one article, the teacher's own.
  const homework = await ok<{ slug: string }>(
    api.post('/api/homework', {
      description: '<p>Oblicz 15% liczby 240.</p>',
      closed: false,
      answer: '<p>36</p>',
      level: 'PRIMARY',
    }),
  );
  const course = (
    await ok<{ course: { id: string } }>(
      api.post('/api/course', { title: 'Ułamki krok po kroku', subject: 'MATHS', level: 'PRIMARY' }),
    )
  ).course;
  await ok(
    api.post(`/api/course/${course.id}/nodes`, {
      type: 'ARTICLE',
      title: 'Czym jest ułamek',
      content: '<p>Ułamek to iloraz dwóch liczb całkowitych.</p>',
    }),
  );
  const found = await scanAll(page, [
    ['/', userMenu],
    '/account/homeworks',
    '/homeworks/save',
    '/account/tutoring',
    '/teacher/verification',
    '/account/calendar',
    '/account/students',
    '/account/courses',
    '/account/courses/new',
    '/classes',
    `/classes/${schoolClass.id}`,
    `/classes/${schoolClass.id}/assignments/new`,
    `/classes/${schoolClass.id}/pupils/${pupil!.id}`,
    `/classes/${schoolClass.id}/gradebook`,
    `/assignments/${assignment.id}/results`,
    `/homeworks/${homework.slug}/edit`,
    `/account/homeworks/${homework.slug}`,
    `/account/courses/${course.id}/edit`,
    '/requests',
    // The printable sheets last: the results and the gradebook for the register, the class's card with its QR code.
    `/assignments/${assignment.id}/results/print`,
    `/classes/${schoolClass.id}/gradebook/print`,
    `/classes/${schoolClass.id}/card`,
  ]);

  // A task form sent empty: its fields in error, the editor among them.
  await page.setViewportSize(desktop);
  await page.goto('/homeworks/save');
  await page.getByRole('button', { name: 'Utwórz zadanie' }).click();
  const description = page.getByRole('textbox', { name: 'Edytor treści zadania' });
  await expect(description).toBeFocused();
  await expect(description).toHaveAttribute('aria-invalid', 'true');
  found.push(...(await scanBoth(page, '/homeworks/save, refused')));
  noViolations(found);
});

test('every page of an admin', async ({ page, request }) => {
  test.setTimeout(300_000);
  const game = await firstOf(request, '/api/game', (first) => first.id);
  // A child's help request, so the queue /admin/safeguarding shows a card with its conversation part (issue 72).
  const pupil = await apiAs(request, 'uczen@zadania.local');
  await ok(pupil.post('/api/safeguarding/help', { text: 'Ktoś mnie straszy na czacie.', withWhom: 'nieznajomy' }));
  await logIn(page, 'admin@zadania.local');
  noViolations(
    await scanAll(page, [
      ['/admin/homeworks', userMenu],
      '/admin/safeguarding',
      '/admin/concept-changes',
      '/admin/payments',
      '/admin/support',
      '/admin/disputes',
      '/admin/teacher-verification',
      '/admin/jobs',
      '/admin/games',
      '/admin/games/new',
      `/admin/games/${game}/edit`,
      '/admin/homeworks/wartosc-wyrazenia-logarytmicznego',
      '/admin/courses',
      '/admin/help',
      '/editor',
      '/admins/admin',
    ]),
  );

  // The admin section has a navigation of its own: the current tool marked, every other one click away.
  await page.setViewportSize(desktop);
  await page.goto('/admin/payments');
  const nav = page.getByRole('navigation', { name: 'Administracja' });
  await expect(nav.getByRole('link', { name: 'Wszystkie płatności' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Ćwiczenia interaktywne' }).click();
  await expect(page).toHaveURL(/\/admin\/games$/);
  await expect(nav.getByRole('link', { name: 'Ćwiczenia interaktywne' })).toHaveAttribute('aria-current', 'page');
});

test('every page of a parent: the children, a child’s week, the requests', async ({ page, request }) => {
  test.setTimeout(120_000);
  // The demo parent follows the demo pupil, whose seeded history fills the child's page.
  const parent = await apiAs(request, 'rodzic@zadania.local');
  const [child] = await ok<{ id: string }[]>(parent.get('/api/parent/children'));
  await logIn(page, 'rodzic@zadania.local');
  noViolations(
    await scanAll(page, [
      ['/', userMenu],
      [`/parent/children/${child!.id}`, heading(/Jan Kowalski/)],
      '/parent/requests',
    ]),
  );
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
