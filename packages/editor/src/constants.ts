/** Editor constants of docs/product-spec.md section 9 (fonts, sizes, indent, borders, placeholders) and section 3 (panels). */

export const ID_PREFIX = 'id-';

export const FONT_SIZES = [8, 10, 12, 14, 16, 18, 20, 24, 30, 36, 48, 60, 72] as const;

export const FONT_FAMILIES = [
  'Arial',
  'Arial Black',
  'Georgia',
  'Impact',
  'Tahoma',
  'Times New Roman',
  'Verdana',
  'Courier New',
  'Lucida Console',
  'Monaco',
  'monospace',
] as const;

export const INDENT_STEP = 24;
export const INDENT_MAX = 240;

export const HEADING_LEVELS_OFFERED = [2, 3, 4] as const;

export const LIST_STYLES = [
  'decimal',
  'lower-alpha',
  'lower-greek',
  'lower-roman',
  'upper-alpha',
  'upper-roman',
] as const;
export type TListStyle = (typeof LIST_STYLES)[number];

export const BORDER_STYLES = ['solid', 'dashed', 'dotted'] as const;
export type TBorderStyle = (typeof BORDER_STYLES)[number];
export const DEFAULT_BORDER_WIDTH = 1;

export const MATH_PANEL_VARIANTS = {
  definition: 'Definicja',
  theorem: 'Twierdzenie',
  example: 'Przykład',
  remark: 'Uwaga',
  lemma: 'Lemat',
  conclusion: 'Wniosek',
  algorithm: 'Algorytm',
  meme: 'Mem',
} as const;
export type TMathPanelVariant = keyof typeof MATH_PANEL_VARIANTS;

export const IMAGE_WIDTHS = ['100%', 'auto'] as const;
export type TImageWidth = (typeof IMAGE_WIDTHS)[number];

export const FIGURE_GROUP_COLUMNS = [1, 2] as const;

export const PLACEHOLDERS = {
  default: 'Zacznij pisać...',
  caption: 'Opis',
  body: 'Treść',
  summary: 'Podsumowanie',
  content: 'Zawartość',
  name: 'Nazwa',
} as const;

export const CAPTION_PREFIX = { image: 'Rys.', table: 'Tab.' } as const;
export const SOLUTION_METHOD_PREFIX = 'Sposób';
export const BROKEN_REFERENCE = '(?)';

/** Review texts are limited to 256 characters (docs/product-spec.md section 5). */
export const REVIEW_CHARACTER_LIMIT = 256;
