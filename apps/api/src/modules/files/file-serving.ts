import { previewableExtensions } from '@zadania/shared';
import type { TByteRange } from './storage/file-storage';

/** Extensions served inline: images and videos the browser shows itself. Everything else downloads. */
export const inlineExtensions: readonly string[] = previewableExtensions;

/** Content-Security-Policy of served files: a sandbox, so active content (SVG, HTML) cannot run. */
export const fileContentSecurityPolicy = "default-src 'none'; img-src 'self'; media-src 'self'; sandbox";

const transliterations: Record<string, string> = { ł: 'l', Ł: 'L', ß: 'ss', æ: 'ae', Æ: 'AE', ø: 'o', Ø: 'O' };

/** A file name safe to show anywhere: no control characters, no path separators, not empty. */
export function cleanFileName(name: string) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const cleaned = name.normalize('NFC').replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
  const base = cleaned.split(/[/\\]/).pop()!.trim().slice(-255);
  return base.replace(/^\.+$/, '') || 'plik';
}

/** RFC 5987 value-chars: unreserved characters stay, everything else is percent-encoded UTF-8. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment; filename="ascii"; filename*=UTF-8''utf8` (RFC 6266): an ASCII fallback without quotes,
 * backslashes or control characters for old clients, and the exact name for the others.
 */
export function buildContentDisposition(type: 'attachment' | 'inline', name: string) {
  const clean = cleanFileName(name);
  const ascii = clean
    .replace(/[łŁßæÆøØ]/g, (char) => transliterations[char]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(clean)}`;
}

/**
 * One byte range of `Range: bytes=...` against a size: the range, `'unsatisfiable'` (416), or
 * undefined when the header is absent, malformed or asks for several ranges (then the whole file is sent).
 */
export function parseRange(header: string | undefined, size: number): TByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from, to] = match;
  if (!from && !to) return undefined;
  if (!from) {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to ? Math.min(Number(to), size - 1) : size - 1;
  if (to && Number(to) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
