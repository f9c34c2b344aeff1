import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { errorMessages, excerpt } from '@zadania/shared';
import fp from 'fastify-plugin';
import { escapeHtml } from '../lib/html';
import { createTtlCache } from '../lib/ttl-cache';

/**
 * What a page shows before its JavaScript runs: for crawlers and link previews. With `redirect` (a site path,
 * no hash: the browser keeps the request's own hash) the page lives elsewhere and the server answers 301.
 */
export type TPageMeta = {
  title: string;
  description: string;
  canonicalUrl: string;
  heading: string;
  text: string;
  redirect?: string;
};
/** What a resolver answers for a page whose subject does not exist (a task's slug nobody has): a 404. */
export type TMissingPage = { missing: true };
export type TPageMetaResolver = (pathname: string) => Promise<TPageMeta | TMissingPage | null>;

const isMissing = (meta: TPageMeta | TMissingPage | null | undefined): meta is TMissingPage =>
  meta !== null && meta !== undefined && 'missing' in meta;

/** The page of an address that names nothing: the app's own 404 page, in its words, for readers without script. */
const missingPageMeta = (publicPath: string): TPageMeta => ({
  title: 'Nie znaleziono strony — Zadania',
  description: 'Strona, której szukasz, nie istnieje lub została przeniesiona.',
  canonicalUrl: publicPath,
  heading: 'Nie znaleziono strony',
  text: 'Strona, której szukasz, nie istnieje lub została przeniesiona.',
});

/** One resolver of several: the first one that knows the path answers. */
export const composePageMetaResolvers =
  (...resolvers: TPageMetaResolver[]): TPageMetaResolver =>
  async (pathname) => {
    for (const resolve of resolvers) {
      const meta = await resolve(pathname);
      if (meta) return meta;
    }
    return null;
  };

/** The most of each field a page carries, whatever a resolver gives (characters before escaping). */
export const pageMetaLimits = { title: 120, description: 300, heading: 120, text: 5000, canonicalUrl: 2000 } as const;

/**
 * index.html with the page's title, description, canonical link and readable content filled in.
 * Text goes in only through replacement functions: a replacement string would expand `$&`, `` $` ``
 * and `$'` in the text into copies of the page.
 */
export function renderIndexWithMeta(indexHtml: string, meta: TPageMeta) {
  const content = `<div id="root"><article><h1>${escapeMetaField(meta, 'heading')}</h1><p>${escapeMetaField(meta, 'text')}</p></article></div>`;
  return withPageHead(indexHtml, meta).replace('<div id="root"></div>', () => content);
}

const escapeMetaField = (meta: TPageMeta, name: Exclude<keyof TPageMeta, 'redirect'>) =>
  escapeHtml(excerpt(meta[name], pageMetaLimits[name]));

/** index.html with the page's title, description and canonical link (and Open Graph tags) in its head. */
function withPageHead(indexHtml: string, meta: TPageMeta) {
  const field = (name: Exclude<keyof TPageMeta, 'redirect'>) => escapeMetaField(meta, name);
  const title = field('title');
  const description = field('description');
  const canonical = field('canonicalUrl');
  const head = [
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${canonical}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${canonical}" />`,
  ].join('\n    ');
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', () => `    ${head}\n  </head>`);
}

const decodePathname = (pathname: string) => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
};

/**
 * Reading pages whose content is the catalogue's alone (a revision of it decides what they show), and the landing,
 * which shows nothing that changes between builds.
 */
const showsOnlyCatalogue = (pathname: string) =>
  pathname === '/' || /^\/(?:homeworks|resources\/concepts|exams|curriculum)(?:\/|$)/.test(pathname);

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** A path that names a file (`/assets/…`, `/favicon.ico`): missing, it is a 404, never the page. */
const isFilePath = (pathname: string) => pathname.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(pathname);

/** A file of the build as it is on disk now: read again whenever a build replaced it, so no restart is needed. */
function createBuildFileReader<T>(file: string, load: (file: string, signature: string) => Promise<T>) {
  let cached: { signature: string; value: T } | undefined;
  return async () => {
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat?.isFile()) return undefined;
    const signature = `${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`;
    if (cached?.signature !== signature) cached = { signature, value: await load(file, signature) };
    return cached.value;
  };
}

