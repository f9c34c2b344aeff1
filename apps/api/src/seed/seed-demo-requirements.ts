import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { rowsOf } from '../lib/sql-rows';
import { demoConceptRequirements } from './demo-content/concept-requirements';

/**
 * Tags the demo concepts with the curriculum sections they serve and the demo tasks with those of their concepts
 * (primary-school sections for primary tasks, secondary-school ones for the others). Only what carries no
 * requirements yet: an editor's choice is never overwritten. Returns the number of tasks tagged.
 */
export async function seedDemoRequirements(db: TDb): Promise<number> {
  for (const [slug, codes] of Object.entries(demoConceptRequirements)) {
    const keys = codes.map((code) => `PP2017:${code}`);
    await db.execute(sql`
      update math_concepts set requirements = ${sql.param(keys)}::text[]
      where slug = ${slug} and cardinality(requirements) = 0`);
  }
  const result = await db.execute(sql`
    update homeworks h set requirements = tagged.keys, updated_at = now()
    from (
      select h2.id, array_agg(distinct key order by key) as keys
      from homeworks h2
      join homework_concepts hc on hc.homework_id = h2.id
      join math_concepts c on c.id = hc.concept_id
      cross join unnest(c.requirements) as key
      where cardinality(h2.requirements) = 0
        and (case when h2.level = 'PRIMARY' then key like 'PP2017:SP%' else key like 'PP2017:LO%' end)
      group by h2.id
    ) tagged
    where h.id = tagged.id
    returning h.id`);
  return rowsOf(result).length;
}
