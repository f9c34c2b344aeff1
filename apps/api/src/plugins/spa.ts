import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorMessages } from '@zadania/shared';
import fp from 'fastify-plugin';
import { escapeHtml } from '../lib/html';

/** What a page shows before its JavaScript runs: for crawlers and link previews. */
export type TPageMeta = { title: string; description: string; canonicalUrl: string; heading: string; text: string };
export type TPageMetaResolver = (pathname: string) => Promise<TPageMeta | null>;

/** index.html with the page's title, description, canonical link and readable content filled in. */
export function renderIndexWithMeta(indexHtml: string, meta: TPageMeta) {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const canonical = escapeHtml(meta.canonicalUrl);
  const head = [
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${canonical}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${canonical}" />`,
  ].join('\n    ');
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${title}</title>`)
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', `    ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root"><article><h1>${escapeHtml(meta.heading)}</h1><p>${escapeHtml(meta.text)}</p></article></div>`,
    );
}

const decodePathname = (url: string) => {
  const pathname = url.split(/[?#]/)[0] ?? '/';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
};

/** Serves the built web app; every non-/api GET that is not a file gets index.html (client routing). */
export const spaPlugin = fp<{ webDist: string; resolvePageMeta?: TPageMetaResolver }>(async (app, options) => {
  const indexFile = path.join(options.webDist, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsPage = (request.headers.accept ?? '').includes('text/html');
    if (indexHtml && !isApi && wantsPage && (request.method === 'GET' || request.method === 'HEAD')) {
      const meta = await options.resolvePageMeta?.(decodePathname(request.url));
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(meta ? renderIndexWithMeta(indexHtml, meta) : indexHtml);
    }
    return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: errorMessages.routeNotFound });
  });
});
