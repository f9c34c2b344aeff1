import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';

/**
 * The catalogue's revision: a counter that moves, in the same transaction, with every change to tasks,
 * their links, concepts, types or exams (triggers of migration 0005). Results reused across requests
 * are keyed by it, so a committed change is never hidden behind a reused result, on any API node.
 */
export async function readCatalogueRevision(db: TDb): Promise<string> {
  const result = (await db.execute(sql`select revision::text as revision from catalogue_revision where id = 1`)) as {
    rows: { revision: string }[];
  };
  return result.rows[0]?.revision ?? '0';
}
