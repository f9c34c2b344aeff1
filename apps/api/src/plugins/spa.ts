import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorMessages } from '@zadania/shared';
import fp from 'fastify-plugin';

/** Serves the built web app; every non-/api GET that is not a file gets index.html (client routing). */
export const spaPlugin = fp<{ webDist: string }>(async (app, options) => {
  const indexFile = path.join(options.webDist, 'index.html');
  const hasSpa = fs.existsSync(indexFile);
  if (hasSpa) {
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

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsPage = (request.headers.accept ?? '').includes('text/html');
    if (hasSpa && !isApi && wantsPage && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: errorMessages.routeNotFound });
  });
});
