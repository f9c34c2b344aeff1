import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { errorMessages } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp, useTestApp } from '../../test/build-test-app';
import { buildHomework } from '../../test/factories';
import { sharedTestDatabase } from '../../test/test-database';
import { writeWebBuild } from '../../test/web-build';
import { homeworks } from '../db/schema';
import { escapeHtml } from '../lib/html';
import { pageMetaLimits, renderIndexWithMeta } from './spa';

const indexHtml =
  '<!doctype html><html><head><meta name="description" content="Ogólny opis" /><title>Zadania</title>' +
  '<script type="module" src="/assets/main-old.js"></script></head><body><div id="root"></div></body></html>';

let webDist: string;
let app: TTestApp;

beforeEach(async () => {
  webDist = await writeWebBuild({ 'index.html': indexHtml, 'assets/main-old.js': 'console.log(1)' });
});
const t = useTestApp(() => ({ WEB_DIST: webDist, PUBLIC_URL: 'https://zadania.example' }));
beforeEach(() => {
  app = t.app;
});

afterEach(async () => {
  await fs.rm(webDist, { recursive: true, force: true });
});

// Every special pattern of String.prototype.replace's replacement strings.
const replacementPatterns = ['$&', '$`', "$'", '$1', '$<name>', '$$'];

describe('task text in the served page', () => {
  it('appears literally, whatever replacement patterns it holds, and the page stays small', async () => {
    const payload = `${replacementPatterns.join(' ')} ${'$` '.repeat(400)}`;
    const task = await buildHomework(app, { description: `<p>${escapeHtml(payload)}</p>` });
    for (const accept of ['text/html', '*/*']) {
      const page = await app.inject({ method: 'GET', url: `/homeworks/${task.slug}`, headers: { accept } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body.length).toBeLessThan(indexHtml.length + 2 * payload.length + 4000);
      expect(page.body.match(/<title>/g)).toHaveLength(1);
      expect(page.body.match(/<!doctype html>/g)).toHaveLength(1);
      expect(page.body).toContain('<title>Zadanie: $&amp; $` $&#39; $1 $&lt;name&gt; $$ $`');
      expect(page.body).toContain('<meta name="description" content="$&amp; $` $&#39; $1 $&lt;name&gt; $$ $`');
      expect(page.body).toContain('<h1>Zadanie</h1><p>$&amp; $` $&#39; $1 $&lt;name&gt; $$ $`');
    }
  });

  it('caps the title, the description and the readable text whatever the resolver gives', () => {
    const long = 'słowo $` '.repeat(5000);
    const html = renderIndexWithMeta(indexHtml, {
      title: long,
      description: long,
      canonicalUrl: 'https://zadania.example/homeworks/x',
      heading: long,
      text: long,
    });
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '';
    const text = html.match(/<p>([^<]*)<\/p>/)?.[1] ?? '';
    const unescaped = (value: string) => value.replaceAll('&#39;', "'").replaceAll('&amp;', '&');
    expect(unescaped(title).length).toBeLessThanOrEqual(pageMetaLimits.title);
    expect(unescaped(description).length).toBeLessThanOrEqual(pageMetaLimits.description);
    expect(unescaped(text).length).toBeLessThanOrEqual(pageMetaLimits.text);
    expect(title.endsWith('…')).toBe(true);
    expect(html.length).toBeLessThan(indexHtml.length + 3 * (pageMetaLimits.text + 3 * pageMetaLimits.title));
  });

  it('shows the mathematics of the title and description as readable text, not TeX', async () => {
    const task = await buildHomework(app, {
      description:
        '<p>Kąt ma <span data-type="inline-math" data-latex="45^\\circ"></span>, a <span data-type="inline-math" data-latex="\\frac{a}{b} \\le \\sqrt{x}"></span>.</p>' +
        '<div data-type="block-math" id="id-1" data-latex="A = \\begin{pmatrix} 1 &amp; 2 \\\\ 3 &amp; 4 \\end{pmatrix}"></div>',
    });
    const page = await app.inject({ method: 'GET', url: `/homeworks/${task.slug}`, headers: { accept: 'text/html' } });
    expect(page.body).toContain('<title>Zadanie: Kąt ma 45°, a a/b ≤ √x. A = [1 2; 3 4] — Zadania</title>');
    expect(page.body).toContain('<meta name="description" content="Kąt ma 45°, a a/b ≤ √x. A = [1 2; 3 4]"');
    expect(page.body).not.toMatch(/\\[a-z]/);
  });
});

describe('the page for every page path', () => {
  it('is served whatever the Accept header, while /api, assets and files stay 404', async () => {
    const task = await buildHomework(app, { description: '<p>Podgląd linku</p>' });
    for (const headers of [{}, { accept: '*/*' }, { accept: 'application/json' }]) {
      const home = await app.inject({ method: 'GET', url: '/', headers });
      expect(home.statusCode).toBe(200);
      expect(home.headers['content-type']).toMatch(/text\/html/);
      expect(home.body).toContain('<div id="root">');
      const preview = await app.inject({ method: 'GET', url: `/homeworks/${task.slug}`, headers });
      expect(preview.statusCode).toBe(200);
      expect(preview.body).toContain('<title>Zadanie: Podgląd linku — Zadania</title>');
      expect((await app.inject({ method: 'HEAD', url: '/account/security', headers })).statusCode).toBe(200);
    }
    for (const url of ['/assets/missing.js', '/favicon.ico', '/homeworks/missing.png', '/api/missing']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: errorMessages.routeNotFound });
    }
    expect((await app.inject({ method: 'POST', url: '/account/security' })).statusCode).toBe(404);
  });

  it('answers 404 with the Polish page for a task nobody has, and 200 for a task that is not public', async () => {
    const missing = await app.inject({ method: 'GET', url: '/homeworks/nie-ma-takiego-zadania' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/text\/html/);
    expect(missing.body).toContain('<h1>Nie znaleziono strony</h1>');
    expect(missing.body).toContain('<meta name="robots" content="noindex" />');
    expect(missing.body).toContain('<title>Nie znaleziono strony — Zadania</title>');
    // The app still starts and shows its own 404 page.
    expect(missing.body).toContain('<script type="module"');
    const draft = await buildHomework(app, { description: '<p>Szkic</p>', status: 'PRIVATE' });
    expect((await app.inject({ method: 'GET', url: `/homeworks/${draft.slug}` })).statusCode).toBe(200);
  });
});

