import fastifyCompress from '@fastify/compress';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const compressionThresholdBytes = 1024;

/** Text the server writes itself (JSON, HTML, XML, JavaScript, SVG); never file bytes sent as octet-stream. */
const compressibleType =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?(?:json|xml|javascript)|image\/svg\+xml)/i;

/** Routes that serve byte ranges (file contents, downloads, videos) send the stored bytes as they are. */
const servesByteRanges = (route: RouteOptions) => {
  const response = route.schema?.response as Record<string, unknown> | undefined;
  return !!response && ('206' in response || 206 in response);
};

/**
 * Brotli or gzip by Accept-Encoding for what the server writes (JSON above 1 KB, pages); `Vary: Accept-Encoding`
 * with it. Not for file routes (their Range offsets count stored bytes, and the files are mostly compressed
 * already), not for the socket.io path (socket.io answers on the HTTP server before Fastify routes), and never
 * twice: built assets come pre-compressed from disk (spa.ts).
 */
export const compressionPlugin = fp(async (app) => {
  // Added before the compress plugin's own onRoute hook, so it sees the opt-out.
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && (servesByteRanges(route) || route.url.startsWith('/socket.io'))) {
      route.compress = false;
    }
  });
  await app.register(fastifyCompress, {
    threshold: compressionThresholdBytes,
    encodings: ['br', 'gzip'],
    customTypes: compressibleType,
    globalDecompression: false,
  });
});
