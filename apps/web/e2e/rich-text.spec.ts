import { expect, test } from '@playwright/test';

const taskPath = '/homeworks/rownanie-kwadratowe-z-delta-dodatnia';

test('a demo task renders KaTeX math with MathML, leaves a lone display equation unnumbered and links to its concepts', async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(taskPath);

  const content = page.getByRole('region', { name: 'Treść zadania' });
  const equation = content.locator('.rich-content [data-type="block-math"]').first();
  await expect(equation).toBeVisible();
  // KaTeX renders MathML for screen readers next to the visual HTML.
  await expect(equation.locator('math annotation[encoding="application/x-tex"]')).toHaveText('2x^2 - 7x + 3 = 0.');
  await expect(equation.locator('.katex-html')).toHaveAttribute('aria-hidden', 'true');
  // Nobody numbered it and nothing refers to it: no "(1)" beside a lone formula (issue 38).
  await expect(equation.locator('.rich-math-number')).toHaveCount(0);
  const id = await equation.getAttribute('id');
  expect(id).toMatch(/^id-[0-9a-f]{12}$/);
  // The inline math of the answer is rendered too.
  await expect(page.locator('.rich-content [data-type="inline-math"] math').first()).toBeAttached();

  // A display equation is an anchor: opening the page with its hash scrolls to it about 1 s after load.
  await page.setViewportSize({ width: 1000, height: 260 });
  await page.reload();
  await expect(equation.locator('math')).toBeAttached();
  await expect(equation).not.toBeInViewport();
  await page.goto(`${taskPath}#${id}`);
  const anchored = page.locator(`[id="${id}"]`);
  await expect(anchored).toBeVisible();
  await expect(anchored).toBeInViewport();

  // The concept chips lead to the concept's article.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(taskPath);
  await page.getByRole('list', { name: 'Pojęcia' }).getByRole('link', { name: 'Równanie kwadratowe' }).click();
  await expect(page).toHaveURL(/\/resources\/concepts\/rownanie-kwadratowe$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Równanie kwadratowe' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

/** Each vector sets window.__xss (or opens a dialog) if it ever runs. */
const hostileDocument = [
  '<p>Zgłoszenie z pułapkami <span data-type="inline-math" data-latex="\\href{javascript:window.__xss=1}{x}"></span></p>',
  '<img src="x" onerror="window.__xss=2;alert(2)">',
  '<p><a href="javascript:window.__xss=3">link</a> <a href=" java&#09;script:window.__xss=4">link2</a></p>',
  '<script>window.__xss=5</script><svg onload="window.__xss=6"></svg>',
  '<iframe src="https://evil.example/embed/x" onload="window.__xss=7"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=8</script>"></iframe>',
  '<p style="background-image: url(javascript:window.__xss=9)" onmouseover="window.__xss=10">najedź</p>',
  '<p>Przypis<sup data-type="footnote" id="id-0123456789ab" data-content="&lt;img src=x onerror=&quot;window.__xss=11&quot;&gt;&lt;p&gt;treść&lt;/p&gt;"></sup></p>',
  '<div data-type="block-math" id="id-abcdefabcdef" data-latex="\\htmlId{x}{y}\\url{javascript:window.__xss=12}"></div>',
  '<details open ontoggle="window.__xss=13"><summary>s</summary><div data-type="detailsContent"><p>d</p></div></details>',
].join('');

test('a hostile document stored as a user renders inert on the admin list of editor reports', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/auth/login', {
    data: { email: 'uczen@zadania.local', password: 'demo12345' },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const stored = await request.post('/api/editor-comment', {
    headers: { Authorization: `Bearer ${token}` },
    data: { type: 'BUG', content: hostileDocument },
  });
  expect(stored.status()).toBe(201);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('admin@zadania.local');
  await page.getByLabel('Hasło', { exact: true }).fill('demo12345');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/editor#comments');
  const report = page.getByTestId('editor-comment').filter({ hasText: 'Zgłoszenie z pułapkami' });
  await expect(report).toBeVisible();
  await expect(report.locator('.rich-content .katex').first()).toBeVisible();
  // Give every vector its chance: hover, focus the footnote (its tooltip renders the nested HTML), wait.
  await report.getByText('najedź').hover();
  await report.getByRole('button', { name: 'Przypis [1]' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('treść');
  for (const link of await report.locator('a').all()) {
    expect((await link.getAttribute('href')) ?? '').not.toMatch(/javascript/i);
  }
  await expect(
    report
      .locator('.rich-content')
      .locator('script, svg:not(.katex svg), iframe, [onerror], [onload], [onmouseover], [ontoggle]'),
  ).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
