import { foldText } from '@zadania/shared';

/** A LIKE pattern that matches the folded search text anywhere, with %, _ and \ taken literally. */
export const buildContainsPattern = (search: string) =>
  `%${foldText(search.trim()).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