describe('a rebuild of the web app', () => {
  it('is served without a restart: the new index.html and its new assets', async () => {
    const before = await app.inject({ method: 'GET', url: '/homeworks' });
    expect(before.body).toContain('/assets/main-old.js');

    await fs.rm(path.join(webDist, 'assets'), { recursive: true });
    await fs.mkdir(path.join(webDist, 'assets'));
    await fs.writeFile(path.join(webDist, 'assets', 'main-new.js'), 'console.log(2)');
    await fs.writeFile(
      path.join(webDist, 'index.html'),
      indexHtml
        .replace('main-old.js', () => 'main-new.js')
        .replace('<title>Zadania</title>', () => '<title>Nowe</title>'),
    );

    const after = await app.inject({ method: 'GET', url: '/homeworks' });
    expect(after.body).toContain('/assets/main-new.js');
    expect(after.body).toContain('<title>Nowe</title>');
    const asset = await app.inject({ method: 'GET', url: '/assets/main-new.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(2)');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/main-old.js' })).statusCode).toBe(404);
  });
});

/** A stand-in for apps/web's server bundle: renders a task page from the API, or throws for `?broken`. */
const serverBundle = `
export const isServerRendered = (pathname) => pathname.startsWith('/homeworks/');
export const isKnownPage = (pathname) => !pathname.startsWith('/nie-ma');
let renders = 0;
export async function renderPage({ url, transport }) {
  if (url.includes('broken')) throw new Error('the render failed');
  const slug = url.split('?')[0].split('/').pop();
  const task = await (await transport('/api/homework/' + slug, { method: 'GET' })).json();
  renders += 1;
  const counted = url.includes('counted') ? ' data-render="' + renders + '">' + task.description : '>rendered';
  return {
    headTags: '<link rel="stylesheet" href="/assets/page.css" />',
    pipe: (destination) => destination.end('<main data-task="' + task.id + '"' + counted + '</main>'),
    stateScript: '<script type="application/json" id="ssr-state">{}</script>',
  };
}
`;

describe('a page rendered on the server', () => {
  let buildDir: string;
  let ssrApp: TTestApp;

  beforeEach(async () => {
    buildDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-ssr-'));
    await fs.mkdir(path.join(buildDir, 'dist'));
    await fs.mkdir(path.join(buildDir, 'dist-server'));
    const splashed = indexHtml
      .replace('<div id="root"></div>', () => '<div id="splash">Ładowanie…</div><div id="root"></div>')
      .replace('</head>', () => '  <link rel="modulepreload" crossorigin href="/assets/vendor.js">\n</head>');
    await fs.writeFile(path.join(buildDir, 'dist', 'index.html'), splashed);
    await fs.writeFile(path.join(buildDir, 'dist-server', 'entry-server.js'), serverBundle);
    // A second node on the test's database, serving the build with a server bundle.
    ssrApp = await buildTestApp(
      { WEB_DIST: path.join(buildDir, 'dist'), PUBLIC_URL: 'https://zadania.example' },
      { database: (await sharedTestDatabase()).database },
    );
  });

  afterEach(async () => {
    await ssrApp.close();
    await fs.rm(buildDir, { recursive: true, force: true });
  });

  it('holds the bundle’s HTML, data and assets, keeps its title and canonical link, and drops the splash', async () => {
    const task = await buildHomework(ssrApp, { description: '<p>Pole koła</p>' });
    const page = await ssrApp.inject({ method: 'GET', url: `/homeworks/${task.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(`<div id="root"><main data-task="${task.id}">rendered</main></div>`);
    expect(page.body).toContain('<script type="application/json" id="ssr-state">{}</script>');
    expect(page.body).toContain('<link rel="stylesheet" href="/assets/page.css" />');
    expect(page.body).toContain('<title>Zadanie: Pole koła — Zadania</title>');
    expect(page.body).toContain(`<link rel="canonical" href="https://zadania.example/homeworks/${task.slug}" />`);
    expect(page.body).not.toContain('splash');
    expect(page.body).not.toContain('<article>');
    // The entry script stays; its module preloads go (compiled on arrival, they delayed the first paint).
    expect(page.body).toContain('<script type="module" src="/assets/main-old.js"></script>');
    expect(page.body).not.toContain('modulepreload');
  });

  it('falls back to index.html with the page’s meta when the bundle throws, and leaves other pages to the browser', async () => {
    const task = await buildHomework(ssrApp, { description: '<p>Pole koła</p>' });
    const page = await ssrApp.inject({ method: 'GET', url: `/homeworks/${task.slug}?broken` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Zadanie</h1><p>Pole koła</p>');
    expect(page.body).not.toContain('ssr-state');
    const login = await ssrApp.inject({ method: 'GET', url: '/login' });
    expect(login.body).toContain('<div id="splash">Ładowanie…</div><div id="root"></div>');
    expect(login.body).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor.js">');
  });

  it('answers 404 with the Polish page for a path the app has no page for', async () => {
    const unknown = await ssrApp.inject({ method: 'GET', url: '/nie-ma-takiej-strony?x=1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<h1>Nie znaleziono strony</h1>');
    expect(unknown.body).toContain('<meta name="robots" content="noindex" />');
    expect((await ssrApp.inject({ method: 'HEAD', url: '/nie-ma-takiej-strony' })).statusCode).toBe(404);
    expect((await ssrApp.inject({ method: 'GET', url: '/login' })).statusCode).toBe(200);
  });

  it('is not rendered by a worker node, which never loads the server bundle', async () => {
    const worker = await buildTestApp(
      { WEB_DIST: path.join(buildDir, 'dist'), PUBLIC_URL: 'https://zadania.example', ROLE: 'worker' },
      { database: (await sharedTestDatabase()).database },
    );
    try {
      const task = await buildHomework(worker, { description: '<p>Pole koła</p>' });
      const page = await worker.inject({ method: 'GET', url: `/homeworks/${task.slug}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('ssr-state');
      expect(page.body).toContain('<title>Zadanie: Pole koła — Zadania</title>');
    } finally {
      await worker.close();
    }
  });

  it('renders a catalogue page once per revision of the catalogue: a committed change renders it again', async () => {
    const task = await buildHomework(ssrApp, { description: '<p>Pole koła</p>' });
    const url = `/homeworks/${task.slug}?counted`;
    const first = (await ssrApp.inject({ method: 'GET', url })).body.match(/data-render="(\d+)">([^<]*<p>[^<]*)/);
    const again = (await ssrApp.inject({ method: 'GET', url })).body.match(/data-render="(\d+)"/);
    expect(first?.[2]).toBe('<p>Pole koła');
    expect(again?.[1]).toBe(first?.[1]);
    await ssrApp.db.update(homeworks).set({ description: '<p>Pole trapezu</p>' }).where(eq(homeworks.id, task.id));
    const changed = (await ssrApp.inject({ method: 'GET', url })).body.match(/data-render="(\d+)">([^<]*<p>[^<]*)/);
    expect(Number(changed?.[1])).toBeGreaterThan(Number(first?.[1]));
    expect(changed?.[2]).toBe('<p>Pole trapezu');
  });
});
