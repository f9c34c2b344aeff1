import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * CSP without inline scripts; inline styles stay allowed for Mantine's CSS variables and KaTeX. Frames
 * only from our origin and the hosted-video player (VIDEO_EMBED_URL_TEMPLATE).
 */
export const securityHeadersPlugin = fp<{ videoEmbedUrlTemplate?: string }>(async (app, options) => {
  // The hosted-video player is embedded in an iframe: its origin is the only frame source besides our own.
  const frameSrc = [
    "'self'",
    ...(options.videoEmbedUrlTemplate ? [new URL(options.videoEmbedUrlTemplate).origin] : []),
  ];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  });
});
