import type { TMathConceptType, TSubject } from '@zadania/shared';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { mathConcepts } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import { buildContainsPattern } from '../../lib/sql-search';

const sorts = {
  'count:DESC': [desc(sql`count`), asc(mathConcepts.name)],
  'count:ASC': [asc(sql`count`), asc(mathConcepts.name)],
  'name:ASC': [asc(mathConcepts.name)],
  'createdAt:DESC': [desc(mathConcepts.createdAt), asc(mathConcepts.name)],
} as const;

export type TMathConceptSort = keyof typeof sorts;

/**
 * Number of public tasks filed under each concept. Written with explicit table names: Drizzle leaves
 * columns unqualified in single-table selects, which a correlated subquery would misread.
 */
const publicTaskCount = sql<number>`(
  select count(*)::int from homework_concepts hc
  join homeworks h on h.id = hc.homework_id
  where hc.concept_id = math_concepts.id and h.status = 'PUBLIC'
)`;

const taskTypeCount = sql<number>`(
  select count(*)::int from homework_type_concepts htc where htc.concept_id = math_concepts.id
)`;

const counts = { HOMEWORK: publicTaskCount, HOMEWORK_TYPE: taskTypeCount, none: sql<number>`0` };

const columnsCounting = (countType: keyof typeof counts) => ({
  id: mathConcepts.id,
  slug: mathConcepts.slug,
  name: mathConcepts.name,
  type: mathConcepts.type,
  subject: mathConcepts.subject,
  aliases: mathConcepts.aliases,
  count: counts[countType].as('count'),
});

export function createMathConceptsRepository(db: TDb) {
  return {
    async list(options: {
      search?: string;
      type?: TMathConceptType;
      subject?: TSubject;
      sort: TMathConceptSort;
      countType: keyof typeof counts;
      limit: number;
      offset: number;
    }) {
      const filters: SQL[] = [];
      if (options.type) filters.push(eq(mathConcepts.type, options.type));
      if (options.subject) filters.push(eq(mathConcepts.subject, options.subject));
      const search = options.search?.trim();
      if (search) {
        // Name or alias contains the folded text, or is close to it (typos), via pg_trgm.
        const folded = sql`immutable_unaccent(lower(${mathConcepts.name} || ' ' || array_to_string(${mathConcepts.aliases}, ' ')))`;
        filters.push(
          sql`(${folded} like ${buildContainsPattern(search)} or word_similarity(immutable_unaccent(lower(${search})), ${folded}) > 0.5)`,
        );
      }
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [totalRow]] = await Promise.all([
        db
          .select(columnsCounting(options.countType))
          .from(mathConcepts)
          .where(where)
          .orderBy(
            ...sorts[options.countType === 'none' && options.sort.startsWith('count') ? 'name:ASC' : options.sort],
          )
          .limit(options.limit)
          .offset(options.offset),
        db.select({ value: count() }).from(mathConcepts).where(where),
      ]);
      return { rows, total: totalRow?.value ?? 0 };
    },

    async findByIdOrSlug(idOrSlug: string) {
      const [row] = await db
        .select({
          ...columnsCounting('HOMEWORK'),
          description: mathConcepts.description,
          requirements: mathConcepts.requirements,
        })
        .from(mathConcepts)
        .where(isUuid(idOrSlug) ? eq(mathConcepts.id, idOrSlug) : eq(mathConcepts.slug, idOrSlug));
      return row;
    },
  };
}
