import { inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { mathConcepts } from '../../db/schema';

/** The concepts a generator's variants are filed under, by slug (a slug missing from the database is skipped). */
export function createGeneratorsRepository(db: TDb) {
  return {
    async conceptIdsBySlugs(slugs: readonly string[]): Promise<string[]> {
      if (slugs.length === 0) return [];
      const rows = await db
        .select({ id: mathConcepts.id, slug: mathConcepts.slug })
        .from(mathConcepts)
        .where(inArray(mathConcepts.slug, [...slugs]));
      const bySlug = new Map(rows.map((row) => [row.slug, row.id]));
      return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
    },
  };
}
