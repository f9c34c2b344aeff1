import { DEFAULT_THEME } from '@mantine/core';

/** The 14 hues of the Mantine palette, in the palette's order (docs/product-spec.md section 9). */
export const PALETTE_HUES = [
  'dark',
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
] as const;

export type TColorType = 'text' | 'border' | 'tableBackground' | 'highlight' | 'underline';

/**
 * Palette levels per colour type (docs/product-spec.md section 9: "levels 10–11 text, 5–7 background, 9–10 underline").
 * Levels count from 1 (level 1 = Mantine shade 0); Mantine has 10 shades, so a level above 10 means the
 * darkest shade. Borders use the text levels; highlights and table backgrounds the background levels.
 */
export const PALETTE_LEVELS: Record<TColorType, readonly number[]> = {
  text: [10, 11],
  border: [10, 11],
  tableBackground: [5, 6, 7],
  highlight: [5, 6, 7],
  underline: [9, 10],
};

export const RECENT_COLORS_LIMIT = 8;

/** Mantine shade indexes (0–9) for palette levels, clamped and without duplicates. */
export function levelsToShades(levels: readonly number[]): number[] {
  return [...new Set(levels.map((level) => Math.min(9, Math.max(0, level - 1))))];
}

export type TPaletteColor = { hue: string; shade: number; value: string };

/** The swatches of a colour type: every hue at each of its levels, as #rrggbb. */
export function paletteFor(type: TColorType): TPaletteColor[] {
  const shades = levelsToShades(PALETTE_LEVELS[type]);
  return shades.flatMap((shade) =>
    PALETTE_HUES.map((hue) => ({ hue, shade, value: DEFAULT_THEME.colors[hue]![shade]!.toLowerCase() })),
  );
}

const storageKey = (type: TColorType) => `zadania-editor-recent-colors:${type}`;

/** The recently used colours of a type, most recent first (at most 8), from localStorage. */
export function readRecentColors(type: TColorType): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(type)) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === 'string').slice(0, RECENT_COLORS_LIMIT)
      : [];
  } catch {
    return [];
  }
}

/** Puts a colour first in the recent list of its type (deduplicated, at most 8) and returns the list. */
export function pushRecentColor(type: TColorType, color: string): string[] {
  const next = [color, ...readRecentColors(type).filter((item) => item !== color)].slice(0, RECENT_COLORS_LIMIT);
  try {
    localStorage.setItem(storageKey(type), JSON.stringify(next));
  } catch {
    // Storage may be full or disabled: the list then lives for this call only.
  }
  return next;
}
