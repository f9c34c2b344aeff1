import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every distinct folded word of the tasks' search text, kept by a trigger on homeworks. A search
 * word with a typo is matched here (small table, trigram index) and expanded to the words that
 * exist, so the tasks themselves are only ever filtered with indexed LIKE patterns.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);
