import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { rowsOf } from '../../lib/sql-rows';
import { buildContainsPattern } from '../../lib/sql-search';
import { inList } from '../catalogue/homework-filters';

export type THomeworkTypeRow = {
  id: string;
  slug: string;
  name: string;
  formulas: string | null;
  description: string | null;
  done: boolean;
  parent_id: string | null;
  created_at: string | Date;
  domains_ids: string[];
  count: number;
};

/** Public tasks of the type and of its subtypes. */
const typeColumns = sql`t.id, t.slug, t.name, t.formulas, t.description, t.done, t.parent_id, t.created_at,
  coalesce((select array_agg(tc.concept_id::text order by tc.concept_id) from homework_type_concepts tc
    join math_concepts c on c.id = tc.concept_id where tc.homework_type_id = t.id and c.type = 'DOMAIN'), '{}') as domains_ids,
  (select count(*)::int from homeworks h where h.status = 'PUBLIC'
    and h.type_id in (select s.id from homework_types s where s.id = t.id or s.parent_id = t.id)) as count`;

const sorts = {
  'createdAt:DESC': sql`t.created_at desc, t.name`,
  'createdAt:ASC': sql`t.created_at asc, t.name`,
  'count:DESC': sql`count desc, t.name`,
  'count:ASC': sql`count asc, t.name`,
  'name:ASC': sql`t.name`,
} as const;

export function createHomeworkTypesRepository(db: TDb) {
  return {
    async list(options: {
      search?: string;
      omitIds?: string[];
      hideSubtypes?: boolean;
      domainsIds?: string[];
      sort: keyof typeof sorts;
      limit: number;
      offset: number;
    }) {
      const filters: SQL[] = [];
      if (options.search?.trim()) {
        filters.push(sql`immutable_unaccent(lower(t.name)) like ${buildContainsPattern(options.search)}`);
      }
      if (options.omitIds?.length) filters.push(sql`t.id not in ${inList(options.omitIds)}`);
      if (options.hideSubtypes) filters.push(sql`t.parent_id is null`);
      if (options.domainsIds?.length) {
        filters.push(
          sql`exists (select 1 from homework_type_concepts tc where tc.homework_type_id = t.id and tc.concept_id in ${inList(options.domainsIds)})`,
        );
      }
      const where = filters.length ? sql.join(filters, sql` and `) : sql`true`;
      const [page, total] = await Promise.all([
        db.execute(
          sql`select ${typeColumns} from homework_types t where ${where} order by ${sorts[options.sort]} limit ${options.limit} offset ${options.offset}`,
        ),
        db.execute(sql`select count(*)::int as count from homework_types t where ${where}`),
      ]);
      return { rows: rowsOf<THomeworkTypeRow>(page), total: rowsOf<{ count: number }>(total)[0]?.count ?? 0 };
    },

    async findByIdOrSlug(idOrSlug: string) {
      const key = isUuid(idOrSlug) ? sql`t.id = ${idOrSlug}` : sql`t.slug = ${idOrSlug}`;
      return rowsOf<THomeworkTypeRow>(
        await db.execute(sql`select ${typeColumns} from homework_types t where ${key}`),
      )[0];
    },

    async findRelated(typeId: string, parentId: string | null) {
      const [subtypes, parent, concepts] = await Promise.all([
        db.execute(sql`select ${typeColumns} from homework_types t where t.parent_id = ${typeId} order by t.name`),
        parentId
          ? db.execute(sql`select id, slug, name from homework_types where id = ${parentId}`)
          : Promise.resolve({ rows: [] }),
        db.execute(sql`select c.id, c.type from homework_type_concepts tc join math_concepts c on c.id = tc.concept_id
          where tc.homework_type_id = ${typeId} order by c.name`),
      ]);
      return {
        subtypes: rowsOf<THomeworkTypeRow>(subtypes),
        parent: rowsOf<{ id: string; slug: string; name: string }>(parent)[0] ?? null,
        concepts: rowsOf<{ id: string; type: string }>(concepts),
      };
    },
  };
}
