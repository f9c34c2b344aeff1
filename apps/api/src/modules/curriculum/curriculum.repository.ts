import type { TApprovalStatus, THomeworkStatus } from '@zadania/shared';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { rowsOf } from '../../lib/sql-rows';

export function createCurriculumRepository(db: TDb) {
  return {
    async findHomework(id: string) {
      const result = await db.execute(sql`
        select id::text as id, author_id::text as "authorId", status::text as status,
          admin_review_status::text as "adminReviewStatus", requirements
        from homeworks where id = ${id}`);
      return rowsOf<{
        id: string;
        authorId: string | null;
        status: THomeworkStatus;
        adminReviewStatus: TApprovalStatus | null;
        requirements: string[];
      }>(result)[0];
    },

    async setHomeworkRequirements(id: string, keys: string[]) {
      await db.execute(
        sql`update homeworks set requirements = ${sql.param(keys)}::text[], updated_at = now() where id = ${id}`,
      );
    },

    async findConcept(id: string) {
      const result = await db.execute(
        sql`select id::text as id, type::text as type, requirements from math_concepts where id = ${id}`,
      );
      return rowsOf<{ id: string; type: string; requirements: string[] }>(result)[0];
    },

    async setConceptRequirements(id: string, keys: string[]) {
      await db.execute(sql`update math_concepts set requirements = ${sql.param(keys)}::text[] where id = ${id}`);
    },

    /** Public tasks per requirement key they carry. */
    async countPublicTasksByRequirement(): Promise<Map<string, string[]>> {
      const result = await db.execute(sql`
        select key, array_agg(id::text) as ids from (
          select unnest(requirements) as key, id from homeworks where status = 'PUBLIC'
        ) linked group by key`);
      return new Map(rowsOf<{ key: string; ids: string[] }>(result).map((row) => [row.key, row.ids]));
    },

    async findConceptsWithRequirements() {
      const result = await db.execute(sql`
        select id::text as id, slug, name, requirements from math_concepts
        where cardinality(requirements) > 0 order by name`);
      return rowsOf<{ id: string; slug: string; name: string; requirements: string[] }>(result);
    },
  };
}

export type TCurriculumRepository = ReturnType<typeof createCurriculumRepository>;
