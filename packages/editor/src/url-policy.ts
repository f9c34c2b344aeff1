/** URL rules of docs/product-spec.md section 5: links accept http, https, ftp, mailto and site-relative hrefs. */

export const ALLOWED_URL_SCHEMES = ['http', 'https', 'ftp', 'mailto'] as const;

// Browsers drop ASCII tab/newline inside URLs and ignore leading control characters and spaces.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const ignoredUrlCharacters = /[\u0000-\u0020\u007f-\u009f]/g;

function normalizeUrl(url: string): string {
  return url.replace(ignoredUrlCharacters, '');
}

/**
 * Whether a link target is allowed: an absolute URL with an allowed scheme (http, https, ftp, mailto),
 * a site-relative path (`/…`, not protocol-relative `//…`) or a fragment (`#id-…`). Anything else,
 * notably `javascript:`, `data:` and `vbscript:`, is refused.
 */
export function isAllowedHref(href: unknown): href is string {
  if (typeof href !== 'string') return false;
  const url = normalizeUrl(href);
  if (!url) return false;
  if (url.startsWith('#')) return true;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (!scheme || !(ALLOWED_URL_SCHEMES as readonly string[]).includes(scheme)) return false;
  if (scheme === 'mailto') return url.length > 'mailto:'.length;
  return /^[a-z]+:\/\/[^/\s?#]+/i.test(url);
}

/** Whether a media source (image, video) is allowed: http(s) or site-relative. */
export function isAllowedMediaSrc(src: unknown): src is string {
  if (!isAllowedHref(src)) return false;
  const url = normalizeUrl(src);
  return url.startsWith('/') || /^https?:\/\//i.test(url);
}

/** Whether a link opens in a new tab regardless of its own flag: concept articles do (docs/product-spec.md section 2). */
export function opensInNewTab(href: string): boolean {
  try {
    const path = new URL(href, 'https://site.invalid').pathname;
    return path === '/resources/concepts' || path.startsWith('/resources/concepts/');
  } catch {
    return false;
  }
}

const youtubeHosts = new Set([
  'www.youtube.com',
  'youtube.com',
  'm.youtube.com',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
]);
const videoIdPattern = /^[\w-]{6,20}$/;

/**
 * The embeddable player URL of a YouTube or Vimeo link (watch page, short link or player URL), or null
 * for anything else. Only these two hosts may be embedded in an iframe (docs/product-spec.md section 5).
 */
export function toEmbedUrl(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  let url: URL;
  try {
    url = new URL(normalizeUrl(input));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let youtubeId: string | null = null;
  if (youtubeHosts.has(host)) {
    if (segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live') youtubeId = segments[1] ?? null;
    else if (segments[0] === 'watch') youtubeId = url.searchParams.get('v');
  } else if (host === 'youtu.be') {
    youtubeId = segments[0] ?? null;
  }
  if (youtubeId !== null) {
    if (!videoIdPattern.test(youtubeId)) return null;
    const start = url.searchParams.get('start') ?? url.searchParams.get('t')?.replace(/s$/, '');
    const query = start && /^\d+$/.test(start) ? `?start=${start}` : '';
    return `https://www.youtube.com/embed/${youtubeId}${query}`;
  }
  let vimeoId: string | null = null;
  if (host === 'player.vimeo.com' && segments[0] === 'video') vimeoId = segments[1] ?? null;
  else if (host === 'vimeo.com' || host === 'www.vimeo.com') vimeoId = segments[0] ?? null;
  if (vimeoId !== null && /^\d{1,12}$/.test(vimeoId)) {
    const hash = url.searchParams.get('h');
    return `https://player.vimeo.com/video/${vimeoId}${hash && /^[0-9a-f]{1,20}$/i.test(hash) ? `?h=${hash}` : ''}`;
  }
  return null;
}