const readText = (file: string) => fs.promises.readFile(file, 'utf8');

/** What the web app's server bundle (apps/web/src/entry-server.tsx) offers. */
type TServerRenderer = {
  isServerRendered: (pathname: string) => boolean;
  /** False for a path only the app's catch-all route matches (an older bundle without it: every path is known). */
  isKnownPage?: (pathname: string) => boolean;
  renderPage: (options: {
    url: string;
    transport: (url: string, init: RequestInit) => Promise<Response>;
    manifest: unknown;
  }) => Promise<{ headTags: string; pipe: (destination: NodeJS.WritableStream) => void; stateScript: string } | null>;
};

/**
 * index.html's module preloads: on a page rendered on the server they are left out. A preloaded module is compiled
 * as soon as it arrives, on the main thread, while the browser still has the page's HTML to lay out and paint; at
 * 4× CPU that put the first paint of `/homeworks` at 1.4 s against 0.9 s without them, while the page hydrated
 * only 10 % later (`npm run bench:pageload`). The entry script stays: the browser follows its imports.
 */
const modulePreloads = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;

/** The page with the server's rendering of the app in #root, its data and assets; the static splash is left out. */
function serverPageStream(
  indexHtml: string,
  page: { headTags: string; pipe: (destination: NodeJS.WritableStream) => void; stateScript: string },
) {
  const withAssets = indexHtml.replace(modulePreloads, '').replace('</head>', () => `    ${page.headTags}\n  </head>`);
  const splashStart = withAssets.indexOf('<div id="splash"');
  const rootStart = withAssets.indexOf('<div id="root"></div>');
  const before = withAssets.slice(0, splashStart >= 0 && splashStart < rootStart ? splashStart : rootStart);
  const after = withAssets.slice(rootStart + '<div id="root"></div>'.length);
  return Readable.from(
    (async function* () {
      yield `${before}<div id="root">`;
      const body = new PassThrough();
      page.pipe(body);
      for await (const chunk of body) yield chunk;
      yield `</div>\n    ${page.stateScript}${after}`;
    })(),
  );
}

/**
 * Serves the built web app: files as they are (looked up per request, so a rebuild's new assets are
 * served at once), and index.html for every other GET or HEAD outside /api (client routing),
 * whatever the Accept header, so curl and link-preview bots get the page too.
 */
