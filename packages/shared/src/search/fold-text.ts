/**
 * Folds text for diacritic-insensitive search the way PostgreSQL's unaccent does:
 * lower-case, accents stripped, and ł→l (which NFD decomposition alone leaves alone).
 */
export function foldText(text: string): string {
  return text.toLowerCase().replace(/ł/g, 'l').normalize('NFD').replace(/\p{M}/gu, '');
}
