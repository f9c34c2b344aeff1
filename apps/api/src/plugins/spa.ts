import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorMessages, excerpt } from '@zadania/shared';
import fp from 'fastify-plugin';
import { escapeHtml } from '../lib/html';

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
export type TPageMetaResolver = (pathname: string) => Promise<TPageMeta | null>;

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
  const field = (name: Exclude<keyof TPageMeta, 'redirect'>) => escapeHtml(excerpt(meta[name], pageMetaLimits[name]));
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
  const content = `<div id="root"><article><h1>${field('heading')}</h1><p>${field('text')}</p></article></div>`;
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', () => `    ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => content);
}

const decodePathname = (pathname: string) => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
};

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** A path that names a file (`/assets/…`, `/favicon.ico`): missing, it is a 404, never the page. */
const isFilePath = (pathname: string) => pathname.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(pathname);

/** index.html as it is on disk now: read again whenever a build replaced it, so no restart is needed. */
function createIndexReader(indexFile: string) {
  let cached: { signature: string; html: string } | undefined;
  return async () => {
    const stat = await fs.promises.stat(indexFile).catch(() => undefined);
    if (!stat?.isFile()) return undefined;
    const signature = `${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`;
    if (cached?.signature !== signature) {
      cached = { signature, html: await fs.promises.readFile(indexFile, 'utf8') };
    }
    return cached.html;
  };
}

/**
 * Serves the built web app: files as they are (looked up per request, so a rebuild's new assets are
 * served at once), and index.html for every other GET or HEAD outside /api (client routing),
 * whatever the Accept header, so curl and link-preview bots get the page too.
 */
export const spaPlugin = fp<{ webDist: string; resolvePageMeta?: TPageMetaResolver }>(async (app, options) => {
  const readIndex = createIndexReader(path.join(options.webDist, 'index.html'));
  if (fs.existsSync(options.webDist)) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      wildcard: true,
      index: false,
      // Directories and /api are never looked up on disk: they go to the not-found handler below.
      allowedPath: (pathname) => !pathname.endsWith('/') && !isApiPath(pathname),
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split(/[?#]/)[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname) && !isFilePath(pathname);
    const indexHtml = isPageRequest ? await readIndex() : undefined;
    if (indexHtml) {
      const meta = await options.resolvePageMeta?.(decodePathname(pathname));
      if (meta?.redirect?.startsWith('/') && !meta.redirect.startsWith('//')) {
        const query = request.url.match(/\?[^#]*/)?.[0] ?? '';
        return reply.header('cache-control', 'no-cache').redirect(`${meta.redirect.split('#')[0]}${query}`, 301);
      }
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(meta ? renderIndexWithMeta(indexHtml, meta) : indexHtml);
    }
    return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: errorMessages.routeNotFound });
  });
});
