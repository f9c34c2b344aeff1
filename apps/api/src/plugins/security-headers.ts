import fp from 'fastify-plugin';
import helmet from 'helmet';

/** The video players rich text may embed (the editor's Iframe node and the sanitizer allow only these). */
export const embeddedPlayerOrigins = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const;

const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * CSP without inline scripts; inline styles stay allowed for Mantine's CSS variables and KaTeX. Frames
 * only from our origin, the YouTube and Vimeo players and the hosted-video player
 * (VIDEO_EMBED_URL_TEMPLATE). Images and videos of rich text may be linked from any https address.
 * HSTS in production only. API responses are never stored by browsers or proxies (`no-store`: they
 * carry tokens, accounts, notifications), unless a route chose its own Cache-Control (public files).
 * Helmet's middleware is built once: `@fastify/helmet` built it again for every request (its directives parsed
 * anew each time, 5 % of a cold catalogue request's CPU in `npm run bench`).
 */
export const securityHeadersPlugin = fp<{ videoEmbedUrlTemplate?: string; hsts: boolean }>(async (app, options) => {
  // The hosted-video player is embedded in an iframe: its origin is the only frame source besides our own.
  const frameSrc = [
    "'self'",
    ...(options.videoEmbedUrlTemplate ? [new URL(options.videoEmbedUrlTemplate).origin] : []),
    ...embeddedPlayerOrigins,
  ];
  const applySecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        frameSrc,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    applySecurityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  );

  app.addHook('onSend', async (request, reply) => {
    if (isApiUrl(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
});