export const spaPlugin = fp<{
  webDist: string;
  resolvePageMeta?: TPageMetaResolver;
  serverEntry?: string;
  /** false (a worker node): the server-rendering bundle (React, the pages, jsdom: ~95 MB) is never loaded. */
  serverRendering?: boolean;
}>(async (app, options) => {
  const readIndex = createBuildFileReader(path.join(options.webDist, 'index.html'), readText);
  const readManifest = createBuildFileReader(path.join(options.webDist, '.vite', 'manifest.json'), async (file) =>
    JSON.parse(await readText(file)),
  );
  // A new build is a new module URL (Node caches modules by URL): the bundle is one file, so nothing of the old
  // build is mixed in.
  const loadRenderer = createBuildFileReader(
    options.serverEntry ?? path.join(path.dirname(options.webDist), 'dist-server', 'entry-server.js'),
    async (file, signature) =>
      (await import(`${pathToFileURL(file).href}?build=${encodeURIComponent(signature)}`)) as TServerRenderer,
  );
  // Loaded once the server is up rather than by the first reader (a large module: React, Mantine, the pages, jsdom),
  // and after the catalogue's first snapshot: compiling it holds the thread ≈ 1 s, which would hold up the
  // snapshot's load and so the node's readiness. A page asked for meanwhile waits for it.
  const serverRendering = options.serverRendering ?? true;
  app.addHook('onReady', async () => {
    if (!serverRendering) return;
    void app.services.catalogueSnapshots
      .settle()
      .then(() => loadRenderer())
      .catch((error: unknown) => app.log.error({ err: error }, 'the server bundle failed to load'));
  });
  // Pages that show only the catalogue (task lists, tasks, concepts, exams) are the same for every visitor (all
  // are rendered as not signed in) until the catalogue's revision moves with a committed change to what they
  // show: such a page is rendered once per build, revision and URL. Profiles are rendered every time.
  const renderedCataloguePages = createTtlCache<string | null>({ ttlMs: 30_000, maxEntries: 300 });
  const builds = new WeakMap<TServerRenderer, number>();
  let buildsSeen = 0;
  const buildOf = (renderer: TServerRenderer) => {
    if (!builds.has(renderer)) builds.set(renderer, ++buildsSeen);
    return builds.get(renderer);
  };

  /** The API answering the server's rendering in-process, as a visitor who is not signed in. */
  const transport = async (url: string, init: RequestInit) => {
    if ((init.method ?? 'GET') !== 'GET' || !isApiPath(url.split('?')[0] ?? '')) {
      throw new Error(`Server rendering asked for ${init.method} ${url}`);
    }
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return new Response(response.rawPayload, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };

  /** The page rendered on the server, or undefined (not a reading page, no server bundle, or it failed). */
  const renderOnServer = async (url: string, pathname: string, indexHtml: string) => {
    if (!serverRendering) return undefined;
    try {
      const renderer = await loadRenderer();
      if (!renderer?.isServerRendered(pathname)) return undefined;
      const render = async () => {
        const page = await renderer.renderPage({ url, transport, manifest: (await readManifest()) ?? {} });
        if (!page) return null;
        let html = '';
        for await (const chunk of serverPageStream(indexHtml, page)) html += chunk;
        return html;
      };
      if (!showsOnlyCatalogue(pathname)) return (await render()) ?? undefined;
      const key = JSON.stringify([
        buildOf(renderer),
        (await app.services.catalogueFeed.sync()).revision,
        url,
        indexHtml.length,
      ]);
      return (await renderedCataloguePages.get(key, render)) ?? undefined;
    } catch (error) {
      app.log.error({ err: error, url }, 'server rendering failed: the page is served for rendering in the browser');
      return undefined;
    }
  };
  if (fs.existsSync(options.webDist)) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      wildcard: true,
      index: false,
      // assets/*.br and *.gz written by the web build: sent by Accept-Encoding, with Vary: Accept-Encoding.
      preCompressed: true,
      // Directories and /api are never looked up on disk: they go to the not-found handler below.
      allowedPath: (pathname) => !pathname.endsWith('/') && !isApiPath(pathname),
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  /** Whether the app has a page at the path; unknown (true) where this node renders nothing on the server. */
  const isKnownPage = async (pathname: string) => {
    if (!serverRendering) return true;
    try {
      const renderer = await loadRenderer();
      return renderer?.isKnownPage?.(pathname) ?? true;
    } catch {
      return true;
    }
  };

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split(/[?#]/)[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname) && !isFilePath(pathname);
    const indexHtml = isPageRequest ? await readIndex() : undefined;
    if (indexHtml) {
      const resolved = await options.resolvePageMeta?.(decodePathname(pathname));
      if (isMissing(resolved) || !(await isKnownPage(pathname))) {
        // A real 404 for crawlers and links checkers; the app still starts and shows its own 404 page.
        const page = renderIndexWithMeta(indexHtml, missingPageMeta(pathname)).replace(
          '</head>',
          () => '    <meta name="robots" content="noindex" />\n  </head>',
        );
        return reply.status(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
      }
      const meta = resolved ?? undefined;
      if (meta?.redirect?.startsWith('/') && !meta.redirect.startsWith('//')) {
        const query = request.url.match(/\?[^#]*/)?.[0] ?? '';
        return reply.header('cache-control', 'no-cache').redirect(`${meta.redirect.split('#')[0]}${query}`, 301);
      }
      // Rendered for a visitor who is not signed in, whoever asks: nothing personal is in it.
      const serverPage =
        request.method === 'GET'
          ? await renderOnServer(request.url, pathname, meta ? withPageHead(indexHtml, meta) : indexHtml)
          : undefined;
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(serverPage ?? (meta ? renderIndexWithMeta(indexHtml, meta) : indexHtml));
    }
    return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: errorMessages.routeNotFound });
  });
});
