import { BORDER_STYLES, DEFAULT_BORDER_WIDTH, FONT_FAMILIES, FONT_SIZES, type TBorderStyle } from './constants';

/** The declarations of an inline style attribute, property names lower-cased, read without a DOM. */
export function parseStyle(style: string | null | undefined): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const declaration of (style ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon <= 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (property && value) declarations.set(property, value);
  }
  return declarations;
}

/** One property of an element's inline style (raw text, so `#rrggbb` stays as written). */
export function getStyleValue(element: HTMLElement, property: string): string | null {
  return parseStyle(element.getAttribute('style')).get(property) ?? null;
}

const keywordPattern = /^[a-z]{3,20}$/i;
const mantineVariablePattern = /^var\(--mantine-color-[a-z0-9-]+\)$/i;
const functionPattern = /^(rgba?|hsla?)\(\s*([^)]*)\)$/i;

function toHex(channels: number[]): string {
  return `#${channels.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function withAlpha(channels: number[], alpha: number): string {
  if (alpha >= 1) return toHex(channels);
  return `rgba(${channels.map((channel) => Math.round(channel)).join(', ')}, ${Number(alpha.toFixed(3))})`;
}

function parseAlpha(value: string | undefined): number | null {
  if (value === undefined) return 1;
  const alpha = value.endsWith('%') ? Number.parseFloat(value) / 100 : Number.parseFloat(value);
  return Number.isFinite(alpha) && alpha >= 0 && alpha <= 1 ? alpha : null;
}

function hslToRgb(hue: number, saturation: number, lightness: number): number[] {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  return [0, 8, 4].map((n) => 255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
}

/**
 * A CSS colour the editor accepts, in one canonical form so that stored HTML round-trips whatever DOM
 * serialises it: hex and rgb()/hsl() become `#rrggbb` (or `rgba(r, g, b, a)` when translucent); keywords
 * and Mantine colour variables are kept. Anything else (url(), expressions, escapes) gives null.
 */
export function sanitizeColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const color = value.trim().toLowerCase();
  if (!color || color.length > 64) return null;
  if (/^(?:inherit|initial|unset|revert|currentcolor)$/.test(color)) return null;
  if (mantineVariablePattern.test(color) || keywordPattern.test(color)) return color;
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(color)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const channels = [0, 2, 4].map((index) => Number.parseInt(full.slice(index, index + 2), 16));
    const alpha = full.length === 8 ? Number.parseInt(full.slice(6, 8), 16) / 255 : 1;
    return withAlpha(channels, alpha);
  }
  const match = functionPattern.exec(color);
  if (!match) return null;
  const parts = match[2]!.split(/\s*[,/]\s*|\s+/).filter(Boolean);
  if (parts.length < 3 || parts.length > 4) return null;
  const alpha = parseAlpha(parts[3]);
  if (alpha === null) return null;
  if (match[1]!.startsWith('rgb')) {
    const channels = parts
      .slice(0, 3)
      .map((part) => (part.endsWith('%') ? (Number.parseFloat(part) * 255) / 100 : Number.parseFloat(part)));
    if (channels.some((channel) => !Number.isFinite(channel) || channel < 0 || channel > 255)) return null;
    return withAlpha(channels, alpha);
  }
  const hue = Number.parseFloat(parts[0]!);
  const saturation = Number.parseFloat(parts[1]!);
  const lightness = Number.parseFloat(parts[2]!);
  if (![hue, saturation, lightness].every(Number.isFinite) || saturation > 100 || lightness > 100) return null;
  return withAlpha(hslToRgb(((hue % 360) + 360) % 360, saturation, lightness), alpha);
}

/** A font size of the list of docs/product-spec.md section 9 as `Npx`, else null; accepts `12`, `12px`. */
export function sanitizeFontSize(value: unknown): string | null {
  const match = /^\s*(\d+)(?:px)?\s*$/.exec(String(value ?? ''));
  const size = match ? Number(match[1]) : Number.NaN;
  return (FONT_SIZES as readonly number[]).includes(size) ? `${size}px` : null;
}

/** A font family of the list of docs/product-spec.md section 9 (quotes and case ignored), else null. */
export function sanitizeFontFamily(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const first =
    value
      .split(',')[0]
      ?.trim()
      .replace(/^["']|["']$/g, '') ?? '';
  return FONT_FAMILIES.find((family) => family.toLowerCase() === first.toLowerCase()) ?? null;
}

/** The CSS text of a font family: quoted when it has spaces. */
export function fontFamilyCss(family: string): string {
  return /\s/.test(family) ? `"${family}"` : family;
}

export type TBorder = { style: TBorderStyle; width: number; color: string | null };

/** A cell border from CSS shorthand (`1px dashed #f00`), else null; width 1–10 px. */
export function parseBorder(value: string | null | undefined): TBorder | null {
  if (!value) return null;
  let style: TBorderStyle | null = null;
  let width = DEFAULT_BORDER_WIDTH;
  let color: string | null = null;
  for (const part of value.trim().split(/\s+(?![^(]*\))/)) {
    const lower = part.toLowerCase();
    if ((BORDER_STYLES as readonly string[]).includes(lower)) style = lower as TBorderStyle;
    else if (/^\d+(?:\.\d+)?px$/.test(lower)) width = Number.parseFloat(lower);
    else color = sanitizeColor(part) ?? color;
  }
  return style ? normalizeBorder({ style, width, color }) : null;
}

/** A border object with the width clamped to 1–10 and an unknown colour dropped, or null. */
export function normalizeBorder(border: unknown): TBorder | null {
  if (!border || typeof border !== 'object') return null;
  const { style, width, color } = border as Partial<TBorder>;
  if (!style || !(BORDER_STYLES as readonly string[]).includes(style)) return null;
  const numeric = Number(width ?? DEFAULT_BORDER_WIDTH);
  return {
    style,
    width: Number.isFinite(numeric) ? Math.min(10, Math.max(1, Math.round(numeric))) : DEFAULT_BORDER_WIDTH,
    color: sanitizeColor(color),
  };
}

/** CSS shorthand of a border object. */
export function borderCss(border: TBorder): string {
  return [`${border.width}px`, border.style, border.color].filter(Boolean).join(' ');
}
