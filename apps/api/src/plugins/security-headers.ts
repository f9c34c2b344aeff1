import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** The video players rich text may embed (the editor's Iframe node and the sanitizer allow only these). */
export const embeddedPlayerOrigins = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const;

/**
 * CSP without inline scripts; inline styles stay allowed for Mantine's CSS variables and KaTeX. Frames
 * only from our origin, the YouTube and Vimeo players and the hosted-video player
 * (VIDEO_EMBED_URL_TEMPLATE). Images and videos of rich text may be linked from any https address.
 */
export const securityHeadersPlugin = fp<{ videoEmbedUrlTemplate?: string }>(async (app, options) => {
  // The hosted-video player is embedded in an iframe: its origin is the only frame source besides our own.
  const frameSrc = [
    "'self'",
    ...(options.videoEmbedUrlTemplate ? [new URL(options.videoEmbedUrlTemplate).origin] : []),
    ...embeddedPlayerOrigins,
  ];
  await app.register(helmet, {
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
    strictTransportSecurity: false,
  });
});
